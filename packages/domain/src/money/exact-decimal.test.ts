import { describe, expect, it } from "vitest";
import {
  divideRoundingHalfAwayFromZero,
  formatScaledInteger,
  parseExactDecimal,
  rescale,
} from "./exact-decimal.js";

describe("divideRoundingHalfAwayFromZero rounds halves away from zero", () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [4n, 3n, 1n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [-2n, 3n, -1n],
    [7n, 2n, 4n],
    [6n, 3n, 2n],
    [0n, 7n, 0n],
    [-1n, 2n, -1n],
    [-1n, 3n, 0n],
  ])("%s / %s → %s", (numerator, denominator, expected) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it("refuses to divide by zero", () => {
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe("parseExactDecimal reads the decimal the author wrote, not the binary float", () => {
  it.each([
    ["47.6", 476n, 1],
    [47.6, 476n, 1],
    [0.1, 1n, 1],
    [1.005, 1005n, 3],
    [0.1 + 0.2, 30000000000000004n, 17],
    ["-0.05", -5n, 2],
    ["+12", 12n, 0],
    [".5", 5n, 1],
    ["5.", 5n, 0],
    ["1e3", 1000n, 0],
    ["1.5E-3", 15n, 4],
    [1e21, 1000000000000000000000n, 0],
    ["  12.50 ", 1250n, 2],
    ["-0", 0n, 0],
  ])("%j → %s × 10^-%i", (value, coefficient, scale) => {
    expect(parseExactDecimal(value)).toEqual({ coefficient, scale });
  });

  it.each([
    "",
    ".",
    "+",
    "1,000",
    "abc",
    "1.2.3",
    "0x10",
    "1e",
    "1e401",
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])("rejects %j", (value) => {
    expect(() => parseExactDecimal(value)).toThrow(RangeError);
  });
});

describe("rescale changes decimal places, rounding half away from zero when dropping digits", () => {
  it.each([
    [12345n, 2, 0, 123n],
    [12350n, 2, 0, 124n],
    [-12350n, 2, 0, -124n],
    [1005n, 3, 2, 101n],
    [5n, 0, 2, 500n],
    [7n, 2, 2, 7n],
  ])("%s at %i decimals → %i decimals is %s", (value, fromScale, toScale, expected) => {
    expect(rescale(value, fromScale, toScale)).toBe(expected);
  });
});

describe("formatScaledInteger writes plain decimal text", () => {
  it.each([
    [125050n, 2, "1250.50"],
    [-5n, 2, "-0.05"],
    [0n, 2, "0.00"],
    [1234568n, 3, "1234.568"],
    [1000n, 0, "1000"],
    [-7n, 0, "-7"],
  ])("%s at scale %i → %s", (value, scale, expected) => {
    expect(formatScaledInteger(value, scale)).toBe(expected);
  });
});
