import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATES } from "@manzil/domain/payments";
import { users } from "./accounts.js";
import { isCurrencyCode, oneOf, timestamps } from "./columns.js";

/**
 * The payments ledger (issue 13, ADR 038): one row per attempt to take money, whatever the gateway. The amount is
 * the server's, in minor units; `state` moves only along @manzil/domain/payments' transitions, under a row lock.
 * A member's deletion keeps the row (SET NULL): what was paid is accounting history.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose", { enum: PAYMENT_PURPOSES }).notNull(),
    /** The package (advertisement, reservation…) paid for; no foreign key, as it depends on `purpose`. */
    purposeId: integer("purpose_id").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The gateway's id (Stripe PaymentIntent `pi_…`), known once the gateway answered. */
    providerPaymentId: text("provider_payment_id"),
    /** Ours, unguessable, sent to the gateway (metadata, tx_ref…) and echoed back. */
    reference: text("reference").notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull().default("pending"),
    failureReason: text("failure_reason"),
    ...timestamps,
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    /** `send-money`: the member who receives a transfer (purpose `transfer`); null for every other purpose. */
    recipientUserId: integer("recipient_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Bank transfer: the admin who approved or rejected the receipt, and when. */
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The gateway's refund id and when the refund was made (state `refunded`). */
    refundProviderId: text("refund_provider_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
  },
  (t) => [
    uniqueIndex("payment_transactions_reference_uq").on(t.reference),
    uniqueIndex("payment_transactions_provider_payment_uq").on(t.method, t.providerPaymentId),
    index("payment_transactions_user_created_idx").on(t.userId, t.createdAt),
    index("payment_transactions_recipient_created_idx").on(t.recipientUserId, t.createdAt),
    // The admin's bank-transfer queue reads receipts waiting for review, oldest first.
    index("payment_transactions_state_created_idx").on(t.state, t.createdAt),
    oneOf("payment_transactions_purpose_ck", t.purpose, PAYMENT_PURPOSES),
    oneOf("payment_transactions_method_ck", t.method, PAYMENT_METHODS),
    oneOf("payment_transactions_state_ck", t.state, PAYMENT_STATES),
    isCurrencyCode("payment_transactions_currency_ck", t.currency),
    check("payment_transactions_amount_ck", sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Every verified webhook event once: the unique (provider, event_id) makes a replay or a parallel duplicate a
 * no-op. Written in the same database transaction as the state change it caused.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: PAYMENT_METHODS }).notNull(),
    eventId: text("event_id").notNull(),
    transactionId: integer("transaction_id").references(() => paymentTransactions.id, {
      onDelete: "set null",
    }),
    /** What the event did: applied, ignored (duplicate state, out of order, not a payment), unknown payment. */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_uq").on(t.provider, t.eventId),
    index("payment_events_transaction_idx").on(t.transactionId),
  ],
);

/**
 * Bank-transfer receipts (eBroker `bank_receipt_files`): one row per upload, so a receipt rejected and uploaded again
 * keeps its history. The file lives in private storage; only its owner and admins may read it.
 */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    /** Sniffed from the bytes, never the client's word: image/jpeg, image/png or application/pdf. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    originalName: text("original_name"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin's reason when this receipt was rejected. */
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    index("payment_receipts_transaction_idx").on(t.transactionId, t.uploadedAt),
    oneOf("payment_receipts_content_type_ck", t.contentType, ["image/jpeg", "image/png", "application/pdf"]),
    check("payment_receipts_size_ck", sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 5242880`),
  ],
);

/**
 * One invoice per successful payment, numbered without gaps per year (`MZ-2026-000042`). The seller, buyer and line
 * items are a snapshot taken when the payment succeeded, so a later profile or price edit never rewrites an issued
 * invoice; the PDF is rendered from it in either language.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    currency: text("currency").notNull(),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull(),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    /** `{ seller, buyer, lines }` as issued; see modules/invoices. */
    snapshot: jsonb("snapshot").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_transaction_uq").on(t.transactionId),
    uniqueIndex("invoices_number_uq").on(t.number),
    uniqueIndex("invoices_year_sequence_uq").on(t.year, t.sequence),
    isCurrencyCode("invoices_currency_ck", t.currency),
    check("invoices_total_ck", sql`${t.totalMinor} = ${t.subtotalMinor} + ${t.taxMinor}`),
  ],
);

/** The last invoice number issued each year; taken under a row lock so numbers have no gaps and no duplicates. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastSequence: integer("last_sequence").notNull().default(0),
});
