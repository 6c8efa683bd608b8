import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { TransactionRow } from "./payments.repository.js";

/** What a transaction shows besides its own row (transaction-details.ts reads it). */
export type TransactionDetails = {
  title: string | null;
  invoiceNumber: string | null;
  direction: "out" | "in";
  counterpartyName: string | null;
};

/**
 * Every bank-transfer state but `pending` is reached only by uploading a receipt (the ledger's submitReceipt), so
 * `has_receipt` needs no query unless the caller knows better (`hasReceipt`).
 */
function hasReceipt(row: TransactionRow): boolean {
  return row.method === "bank_transfer" && row.state !== "pending";
}

export function mapTransaction(
  row: TransactionRow,
  details: Partial<TransactionDetails> & { hasReceipt?: boolean } = {},
): TPaymentTransaction {
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
    has_receipt: details.hasReceipt ?? hasReceipt(row),
    title: details.title ?? null,
    invoice_number: details.invoiceNumber ?? null,
    direction: details.direction ?? "out",
    counterparty_name: details.counterpartyName ?? null,
  };
}
