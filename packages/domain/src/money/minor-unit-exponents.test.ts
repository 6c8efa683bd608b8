import { describe, expect, it } from "vitest";
import { isCurrencyCode, minorUnitExponent } from "./minor-unit-exponents.js";

describe("minorUnitExponent follows ISO 4217", () => {
  it.each([
    ["EGP", 2],
    ["USD", 2],
    ["EUR", 2],
    ["SAR", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["VND", 0],
    ["KWD", 3],
    ["BHD", 3],
    ["OMR", 3],
    ["JOD", 3],
    ["TND", 3],
    ["IQD", 3],
    ["LYD", 3],
    ["CLF", 4],
  ])("%s has %i decimal places", (currency, exponent) => {
    expect(minorUnitExponent(currency)).toBe(exponent);
  });

  it("defaults any other well-formed code to 2 decimal places", () => {
    expect(minorUnitExponent("XYZ")).toBe(2);
  });

  it.each(["egp", "EG", "EGPX", "", "E1P"])("rejects the malformed code %j", (currency) => {
    expect(() => minorUnitExponent(currency)).toThrow(RangeError);
  });
});

describe("isCurrencyCode accepts exactly three upper-case letters", () => {
  it.each([
    ["EGP", true],
    ["usd", false],
    ["US", false],
    [42, false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});
