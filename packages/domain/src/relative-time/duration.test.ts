import { describe, expect, it } from "vitest";
import type { Locale } from "../i18n/index.js";
import { durationParts, formatDuration } from "./duration.js";
import type { DurationParts } from "./duration.js";
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "./fixed-lengths.js";

describe("durationParts: under 24 hours in hours, otherwise days, rounded down", () => {
  it.each<[string, number, DurationParts]>([
    ["zero is 0 hours", 0, { value: 0, unit: "hour" }],
    ["59 minutes is 0 hours", 59 * MS_PER_MINUTE, { value: 0, unit: "hour" }],
    ["1 hour", MS_PER_HOUR, { value: 1, unit: "hour" }],
    ["the last millisecond before 24 h is 23 hours", MS_PER_DAY - 1, { value: 23, unit: "hour" }],
    ["exactly 24 hours is 1 day", MS_PER_DAY, { value: 1, unit: "day" }],
    ["47 hours is 1 day", 47 * MS_PER_HOUR, { value: 1, unit: "day" }],
    ["48 hours is 2 days", 48 * MS_PER_HOUR, { value: 2, unit: "day" }],
    ["400 days stays in days", 400 * MS_PER_DAY, { value: 400, unit: "day" }],
  ])("%s", (_rule, ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %f", (ms) => {
    expect(() => durationParts(ms)).toThrow(RangeError);
  });
});

describe("formatDuration uses Intl unit names with the locale's digits and plurals", () => {
  it.each<[number, Locale, string]>([
    [3 * MS_PER_HOUR, "en", "3 hours"],
    [MS_PER_HOUR, "en", "1 hour"],
    [MS_PER_DAY, "en", "1 day"],
    [12 * MS_PER_DAY, "en", "12 days"],
    [3 * MS_PER_HOUR, "ar", "٣ ساعات"],
    [12 * MS_PER_DAY, "ar", "١٢ يومًا"],
  ])("%i ms in %s → %s", (ms, locale, expected) => {
    expect(formatDuration(ms, locale)).toBe(expected);
  });
});
