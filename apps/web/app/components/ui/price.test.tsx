import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderWithProviders, TEST_SETTINGS, TestProviders } from "../../../test/render";
import { CurrencySelect } from "../layout/currency-select";
import { Price } from "./price";

// 2,500,000.00 EGP. At the settings rate (1 USD = 47.6 EGP) that is 52,521.0084… USD → $52,521.01.
const AMOUNT_MINOR = 250_000_000;
const NBSP = "\u00a0";

function PriceWithPicker() {
  return (
    <>
      <CurrencySelect />
      <Price amountMinor={AMOUNT_MINOR} currency="EGP" />
    </>
  );
}

describe("Price", () => {
  it("shows the stored EGP amount by default, with its source amount and currency as data attributes", async () => {
    renderWithProviders(<Price amountMinor={AMOUNT_MINOR} currency="EGP" />);
    const price = await screen.findByTestId("price");
    expect(price).toHaveProperty("textContent", `2,500,000.00${NBSP}EGP`);
    expect(price.dataset.amountMinor).toBe(String(AMOUNT_MINOR));
    expect(price.dataset.currency).toBe("EGP");
  });

  it("switches to USD at the settings rate, with $ before the number, when the visitor picks USD", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceWithPicker />);
    await user.selectOptions(await screen.findByTestId("currency-select"), "USD");
    expect(screen.getByTestId("price").textContent).toBe("$52,521.01");
    // The source stays EGP: tests and analytics can always recompute the conversion.
    expect(screen.getByTestId("price").dataset.currency).toBe("EGP");
    expect(window.localStorage.getItem("selectedCurrency")).toBe("USD");
  });

  it("uses the rate from settings, not a built-in one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceWithPicker />, {
      settings: { ...TEST_SETTINGS, currency_rates: { ...TEST_SETTINGS.currency_rates, USD: 50 } },
    });
    await user.selectOptions(await screen.findByTestId("currency-select"), "USD");
    expect(screen.getByTestId("price").textContent).toBe("$50,000.00");
  });

  it("applies a stored selectedCurrency after hydration", async () => {
    window.localStorage.setItem("selectedCurrency", "USD");
    renderWithProviders(<Price amountMinor={AMOUNT_MINOR} currency="EGP" />);
    await waitFor(() => expect(screen.getByTestId("price").textContent).toBe("$52,521.01"));
  });

  it("renders EGP on the server even when the browser has another choice stored (no hydration mismatch)", () => {
    window.localStorage.setItem("selectedCurrency", "USD");
    const html = renderToString(
      <TestProviders language="en" settings={TEST_SETTINGS}>
        <Price amountMinor={AMOUNT_MINOR} currency="EGP" />
      </TestProviders>,
    );
    expect(html).toContain(`2,500,000.00${NBSP}EGP`);
    expect(html).not.toContain("$");
  });

  it("prints Arabic-Indic digits with the Arabic EGP symbol after the number", async () => {
    renderWithProviders(<Price amountMinor={AMOUNT_MINOR} currency="EGP" />, { language: "ar" });
    expect((await screen.findByTestId("price")).textContent).toBe(`٢٬٥٠٠٬٠٠٠٫٠٠${NBSP}ج.م`);
  });

  it("in Arabic keeps $ before the number and converts at the same rate", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceWithPicker />, { language: "ar" });
    await user.selectOptions(await screen.findByTestId("currency-select"), "USD");
    expect(screen.getByTestId("price").textContent).toBe("$٥٢٬٥٢١٫٠١");
  });

  it("abbreviates with K/M/B when the number_with_suffix setting is on", async () => {
    renderWithProviders(<Price amountMinor={AMOUNT_MINOR} currency="EGP" />, {
      settings: { ...TEST_SETTINGS, number_with_suffix: "1" },
    });
    const price = await screen.findByTestId("price");
    // Seen: the short form; read aloud and in the tooltip: the full amount.
    expect(price.querySelector("[aria-hidden]")?.textContent).toBe(`2.5M${NBSP}EGP`);
    expect(price.title).toBe(`2,500,000.00${NBSP}EGP`);
    expect(price.querySelector(".sr-only")?.textContent).toBe(`2,500,000.00${NBSP}EGP`);
  });

  it("has no tooltip when the price is shown in full", async () => {
    renderWithProviders(<Price amountMinor={AMOUNT_MINOR} currency="EGP" />);
    expect((await screen.findByTestId("price")).hasAttribute("title")).toBe(false);
  });
});
