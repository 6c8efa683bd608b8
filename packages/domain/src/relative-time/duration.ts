import { intlLocale } from "../i18n/index.js";
import type { Locale } from "../i18n/index.js";
import { MS_PER_DAY, MS_PER_HOUR } from "./fixed-lengths.js";

export type DurationUnit = "hour" | "day";

export interface DurationParts {
  readonly value: number;
  readonly unit: DurationUnit;
}

/**
 * Spec §9: under 24 hours in hours, otherwise in days, counting whole units only (rounded down),
 * so a duration is never overstated: 23 h 59 min is "23 hours", 47 h is "1 day".
 */
export function durationParts(ms: number): DurationParts {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`A duration must be a finite, non-negative number of milliseconds, got ${ms}`);
  }
  return ms < MS_PER_DAY
    ? { value: Math.floor(ms / MS_PER_HOUR), unit: "hour" }
    : { value: Math.floor(ms / MS_PER_DAY), unit: "day" };
}

/** "3 hours", "١٢ يومًا": Intl's unit formatting supplies the plural forms of both languages. */
export function formatDuration(ms: number, locale: Locale): string {
  const { value, unit } = durationParts(ms);
  return new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}
