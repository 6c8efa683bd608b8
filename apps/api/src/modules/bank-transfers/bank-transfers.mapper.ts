import type { TAdminBankTransfer, TPaymentReceipt } from "@manzil/domain/contracts";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { ReceiptRow } from "../payments/payment-receipts.repository.js";
import { mapTransaction } from "../payments/payments.mapper.js";
import type { QueueRow } from "./bank-transfers.repository.js";

type ReceiptType = TPaymentReceipt["content_type"];

export function mapReceipt(row: ReceiptRow): TPaymentReceipt {
  return {
    id: row.id,
    // The column's check constraint allows only these three.
    content_type: row.contentType as ReceiptType,
    size_bytes: row.sizeBytes,
    uploaded_at: row.uploadedAt.toISOString(),
    rejection_reason: row.rejectionReason,
  };
}

export function mapPackageRef(row: { id: number; name: string; nameAr: string } | null, lang: Language) {
  return row ? { id: row.id, name: pick(lang, row.name, row.nameAr) } : null;
}

export function mapQueueItem(row: QueueRow, lang: Language): TAdminBankTransfer {
  return {
    ...mapTransaction(row.transaction, { hasReceipt: row.receiptCount > 0 }),
    user: row.user ? { id: row.user.id, name: row.user.name, email: row.user.email ?? "" } : null,
    package: mapPackageRef(row.package, lang),
    receipt: row.receipt
      ? {
          id: row.receipt.id,
          content_type: row.receipt.contentType as ReceiptType,
          size_bytes: row.receipt.sizeBytes,
          uploaded_at: row.receipt.uploadedAt.toISOString(),
        }
      : null,
    receipt_count: row.receiptCount,
  };
}
