import { describe, expect, it } from "vitest";
import type { AvailableDateRange } from "./availability.js";
import { expandAvailability } from "./availability.js";

const window = { from: "2026-05-01", to: "2026-05-08", units: 3 };
const openDates = (rows: ReturnType<typeof expandAvailability>) =>
  rows.filter((row) => row.open).map((row) => row.date);

describe("expanding eBroker ranges gives one row per night of [from, to)", () => {
  it("makes a row for every night, units on each, the check-out-like end excluded", () => {
    const rows = expandAvailability({ ...window, availabilityType: 2, ranges: [] });
    expect(rows.map((row) => row.date)).toEqual([
      "2026-05-01",
      "2026-05-02",
      "2026-05-03",
      "2026-05-04",
      "2026-05-05",
      "2026-05-06",
      "2026-05-07",
    ]);
    expect(rows.every((row) => row.open && row.units === 3 && row.priceOverrideMinor === null)).toBe(true);
  });

  it.each([
    ["type 1 with no ranges is closed everywhere", 1, [], []],
    [
      "type 1 opens only its listed windows (to is inclusive)",
      1,
      [{ from: "2026-05-02", to: "2026-05-03", type: "open" }],
      ["2026-05-02", "2026-05-03"],
    ],
    [
      "type 2 blocks only its listed windows, whatever their type says",
      2,
      [
        { from: "2026-05-02", to: "2026-05-03", type: "dead" },
        { from: "2026-05-05", to: "2026-05-05", type: "open" },
      ],
      ["2026-05-01", "2026-05-04", "2026-05-06", "2026-05-07"],
    ],
    [
      "'closed' and 'busy' read as dead, 'reserved' blocks",
      1,
      [
        { from: "2026-05-01", to: "2026-05-07", type: "open" },
        { from: "2026-05-02", to: "2026-05-02", type: "closed" },
        { from: "2026-05-04", to: "2026-05-04", type: "busy" },
        { from: "2026-05-06", to: "2026-05-06", type: "reserved" },
      ],
      ["2026-05-01", "2026-05-03", "2026-05-05", "2026-05-07"],
    ],
    [
      "overlapping ranges: a block wins over an opening in either order",
      1,
      [
        { from: "2026-05-03", to: "2026-05-03", type: "dead" },
        { from: "2026-05-01", to: "2026-05-04", type: "open" },
      ],
      ["2026-05-01", "2026-05-02", "2026-05-04"],
    ],
    [
      "a range outside the window changes nothing",
      1,
      [{ from: "2026-06-01", to: "2026-06-30", type: "open" }],
      [],
    ],
  ] as const)("%s", (_, availabilityType, ranges, expected) => {
    const rows = expandAvailability({
      ...window,
      availabilityType,
      ranges: ranges as readonly AvailableDateRange[],
    });
    expect(openDates(rows)).toEqual(expected);
  });

  it("type 1 and type 2 give the same rows for the same calendar", () => {
    // Open 1–3 and 6–7 May, closed 4–5, with one price.
    const asBookable = expandAvailability({
      ...window,
      availabilityType: 1,
      ranges: [
        { from: "2026-05-01", to: "2026-05-03", type: "open", priceMinor: 150_000 },
        { from: "2026-05-06", to: "2026-05-07", type: "open" },
      ],
    });
    const asBlocked = expandAvailability({
      ...window,
      availabilityType: 2,
      ranges: [{ from: "2026-05-04", to: "2026-05-05", type: "dead" }],
    });
    const priced = (rows: typeof asBlocked) =>
      rows.map((row) => (row.date <= "2026-05-03" ? { ...row, priceOverrideMinor: 150_000 } : row));
    expect(asBookable).toEqual(priced(asBlocked));
  });

  it.each([
    ["the last priced range in list order wins", [120_000, 130_000], 130_000],
    ["a price of 0 or null is no override", [120_000, 0], 120_000],
    ["no price at all leaves the base price", [null, null], null],
  ] as const)("%s", (_, [first, second], expected) => {
    const rows = expandAvailability({
      from: "2026-05-01",
      to: "2026-05-02",
      units: 1,
      availabilityType: 1,
      ranges: [
        { from: "2026-04-28", to: "2026-05-05", type: "open", priceMinor: first },
        { from: "2026-05-01", to: "2026-05-01", type: "open", priceMinor: second },
      ],
    });
    expect(rows).toEqual([{ date: "2026-05-01", open: true, priceOverrideMinor: expected, units: 1 }]);
  });

  it("covers the leap day and a year end", () => {
    const leap = expandAvailability({
      from: "2028-02-28",
      to: "2028-03-01",
      units: 1,
      availabilityType: 2,
      ranges: [],
    });
    expect(leap.map((row) => row.date)).toEqual(["2028-02-28", "2028-02-29"]);
    const yearEnd = expandAvailability({
      from: "2026-12-31",
      to: "2027-01-02",
      units: 1,
      availabilityType: 1,
      ranges: [{ from: "2026-12-20", to: "2026-12-31", type: "open" }],
    });
    expect(yearEnd.map((row) => [row.date, row.open])).toEqual([
      ["2026-12-31", true],
      ["2027-01-01", false],
    ]);
  });

  it("refuses malformed input", () => {
    expect(() => expandAvailability({ ...window, units: -1, availabilityType: 1, ranges: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      expandAvailability({
        ...window,
        availabilityType: 1,
        ranges: [{ from: "2026-02-30", to: "2026-03-01", type: "open" }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      expandAvailability({
        ...window,
        availabilityType: 1,
        ranges: [{ from: "2026-05-01", to: "2026-05-01", type: "open", priceMinor: 1.5 }],
      }),
    ).toThrow(RangeError);
  });
});
