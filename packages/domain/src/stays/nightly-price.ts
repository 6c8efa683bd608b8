import { BASIS_POINTS_PER_UNIT, divideRoundingHalfAwayFromZero } from "../money/index.js";
import type { CalendarDate, Weekday } from "./calendar-date.js";
import { weekdayOf } from "./calendar-date.js";
import { assertPriceMinor } from "./availability.js";

/** Friday and Saturday: the weekend of Egypt and most of the Gulf. Markets pass their own. */
export const DEFAULT_WEEKEND_DAYS: readonly Weekday[] = [5, 6];

function assertBasisPoints(rate: number, what: string): void {
  if (!Number.isInteger(rate) || rate < 0 || rate > BASIS_POINTS_PER_UNIT) {
    throw new RangeError(`${what} must be 0–10000 basis points (0–100 %), got ${rate}`);
  }
}

/**
 * The one rounding of the stays rules: `rate` (basis points, 14 % = 1400) of an amount already in
 * minor units, rounded half away from zero to a whole minor unit of its currency. Every percentage
 * line — weekend commission, discount, each tax — goes through here, so a 3-decimal dinar rounds to
 * the fils and a yen to the yen with the same code.
 */
export function percentOfMinorRounded(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`An amount must be safe integer minor units, got ${amountMinor}`);
  }
  assertBasisPoints(rateBasisPoints, "A rate");
  const result = Number(
    divideRoundingHalfAwayFromZero(
      BigInt(amountMinor) * BigInt(rateBasisPoints),
      BigInt(BASIS_POINTS_PER_UNIT),
    ),
  );
  return result + 0;
}

export interface NightlyPriceRule {
  /** The room type's (or home's) price per night, minor units. */
  readonly basePriceMinor: number;
  readonly weekendCommissionBasisPoints: number;
  readonly discountBasisPoints: number;
  readonly weekendDays?: readonly Weekday[];
}

export interface NightlyPrice {
  readonly date: CalendarDate;
  readonly weekend: boolean;
  /** The override if the night has one, else the base price. */
  readonly nightMinor: number;
  /** 0 on weekdays; otherwise the weekend commission on `nightMinor`. */
  readonly weekendCommissionMinor: number;
  /** Zero or negative: the discount on night + weekend commission. */
  readonly discountMinor: number;
  /** nightMinor + weekendCommissionMinor + discountMinor, never rounded again. */
  readonly totalMinor: number;
}

/**
 * A date's price (ADR 050): its override if any, else the base price; a weekend night adds the
 * weekend commission on that price; the discount then applies to the price plus commission.
 */
export function nightlyPrice(
  date: CalendarDate,
  priceOverrideMinor: number | null,
  rule: NightlyPriceRule,
): NightlyPrice {
  assertPriceMinor(rule.basePriceMinor);
  if (priceOverrideMinor !== null) assertPriceMinor(priceOverrideMinor);
  assertBasisPoints(rule.weekendCommissionBasisPoints, "A weekend commission");
  assertBasisPoints(rule.discountBasisPoints, "A discount");
  const weekend = (rule.weekendDays ?? DEFAULT_WEEKEND_DAYS).includes(weekdayOf(date));
  const nightMinor = priceOverrideMinor ?? rule.basePriceMinor;
  const weekendCommissionMinor = weekend
    ? percentOfMinorRounded(nightMinor, rule.weekendCommissionBasisPoints)
    : 0;
  const discountMinor =
    -percentOfMinorRounded(nightMinor + weekendCommissionMinor, rule.discountBasisPoints) + 0;
  return {
    date,
    weekend,
    nightMinor,
    weekendCommissionMinor,
    discountMinor,
    totalMinor: nightMinor + weekendCommissionMinor + discountMinor,
  };
}
