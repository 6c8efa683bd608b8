import { percentOfMinorRounded } from "../stays/index.js";
import type { CalendarDate, QuoteLine, StayTaxRates } from "../stays/index.js";
import { addDays } from "../stays/index.js";
import type { TOfferKind } from "./offers.js";
import { zonedInstant } from "./zoned-time.js";

/** Used when a listing names no check-in time. */
export const DEFAULT_CHECK_IN_TIME = "14:00";
/** Used when a listing names no cancellation period: free cancellation until one day before check-in. */
export const DEFAULT_CANCELLATION_DAYS = 1;

const PERIOD = /^(\d{1,3})(_days?)?$/;

/**
 * The moment free cancellation ends (issue 15), from eBroker's `cancellation_period`:
 * - "same_day_6pm": 18:00 on the check-in day, in the property's time zone;
 * - "N" or "N_days": N days before the check-in time;
 * - blank or unreadable: DEFAULT_CANCELLATION_DAYS before the check-in time.
 */
export function cancellationDeadline(input: {
  readonly checkInDate: CalendarDate;
  readonly checkInTime?: string | null;
  readonly cancellationPeriod?: string | null;
  readonly timeZone: string;
}): number {
  const period = input.cancellationPeriod?.trim().toLowerCase() ?? "";
  if (period === "same_day_6pm") return zonedInstant(input.checkInDate, "18:00", input.timeZone);
  const days = Number(PERIOD.exec(period)?.[1] ?? DEFAULT_CANCELLATION_DAYS);
  const time =
    input.checkInTime && /^\d{2}:\d{2}$/.test(input.checkInTime) ? input.checkInTime : DEFAULT_CHECK_IN_TIME;
  return zonedInstant(addDays(input.checkInDate, -days), time, input.timeZone);
}

/**
 * What the first night of a stay costs with its taxes, from the stored quote: its night, weekend and discount
 * lines, plus each tax at the quote's rates on that amount (one rounding per tax, as in the quote).
 */
export function firstNightChargeMinor(lines: readonly QuoteLine[], taxes: StayTaxRates): number {
  const firstDate = lines.find((line) => line.code === "night")?.date;
  if (firstDate === undefined) return 0;
  const base = lines
    .filter((line) => line.date === firstDate && line.code !== "addon")
    .reduce((sum, line) => sum + line.amountMinor, 0);
  return (
    base +
    percentOfMinorRounded(base, taxes.serviceChargeBasisPoints) +
    percentOfMinorRounded(base, taxes.salesTaxBasisPoints) +
    percentOfMinorRounded(base, taxes.cityTaxBasisPoints)
  );
}

export type RefundRule = "nothing_paid" | "non_refundable" | "full" | "first_night_kept" | "after_check_in";

export interface RefundDecision {
  readonly refundMinor: number;
  readonly rule: RefundRule;
}

/**
 * The refund a guest's cancellation earns (issue 15), shown before they confirm:
 * - flexible: nothing was paid online, so nothing is refunded (and nothing is owed before the deadline);
 * - non_refundable: nothing;
 * - refundable: everything before the deadline; after it and before check-in, all but the first night;
 *   from check-in on, nothing.
 */
export function refundForCancellation(input: {
  readonly offer: TOfferKind;
  readonly paidMinor: number;
  readonly firstNightMinor: number;
  readonly nowMs: number;
  readonly deadlineMs: number;
  readonly checkInMs: number;
}): RefundDecision {
  if (!Number.isSafeInteger(input.paidMinor) || input.paidMinor < 0) {
    throw new RangeError(`A paid amount must be non-negative minor units, got ${input.paidMinor}`);
  }
  if (input.offer === "flexible" || input.paidMinor === 0) return { refundMinor: 0, rule: "nothing_paid" };
  if (input.offer === "non_refundable") return { refundMinor: 0, rule: "non_refundable" };
  if (input.nowMs < input.deadlineMs) return { refundMinor: input.paidMinor, rule: "full" };
  if (input.nowMs < input.checkInMs) {
    return {
      refundMinor: Math.max(0, input.paidMinor - input.firstNightMinor),
      rule: "first_night_kept",
    };
  }
  return { refundMinor: 0, rule: "after_check_in" };
}
