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
import { chargeableAmount, fromProviderMajorAmount, toProviderMajorDecimal } from "./provider-amounts.js";
import { createProviderHttp } from "./provider-http.js";
import { parseWebhookBody, safeEqual, signedBodyEventId, singleHeader } from "./provider-signatures.js";

/**
 * Flutterwave Standard through its v3 REST API (ADR 039). The hosted link carries only our tx_ref, so the ledger
 * reference is the provider payment id. Neither the browser's return (transaction_id, tx_ref, status) nor a
 * webhook (authenticated only by a shared `verif-hash`) is believed: each leads to GET
 * /v3/transactions/:id/verify, and the answer counts only for our tx_ref, in the currency and amount the server
 * asked for (kept in the transaction's meta).
 */

export type FlutterwaveOptions = {
  secretKey: string;
  /** The "secret hash" set on Flutterwave's dashboard, sent back verbatim in every webhook's verif-hash. */
  webhookHash: string;
  /** ISO codes this account may charge in; others are refused up front. */
  currencies: readonly string[];
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const Envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal("success"), data });

const HostedLink = Envelope(z.object({ link: z.url() }));

/** Flutterwave echoes meta values as it stores them, sometimes as text, so both forms are read. */
const AskedFor = z.object({
  manzil_amount_minor: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number),
  manzil_currency: z.string(),
});

const Transaction = z.object({
  id: z.number(),
  tx_ref: z.string(),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  status: z.string(),
  meta: z.unknown().optional(),
});
type TTransaction = z.infer<typeof Transaction>;

const Refund = Envelope(z.object({ id: z.number(), status: z.string() }));

const Webhook = z.object({ event: z.string().optional(), type: z.string().optional(), data: z.unknown() });

const ChargeData = z.object({ id: z.number() });

const STATES: Record<string, ProviderPaymentState> = {
  successful: "succeeded",
  failed: "failed",
  cancelled: "cancelled",
  pending: "pending",
};

export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  const http = createProviderHttp({
    provider: "flutterwave",
    baseUrl: options.baseUrl ?? "https://api.flutterwave.com",
    authorization: `Bearer ${options.secretKey}`,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
  });

  const majorDecimal = (money: Money): string =>
    chargeableAmount(
      { provider: "flutterwave", currencies: options.currencies },
      money,
      toProviderMajorDecimal,
    );

  function toPayment(transaction: TTransaction, txRef: string): ProviderPayment {
    if (transaction.tx_ref !== txRef) {
      throw new PaymentVerificationError("flutterwave transaction has another tx_ref");
    }
    const asked = AskedFor.safeParse(transaction.meta);
    if (!asked.success) {
      throw new PaymentVerificationError("flutterwave transaction was not created by this server");
    }
    let amount: Money;
    try {
      amount = fromProviderMajorAmount(transaction.amount, transaction.currency);
    } catch (cause) {
      throw new PaymentVerificationError("flutterwave reported an amount the currency cannot hold", {
        cause,
      });
    }
    if (
      amount.currency !== asked.data.manzil_currency ||
      amount.amountMinor !== asked.data.manzil_amount_minor
    ) {
      throw new PaymentVerificationError("flutterwave charged another amount than the one asked for");
    }
    return {
      providerPaymentId: transaction.tx_ref,
      state: STATES[transaction.status] ?? "pending",
      amount,
      reference: transaction.tx_ref,
    };
  }

  /** Verify by Flutterwave's id; an id Flutterwave does not know was made up by whoever sent it. */
  async function verifyById(transactionId: string): Promise<TTransaction> {
    if (!/^\d{1,18}$/.test(transactionId)) {
      throw new PaymentVerificationError("flutterwave transaction id is not a number");
    }
    const response = await http.send({ method: "GET", path: `/v3/transactions/${transactionId}/verify` });
    if (response.status === 400 || response.status === 404) {
      throw new PaymentVerificationError("flutterwave knows no such transaction");
    }
    return http.read(response, Envelope(Transaction)).data;
  }

  async function verifyByReference(txRef: string): Promise<TTransaction> {
    const verified = await http.request(
      { method: "GET", path: `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}` },
      Envelope(Transaction),
    );
    return verified.data;
  }

  return {
    method: "flutterwave",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!input.customer.email) {
        throw new PaymentProviderError("flutterwave needs the customer's e-mail address");
      }
      const amount = majorDecimal(input.amount);
      const hosted = await http.request(
        {
          method: "POST",
          path: "/v3/payments",
          body: {
            tx_ref: input.reference,
            amount,
            currency: input.amount.currency,
            redirect_url: input.returnUrl,
            customer: {
              email: input.customer.email,
              ...(input.customer.name ? { name: input.customer.name } : {}),
              ...(input.customer.phone ? { phonenumber: input.customer.phone } : {}),
            },
            customizations: { title: input.description.slice(0, 100), description: input.description },
            meta: { manzil_amount_minor: input.amount.amountMinor, manzil_currency: input.amount.currency },
          },
        },
        HostedLink,
      );
      return { providerPaymentId: input.reference, next: { kind: "redirect", url: hosted.data.link } };
    },

    async confirmPayment({ providerPaymentId, returned }): Promise<ProviderPayment> {
      if (returned.tx_ref !== undefined && returned.tx_ref !== providerPaymentId) {
        throw new PaymentVerificationError("flutterwave return names another tx_ref");
      }
      const transactionId = returned.transaction_id;
      if (transactionId === undefined) {
        // A cancelled checkout (or a status poll) carries no transaction: look ours up by our own tx_ref.
        return toPayment(await verifyByReference(providerPaymentId), providerPaymentId);
      }
      return toPayment(await verifyById(transactionId), providerPaymentId);
    },

    async fetchPayment(txRef: string): Promise<ProviderPayment> {
      return toPayment(await verifyByReference(txRef), txRef);
    },

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhookEvent> {
      if (!safeEqual(options.webhookHash, singleHeader(request.headers, "verif-hash"))) {
        throw new PaymentVerificationError("flutterwave webhook hash does not match");
      }
      const body = parseWebhookBody("flutterwave", request.rawBody, Webhook);
      const eventId = signedBodyEventId(request.rawBody);
      const eventType = body.event ?? body.type;
      if (eventType !== "charge.completed") {
        return { eventId, payment: null };
      }
      const charge = ChargeData.safeParse(body.data);
      if (!charge.success) {
        throw new PaymentVerificationError("flutterwave charge event carries no transaction id");
      }
      // The hash is a static shared secret, not a signature over the body: only Flutterwave's own verify is believed.
      const transaction = await verifyById(String(charge.data.id));
      // A charge this server never created (another app on the same account) is genuine but not ours.
      if (!AskedFor.safeParse(transaction.meta).success) {
        return { eventId, payment: null };
      }
      return { eventId, payment: toPayment(transaction, transaction.tx_ref) };
    },

    async refund({ providerPaymentId, amount, reason }) {
      const transaction = await verifyByReference(providerPaymentId);
      if (transaction.currency !== amount.currency) {
        throw new PaymentProviderError("flutterwave refund currency differs from the payment's");
      }
      const refund = await http.request(
        {
          method: "POST",
          path: `/v3/transactions/${transaction.id}/refund`,
          body: { amount: majorDecimal(amount), comments: reason.slice(0, 255) },
        },
        Refund,
      );
      const state =
        refund.data.status === "completed" || refund.data.status === "successful"
          ? "succeeded"
          : refund.data.status === "failed"
            ? "failed"
            : "pending";
      return { refundId: String(refund.data.id), state };
    },
  };
}
