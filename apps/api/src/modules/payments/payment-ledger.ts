import { decideTransition, type TPaymentMethod, type TPaymentState } from "@manzil/domain/payments";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { PackagesService } from "../packages/packages.service.js";
import type {
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentState,
  VerifiedWebhookEvent,
} from "./providers/payment-provider.js";
import {
  insertReceipt,
  latestReceiptId,
  setReceiptRejection,
  setReviewed,
  type NewReceipt,
} from "./payment-receipts.repository.js";
import {
  insertTransaction,
  lockById,
  lockByProviderPayment,
  markRefunded,
  recordEvent,
  setEventOutcome,
  updateState,
  type TransactionRow,
  type Tx,
} from "./payments.repository.js";

/** Work done inside the state change's database transaction when a payment succeeds (issuing its invoice). */
export type SucceededHook = (tx: Tx, row: TransactionRow, now: Date) => Promise<void>;
/**
 * Work done inside a refund's database transaction once the money went back (a reservation's refunded amount and
 * payment status follow its payment's refund, whoever refunded it).
 */
export type RefundedHook = (tx: Tx, row: TransactionRow, amountMinor: number, now: Date) => Promise<void>;
/** An admin's decision recorded in the audit log, inside the decision's own transaction (ADR 063). */
export type AuditHook = (tx: Tx, before: TransactionRow, after: TransactionRow) => Promise<void>;
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

/** Money that never went through a gateway: refunded by hand, the ledger only records it. */
const OFFLINE_METHODS: ReadonlySet<TPaymentMethod> = new Set(["bank_transfer", "cash"]);

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
    /** Run in order after a refund is recorded, in the same transaction; a throw rolls the refund back. */
    onRefunded?: readonly RefundedHook[];
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

  /** A receipt for a locked bank transfer: stored as its newest, and the transfer (pending or rejected) to review. */
  async function submitToLocked(tx: Tx, row: TransactionRow, receipt: NewReceipt, now: Date) {
    if (decideTransition(row.state, "review").kind !== "apply") {
      throw new AppError("CONFLICT", { messageKey: "bank_transfers.not_awaiting_receipt" });
    }
    await insertReceipt(tx, { ...receipt, transactionId: row.id, now });
    // A rejection's reason belonged to the receipt it judged; the new one is waiting, not refused.
    await updateState(tx, { id: row.id, state: "review", failureReason: null, now });
    deps.log.info({ paymentTransactionId: row.id, from: row.state }, "bank receipt submitted");
    return (await lockById(tx, row.id))!;
  }

  /** A bank transfer locked for an admin's decision; anything else (another method, no such row) is not found. */
  async function lockBankTransfer(tx: Tx, transactionId: number, to: "succeeded" | "rejected") {
    const row = await lockById(tx, transactionId);
    if (!row || row.method !== "bank_transfer") {
      throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
    }
    // Parallel decisions queue on the lock: the later one finds the receipt already judged.
    if (decideTransition(row.state, to).kind !== "apply") {
      throw new AppError("CONFLICT", { messageKey: "bank_transfers.not_in_review" });
    }
    return row;
  }

  return {
    /**
     * A member opens a bank transfer: the ledger row (the server's price) and its first receipt in one database
     * transaction, pending → review at once. `guard` runs first inside it (member lock, duplicate checks) and
     * throws to refuse; nothing is written then.
     */
    async openBankTransfer(input: {
      transaction: Omit<Parameters<typeof insertTransaction>[1], "method" | "purpose">;
      receipt: NewReceipt;
      now: Date;
      guard: (tx: Tx) => Promise<void>;
    }): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        await input.guard(tx);
        const row = await insertTransaction(tx, {
          ...input.transaction,
          purpose: "package",
          method: "bank_transfer",
        });
        return submitToLocked(tx, row, input.receipt, input.now);
      });
    },

    /**
     * A new receipt for the member's own bank transfer, pending or rejected (spec §4: "the user may re-upload").
     * Someone else's transfer is not found; one in review or paid is a conflict.
     */
    async submitReceipt(input: {
      transactionId: number;
      userId: number;
      receipt: NewReceipt;
      now: Date;
      guard: (tx: Tx, row: TransactionRow) => Promise<void>;
    }): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const row = await lockById(tx, input.transactionId);
        if (!row || row.userId !== input.userId || row.method !== "bank_transfer") {
          throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
        }
        await input.guard(tx, row);
        return submitToLocked(tx, row, input.receipt, input.now);
      });
    },

    /** An admin accepts the receipt: review → succeeded and the package activated, together, exactly once. */
    async approveReceipt(input: {
      transactionId: number;
      adminId: number;
      now: Date;
      audit?: AuditHook;
    }): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const row = await lockBankTransfer(tx, input.transactionId, "succeeded");
        await updateState(tx, { id: row.id, state: "succeeded", failureReason: null, now: input.now });
        await setReviewed(tx, { id: row.id, adminId: input.adminId, now: input.now });
        await fulfil(tx, row, input.now);
        deps.log.info({ paymentTransactionId: row.id, adminId: input.adminId }, "bank receipt approved");
        const after = (await lockById(tx, row.id))!;
        await input.audit?.(tx, row, after);
        return after;
      });
    },

    /** An admin refuses the receipt: review → rejected, the reason kept on the receipt and the transaction. */
    async rejectReceipt(input: {
      transactionId: number;
      adminId: number;
      reason: string;
      now: Date;
      audit?: AuditHook;
    }): Promise<{ row: TransactionRow; receiptId: number | null }> {
      return db.transaction(async (tx) => {
        const row = await lockBankTransfer(tx, input.transactionId, "rejected");
        await updateState(tx, { id: row.id, state: "rejected", failureReason: input.reason, now: input.now });
        await setReviewed(tx, { id: row.id, adminId: input.adminId, now: input.now });
        const receiptId = await latestReceiptId(tx, row.id);
        if (receiptId !== null) {
          await setReceiptRejection(tx, { receiptId, transactionId: row.id, reason: input.reason });
        }
        deps.log.info({ paymentTransactionId: row.id, adminId: input.adminId }, "bank receipt rejected");
        const after = (await lockById(tx, row.id))!;
        await input.audit?.(tx, row, after);
        return { row: after, receiptId };
      });
    },

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

    /**
     * A refund (ADR 043): only a succeeded payment, only once, for the ledger's amount or less. The row stays locked
     * while the gateway is asked, so two admins refunding at once make one refund at the gateway; bank transfers
     * and cash have no gateway (the money goes back by hand) and only change state. A refunded package ends now.
     */
    async refund(input: {
      transactionId: number;
      /** Minor units; null refunds everything paid. */
      amountMinor: number | null;
      reason: string;
      gateway: Pick<PaymentProvider, "refund"> | null;
      now: Date;
      /**
       * The caller's open transaction, when the refund is one step of a larger change (a reservation cancelled
       * and refunded together): the refund then commits or rolls back with it.
       */
      tx?: Tx;
      /** The admin's refund recorded in the audit log, in the refund's transaction. */
      audit?: AuditHook;
    }): Promise<TransactionRow> {
      const run = <T>(work: (tx: Tx) => Promise<T>) =>
        input.tx ? input.tx.transaction(work) : db.transaction(work);
      return run(async (tx) => {
        const row = await lockById(tx, input.transactionId);
        if (!row) throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
        if (row.state === "refunded")
          throw new AppError("CONFLICT", { messageKey: "payments.already_refunded" });
        if (decideTransition(row.state, "refunded").kind !== "apply") {
          throw new AppError("CONFLICT", { messageKey: "payments.refund_not_allowed" });
        }
        const amountMinor = input.amountMinor ?? row.amountMinor;
        if (amountMinor > row.amountMinor) {
          throw new AppError("VALIDATION_FAILED", {
            messageKey: "payments.refund_too_large",
            fields: { amount: ["payments.refund_too_large"] },
          });
        }
        let refundProviderId: string | null = null;
        if (!OFFLINE_METHODS.has(row.method)) {
          if (!input.gateway || !row.providerPaymentId) {
            throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.provider_unavailable" });
          }
          const refunded = await input.gateway.refund({
            providerPaymentId: row.providerPaymentId,
            amount: { amountMinor, currency: row.currency },
            reason: input.reason,
          });
          if (refunded.state === "failed") {
            deps.log.warn(
              { paymentTransactionId: row.id, refundId: refunded.refundId },
              "gateway refused a refund",
            );
            throw new AppError("CONFLICT", { messageKey: "payments.refund_refused" });
          }
          refundProviderId = refunded.refundId;
          // Logged before the commit: should the commit fail, the gateway's refund id is still on record.
          deps.log.info(
            { paymentTransactionId: row.id, refundId: refunded.refundId, state: refunded.state },
            "gateway refunded a payment",
          );
        }
        const saved = await markRefunded(tx, {
          id: row.id,
          refundProviderId,
          reason: input.reason,
          now: input.now,
        });
        if (row.purpose === "package" && row.userId !== null) {
          await deps.packages.endPurchased(tx, {
            userId: row.userId,
            packageId: row.purposeId,
            now: input.now,
          });
        }
        for (const hook of deps.onRefunded ?? []) await hook(tx, row, amountMinor, input.now);
        deps.log.info(
          {
            paymentTransactionId: row.id,
            method: row.method,
            amountMinor,
            currency: row.currency,
            refundProviderId,
            // Nothing went through a gateway: whoever refunds must hand the money back themselves.
            byHand: refundProviderId === null,
          },
          "payment refunded",
        );
        await input.audit?.(tx, row, saved);
        return saved;
      });
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
