import { describe, expect, it } from "vitest";
import { convertMinorUnits, DEFAULT_EXCHANGE_RATES } from "./exchange-rates.js";
import type { ExchangeRates } from "./exchange-rates.js";

describe("DEFAULT_EXCHANGE_RATES are EGP per unit, with 1 USD = 47.6 EGP from the spec", () => {
  it("seeds USD at 47.6 and every other display currency", () => {
    expect(DEFAULT_EXCHANGE_RATES.USD).toBe(47.6);
    expect(Object.keys(DEFAULT_EXCHANGE_RATES).sort()).toEqual(["AED", "EUR", "GBP", "SAR", "USD"]);
  });
});

describe("convertMinorUnits converts through EGP and rounds once, half away from zero", () => {
  it.each([
    ["47,600.00 EGP is $1,000.00", 4_760_000, "EGP", "USD", 100_000],
    ["47.60 EGP is $1.00", 4_760, "EGP", "USD", 100],
    ["$1.00 is 47.60 EGP", 100, "USD", "EGP", 4_760],
    ["51.50 EGP is €1.00", 5_150, "EGP", "EUR", 100],
    ["12.69 EGP is 1.00 SAR", 1_269, "EGP", "SAR", 100],
    ["$1.00 is €0.92 (47.6 / 51.5 = 0.924…)", 100, "USD", "EUR", 92],
    ["1 piastre is $0.00", 1, "EGP", "USD", 0],
    ["-47,600.00 EGP is -$1,000.00", -4_760_000, "EGP", "USD", -100_000],
    ["EGP to EGP is unchanged", 123, "EGP", "EGP", 123],
  ])("%s", (_rule, amount, from, to, expected) => {
    expect(convertMinorUnits({ amount, currency: from }, to, DEFAULT_EXCHANGE_RATES)).toEqual({
      amount: expected,
      currency: to,
    });
  });

  it.each([
    [1, 1],
    [3, 2],
    [-1, -1],
    [-3, -2],
    [2, 1],
  ])("with 2 EGP per USD, %i piastres round to %i cents", (amount, expected) => {
    expect(convertMinorUnits({ amount, currency: "EGP" }, "USD", { USD: 2 })?.amount).toBe(expected);
  });

  it("ignores a stored EGP rate: EGP is always 1", () => {
    expect(convertMinorUnits({ amount: 4_760, currency: "EGP" }, "USD", { EGP: 5, USD: 47.6 })?.amount).toBe(
      100,
    );
  });

  it.each<[string, ExchangeRates]>([
    ["missing", {}],
    ["zero", { USD: 0 }],
    ["negative", { USD: -47.6 }],
    ["not a number", { USD: Number.NaN }],
    ["infinite", { USD: Number.POSITIVE_INFINITY }],
  ])("returns null when the target rate is %s", (_case, rates) => {
    expect(convertMinorUnits({ amount: 4_760, currency: "EGP" }, "USD", rates)).toBeNull();
  });

  it("returns null for a source currency that has no rate", () => {
    expect(convertMinorUnits({ amount: 1_000, currency: "KWD" }, "USD", DEFAULT_EXCHANGE_RATES)).toBeNull();
  });
});
