import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";
import { BankDetail, PaymentTransaction } from "./payments.js";

// Bank transfer (issue 13, spec §4 "receipt submitted, pending verification; then admin activates the plan or
// rejects the receipt, after which the user may re-upload"; spec §5 "Bank receipt: JPG, PNG or PDF, at most 5 MB").

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const id = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** Admin queue page size when none is asked for, and the most one page may hold. */
export const BANK_TRANSFERS_PAGE = 20;
export const BANK_TRANSFERS_PAGE_MAX = 100;

/** A rejection reason the member will read in their e-mail and on the payment. */
export const BANK_REJECTION_REASON_MIN = 3;
export const BANK_REJECTION_REASON_MAX = 500;

/** A file part of a multipart body; the API checks it was uploaded with this very request, and sniffs its type. */
const receiptFile = z.unknown().optional().meta({ type: "string", format: "binary" });

/** `POST initiate-bank-transfer` (multipart): the package paid for and the transfer's receipt. No amount: the price is the server's. */
export const InitiateBankTransferBody = z.object({ package_id: id, file: receiptFile, lang });
export type TInitiateBankTransferBody = z.infer<typeof InitiateBankTransferBody>;

/** `POST upload-bank-receipt-file` (multipart): a new receipt for one's own pending or rejected transfer. */
export const UploadBankReceiptBody = z.object({ payment_transaction_id: id, file: receiptFile, lang });
export type TUploadBankReceiptBody = z.infer<typeof UploadBankReceiptBody>;

/** `GET get-payment-receipt`: the latest receipt unless `receipt_id` names an earlier one. */
export const PaymentReceiptQuery = z.object({
  payment_transaction_id: id,
  receipt_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
  lang,
});
export type TPaymentReceiptQuery = z.infer<typeof PaymentReceiptQuery>;

export const PaymentDetailsQuery = z.object({ payment_transaction_id: id, lang });

/** One uploaded receipt; the file itself comes from get-payment-receipt. */
export const PaymentReceipt = z.object({
  id: z.number().int(),
  content_type: z.enum(["image/jpeg", "image/png", "application/pdf"]),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  /** The admin's reason when this receipt was rejected. */
  rejection_reason: z.string().nullable(),
});
export type TPaymentReceipt = z.infer<typeof PaymentReceipt>;

const PackageRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** `GET get_payment_details`: one of the caller's payments with its receipts, oldest first. */
export const PaymentDetails = PaymentTransaction.extend({
  receipts: z.array(PaymentReceipt),
  bank_details: z.array(BankDetail),
  package: PackageRef,
});
export type TPaymentDetails = z.infer<typeof PaymentDetails>;

/** `initiate-bank-transfer`'s top-level extra beside `data`: where the money goes (eBroker's shape). */
export const bankTransferExtra = { bank_details: z.array(BankDetail) };

export const BANK_TRANSFER_QUEUE_STATES = ["review", "rejected", "succeeded"] as const;

/** `GET admin/bank-transfers`: receipts waiting for review by default, oldest first. */
export const AdminBankTransfersQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(BANK_TRANSFER_QUEUE_STATES).default("review")),
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(BANK_TRANSFERS_PAGE_MAX)),
  lang,
});
export type TAdminBankTransfersQuery = z.infer<typeof AdminBankTransfersQuery>;

export const AdminBankTransfer = PaymentTransaction.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  package: PackageRef,
  receipt: PaymentReceipt.omit({ rejection_reason: true }).nullable(),
  receipt_count: z.number().int(),
});
export type TAdminBankTransfer = z.infer<typeof AdminBankTransfer>;

export const BankTransferIdParams = z.object({ id });

/** `POST admin/bank-transfers/:id/reject`: the member reads the reason, so it must say something. */
export const RejectBankTransferBody = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "bank_transfers.reason_required" })
      .min(BANK_REJECTION_REASON_MIN, { error: "bank_transfers.reason_required" })
      .max(BANK_REJECTION_REASON_MAX, { error: "bank_transfers.reason_too_long" }),
  ),
  lang,
});
export type TRejectBankTransferBody = z.infer<typeof RejectBankTransferBody>;
