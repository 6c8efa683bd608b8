export type DurationUnit = "hours" | "days" | "months" | "years";

const HOURS_PER_DAY = 24;
const DAYS_PER_YEAR = 365;
const DAYS_PER_MONTH = 30;

/**
 * A package's validity (stored in hours) in the largest unit that divides it exactly, so "720" reads
 * "1 month" and "2160" "3 months", while an odd length such as 36 hours stays in hours rather than
 * being rounded into a promise the package does not keep. Months are 30 days, as the packages are sold.
 */
export function planDuration(hours: number): { unit: DurationUnit; count: number } {
  if (hours <= 0 || hours % HOURS_PER_DAY !== 0) return { unit: "hours", count: Math.max(hours, 0) };
  const days = hours / HOURS_PER_DAY;
  if (days % DAYS_PER_YEAR === 0) return { unit: "years", count: days / DAYS_PER_YEAR };
  if (days % DAYS_PER_MONTH === 0) return { unit: "months", count: days / DAYS_PER_MONTH };
  return { unit: "days", count: days };
}

/** The translation key and count of a duration (`plans.duration.<unit>` has all six plural forms). */
export function durationMessage(hours: number): { key: string; count: number } {
  const { unit, count } = planDuration(hours);
  return { key: `plans.duration.${unit}`, count };
}
