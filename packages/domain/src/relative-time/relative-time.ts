import { intlLocale } from "../i18n/index.js";
import type { Locale } from "../i18n/index.js";
import {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  MS_PER_MONTH,
  MS_PER_SECOND,
  MS_PER_YEAR,
} from "./fixed-lengths.js";

export type RelativeTimeUnit = "second" | "minute" | "hour" | "day" | "month" | "year";

/** `value` is negative for the past, as Intl.RelativeTimeFormat expects: { -2, "day" } is "2 days ago". */
export interface RelativeTimeParts {
  readonly value: number;
  readonly unit: RelativeTimeUnit;
}

// Each unit is used until the next one is reached: under 60 s seconds, under 60 min minutes,
// under 24 h hours, under 30 days days, under 365 days months, then years.
const UNITS: readonly { readonly unit: RelativeTimeUnit; readonly ms: number; readonly below: number }[] = [
  { unit: "second", ms: MS_PER_SECOND, below: MS_PER_MINUTE },
  { unit: "minute", ms: MS_PER_MINUTE, below: MS_PER_HOUR },
  { unit: "hour", ms: MS_PER_HOUR, below: MS_PER_DAY },
  { unit: "day", ms: MS_PER_DAY, below: MS_PER_MONTH },
  { unit: "month", ms: MS_PER_MONTH, below: MS_PER_YEAR },
  { unit: "year", ms: MS_PER_YEAR, below: Number.POSITIVE_INFINITY },
];

function timeOf(date: Date, name: string): number {
  const time = date.getTime();
  if (Number.isNaN(time)) {
    throw new RangeError(`${name} is an invalid Date`);
  }
  return time;
}

/**
 * How far `from` lies from `now`, in the largest fitting unit. Whole units are counted toward
 * zero (47 hours is "1 day"), so "2 days ago" never appears before two full days have passed.
 */
export function relativeTimeParts(from: Date, now: Date): RelativeTimeParts {
  const elapsed = timeOf(from, "from") - timeOf(now, "now");
  const distance = Math.abs(elapsed);
  const { unit, ms } = UNITS.find(({ below }) => distance < below) ?? { unit: "year", ms: MS_PER_YEAR };
  const whole = Math.floor(distance / ms);
  // 0 rather than -0, so equality checks and Intl treat "just now" the same either side.
  return { value: whole === 0 ? 0 : Math.sign(elapsed) * whole, unit };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(locale: Locale, numeric: "always" | "auto"): Intl.RelativeTimeFormat {
  const cacheKey = `${locale}:${numeric}`;
  let format = formats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric });
    formats.set(cacheKey, format);
  }
  return format;
}

/**
 * "2 days ago", "in 3 months", "قبل ٣ أيام". Numbers are always shown ("1 day ago", not
 * "yesterday"), except a gap under one second, which reads "now" / "الآن" instead of "in 0 seconds".
 */
export function formatRelativeTime(from: Date, now: Date, locale: Locale): string {
  const { value, unit } = relativeTimeParts(from, now);
  return relativeTimeFormat(locale, value === 0 && unit === "second" ? "auto" : "always").format(value, unit);
}
