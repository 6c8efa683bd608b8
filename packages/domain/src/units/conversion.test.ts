import { describe, expect, it } from "vitest";
import { AREA_UNITS, convertArea, convertDistance, isAreaUnit, isDistanceUnit } from "./index.js";

describe("area conversion", () => {
  it.each([
    [1, "sqm", "sqft", 10.7639104],
    [1, "acre", "sqm", 4046.8564224],
    [1, "hectare", "acre", 2.4710538],
    [1, "feddan", "sqm", 4200.83],
    [1, "feddan", "kirat", 24],
    [1, "kirat", "sahm", 24],
    [9, "sqft", "sqyd", 1],
    [2.5, "hectare", "sqm", 25_000],
  ] as const)("%d %s is %d %s", (value, from, to, expected) => {
    expect(convertArea(value, from, to)).toBeCloseTo(expected, 6);
  });

  it("round-trips through every unit", () => {
    for (const unit of Object.keys(AREA_UNITS)) {
      if (!isAreaUnit(unit)) throw new Error(unit);
      expect(convertArea(convertArea(137.5, "sqm", unit), unit, "sqm")).toBeCloseTo(137.5, 9);
    }
  });

  it("accepts only known units", () => {
    expect(isAreaUnit("feddan")).toBe(true);
    expect(isAreaUnit("toString")).toBe(false);
    expect(isAreaUnit(42)).toBe(false);
  });
});

describe("distance conversion", () => {
  it.each([
    [1, "km", "m", 1000],
    [1, "mi", "km", 1.609344],
    [1, "mi", "yd", 1760],
    [100, "yd", "m", 91.44],
  ] as const)("%d %s is %d %s", (value, from, to, expected) => {
    expect(convertDistance(value, from, to)).toBeCloseTo(expected, 9);
  });

  it("accepts the spec's four units only", () => {
    expect(["km", "m", "mi", "yd", "ft"].map(isDistanceUnit)).toEqual([true, true, true, true, false]);
  });
});
