import { describe, expect, it } from "vitest";
import {
  fromProviderMajorAmount,
  fromProviderSubunits,
  toProviderMajorDecimal,
  toProviderSubunits,
  UnchargeableAmountError,
} from "./provider-amounts.js";
import { payPalAmountRules } from "./paypal.js";

describe("amounts a gateway is sent", () => {
  it("writes major units with exactly the currency's decimals: EGP/USD 2, KWD/BHD/OMR/JOD 3, JPY 0", () => {
    expect(toProviderMajorDecimal({ amountMinor: 125050, currency: "EGP" })).toBe("1250.50");
    expect(toProviderMajorDecimal({ amountMinor: 1, currency: "USD" })).toBe("0.01");
    expect(toProviderMajorDecimal({ amountMinor: 12345, currency: "KWD" })).toBe("12.345");
    expect(toProviderMajorDecimal({ amountMinor: 1005, currency: "BHD" })).toBe("1.005");
    expect(toProviderMajorDecimal({ amountMinor: 7, currency: "OMR" })).toBe("0.007");
    expect(toProviderMajorDecimal({ amountMinor: 250000, currency: "JOD" })).toBe("250.000");
    expect(toProviderMajorDecimal({ amountMinor: 1500, currency: "JPY" })).toBe("1500");
  });

  it("keeps amounts a float would spoil exact (0.1 + 0.2 territory and beyond 2^53 / 100)", () => {
    expect(toProviderMajorDecimal({ amountMinor: 30, currency: "USD" })).toBe("0.30");
    expect(toProviderMajorDecimal({ amountMinor: 9007199254740991, currency: "USD" })).toBe(
      "90071992547409.91",
    );
  });

  it("sends subunits unchanged, and refuses a three-decimal amount Razorpay would need rounded", () => {
    expect(
      toProviderSubunits({ amountMinor: 99990, currency: "KWD" }, { lastDigitZeroForThreeDecimals: true }),
    ).toBe(99990);
    expect(() =>
      toProviderSubunits({ amountMinor: 99991, currency: "KWD" }, { lastDigitZeroForThreeDecimals: true }),
    ).toThrow(UnchargeableAmountError);
    expect(toProviderSubunits({ amountMinor: 99991, currency: "KWD" })).toBe(99991);
    expect(
      toProviderSubunits({ amountMinor: 1500, currency: "JPY" }, { lastDigitZeroForThreeDecimals: true }),
    ).toBe(1500);
  });

  it("refuses zero, negative, fractional or unsafe minor units before any gateway sees them", () => {
    for (const amountMinor of [0, -100, 10.5, Number.NaN, 2 ** 53]) {
      expect(() => toProviderSubunits({ amountMinor, currency: "USD" })).toThrow(UnchargeableAmountError);
      expect(() => toProviderMajorDecimal({ amountMinor, currency: "USD" })).toThrow(UnchargeableAmountError);
    }
  });
});

describe("amounts a gateway reports", () => {
  it("reads major-unit numbers and text exactly into minor units", () => {
    expect(fromProviderMajorAmount(100.5, "USD")).toEqual({ amountMinor: 10050, currency: "USD" });
    expect(fromProviderMajorAmount(0.3, "USD")).toEqual({ amountMinor: 30, currency: "USD" });
    expect(fromProviderMajorAmount(1.1, "EGP")).toEqual({ amountMinor: 110, currency: "EGP" });
    expect(fromProviderMajorAmount("12.345", "KWD")).toEqual({ amountMinor: 12345, currency: "KWD" });
    expect(fromProviderMajorAmount(1500, "JPY")).toEqual({ amountMinor: 1500, currency: "JPY" });
    expect(fromProviderMajorAmount("100.500", "USD")).toEqual({ amountMinor: 10050, currency: "USD" });
  });

  it("refuses digits the currency cannot hold instead of rounding them away", () => {
    expect(() => fromProviderMajorAmount(1.005, "USD")).toThrow(UnchargeableAmountError);
    expect(() => fromProviderMajorAmount("1.2345", "KWD")).toThrow(UnchargeableAmountError);
    expect(() => fromProviderMajorAmount(10.5, "JPY")).toThrow(UnchargeableAmountError);
  });

  it("refuses what is not an amount", () => {
    for (const amount of ["abc", "", null, undefined, -1, "1e400", Number.POSITIVE_INFINITY]) {
      expect(() => fromProviderMajorAmount(amount, "USD")).toThrow(UnchargeableAmountError);
    }
    for (const amount of [1.5, -1, "100", null]) {
      expect(() => fromProviderSubunits(amount, "USD")).toThrow(UnchargeableAmountError);
    }
    expect(fromProviderSubunits(0, "USD")).toEqual({ amountMinor: 0, currency: "USD" });
  });
});

describe("PayPal's amount rules", () => {
  const payPalValueFromMinor = (money: { amountMinor: number; currency: string }) =>
    toProviderMajorDecimal(money, payPalAmountRules.sent);
  const minorFromPayPalValue = (value: string, currency: string) =>
    fromProviderMajorAmount(value, currency, payPalAmountRules.reported).amountMinor;

  it("writes the currency's own number of decimals, exactly, and HUF/TWD whole", () => {
    expect(payPalValueFromMinor({ amountMinor: 125_050, currency: "USD" })).toBe("1250.50");
    expect(payPalValueFromMinor({ amountMinor: 5, currency: "EGP" })).toBe("0.05");
    expect(payPalValueFromMinor({ amountMinor: 1_250_500, currency: "KWD" })).toBe("1250.500");
    expect(payPalValueFromMinor({ amountMinor: 5, currency: "BHD" })).toBe("0.005");
    expect(payPalValueFromMinor({ amountMinor: 12_345, currency: "OMR" })).toBe("12.345");
    expect(payPalValueFromMinor({ amountMinor: 1, currency: "JOD" })).toBe("0.001");
    expect(payPalValueFromMinor({ amountMinor: 5_000, currency: "JPY" })).toBe("5000");
    expect(payPalValueFromMinor({ amountMinor: 9_007_199_254_740_991, currency: "USD" })).toBe(
      "90071992547409.91",
    );
    expect(payPalValueFromMinor({ amountMinor: 150_000, currency: "HUF" })).toBe("1500");
    expect(payPalValueFromMinor({ amountMinor: 4_200, currency: "TWD" })).toBe("42");
  });

  it("refuses amounts PayPal cannot take rather than rounding them", () => {
    expect(() => payPalValueFromMinor({ amountMinor: 150_050, currency: "HUF" })).toThrow(RangeError);
    expect(() => payPalValueFromMinor({ amountMinor: 10.5, currency: "USD" })).toThrow(RangeError);
    expect(() => payPalValueFromMinor({ amountMinor: -100, currency: "USD" })).toThrow(RangeError);
  });

  it("reads PayPal's values back into minor units by the currency's exponent", () => {
    expect(minorFromPayPalValue("1250.50", "USD")).toBe(125_050);
    expect(minorFromPayPalValue("1250.5", "EGP")).toBe(125_050);
    expect(minorFromPayPalValue("0.005", "KWD")).toBe(5);
    expect(minorFromPayPalValue("12.3", "OMR")).toBe(12_300);
    expect(minorFromPayPalValue("5000", "JPY")).toBe(5_000);
    expect(minorFromPayPalValue("1500", "HUF")).toBe(150_000);
    expect(() => minorFromPayPalValue("10.001", "USD")).toThrow(RangeError);
    expect(() => minorFromPayPalValue("10.5", "JPY")).toThrow(RangeError);
    expect(() => minorFromPayPalValue("1e3", "USD")).toThrow(RangeError);
    expect(() => minorFromPayPalValue("-5.00", "USD")).toThrow(RangeError);
  });
});
