import { describe, expect, it } from "vitest";
import type { NightInventory } from "./availability.js";
import { datesFromTo } from "./calendar-date.js";
import { applyAvailabilityEdit, applyPriceEdit } from "./calendar-edits.js";

const rows: NightInventory[] = datesFromTo("2028-02-27", "2028-03-02").map((date) => ({
  date,
  open: true,
  priceOverrideMinor: null,
  units: 3,
}));

describe("bulk availability edits an inclusive range of nights", () => {
  it.each([
    ["closing a range closes every night of it", { open: false }, ["2028-02-28", "2028-02-29"]],
    ["setting units changes them on every night", { units: 5 }, ["2028-02-28", "2028-02-29"]],
    ["an edit that changes nothing lists no dates", { open: true, units: 3 }, []],
  ])("%s", (_, change: { open?: boolean; units?: number }, changed: string[]) => {
    const result = applyAvailabilityEdit(rows, { from: "2028-02-28", to: "2028-02-29", ...change });
    expect(result.ok && result.changedDates).toEqual(changed);
    if (!result.ok) return;
    const edited = result.rows.filter((row) => changed.includes(row.date));
    expect(
      edited.every((row) => row.open === (change.open ?? true) && row.units === (change.units ?? 3)),
    ).toBe(true);
    expect(result.rows.filter((row) => !changed.includes(row.date))).toEqual(
      rows.filter((row) => !changed.includes(row.date)),
    );
  });

  it("leaves the input rows untouched", () => {
    const before = structuredClone(rows);
    applyAvailabilityEdit(rows, { from: "2028-02-27", to: "2028-03-02", open: false });
    expect(rows).toEqual(before);
  });

  it.each([
    ["closing a night with a unit sold", { open: false }, { "2028-02-29": 1 }, ["2028-02-29"]],
    ["units below those sold", { units: 1 }, { "2028-02-28": 2, "2028-02-29": 1 }, ["2028-02-28"]],
    [
      "units to 0 on every sold night, all named",
      { units: 0 },
      { "2028-02-29": 1, "2028-02-28": 3 },
      ["2028-02-28", "2028-02-29"],
    ],
  ] as const)("refuses %s, naming the nights", (_, change, sold, dates) => {
    expect(applyAvailabilityEdit(rows, { from: "2028-02-28", to: "2028-02-29", ...change }, sold)).toEqual({
      ok: false,
      reason: "below_sold_units",
      dates,
    });
  });

  it.each([
    ["units down to exactly those sold", { units: 2 }, { "2028-02-29": 2 }],
    ["closing nights where nothing is sold, next to a sold one", { open: false }, { "2028-03-01": 3 }],
    ["opening a night with units sold", { open: true }, { "2028-02-29": 3 }],
  ] as const)("allows %s", (_, change, sold) => {
    expect(applyAvailabilityEdit(rows, { from: "2028-02-28", to: "2028-02-29", ...change }, sold).ok).toBe(
      true,
    );
  });

  it.each([
    [
      "nights the caller did not load",
      { from: "2028-03-02", to: "2028-03-04" },
      "missing_nights",
      ["2028-03-03", "2028-03-04"],
    ],
    [
      "an inverted range",
      { from: "2028-03-01", to: "2028-02-28" },
      "invalid_range",
      ["2028-03-01", "2028-02-28"],
    ],
    [
      "a date that does not exist",
      { from: "2027-02-29", to: "2027-03-01" },
      "invalid_range",
      ["2027-02-29", "2027-03-01"],
    ],
  ] as const)("refuses %s", (_, range, reason, dates) => {
    expect(applyAvailabilityEdit(rows, { ...range, open: false })).toEqual({ ok: false, reason, dates });
  });
});

describe("bulk price sets one override on a range of nights", () => {
  it("sets the range's price, including the leap day and the last night", () => {
    const result = applyPriceEdit(rows, { from: "2028-02-29", to: "2028-03-02", priceMinor: 180_000 });
    expect(result.ok && result.changedDates).toEqual(["2028-02-29", "2028-03-01", "2028-03-02"]);
    expect(result.ok && result.rows.map((row) => row.priceOverrideMinor)).toEqual([
      null,
      null,
      180_000,
      180_000,
      180_000,
    ]);
  });

  it("clears an override back to the base price with null", () => {
    const priced = applyPriceEdit(rows, { from: "2028-02-27", to: "2028-02-27", priceMinor: 90_000 });
    const cleared =
      priced.ok && applyPriceEdit(priced.rows, { from: "2028-02-27", to: "2028-02-28", priceMinor: null });
    expect(cleared && cleared.ok && cleared.changedDates).toEqual(["2028-02-27"]);
  });

  it("does not look at sold units: a price change never unsells a night", () => {
    expect(applyPriceEdit(rows, { from: "2028-02-28", to: "2028-02-28", priceMinor: 0 }).ok).toBe(true);
  });

  it("refuses a price that is not integer minor units", () => {
    expect(() => applyPriceEdit(rows, { from: "2028-02-28", to: "2028-02-28", priceMinor: 10.5 })).toThrow(
      RangeError,
    );
    expect(() => applyPriceEdit(rows, { from: "2028-02-28", to: "2028-02-28", priceMinor: -1 })).toThrow(
      RangeError,
    );
  });
});
