import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { CurrencySelect } from "../../components/layout/currency-select";
import { Price } from "../../components/ui/price";
import { CurrencyProvider, useCurrency } from "./currency-context";

function Picker() {
  return (
    <>
      <CurrencySelect />
      <Price amountMinor={100_000} currency="EGP" />
    </>
  );
}

describe("currency selection", () => {
  it("starts in the currency suggested for the visitor's country, until they choose one", async () => {
    window.localStorage.removeItem("selectedCurrency");
    const { unmount } = renderWithProviders(
      <CurrencyProvider suggestedCurrency="SAR">
        <Picker />
      </CurrencyProvider>,
    );
    const select = (await screen.findByTestId("currency-select")) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("SAR"));
    expect(screen.getByTestId("price").textContent).toContain("SAR");
    unmount();

    window.localStorage.setItem("selectedCurrency", "GBP");
    renderWithProviders(
      <CurrencyProvider suggestedCurrency="SAR">
        <Picker />
      </CurrencyProvider>,
    );
    const chosen = (await screen.findByTestId("currency-select")) as HTMLSelectElement;
    await waitFor(() => expect(chosen.value).toBe("GBP"));
    window.localStorage.removeItem("selectedCurrency");
  });

  it("offers exactly the six display currencies, by code", async () => {
    renderWithProviders(<Picker />);
    const select = await screen.findByTestId("currency-select");
    const values = Array.from((select as HTMLSelectElement).options).map((o) => o.value);
    expect(values).toEqual(["EGP", "USD", "EUR", "SAR", "GBP", "AED"]);
    expect(screen.getByLabelText("Currency")).toBe(select);
  });

  it.each(["XYZ", "usd", "", "null", '"USD"'])(
    "ignores the invalid stored value %j and shows EGP",
    async (stored) => {
      window.localStorage.setItem("selectedCurrency", stored);
      renderWithProviders(<Picker />);
      const select = (await screen.findByTestId("currency-select")) as HTMLSelectElement;
      // Give the post-hydration effect its chance to (not) change anything.
      await waitFor(() => expect(select.value).toBe("EGP"));
      expect(screen.getByTestId("price").textContent).toContain("EGP");
    },
  );

  it("keeps a valid stored choice and persists a new one", async () => {
    window.localStorage.setItem("selectedCurrency", "GBP");
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const select = (await screen.findByTestId("currency-select")) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("GBP"));
    expect(screen.getByTestId("price").textContent?.startsWith("£")).toBe(true);
    await user.selectOptions(select, "AED");
    expect(window.localStorage.getItem("selectedCurrency")).toBe("AED");
  });

  it("refuses to set anything but the six codes", async () => {
    const user = userEvent.setup();
    function TryBitcoin() {
      const { setCurrency } = useCurrency();
      return (
        <>
          <button type="button" onClick={() => setCurrency("BTC")}>
            BTC
          </button>
          <Price amountMinor={100_000} currency="EGP" />
        </>
      );
    }
    renderWithProviders(<TryBitcoin />);
    await user.click(await screen.findByRole("button", { name: "BTC" }));
    expect(window.localStorage.getItem("selectedCurrency")).toBeNull();
    expect(screen.getByTestId("price").textContent).toContain("EGP");
  });
});
