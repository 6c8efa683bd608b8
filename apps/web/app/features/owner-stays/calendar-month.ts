import { formatMoney } from "@manzil/domain/currency";
import { intlLocale, type Locale } from "@manzil/domain/i18n";
import { minorUnitExponent } from "@manzil/domain/money";
import { addDays, datesFromTo, weekdayOf, type CalendarDate, type Weekday } from "@manzil/domain/stays";

/** A calendar month as the API takes it: `YYYY-MM`. */
export type MonthText = string;

const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonthText = (value: string | null | undefined): value is MonthText =>
  typeof value === "string" && MONTH_TEXT.test(value);

export const monthOf = (date: CalendarDate): MonthText => date.slice(0, 7);

export function shiftMonth(month: MonthText, delta: number): MonthText {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (index - 1) + delta;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

export const firstNightOf = (month: MonthText): CalendarDate => `${month}-01`;
export const lastNightOf = (month: MonthText): CalendarDate =>
  addDays(firstNightOf(shiftMonth(month, 1)), -1);

/** Today's date where the owner is (their calendar is the hotel's wall calendar, not UTC). */
export function localToday(now: Date): CalendarDate {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The weekday a week starts on in this language, from Intl's CLDR week data where the engine has it (Chromium,
 * Node): Saturday for ar-EG, Sunday for en. Engines without it (Firefox) get the same CLDR answers, so every
 * browser draws the same calendar.
 */
export function weekStartOf(locale: Locale): Weekday {
  try {
    const tag = new Intl.Locale(intlLocale(locale)) as WeekInfoLocale;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    // Intl numbers Monday 1 … Sunday 7; ours is Sunday 0 … Saturday 6.
    if (info && Number.isInteger(info.firstDay)) return (info.firstDay % 7) as Weekday;
  } catch {
    // No Intl.Locale: the fallback below.
  }
  return locale === "ar" ? 6 : 0;
}

/** The seven weekdays in the order the week is drawn. */
export const weekdaysFrom = (first: Weekday): Weekday[] =>
  Array.from({ length: 7 }, (_, index) => ((first + index) % 7) as Weekday);

/** The month's weeks, each seven places in logical order; places outside the month are null. */
export function monthWeeks(month: MonthText, first: Weekday): (CalendarDate | null)[][] {
  const days = datesFromTo(firstNightOf(month), lastNightOf(month));
  const lead = (weekdayOf(days[0]!) - first + 7) % 7;
  const places: (CalendarDate | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (places.length % 7 !== 0) places.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let index = 0; index < places.length; index += 7) weeks.push(places.slice(index, index + 7));
  return weeks;
}

/** An inclusive range of nights, first ≤ last whatever order they were picked in. */
export type NightRange = { from: CalendarDate; to: CalendarDate };

export const rangeOf = (a: CalendarDate, b: CalendarDate): NightRange =>
  a <= b ? { from: a, to: b } : { from: b, to: a };

export const inRange = (date: CalendarDate, range: NightRange | null) =>
  range !== null && date >= range.from && date <= range.to;

/**
 * The selection as the owner builds it: the first pick anchors, the second closes the range (or a shift-pick
 * extends from the anchor); a pick after a closed range starts a new one.
 */
export type Selection = { anchor: CalendarDate; range: NightRange; closed: boolean } | null;

export function pick(selection: Selection, date: CalendarDate, extend: boolean): Selection {
  if (selection && (extend || !selection.closed)) {
    return { anchor: selection.anchor, range: rangeOf(selection.anchor, date), closed: true };
  }
  return { anchor: date, range: { from: date, to: date }, closed: false };
}

/** A night's price as the calendar prints it: whole amounts without decimals so a cell stays narrow. */
export function nightPrice(amountMinor: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}|${amountMinor}`;
  let text = priceTexts.get(key);
  if (text === undefined) {
    const whole = amountMinor % 10 ** minorUnitExponent(currency) === 0;
    text = formatMoney({ amount: amountMinor, currency }, locale, whole ? { decimals: 0 } : {});
    // A month repeats a handful of prices; the cache stays small, and is dropped if a long session grows it.
    if (priceTexts.size > 2_000) priceTexts.clear();
    priceTexts.set(key, text);
  }
  return text;
}
const priceTexts = new Map<string, string>();

// Intl formatters are costly to build and a month draws hundreds of figures: one per language and shape.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "UTC", ...options });
    formatters.set(key, format);
  }
  return format;
}
function integerFormat(locale: Locale): Intl.NumberFormat {
  const key = `n|${locale}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale));
    formatters.set(key, format);
  }
  return format;
}

const utcNoon = (date: CalendarDate) => new Date(`${date}T12:00:00Z`);

/** A calendar date in words, for labels: "Fri, Dec 4, 2026" / "الجمعة، ٤ ديسمبر ٢٠٢٦". */
export const dateLabel = (date: CalendarDate, locale: Locale, style: "long" | "short" = "long") =>
  dateFormat(
    locale,
    style === "long"
      ? { weekday: "short", day: "numeric", month: "short", year: "numeric" }
      : { weekday: "short", day: "numeric", month: "short" },
  ).format(utcNoon(date));

export const monthLabel = (month: MonthText, locale: Locale) =>
  dateFormat(locale, { month: "long", year: "numeric" }).format(utcNoon(`${month}-01`));

export const weekdayName = (weekday: Weekday, locale: Locale, width: "short" | "long" = "short") =>
  // 2023-01-01 was a Sunday.
  dateFormat(locale, { weekday: width }).format(new Date(Date.UTC(2023, 0, 1 + weekday, 12)));

/** Counts and day numbers in the language's digits. */
export const integerText = (value: number, locale: Locale) => integerFormat(locale).format(value);

export const dayNumber = (date: CalendarDate, locale: Locale) =>
  integerText(Number(date.slice(8, 10)), locale);
