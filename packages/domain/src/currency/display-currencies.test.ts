import { describe, expect, it } from "vitest";
import {
  DEFAULT_CURRENCY,
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
  parseCurrencySelection,
} from "./display-currencies.js";

describe("the display currencies are the six of spec §9, EGP first and default", () => {
  it("lists EGP, USD, EUR, SAR, GBP, AED", () => {
    expect(DISPLAY_CURRENCIES).toEqual(["EGP", "USD", "EUR", "SAR", "GBP", "AED"]);
    expect(DEFAULT_CURRENCY).toBe("EGP");
  });
});

describe("parseCurrencySelection keeps one of the six codes and ignores every other value", () => {
  it.each(DISPLAY_CURRENCIES)("keeps %s", (code) => {
    expect(parseCurrencySelection(code)).toBe(code);
    expect(isDisplayCurrency(code)).toBe(true);
  });

  it.each([["usd"], [" USD"], ["BTC"], ["KWD"], [""], [null], [undefined], [1], [{ code: "USD" }]])(
    "ignores %j and falls back to EGP",
    (value) => {
      expect(parseCurrencySelection(value)).toBe("EGP");
      expect(isDisplayCurrency(value)).toBe(false);
    },
  );

  it("uses the caller's fallback when given one", () => {
    expect(parseCurrencySelection("BTC", "USD")).toBe("USD");
  });
});
