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

const NO_DETAILS: TransactionDetails = {
  title: null,
  invoiceNumber: null,
  direction: "out",
  counterpartyName: null,
};

export function mapTransaction(
  row: TransactionRow,
  details: TransactionDetails = NO_DETAILS,
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
    title: details.title,
    invoice_number: details.invoiceNumber,
    direction: details.direction,
    counterparty_name: details.counterpartyName,
  };
}
