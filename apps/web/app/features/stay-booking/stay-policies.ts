import type { StayDetails } from "./stay-details";

/** A sentence of the stay's rules, as a translation key and its values. */
export type PolicyLine = { id: string; key: string; params?: Record<string, string | number> };

const DAYS = /^(\d{1,3})(?:_?days?)?$/i;

/**
 * eBroker's `cancellation_period` in words: "same_day_6pm" is 6 pm on the day of arrival, "3" or "3_days" three
 * days before check-in. Anything else is not shown rather than guessed at.
 */
export function cancellationLine(period: string | null): PolicyLine | null {
  if (period === null) return null;
  if (period.toLowerCase() === "same_day_6pm")
    return { id: "cancellation", key: "stay_booking.policy.cancel_same_day" };
  const match = DAYS.exec(period.trim());
  if (!match) return null;
  const count = Number(match[1]);
  return count === 0
    ? { id: "cancellation", key: "stay_booking.policy.cancel_until_check_in" }
    : { id: "cancellation", key: "stay_booking.policy.cancel_days", params: { count } };
}

/** The stay's booking rules in plain words: confirmation, refunds, the free cancellation period. */
export function policyLines(stay: StayDetails): PolicyLine[] {
  const lines: PolicyLine[] = [
    {
      id: "booking",
      key: stay.instantBooking ? "stay_booking.policy.instant" : "stay_booking.policy.on_request",
    },
  ];
  const nonRefundable = stay.nonRefundable || stay.refundPolicy === "non-refundable";
  if (nonRefundable) {
    lines.push({ id: "refund", key: "stay_booking.policy.non_refundable" });
    return lines;
  }
  if (stay.refundPolicy === "flexible") lines.push({ id: "refund", key: "stay_booking.policy.flexible" });
  const cancellation = cancellationLine(stay.cancellationPeriod);
  if (cancellation) lines.push(cancellation);
  return lines;
}
