import { randomBytes } from "node:crypto";
import {
  PAYMENT_TRANSACTIONS_PAGE,
  type TBankDetail,
  type TCreatePaymentIntentBody,
  type TPaymentIntentReply,
  type TPaymentSettings,
  type TStartedPaymentReply,
  type TPaymentTransaction,
  type TPaymentTransactionsQuery,
} from "@manzil/domain/contracts";
import type { TPaymentMethod, TPaymentPurpose } from "@manzil/domain/payments";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import type { PaymentLedger } from "./payment-ledger.js";
import { mapTransaction } from "./payments.mapper.js";
import { describeTransactions } from "./transaction-details.js";
import {
  insertTransaction,
  listOwn,
  ownTransaction,
  pendingAtGateways,
  setProviderPaymentId,
  type TransactionRow,
} from "./payments.repository.js";
import type { EnabledProviders } from "./providers/enabled-providers.js";
import { createRefundsService } from "./refunds.service.js";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type PaymentNextStep,
  type PaymentProvider,
  type WebhookRequest,
} from "./providers/payment-provider.js";

/** 128 random bits: a reference nobody can guess, so no return URL or callback can name someone else's payment. */
export function newReference(): string {
  return `mz_${randomBytes(16).toString("hex")}`;
}

/** `YYYY-MM` or a month number of `now`'s year → [start, end) in UTC. */
function monthRange(month: string, now: Date): { from: Date; until: Date } {
  const [year, monthNumber] = month.includes("-")
    ? month.split("-").map(Number)
    : [now.getUTCFullYear(), Number(month)];
  return {
    from: new Date(Date.UTC(year!, monthNumber! - 1, 1)),
    until: new Date(Date.UTC(year!, monthNumber!, 1)),
  };
}

/** A payment is left to its webhook this long before the reconciliation job asks the gateway itself. */
const RECONCILE_AFTER_MS = 10 * 60 * 1000;
/** Gateways forget abandoned checkouts; after three days a pending payment is not asked about again. */
const RECONCILE_FOR_MS = 3 * 24 * 60 * 60 * 1000;
/** One run's share, so a backlog is worked through over several runs instead of one long one. */
const RECONCILE_BATCH = 200;

/** Methods completed in an embedded form, whose keys `create-payment-intent` hands over. */
const EMBEDDED_METHODS: ReadonlySet<TPaymentMethod> = new Set(["stripe", "razorpay"]);

/** Gateways whose return carries only a signature over a GET query: a refused one falls back to a lookup. */
const LOOKUP_AFTER_REFUSED_RETURN: ReadonlySet<TPaymentMethod> = new Set(["paymob"]);

function unavailable(cause: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", { messageKey: "payments.provider_unavailable", cause });
}

/**
 * Buying with a gateway (issue 13, ADR 038): starts payments for server-side prices, answers the member about
 * their own transactions, and hands verified webhooks to the ledger.
 */
export function createPaymentsService(
  db: Database,
  deps: {
    providers: EnabledProviders;
    packages: PackagesService;
    ledger: PaymentLedger;
    log: FastifyBaseLogger;
    publicUrl: string;
    /** Browser-safe keys of the enabled methods (Stripe's publishable key); never a secret. */
    publicKeys: Partial<Record<TPaymentMethod, string>>;
    /** The site's currency setting (`currency_code`). */
    currencyCode: () => Promise<string>;
    /** Bank transfer's account lines in `lang`, or null when bank transfer is off (modules/bank-transfers). */
    bankTransfer?: (lang: Language) => Promise<TBankDetail[] | null>;
  },
) {
  const { providers, ledger } = deps;

  function providerFor(method: TPaymentMethod): PaymentProvider {
    const provider = providers[method];
    if (provider) return provider;
    if (Object.keys(providers).length === 0) throw new AppError("NO_PAYMENT_METHOD");
    throw new AppError("VALIDATION_FAILED", {
      messageKey: "payments.method_unavailable",
      fields: { payment_method: ["payments.method_unavailable"] },
    });
  }

  async function ownOrNotFound(userId: number, id: number): Promise<TransactionRow> {
    const row = await ownTransaction(db, { id, userId });
    // Someone else's transaction is "not found" too: its existence is none of the caller's business.
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
    return row;
  }

  async function mapWithDetails(rows: TransactionRow[], ctx: { viewerId: number; lang: Language }) {
    const details = await describeTransactions(db, rows, ctx);
    return rows.map((row) => mapTransaction(row, details.get(row.id)));
  }

  /**
   * Checks what the browser brought back. A Paymob return is a plain GET anyone can type: one that does not verify
   * is logged and the payment looked up instead, so the answer is Paymob's record, never the query's word.
   */
  async function confirmReturn(
    provider: PaymentProvider,
    row: TransactionRow,
    returned: Record<string, string>,
  ) {
    const providerPaymentId = row.providerPaymentId!;
    try {
      return await provider.confirmPayment({ providerPaymentId, returned });
    } catch (error) {
      if (!(error instanceof PaymentVerificationError) || !LOOKUP_AFTER_REFUSED_RETURN.has(row.method))
        throw error;
      deps.log.warn(
        { paymentTransactionId: row.id, method: row.method, reason: error.message },
        "payment return refused; looked up with the gateway instead",
      );
      return provider.fetchPayment(providerPaymentId);
    }
  }

  /**
   * Asks the gateway about a pending payment, so a lost webhook cannot leave a paid member waiting. When the
   * gateway cannot be reached, `mustKnow` refuses (503) instead of going on with a state that may be stale.
   */
  async function refreshPending(
    row: TransactionRow,
    now: Date,
    options: { mustKnow: boolean; returned?: Record<string, string>; lang?: Language },
  ): Promise<TransactionRow> {
    const provider = providers[row.method];
    if (row.state !== "pending" || !row.providerPaymentId || !provider) return row;
    try {
      // A return confirms (PayPal captures the approved order, Paystack verifies); anything else only looks.
      const payment = options.returned
        ? await confirmReturn(provider, row, options.returned)
        : await provider.fetchPayment(row.providerPaymentId);
      await ledger.applyLookup({
        transactionId: row.id,
        payment,
        now,
        ...(options.lang ? { lang: options.lang } : {}),
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PaymentVerificationError) {
        deps.log.warn(
          { paymentTransactionId: row.id, method: row.method, reason: error.message },
          "payment return or lookup refused",
        );
        throw new AppError("BAD_REQUEST", { messageKey: "payments.return_refused" });
      }
      deps.log.warn(
        { err: error, paymentTransactionId: row.id },
        "payment lookup failed; state left as it is",
      );
      if (options.mustKnow) throw unavailable(error);
      return row;
    }
    return (await ownTransaction(db, { id: row.id, userId: row.userId ?? 0 })) ?? row;
  }

  /**
   * Starts a payment of a server-decided amount with any enabled method: a pending ledger row, then the
   * gateway's payment. The caller turns the next step into its reply.
   */
  async function startPayment(input: {
    viewer: Viewer;
    method: TPaymentMethod;
    lang: Language;
    now: Date;
    purpose: TPaymentPurpose;
    purposeId: number;
    recipientUserId?: number;
    amountMinor: number;
    currency: string;
    description: string;
    /** The web page the gateway sends the member back to. */
    returnPath: string;
  }): Promise<{ row: TransactionRow; next: PaymentNextStep }> {
    const { viewer, now } = input;
    const provider = providerFor(input.method);
    const row = await insertTransaction(db, {
      userId: viewer.id,
      purpose: input.purpose,
      purposeId: input.purposeId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      method: provider.method,
      reference: newReference(),
      ...(input.recipientUserId ? { recipientUserId: input.recipientUserId } : {}),
    });
    let created;
    try {
      created = await provider.createPayment({
        reference: row.reference,
        amount: { amountMinor: row.amountMinor, currency: row.currency },
        description: input.description,
        customer: { id: viewer.id, email: viewer.email, name: viewer.name, phone: null },
        returnUrl: `${deps.publicUrl}${input.returnPath}?payment=${row.id}`,
        // The web's cancel page reports the abandoned payment (payment-transaction-fail) and says so.
        cancelUrl: `${deps.publicUrl}/payment/cancel?payment_transaction_id=${row.id}`,
        language: input.lang,
      });
    } catch (error) {
      await ledger.closeByMember({ transactionId: row.id, state: "failed", reason: "provider_error", now });
      deps.log.warn(
        { err: error, paymentTransactionId: row.id },
        "payment provider refused to start a payment",
      );
      throw unavailable(error);
    }
    const saved = await setProviderPaymentId(db, {
      id: row.id,
      providerPaymentId: created.providerPaymentId,
      now,
    });
    return { row: saved, next: created.next };
  }

  const refunds = createRefundsService(db, { providers, ledger, log: deps.log });

  /** Paying for a package: its price on the server, never an amount from the client. */
  async function startPackagePayment(input: {
    viewer: Viewer;
    packageId: number;
    method: TPaymentMethod;
    lang: Language;
    now: Date;
  }): Promise<{ row: TransactionRow; next: PaymentNextStep }> {
    providerFor(input.method);
    const price = await deps.packages.priceForPurchase({
      userId: input.viewer.id,
      packageId: input.packageId,
      now: input.now,
    });
    return startPayment({
      ...input,
      purpose: "package",
      purposeId: price.packageId,
      amountMinor: price.amountMinor,
      currency: price.currency,
      description: price.name,
      returnPath: "/subscription-plan",
    });
  }

  /** The method-neutral reply of every start: a redirect, or the embedded form's keys. */
  function startedReply({ row, next }: { row: TransactionRow; next: PaymentNextStep }): TStartedPaymentReply {
    return {
      payment_transaction_id: row.id,
      redirect_url: next.kind === "redirect" ? next.url : null,
      client_secret: next.kind === "embedded" ? next.clientSecret : null,
      public_key: next.kind === "embedded" ? next.publicKey : null,
      payment_transaction: mapTransaction(row),
    };
  }

  return {
    /** Admins' refunds (`admin/payments/:id/refund`, eBroker's `paymob-refund`): see refunds.service.ts. */
    refund: refunds.refund,
    refundPaymob: refunds.refundPaymob,

    /** `get_payment_settings`: only what a browser may see. */
    async settings(lang: Language = "en"): Promise<TPaymentSettings> {
      const methods = Object.keys(providers) as TPaymentMethod[];
      const bankDetails = (await deps.bankTransfer?.(lang)) ?? null;
      if (bankDetails) methods.push("bank_transfer");
      return {
        currency: await deps.currencyCode(),
        methods: methods.map((method) => ({ method, public_key: deps.publicKeys[method] ?? null })),
        stripe_publishable_key: providers.stripe ? (deps.publicKeys.stripe ?? null) : null,
        bank_details: bankDetails ?? [],
      };
    },

    /** `payments/start`, `paystack`, `paypal`: the method-neutral reply (a redirect, or the embedded form's keys). */
    async startForReply(input: {
      viewer: Viewer;
      packageId: number;
      method: TPaymentMethod;
      lang: Language;
      now: Date;
    }): Promise<TStartedPaymentReply> {
      return startedReply(await startPackagePayment(input));
    },

    /** `send-money` and other non-package purposes: the caller has already decided and checked the amount. */
    async startForPurposeReply(input: Parameters<typeof startPayment>[0]): Promise<TStartedPaymentReply> {
      return startedReply(await startPayment(input));
    },

    /** `create-payment-intent`: the card payment's reply in the shape Stripe.js clients know. */
    async createPackagePayment(input: {
      viewer: Viewer;
      body: TCreatePaymentIntentBody;
      lang: Language;
      now: Date;
    }): Promise<TPaymentIntentReply> {
      if (!EMBEDDED_METHODS.has(input.body.payment_method)) {
        // A hosted-page method answers a redirect, which this reply cannot carry: `payments/start` is its route.
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "payments.method_unavailable",
          fields: { payment_method: ["payments.method_unavailable"] },
        });
      }
      const { row: saved, next } = await startPackagePayment({
        viewer: input.viewer,
        packageId: input.body.package_id,
        method: input.body.payment_method,
        lang: input.lang,
        now: input.now,
      });
      if (next.kind !== "embedded") throw new Error(`${input.body.payment_method} answered a redirect`);
      return {
        payment_intent: {
          id: saved.providerPaymentId!,
          client_secret: next.clientSecret,
          publishable_key: next.publicKey,
          amount: saved.amountMinor,
          currency: saved.currency,
          payment_transaction_id: saved.id,
        },
        payment_transaction: mapTransaction(saved),
      };
    },

    /**
     * `payment-transaction-fail`: the browser says the payment did not go through. The gateway is asked first: a
     * payment that did succeed is applied, never cancelled on the browser's word.
     */
    async failOwn(input: { userId: number; transactionId: number; now: Date }): Promise<TPaymentTransaction> {
      // Cancelling on a stale state could close a payment the member did make: the gateway must answer first.
      const own = await ownOrNotFound(input.userId, input.transactionId);
      const row = await refreshPending(own, input.now, { mustKnow: true });
      if (row.state === "succeeded")
        throw new AppError("CONFLICT", { messageKey: "payments.already_completed" });
      await ledger.closeByMember({
        transactionId: row.id,
        state: "cancelled",
        reason: "member_reported_failure",
        now: input.now,
      });
      return mapTransaction(await ownOrNotFound(input.userId, row.id));
    },

    /** Payment status check, for return pages that poll: the member's own transaction, refreshed while pending. */
    async statusOfOwn(input: {
      userId: number;
      transactionId: number;
      /** What the gateway appended to the return URL; only hints, checked against the transaction's payment. */
      returned: Record<string, string>;
      now: Date;
      lang: Language;
    }): Promise<TPaymentTransaction> {
      const own = await ownOrNotFound(input.userId, input.transactionId);
      const row = await refreshPending(own, input.now, {
        mustKnow: false,
        returned: input.returned,
        lang: input.lang,
      });
      return mapWithDetails([row], { viewerId: input.userId, lang: input.lang }).then(([one]) => one!);
    },

    async listOwn(input: { userId: number; query: TPaymentTransactionsQuery; now: Date; lang: Language }) {
      const { query } = input;
      const range = query.month ? monthRange(query.month, input.now) : undefined;
      const { rows, total } = await listOwn(db, {
        userId: input.userId,
        purpose: query.type,
        from: range?.from,
        until: range?.until,
        offset: query.offset ?? 0,
        limit: query.limit ?? PAYMENT_TRANSACTIONS_PAGE,
      });
      const transactions = await mapWithDetails(rows, { viewerId: input.userId, lang: input.lang });
      return { transactions, total };
    },

    /**
     * A gateway's webhook: verified against its secret first; a forged or stale one is logged and refused
     * without touching the ledger.
     */
    /**
     * The safety net under webhooks (ADR 049): asks the gateways about payments still pending a while after they
     * started, so a webhook that was lost, refused for an outage or failed to apply is made good by the job queue.
     * A gateway that cannot be reached is asked again at the next run.
     */
    async reconcilePending(input: { now: Date }): Promise<{ checked: number; settled: number }> {
      const rows = await pendingAtGateways(db, {
        startedBefore: new Date(input.now.getTime() - RECONCILE_AFTER_MS),
        startedAfter: new Date(input.now.getTime() - RECONCILE_FOR_MS),
        limit: RECONCILE_BATCH,
      });
      let settled = 0;
      for (const row of rows) {
        const after = await refreshPending(row, input.now, { mustKnow: false }).catch((error: unknown) => {
          deps.log.warn({ err: error, paymentTransactionId: row.id }, "payment reconciliation skipped one");
          return row;
        });
        if (after.state !== "pending") settled += 1;
      }
      return { checked: rows.length, settled };
    },

    async receiveWebhook(input: { method: TPaymentMethod; request: WebhookRequest; now: Date }) {
      const provider = providers[input.method];
      if (!provider) throw new AppError("NOT_FOUND", { messageKey: "payments.method_unavailable" });
      let event;
      try {
        event = await provider.verifyWebhook(input.request);
      } catch (error) {
        if (error instanceof PaymentVerificationError) {
          deps.log.warn({ method: input.method, reason: error.message }, "payment webhook refused");
          throw new AppError("BAD_REQUEST", { messageKey: "payments.webhook_refused" });
        }
        if (error instanceof PaymentProviderError) throw unavailable(error);
        throw error;
      }
      const outcome = await ledger.applyWebhook({ method: input.method, event, now: input.now });
      return { eventId: event.eventId, outcome };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
