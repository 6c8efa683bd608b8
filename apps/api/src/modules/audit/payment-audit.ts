import type { AuditHook } from "../payments/payment-ledger.js";
import type { TransactionRow } from "../payments/payments.repository.js";
import { recordAdminAction, type AuditActor } from "./audit.repository.js";

/** The facts of a payment an admin decision changes; the gateway's ids stay out (they are not the admin's). */
const paymentFacts = (row: TransactionRow) => ({
  state: row.state,
  method: row.method,
  amount_minor: row.amountMinor,
  currency: row.currency,
  user_id: row.userId,
  failure_reason: row.failureReason,
  refund_reason: row.refundReason,
});

/**
 * The audit record of an admin's decision on a payment (bank receipt approved or rejected, a refund), written
 * by the ledger inside the decision's transaction.
 */
export function paymentAudit(
  actor: AuditActor,
  action: string,
  extra: Record<string, unknown> = {},
): AuditHook {
  return (tx, before, after) =>
    recordAdminAction(tx, actor, {
      action,
      targetType: "payment_transaction",
      targetId: after.id,
      before: paymentFacts(before),
      after: { ...paymentFacts(after), ...extra },
    });
}
