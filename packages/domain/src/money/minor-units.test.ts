import { describe, expect, it } from "vitest";
import { fromMinorUnits, toDecimalString, toMinorUnits } from "./minor-units.js";

describe("toMinorUnits converts major units exactly, rounding extra digits half away from zero", () => {
  it.each([
    ["10.50", "USD", 1050],
    [10.5, "USD", 1050],
    [0.1 + 0.2, "USD", 30],
    ["1.005", "USD", 101],
    [1.005, "USD", 101],
    ["10.005", "USD", 1001],
    ["-10.005", "USD", -1001],
    ["10.004", "USD", 1000],
    [" 12.5 ", "EGP", 1250],
    ["47600", "EGP", 4760000],
    ["1000", "JPY", 1000],
    ["1000.5", "JPY", 1001],
    ["1234.5678", "KWD", 1234568],
    ["0.001", "BHD", 1],
    ["0.0004", "KWD", 0],
    ["-0.0004", "KWD", 0],
    ["1e3", "EGP", 100000],
    [0, "EGP", 0],
  ])("%j %s → %i", (major, currency, expected) => {
    expect(toMinorUnits(major, currency)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toMinorUnits("-0.001", "USD"), 0)).toBe(true);
  });

  it.each([
    ["1e20", "USD"],
    ["90071992547409.92", "USD"],
    ["1,000", "USD"],
    ["", "USD"],
    ["10", "usd"],
  ])("rejects %j %s (overflow, malformed number or code)", (major, currency) => {
    expect(() => toMinorUnits(major, currency)).toThrow(RangeError);
  });
});

describe("fromMinorUnits gives the nearest number to the decimal amount", () => {
  it.each([
    [1050, "USD", 10.5],
    [-5, "USD", -0.05],
    [1000, "JPY", 1000],
    [1234568, "KWD", 1234.568],
    [0, "EGP", 0],
  ])("%i %s → %f", (minor, currency, expected) => {
    expect(fromMinorUnits(minor, currency)).toBe(expected);
  });

  it.each([10.5, Number.NaN, 2 ** 53])("rejects %f, which is not a safe integer", (minor) => {
    expect(() => fromMinorUnits(minor, "USD")).toThrow(RangeError);
  });
});

describe("toDecimalString shows every minor digit exactly", () => {
  it.each([
    [125050, "EGP", "1250.50"],
    [-5, "USD", "-0.05"],
    [1234568, "KWD", "1234.568"],
    [1000, "JPY", "1000"],
    [Number.MAX_SAFE_INTEGER, "USD", "90071992547409.91"],
  ])("%i %s → %s", (minor, currency, expected) => {
    expect(toDecimalString(minor, currency)).toBe(expected);
  });
});
