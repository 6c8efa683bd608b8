import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { AreaConverter } from "./area-converter";

describe("AreaConverter", () => {
  it("converts as the visitor types and shows every unit at once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaConverter initial={{ text: "", from: "feddan", to: "sqm" }} />);
    expect(await screen.findByText("Type an area to convert it.")).toBeTruthy();
    await user.type(screen.getByLabelText("Area"), "2");
    expect(screen.getByTestId("area-converter-result").textContent).toBe(
      "2 Feddan = 8,401.66 Square metre (m²)",
    );
    const table = screen.getByTestId("area-converter-table");
    expect(within(table).getAllByRole("row")).toHaveLength(9);
    expect(within(table).getByRole("row", { name: /Kirat/ }).textContent).toContain("48");
  });

  it("swaps the two units", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaConverter initial={{ text: "8401.66", from: "sqm", to: "feddan" }} />);
    await user.click(await screen.findByRole("button", { name: "Swap the two units" }));
    expect((screen.getByLabelText("From") as HTMLSelectElement).value).toBe("feddan");
    expect((screen.getByLabelText("To") as HTMLSelectElement).value).toBe("sqm");
  });

  it("explains bad input in Arabic, with Arabic-Indic digits in the answer", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaConverter initial={{ text: "١", from: "feddan", to: "kirat" }} />, {
      language: "ar",
    });
    expect((await screen.findByTestId("area-converter-result")).textContent).toBe("١ فدان = ٢٤ قيراط");
    const field = screen.getByLabelText("المساحة");
    await user.clear(field);
    await user.type(field, "-5");
    expect(screen.getByRole("alert").textContent).toBe("لا يمكن أن تكون المساحة سالبة.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("area-converter-table")).toBeNull();
  });
});
