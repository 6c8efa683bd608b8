import { describe, expect, it } from "vitest";
import type { Locale } from "../i18n/index.js";
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from "./fixed-lengths.js";
import { formatRelativeTime, relativeTimeParts } from "./relative-time.js";
import type { RelativeTimeParts } from "./relative-time.js";

const NOW = new Date("2024-03-10T12:00:00Z");
const offset = (ms: number) => new Date(NOW.getTime() + ms);

describe("relativeTimeParts uses the largest unit that fits, counting whole units toward zero", () => {
  it.each<[string, number, RelativeTimeParts]>([
    ["the same instant is 0 seconds", 0, { value: 0, unit: "second" }],
    ["under a second is 0 seconds, never -0", -999, { value: 0, unit: "second" }],
    ["59 s ago is seconds", -59 * MS_PER_SECOND, { value: -59, unit: "second" }],
    ["60 s ago is 1 minute", -60 * MS_PER_SECOND, { value: -1, unit: "minute" }],
    ["59 min 59 s ago is 59 minutes", -(60 * MS_PER_MINUTE - MS_PER_SECOND), { value: -59, unit: "minute" }],
    ["60 min ago is 1 hour", -60 * MS_PER_MINUTE, { value: -1, unit: "hour" }],
    ["23 h 59 min ago is 23 hours", -(24 * MS_PER_HOUR - MS_PER_MINUTE), { value: -23, unit: "hour" }],
    ["exactly 24 h ago is 1 day", -24 * MS_PER_HOUR, { value: -1, unit: "day" }],
    ["47 h ago is still 1 day", -47 * MS_PER_HOUR, { value: -1, unit: "day" }],
    ["29 days ago is days", -29 * MS_PER_DAY, { value: -29, unit: "day" }],
    ["30 days ago is 1 month", -30 * MS_PER_DAY, { value: -1, unit: "month" }],
    ["59 days ago is 1 month", -59 * MS_PER_DAY, { value: -1, unit: "month" }],
    ["364 days ago is 12 months", -364 * MS_PER_DAY, { value: -12, unit: "month" }],
    ["365 days ago is 1 year", -365 * MS_PER_DAY, { value: -1, unit: "year" }],
    ["730 days ago is 2 years", -730 * MS_PER_DAY, { value: -2, unit: "year" }],
    ["in 90 s is 1 minute ahead", 90 * MS_PER_SECOND, { value: 1, unit: "minute" }],
    ["in 2 days is 2 days ahead", 2 * MS_PER_DAY, { value: 2, unit: "day" }],
    ["in 400 days is 1 year ahead", 400 * MS_PER_DAY, { value: 1, unit: "year" }],
  ])("%s", (_rule, ms, expected) => {
    expect(relativeTimeParts(offset(ms), NOW)).toEqual(expected);
  });
});

describe("a year is 365 days and a month 30 days, whatever the calendar says", () => {
  it.each<[string, string, string, RelativeTimeParts]>([
    [
      "2024-01-01 → 2024-12-31 spans 365 days of a leap year: 1 year",
      "2024-01-01",
      "2024-12-31",
      { value: -1, unit: "year" },
    ],
    ["2024-02-29 → 2025-02-28 is 365 days: 1 year", "2024-02-29", "2025-02-28", { value: -1, unit: "year" }],
    [
      "2024-01-01 → 2025-01-01 is 366 days: still 1 year",
      "2024-01-01",
      "2025-01-01",
      { value: -1, unit: "year" },
    ],
    [
      "2023-03-01 → 2024-02-29 crosses no leap day yet is 365 days: 1 year",
      "2023-03-01",
      "2024-02-29",
      { value: -1, unit: "year" },
    ],
    [
      "2024-02-01 → 2024-03-01 is 29 days: not yet a month",
      "2024-02-01",
      "2024-03-01",
      { value: -29, unit: "day" },
    ],
    ["2024-01-01 → 2024-01-31 is 30 days: 1 month", "2024-01-01", "2024-01-31", { value: -1, unit: "month" }],
  ])("%s", (_rule, from, now, expected) => {
    expect(relativeTimeParts(new Date(`${from}T00:00:00Z`), new Date(`${now}T00:00:00Z`))).toEqual(expected);
  });

  it("measures elapsed instants, not wall-clock readings, across a daylight-saving change", () => {
    // Cairo moved its clocks forward at 00:00 on 2024-04-26: noon to noon reads 24 h on the wall
    // but only 23 real hours passed.
    const before = new Date("2024-04-25T12:00:00+02:00");
    const after = new Date("2024-04-26T12:00:00+03:00");
    expect(relativeTimeParts(before, after)).toEqual({ value: -23, unit: "hour" });
  });
});

describe("relativeTimeParts rejects invalid dates", () => {
  it.each([
    [new Date(Number.NaN), NOW],
    [NOW, new Date("not a date")],
  ])("%s relative to %s", (from, now) => {
    expect(() => relativeTimeParts(from, now)).toThrow(RangeError);
  });
});

describe("formatRelativeTime words the parts with Intl, always numerically", () => {
  it.each<[string, number, Locale, string]>([
    ["2 days ago in English", -2 * MS_PER_DAY, "en", "2 days ago"],
    ["1 day ago, not 'yesterday'", -MS_PER_DAY, "en", "1 day ago"],
    ["a future time", 3 * 30 * MS_PER_DAY, "en", "in 3 months"],
    ["years", -2 * 365 * MS_PER_DAY, "en", "2 years ago"],
    ["Arabic dual form", -2 * MS_PER_DAY, "ar", "قبل يومين"],
    ["Arabic-Indic digits", -3 * MS_PER_DAY, "ar", "قبل ٣ أيام"],
    ["Arabic future", 5 * 30 * MS_PER_DAY, "ar", "خلال ٥ أشهر"],
    ["no gap reads 'now'", 0, "en", "now"],
    ["no gap reads 'الآن'", -500, "ar", "الآن"],
  ])("%s", (_rule, ms, locale, expected) => {
    expect(formatRelativeTime(offset(ms), NOW, locale)).toBe(expected);
  });
});
