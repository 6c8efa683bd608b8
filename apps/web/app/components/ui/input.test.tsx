import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { Input } from "./input";

function Field({ inputMode }: { inputMode?: "decimal" | "text" }) {
  const [value, setValue] = useState("");
  return (
    <Input
      label="Field"
      inputMode={inputMode}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe("Input reads numbers typed on any keyboard (ADR 074)", () => {
  it("turns Arabic-Indic and Persian digits into Western ones in a numeric field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field inputMode="decimal" />, { language: "ar" });
    await user.type(screen.getByLabelText("Field"), "١٢٫٥۰");
    expect(screen.getByLabelText<HTMLInputElement>("Field").value).toBe("12.50");
  });

  it("leaves a text field exactly as typed (a title keeps its digits)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field inputMode="text" />, { language: "ar" });
    await user.type(screen.getByLabelText("Field"), "شقة ٣ غرف");
    expect(screen.getByLabelText<HTMLInputElement>("Field").value).toBe("شقة ٣ غرف");
  });
});
