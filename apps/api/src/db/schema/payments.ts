import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
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
  },
  (t) => [
    uniqueIndex("payment_transactions_reference_uq").on(t.reference),
    uniqueIndex("payment_transactions_provider_payment_uq").on(t.method, t.providerPaymentId),
    index("payment_transactions_user_created_idx").on(t.userId, t.createdAt),
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
