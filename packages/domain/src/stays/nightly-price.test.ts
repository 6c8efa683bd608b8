import { describe, expect, it } from "vitest";
import type { NightlyPriceRule } from "./nightly-price.js";
import { DEFAULT_WEEKEND_DAYS, nightlyPrice, percentOfMinorRounded } from "./nightly-price.js";

describe("percentOfMinorRounded is the one rounding: half away from zero to a whole minor unit", () => {
  it.each([
    ["0 % of anything is 0", 123_456, 0, 0],
    ["100 % is the amount", 123_456, 10_000, 123_456],
    ["exact", 100_000, 1400, 14_000],
    ["half rounds up", 5, 1000, 1], // 0.5 → 1
    ["below half rounds down", 4, 1000, 0], // 0.4 → 0
    ["KWD fils: 10.005 KWD at 10 % = 1.0005 → 1.001", 10_005, 1000, 1001],
    ["JPY yen: ¥1,005 at 10 % = 100.5 → ¥101", 1005, 1000, 101],
    ["negative amounts round symmetrically", -5, 1000, -1],
    ["zero amount", 0, 1400, 0],
  ])("%s", (_, amount, rate, expected) => {
    expect(percentOfMinorRounded(amount, rate)).toBe(expected);
  });

  it("refuses rates outside 0–100 % and fractional amounts", () => {
    expect(() => percentOfMinorRounded(100, 10_001)).toThrow(RangeError);
    expect(() => percentOfMinorRounded(100, -1)).toThrow(RangeError);
    expect(() => percentOfMinorRounded(100, 12.5)).toThrow(RangeError);
    expect(() => percentOfMinorRounded(1.5, 100)).toThrow(RangeError);
  });
});

const rule: NightlyPriceRule = {
  basePriceMinor: 100_000,
  weekendCommissionBasisPoints: 2000,
  discountBasisPoints: 1000,
};

describe("a night's price: override else base, weekend commission, then the discount", () => {
  it.each([
    // 2026-11-26 Thursday, 27 Friday, 28 Saturday, 29 Sunday.
    [
      "Thursday is a weekday",
      "2026-11-26",
      null,
      { weekend: false, nightMinor: 100_000, weekendCommissionMinor: 0, discountMinor: -10_000 },
    ],
    [
      "Friday is a weekend night",
      "2026-11-27",
      null,
      { weekend: true, nightMinor: 100_000, weekendCommissionMinor: 20_000, discountMinor: -12_000 },
    ],
    [
      "Saturday is a weekend night",
      "2026-11-28",
      null,
      { weekend: true, nightMinor: 100_000, weekendCommissionMinor: 20_000, discountMinor: -12_000 },
    ],
    [
      "Sunday is a weekday again",
      "2026-11-29",
      null,
      { weekend: false, nightMinor: 100_000, weekendCommissionMinor: 0, discountMinor: -10_000 },
    ],
    [
      "an override replaces the base on a weekday",
      "2026-11-26",
      150_000,
      { weekend: false, nightMinor: 150_000, weekendCommissionMinor: 0, discountMinor: -15_000 },
    ],
    [
      "an override on a weekend night still gets the commission",
      "2026-11-27",
      150_000,
      { weekend: true, nightMinor: 150_000, weekendCommissionMinor: 30_000, discountMinor: -18_000 },
    ],
    [
      "an override of 0 is a free night",
      "2026-11-27",
      0,
      { weekend: true, nightMinor: 0, weekendCommissionMinor: 0, discountMinor: 0 },
    ],
    [
      "the leap day is an ordinary Tuesday",
      "2028-02-29",
      null,
      { weekend: false, nightMinor: 100_000, weekendCommissionMinor: 0, discountMinor: -10_000 },
    ],
  ] as const)("%s", (_, date, override, expected) => {
    const price = nightlyPrice(date, override, rule);
    expect(price).toMatchObject(expected);
    expect(price.totalMinor).toBe(price.nightMinor + price.weekendCommissionMinor + price.discountMinor);
  });

  it.each([
    ["discount 0 leaves the price", 0, 120_000],
    ["discount 100 makes the night free", 10_000, 0],
    ["discount 12.5 % (1250 bp)", 1250, 105_000],
  ])("%s", (_, discountBasisPoints, total) => {
    expect(nightlyPrice("2026-11-27", null, { ...rule, discountBasisPoints }).totalMinor).toBe(total);
  });

  it("takes the market's weekend days as a parameter (Saturday–Sunday here)", () => {
    const saturdaySunday = { ...rule, weekendDays: [6, 0] as const };
    expect(DEFAULT_WEEKEND_DAYS).toEqual([5, 6]);
    expect(nightlyPrice("2026-11-27", null, saturdaySunday).weekend).toBe(false);
    expect(nightlyPrice("2026-11-29", null, saturdaySunday).weekend).toBe(true);
  });

  it.each([
    ["KWD (3 decimals): 25.125 KWD + 15 % on Friday, 7 % off", "KWD", 25_125, 1500, 700, 3769, -2023],
    ["JPY (0 decimals): ¥12,345 + 15 % on Friday, 7 % off", "JPY", 12_345, 1500, 700, 1852, -994],
  ])("%s", (_, _currency, basePriceMinor, weekend, discount, commission, discountMinor) => {
    // KWD: 25125 × 0.15 = 3768.75 → 3769 fils; (25125 + 3769) × 0.07 = 2022.58 → 2023 fils.
    // JPY: 12345 × 0.15 = 1851.75 → ¥1852; (12345 + 1852) × 0.07 = 993.79 → ¥994.
    const price = nightlyPrice("2026-11-27", null, {
      basePriceMinor,
      weekendCommissionBasisPoints: weekend,
      discountBasisPoints: discount,
    });
    expect(price.weekendCommissionMinor).toBe(commission);
    expect(price.discountMinor).toBe(discountMinor);
  });
});
