/**
 * The payments ledger's life cycle (issue 13). A transaction moves only along these edges; every other request to
 * move it (a replayed webhook, a late "failed" after "succeeded", a browser saying "cancel" after the money
 * arrived) changes nothing. Final states have no way out, so a payment is activated, refused or refunded once.
 */
export const PAYMENT_STATES = [
  "pending",
  "succeeded",
  "failed",
  "cancelled",
  "review",
  "rejected",
  "refunded",
] as const;
export type TPaymentState = (typeof PAYMENT_STATES)[number];

/** What a payment buys; the ledger's callers, not the providers, know what each one means. */
export const PAYMENT_PURPOSES = ["package", "advertisement", "reservation", "transfer"] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_METHODS = [
  "stripe",
  "razorpay",
  "paypal",
  "paystack",
  "flutterwave",
  "paymob",
  "bank_transfer",
  "cash",
] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

const TRANSITIONS: Readonly<Record<TPaymentState, readonly TPaymentState[]>> = {
  // `review`: a bank-transfer receipt waits for an admin.
  pending: ["succeeded", "failed", "cancelled", "review"],
  review: ["succeeded", "rejected"],
  succeeded: ["refunded"],
  failed: [],
  cancelled: [],
  // A rejected bank-transfer receipt may be uploaded again (spec §4): back to review, never straight to paid.
  rejected: ["review"],
  refunded: [],
};

export function allowedNextStates(from: TPaymentState): readonly TPaymentState[] {
  return TRANSITIONS[from];
}

export function canTransition(from: TPaymentState, to: TPaymentState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinalState(state: TPaymentState): boolean {
  return TRANSITIONS[state].length === 0;
}

/**
 * What to do when something reports `to` for a transaction in `from`: `apply` the edge, or `ignore` it because it
 * is already there (a duplicate) or because the edge does not exist (out of order, or after a final state).
 */
export type TransitionDecision =
  | { kind: "apply"; from: TPaymentState; to: TPaymentState }
  | { kind: "ignore"; reason: "already_in_state" | "not_allowed"; from: TPaymentState; to: TPaymentState };

export function decideTransition(from: TPaymentState, to: TPaymentState): TransitionDecision {
  if (from === to) return { kind: "ignore", reason: "already_in_state", from, to };
  if (!canTransition(from, to)) return { kind: "ignore", reason: "not_allowed", from, to };
  return { kind: "apply", from, to };
}
