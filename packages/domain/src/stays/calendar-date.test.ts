import { describe, expect, it } from "vitest";
import {
  addDays,
  datesFromTo,
  fromDayNumber,
  MAX_STAY_NIGHTS,
  nightCount,
  parseCalendarDate,
  stayNights,
  toDayNumber,
  weekdayOf,
} from "./calendar-date.js";

describe("a calendar date is a real YYYY-MM-DD day", () => {
  it.each([
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["2027-02-29", null],
    ["1900-02-29", null],
    ["2026-04-31", null],
    ["2026-13-01", null],
    ["2026-00-10", null],
    ["2026-1-01", null],
    ["2026-01-01T00:00", null],
    ["", null],
  ])("%s → %s", (text, expected) => {
    expect(parseCalendarDate(text)).toBe(expected);
  });
});

describe("day arithmetic has no clock, no time zone and no DST", () => {
  it.each([
    ["1970-01-01", 1, "1970-01-02"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-29", 1, "2028-03-01"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    // Egypt's and Europe's DST switches are ordinary days here.
    ["2026-03-28", 2, "2026-03-30"],
    ["2026-10-24", 2, "2026-10-26"],
    ["2026-01-31", 365, "2027-01-31"],
    ["2028-01-31", 366, "2029-01-31"],
  ])("%s + %i days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("round-trips every day of four years through the day number", () => {
    const start = toDayNumber("2026-01-01");
    for (let day = start; day < start + 4 * 366; day += 1) {
      expect(toDayNumber(fromDayNumber(day))).toBe(day);
    }
    expect(toDayNumber("1970-01-01")).toBe(0);
    expect(fromDayNumber(-1)).toBe("1969-12-31");
  });

  it.each([
    ["2026-11-27", 5],
    ["2026-11-28", 6],
    ["2026-11-29", 0],
    ["2028-02-29", 2],
    ["1970-01-01", 4],
  ])("%s falls on weekday %i", (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("the nights of a stay are [check-in, check-out)", () => {
  it.each([
    ["one night", "2026-11-27", "2026-11-28", ["2026-11-27"]],
    ["over the leap day", "2028-02-28", "2028-03-01", ["2028-02-28", "2028-02-29"]],
    ["over a month end", "2026-04-30", "2026-05-02", ["2026-04-30", "2026-05-01"]],
    ["over a year end", "2026-12-30", "2027-01-02", ["2026-12-30", "2026-12-31", "2027-01-01"]],
  ])("%s", (_, checkIn, checkOut, nights) => {
    expect(stayNights(checkIn, checkOut)).toEqual({ ok: true, nights });
    expect(nightCount(checkIn, checkOut)).toBe(nights.length);
  });

  it.each([
    ["check-out on the check-in day", "2026-11-27", "2026-11-27", "check_out_not_after_check_in"],
    ["check-out before check-in", "2026-11-27", "2026-11-26", "check_out_not_after_check_in"],
    ["a date that does not exist", "2027-02-29", "2027-03-02", "invalid_date"],
    [
      "longer than the longest stay",
      "2026-01-01",
      addDays("2026-01-01", MAX_STAY_NIGHTS + 1),
      "stay_too_long",
    ],
  ])("refuses %s", (_, checkIn, checkOut, reason) => {
    expect(stayNights(checkIn, checkOut)).toEqual({ ok: false, reason });
    expect(nightCount(checkIn, checkOut)).toBeNull();
  });

  it("accepts exactly the longest stay, its last night the day before check-out", () => {
    const checkOut = addDays("2028-01-01", MAX_STAY_NIGHTS);
    const result = stayNights("2028-01-01", checkOut);
    expect(result.ok && result.nights.length).toBe(MAX_STAY_NIGHTS);
    expect(result.ok && result.nights.at(-1)).toBe(addDays(checkOut, -1));
  });

  it("lists no dates for an inverted inclusive range", () => {
    expect(datesFromTo("2026-01-02", "2026-01-01")).toEqual([]);
  });
});
