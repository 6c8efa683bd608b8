/**
 * Calendar dates as ISO "YYYY-MM-DD" text. A night belongs to a date, not to an instant, so the
 * rules never touch Date or a time zone: day arithmetic is done on a day number (days since
 * 1970-01-01 in the proleptic Gregorian calendar), which has no DST and no clock.
 */
export type CalendarDate = string;

/** The longest stay a quote or an edit accepts: a year of nights, plus the leap day. */
export const MAX_STAY_NIGHTS = 366;

/** 0 = Sunday … 6 = Saturday, the numbering of JavaScript and of most calendars. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date itself when it is a real "YYYY-MM-DD" day (2028-02-29 yes, 2027-02-29 no), else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return text;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === "string" && parseCalendarDate(value) !== null;
}

function assertCalendarDate(date: CalendarDate): void {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
}

// Howard Hinnant's days_from_civil / civil_from_days, exact for every Gregorian date.
export function toDayNumber(date: CalendarDate): number {
  assertCalendarDate(date);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  if (!Number.isSafeInteger(dayNumber)) throw new RangeError(`Not a day number: ${dayNumber}`);
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function weekdayOf(date: CalendarDate): Weekday {
  // Day 0 (1970-01-01) was a Thursday.
  return ((((toDayNumber(date) + 4) % 7) + 7) % 7) as Weekday;
}

/** Every date from `first` to `last`, both included; empty when `last` is before `first`. */
export function datesFromTo(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const start = toDayNumber(first);
  const count = toDayNumber(last) - start + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => fromDayNumber(start + index));
}

export type StayNightsRefusal = "invalid_date" | "check_out_not_after_check_in" | "stay_too_long";

export type StayNightsResult =
  | { readonly ok: true; readonly nights: readonly CalendarDate[] }
  | { readonly ok: false; readonly reason: StayNightsRefusal };

/**
 * The nights of a stay are [check-in, check-out): the check-in date is the first night, the
 * check-out date is not a night. Check-out on or before check-in is refused, as is a stay longer
 * than MAX_STAY_NIGHTS.
 */
export function stayNights(checkIn: string, checkOut: string): StayNightsResult {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return { ok: false, reason: "invalid_date" };
  const count = daysBetween(checkIn, checkOut);
  if (count <= 0) return { ok: false, reason: "check_out_not_after_check_in" };
  if (count > MAX_STAY_NIGHTS) return { ok: false, reason: "stay_too_long" };
  return { ok: true, nights: datesFromTo(checkIn, addDays(checkOut, -1)) };
}

/** The number of nights in [check-in, check-out), or null when stayNights would refuse the dates. */
export function nightCount(checkIn: string, checkOut: string): number | null {
  const result = stayNights(checkIn, checkOut);
  return result.ok ? result.nights.length : null;
}
