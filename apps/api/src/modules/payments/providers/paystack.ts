import { z } from "zod";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type CreatePaymentInput,
  type CreatedPayment,
  type Money,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type VerifiedWebhookEvent,
  type WebhookRequest,
} from "./payment-provider.js";
import { chargeableAmount, fromProviderSubunits, toProviderSubunits } from "./provider-amounts.js";
import { createProviderHttp } from "./provider-http.js";
import {
  hmacHex,
  parseWebhookBody,
  safeEqual,
  signedBodyEventId,
  singleHeader,
} from "./provider-signatures.js";

/**
 * Paystack through transaction/initialize and transaction/verify (ADR 039). Paystack keys a transaction on the
 * reference we choose, so the ledger's reference is also the provider payment id. A payment counts only when
 * Paystack's own verify (or a webhook signed with our secret key) says so, for our reference, in the currency
 * and amount our server asked for at initialize time (kept in the transaction's metadata).
 */

export type PaystackOptions = {
  secretKey: string;
  /** ISO codes this account may charge in (NGN, GHS, ZAR, KES, USD, EGP…); others are refused up front. */
  currencies: readonly string[];
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const Envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

const Initialized = Envelope(
  z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
);

/** What the server asked for, written into the transaction at initialize and read back on every verify. */
const AskedFor = z.object({ manzil_amount_minor: z.number(), manzil_currency: z.string() });

const Transaction = z.object({
  id: z.number(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  metadata: z.unknown().optional(),
});
type TTransaction = z.infer<typeof Transaction>;

const Refund = Envelope(z.object({ id: z.number(), status: z.string() }));

const Webhook = z.object({ event: z.string(), data: z.unknown() });

const STATES: Record<string, ProviderPaymentState> = {
  success: "succeeded",
  failed: "failed",
  // A reversed transaction was paid and then refunded; the refund is a separate record the ledger keeps.
  reversed: "succeeded",
  // Abandoned means the customer left the page; the same link can still be paid, so it is not final.
  abandoned: "pending",
  ongoing: "pending",
  pending: "pending",
  processing: "pending",
  queued: "pending",
};

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const http = createProviderHttp({
    provider: "paystack",
    baseUrl: options.baseUrl ?? "https://api.paystack.co",
    authorization: `Bearer ${options.secretKey}`,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
  });

  const subunits = (money: Money): number =>
    chargeableAmount({ provider: "paystack", currencies: options.currencies }, money, toProviderSubunits);

  /** Paystack's record as the payment it is, refused when it is not the transaction we initialized. */
  function toPayment(transaction: TTransaction, reference: string): ProviderPayment {
    if (transaction.reference !== reference) {
      throw new PaymentVerificationError("paystack transaction has another reference");
    }
    const asked = askedFor(transaction);
    if (!asked.success) {
      throw new PaymentVerificationError("paystack transaction was not initialized by this server");
    }
    if (
      transaction.currency !== asked.data.manzil_currency ||
      transaction.amount !== asked.data.manzil_amount_minor
    ) {
      throw new PaymentVerificationError("paystack charged another amount than the one asked for");
    }
    return {
      providerPaymentId: transaction.reference,
      state: STATES[transaction.status] ?? "pending",
      amount: fromProviderSubunits(transaction.amount, transaction.currency),
      reference: transaction.reference,
    };
  }

  async function fetchPayment(reference: string): Promise<ProviderPayment> {
    const verified = await http.request(
      { method: "GET", path: `/transaction/verify/${encodeURIComponent(reference)}` },
      Envelope(Transaction),
    );
    return toPayment(verified.data, reference);
  }

  return {
    method: "paystack",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!input.customer.email) {
        // Paystack refuses a transaction without an e-mail; the caller asks the member for one first.
        throw new PaymentProviderError("paystack needs the customer's e-mail address");
      }
      const amount = subunits(input.amount);
      const initialized = await http.request(
        {
          method: "POST",
          path: "/transaction/initialize",
          body: {
            email: input.customer.email,
            amount: String(amount),
            currency: input.amount.currency,
            reference: input.reference,
            callback_url: input.returnUrl,
            metadata: {
              manzil_amount_minor: amount,
              manzil_currency: input.amount.currency,
              cancel_action: input.cancelUrl,
            },
          },
        },
        Initialized,
      );
      if (initialized.data.reference !== input.reference) {
        throw new PaymentProviderError("paystack initialized another reference than the one asked for");
      }
      return {
        providerPaymentId: input.reference,
        next: { kind: "redirect", url: initialized.data.authorization_url },
      };
    },

    async confirmPayment({ providerPaymentId, returned }): Promise<ProviderPayment> {
      // The callback's ?reference= is only a hint; a return naming another transaction is someone else's.
      const returnedReference = returned.reference ?? returned.trxref;
      if (returnedReference !== undefined && returnedReference !== providerPaymentId) {
        throw new PaymentVerificationError("paystack return names another reference");
      }
      return fetchPayment(providerPaymentId);
    },

    fetchPayment,

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhookEvent> {
      const signature = singleHeader(request.headers, "x-paystack-signature");
      if (!safeEqual(hmacHex("sha512", options.secretKey, request.rawBody), signature)) {
        throw new PaymentVerificationError("paystack webhook signature does not match");
      }
      const body = parseWebhookBody("paystack", request.rawBody, Webhook);
      // Paystack sends no event id; the signed bytes identify a delivery, so a resend dedupes on them.
      const eventId = signedBodyEventId(request.rawBody);
      if (body.event !== "charge.success") {
        return { eventId, payment: null };
      }
      const transaction = Transaction.safeParse(body.data);
      if (!transaction.success) {
        throw new PaymentVerificationError("paystack charge event carries no transaction");
      }
      // A charge this server never initialized (another app on the same account) is genuine but not ours.
      if (!askedFor(transaction.data).success) {
        return { eventId, payment: null };
      }
      return { eventId, payment: toPayment(transaction.data, transaction.data.reference) };
    },

    async refund({ providerPaymentId, amount, reason }) {
      const refund = await http.request(
        {
          method: "POST",
          path: "/refund",
          body: {
            transaction: providerPaymentId,
            amount: subunits(amount),
            currency: amount.currency,
            merchant_note: reason.slice(0, 255),
          },
        },
        Refund,
      );
      const state =
        refund.data.status === "processed"
          ? "succeeded"
          : refund.data.status === "failed"
            ? "failed"
            : "pending";
      return { refundId: String(refund.data.id), state };
    },
  };
}

function askedFor(transaction: TTransaction) {
  // Paystack returns metadata as an object, or as the JSON text it was given in older integrations.
  const metadata =
    typeof transaction.metadata === "string" ? safeJson(transaction.metadata) : transaction.metadata;
  return AskedFor.safeParse(metadata);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
