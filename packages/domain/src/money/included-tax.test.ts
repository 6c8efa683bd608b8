import { describe, expect, it } from "vitest";
import { includedTaxMinor, percentToBasisPoints } from "./included-tax.js";

describe("includedTaxMinor", () => {
  it("splits the tax out of a tax-inclusive price", () => {
    // 1140.00 at 14 % contains 140.00 of tax.
    expect(includedTaxMinor(114_000, 1400)).toBe(14_000);
    expect(includedTaxMinor(100_000, 0)).toBe(0);
  });

  it("rounds half away from zero to a whole minor unit", () => {
    // 1.00 at 14 % → 0.1228… → 0.12; 0.35 at 75 % → 0.15; 7 at 40 % → 2 (exactly 2.0).
    expect(includedTaxMinor(100, 1400)).toBe(12);
    expect(includedTaxMinor(35, 7500)).toBe(15);
    // 0.05 at 25 % contains exactly 0.01 of tax; 0.03 at 20 % contains 0.005, rounded up.
    expect(includedTaxMinor(5, 2500)).toBe(1);
    expect(includedTaxMinor(3, 2000)).toBe(1);
  });

  it("never overflows on the largest amounts", () => {
    const gross = Number.MAX_SAFE_INTEGER;
    const tax = includedTaxMinor(gross, 1400);
    expect(tax).toBeLessThan(gross);
    expect(tax).toBe(Number((BigInt(gross) * 1400n * 2n + 11_400n) / (2n * 11_400n)));
  });

  it("refuses negative or fractional input", () => {
    expect(() => includedTaxMinor(-1, 1400)).toThrow(RangeError);
    expect(() => includedTaxMinor(1.5, 1400)).toThrow(RangeError);
    expect(() => includedTaxMinor(100, -1)).toThrow(RangeError);
  });
});

describe("percentToBasisPoints", () => {
  it("reads an admin's percentage exactly", () => {
    expect(percentToBasisPoints("14")).toBe(1400);
    expect(percentToBasisPoints("2.5")).toBe(250);
    expect(percentToBasisPoints(" 0 ")).toBe(0);
  });
  it("refuses what is not a rate", () => {
    expect(percentToBasisPoints("")).toBeNull();
    expect(percentToBasisPoints("abc")).toBeNull();
    expect(percentToBasisPoints("101")).toBeNull();
    expect(percentToBasisPoints("-1")).toBeNull();
    expect(percentToBasisPoints("1.234")).toBeNull();
  });
});
