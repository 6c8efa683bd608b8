import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { TransactionRow } from "./payments.repository.js";

export function mapTransaction(row: TransactionRow): TPaymentTransaction {
  return {
    id: row.id,
    reference: row.reference,
    type: row.purpose,
    purpose_id: row.purposeId,
    payment_gateway: row.method,
    payment_status: row.state,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    amount_minor: row.amountMinor,
    currency: row.currency,
    transaction_id: row.providerPaymentId,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    succeeded_at: row.succeededAt?.toISOString() ?? null,
  };
}
