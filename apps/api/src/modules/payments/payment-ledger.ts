import { decideTransition, type TPaymentMethod, type TPaymentState } from "@manzil/domain/payments";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { PackagesService } from "../packages/packages.service.js";
import type {
  ProviderPayment,
  ProviderPaymentState,
  VerifiedWebhookEvent,
} from "./providers/payment-provider.js";
import {
  lockById,
  lockByProviderPayment,
  recordEvent,
  setEventOutcome,
  updateState,
  type TransactionRow,
  type Tx,
} from "./payments.repository.js";

/** Work done inside the state change's database transaction when a payment succeeds (issuing its invoice). */
export type SucceededHook = (tx: Tx, row: TransactionRow, now: Date) => Promise<void>;
/** A state change, told after its transaction committed (e-mails are queued then, never for a rolled-back change). */
export type CommittedChange = { transactionId: number; state: TPaymentState; lang: Language | null };

/** What a report did to the ledger; logged, stored with webhook events, and asserted by tests. */
export type LedgerOutcome =
  | "applied"
  | "duplicate_event"
  | "already_in_state"
  | "not_allowed"
  | "still_pending"
  | "not_a_payment"
  | "unknown_payment";

const TARGET_STATE: Record<ProviderPaymentState, TPaymentState | null> = {
  pending: null,
  succeeded: "succeeded",
  failed: "failed",
  cancelled: "cancelled",
};

/**
 * The one place a payment's state changes (ADR 038). Each change runs in one database transaction holding the
 * transaction row's lock (SELECT … FOR UPDATE): the state is read, the edge is checked against the domain's
 * table, the purpose is fulfilled (a package activated) and the webhook event recorded, all or nothing. A replay,
 * a parallel duplicate or a late report finds the state already moved and changes nothing.
 */
export function createPaymentLedger(
  db: Database,
  deps: {
    packages: PackagesService;
    log: FastifyBaseLogger;
    /** Run in order after the purpose is fulfilled, in the same transaction; a throw rolls the payment back. */
    onSucceeded?: readonly SucceededHook[];
    /** Called once the transaction committed, for each state change it made; failures are only logged. */
    afterCommit?: (change: CommittedChange) => Promise<void>;
  },
) {
  /** State changes made inside each open transaction, told to `afterCommit` once it commits. */
  const changesOf = new WeakMap<Tx, CommittedChange[]>();

  async function inTransaction<T>(lang: Language | null, work: (tx: Tx) => Promise<T>): Promise<T> {
    const changes: CommittedChange[] = [];
    const result = await db.transaction(async (tx) => {
      changesOf.set(tx, changes);
      return work(tx);
    });
    for (const change of changes) {
      await deps
        .afterCommit?.({ ...change, lang })
        .catch((error: unknown) =>
          deps.log.error({ err: error, ...change }, "after-commit work of a payment failed"),
        );
    }
    return result;
  }

  /** Fulfils what was paid for, in the same database transaction as the state change. */
  async function fulfil(tx: Tx, row: TransactionRow, now: Date) {
    if (row.purpose === "package" && row.userId !== null) {
      await deps.packages.activatePurchased(tx, { userId: row.userId, packageId: row.purposeId, now });
    }
    for (const hook of deps.onSucceeded ?? []) await hook(tx, row, now);
  }

  /**
   * Moves a locked row to what the provider reported. A report whose amount or currency differs from the ledger's
   * is refused (and rolls back the caller's transaction): the ledger's amount is the price, nothing else is.
   */
  async function applyToLocked(
    tx: Tx,
    row: TransactionRow,
    report: ProviderPayment,
    now: Date,
  ): Promise<LedgerOutcome> {
    const target = TARGET_STATE[report.state];
    if (!target) return "still_pending";
    if (
      target === "succeeded" &&
      (report.amount.amountMinor !== row.amountMinor || report.amount.currency !== row.currency)
    ) {
      deps.log.warn(
        {
          paymentTransactionId: row.id,
          expected: { amountMinor: row.amountMinor, currency: row.currency },
          reported: report.amount,
        },
        "payment amount differs from the ledger; refused",
      );
      throw new AppError("CONFLICT", { messageKey: "payments.amount_mismatch" });
    }
    const decision = decideTransition(row.state, target);
    if (decision.kind === "ignore") {
      // Money taken for a payment the ledger already closed needs a person (or a later refund job) to look at it.
      const level = target === "succeeded" && row.state !== "succeeded" ? "error" : "info";
      deps.log[level](
        { paymentTransactionId: row.id, from: row.state, reported: target },
        "payment report ignored",
      );
      return decision.reason;
    }
    await updateState(tx, {
      id: row.id,
      state: target,
      failureReason: target === "succeeded" ? null : `provider_${target}`,
      now,
    });
    if (target === "succeeded") await fulfil(tx, row, now);
    changesOf.get(tx)?.push({ transactionId: row.id, state: target, lang: null });
    deps.log.info({ paymentTransactionId: row.id, from: row.state, to: target }, "payment state changed");
    return "applied";
  }

  return {
    /** A verified webhook event: recorded once, applied at most once. */
    async applyWebhook(input: {
      method: TPaymentMethod;
      event: VerifiedWebhookEvent;
      now: Date;
    }): Promise<LedgerOutcome> {
      const { method, event, now } = input;
      return inTransaction(null, async (tx) => {
        const payment = event.payment;
        const row = payment
          ? await lockByProviderPayment(tx, {
              method,
              providerPaymentId: payment.providerPaymentId,
              reference: payment.reference,
            })
          : null;
        // The row lock is taken before the event is recorded, so parallel duplicates queue on the row and the
        // later ones find the event already there.
        const isNew = await recordEvent(tx, {
          provider: method,
          eventId: event.eventId,
          transactionId: row?.id ?? null,
          outcome: "received",
        });
        if (!isNew) return "duplicate_event";
        let outcome: LedgerOutcome;
        if (!payment) outcome = "not_a_payment";
        else if (!row) {
          deps.log.warn(
            { method, eventId: event.eventId, providerPaymentId: payment.providerPaymentId },
            "webhook about a payment the ledger does not know",
          );
          outcome = "unknown_payment";
        } else outcome = await applyToLocked(tx, row, payment, now);
        await setEventOutcome(tx, { provider: method, eventId: event.eventId, outcome });
        return outcome;
      });
    },

    /** A server-side lookup of one transaction's payment (status check, a browser reporting failure). */
    async applyLookup(input: {
      transactionId: number;
      payment: ProviderPayment;
      now: Date;
      /** The member's language when their own request (a return, a status check) caused the change. */
      lang?: Language;
    }) {
      return inTransaction(input.lang ?? null, async (tx) => {
        const row = await lockById(tx, input.transactionId);
        if (!row || row.providerPaymentId !== input.payment.providerPaymentId) return "unknown_payment";
        return applyToLocked(tx, row, input.payment, input.now);
      });
    },

    /**
     * The member gave up or the browser reported a failure: a pending payment becomes cancelled (or failed, when
     * the provider said so). Anything else is left as it is.
     */
    async closeByMember(input: {
      transactionId: number;
      state: "cancelled" | "failed";
      reason: string;
      now: Date;
    }): Promise<TPaymentState | null> {
      return db.transaction(async (tx) => {
        const row = await lockById(tx, input.transactionId);
        if (!row) return null;
        if (decideTransition(row.state, input.state).kind === "apply") {
          await updateState(tx, {
            id: row.id,
            state: input.state,
            failureReason: input.reason,
            now: input.now,
          });
          return input.state;
        }
        return row.state;
      });
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
