import type { CalendarDate } from "../stays/index.js";
import { isCalendarDate } from "../stays/index.js";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone: a configuration error, not input.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes `timeZone` is ahead of UTC at `instantMs` (Cairo in summer: 180). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** The calendar date it is in `timeZone` at `instantMs` (23:30 UTC on 27 November is 28 November in Cairo). */
export function zonedDate(instantMs: number, timeZone: string): CalendarDate {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a wall-clock time on a calendar date happens in `timeZone` ("2026-12-04" 14:00 in Africa/Cairo).
 * A time skipped by a DST jump resolves to the instant after the gap; a repeated one to its first occurrence.
 */
export function zonedInstant(date: CalendarDate, time: string, timeZone: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]));
  // Two passes settle the offset around a DST change.
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return instant;
}
