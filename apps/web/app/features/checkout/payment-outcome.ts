import type { TPaymentTransaction } from "@manzil/domain/contracts";

export type PaymentPhase = "pending" | "succeeded" | "failed" | "cancelled" | "review" | "rejected";

/** How long the return page keeps asking before it says the answer is taking longer than usual. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 45;

/**
 * What the member is told about a payment, by its state. A refunded payment did go through before, so it reads
 * as done; spec §8 words the failures ("Payment failed", "Payment canceled").
 */
export function paymentPhase(transaction: Pick<TPaymentTransaction, "payment_status">): PaymentPhase {
  switch (transaction.payment_status) {
    case "succeeded":
    case "refunded":
      return "succeeded";
    case "failed":
    case "cancelled":
    case "review":
    case "rejected":
    case "pending":
      return transaction.payment_status;
  }
}

/** Still waiting on the gateway: the page asks again. A receipt in review waits on a person, not on a poll. */
export function isStillPending(phase: PaymentPhase): boolean {
  return phase === "pending";
}

/** The gateway's return fields payment-status checks against the transaction (see the API's RETURN_HINTS). */
export const RETURN_HINTS = [
  "token",
  "reference",
  "trxref",
  "transaction_id",
  "tx_ref",
  "razorpay_payment_id",
  "razorpay_order_id",
  "razorpay_signature",
] as const;

export function returnHintsOf(search: URLSearchParams): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const key of RETURN_HINTS) {
    const value = search.get(key);
    if (value) hints[key] = value.slice(0, 200);
  }
  return hints;
}

/** A positive transaction id from the query (`payment_transaction_id`, or `payment` as the API's return URL has it). */
export function transactionIdOf(search: URLSearchParams, name = "payment_transaction_id"): number | null {
  const value = Number(search.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Spec §9: "payment redirects occur after a few seconds". */
export const REDIRECT_AFTER_MS = 4_000;

/** A booking's payment leads to the booking's page (`purpose_id` is the booking's first reservation). */
export function bookingPathOf(transaction: Pick<TPaymentTransaction, "type" | "purpose_id">): string | null {
  return transaction.type === "reservation" && transaction.purpose_id > 0
    ? `/user/reservations/${transaction.purpose_id}?booked=1`
    : null;
}
