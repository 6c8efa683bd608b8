import { intlLocale, type Locale } from "@manzil/domain/i18n";
import { addDays, weekdayOf, type CalendarDate, type Weekday } from "@manzil/domain/stays";

/**
 * The calendar's layout: months, weeks and how a night's date reads. Display only — which nights are open and
 * what they cost comes from the API.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** The visitor's today as YYYY-MM-DD, in the browser's own time zone (where they are planning from). */
export function localToday(now: Date = new Date()): CalendarDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function monthStartOf(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(monthStart: CalendarDate, months: number): CalendarDate {
  const [year, month] = monthStart.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The last day of the month that starts on `monthStart`. */
export function monthEndOf(monthStart: CalendarDate): CalendarDate {
  return addDays(addMonths(monthStart, 1), -1);
}

/** Arabic (Egyptian) calendars start the week on Saturday, English ones on Sunday. */
export function weekStartOf(locale: Locale): Weekday {
  return locale === "ar" ? 6 : 0;
}

/** The month as rows of seven days, blanks (null) before the first and after the last. */
export function monthWeeks(monthStart: CalendarDate, weekStart: Weekday): (CalendarDate | null)[][] {
  const lead = (weekdayOf(monthStart) - weekStart + 7) % 7;
  const end = monthEndOf(monthStart);
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = monthStart; day <= end; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Seven dates of one week, for the weekday headings. */
export function weekdayDates(weekStart: Weekday): CalendarDate[] {
  // 2023-01-01 was a Sunday (weekday 0).
  return Array.from({ length: 7 }, (_, i) => addDays("2023-01-01", (weekStart + i) % 7));
}

/** A calendar date in the page's language, read as the day itself (UTC, so no time zone shifts it). */
export function formatCalendarDate(
  date: CalendarDate,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "UTC" }).format(instant);
}

/** "14:00" as the page's language writes a time of day ("2:00 PM", "٢:٠٠ م"); other text is shown as given. */
export function formatTimeOfDay(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const instant = new Date(Date.UTC(2023, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: "UTC" }).format(instant);
}
