import { PAYMOB_TRANSACTION_HMAC_FIELDS } from "@manzil/domain/payments";
import { z } from "zod";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type WebhookRequest,
} from "./payment-provider.js";
import { createAccessToken } from "./provider-access-token.js";
import { toProviderSubunits } from "./provider-amounts.js";
import { createProviderHttp } from "./provider-http.js";
import { hmacHex, safeEqual } from "./provider-signatures.js";

/**
 * Paymob's Intention API and Unified Checkout, with every callback checked twice: Paymob's HMAC-SHA512 over its
 * ordered field list, then a server-side lookup of the transaction (ADR 040; backend-facts §3.5 and §4 describe the
 * unchecked callbacks this replaces). Amounts are integer minor units both ways (`amount`, `amount_cents`).
 */
export type PaymobOptions = {
  /** https://accept.paymob.com (or the region's host, or a local fake); Unified Checkout is served from it too. */
  baseUrl: string;
  /** Authorises intentions and refunds (`Authorization: Token …`). */
  secretKey: string;
  /** Goes to the browser in the checkout URL; not a secret. */
  publicKey: string;
  /** Exchanged for the short-lived auth token that transaction lookups need. */
  apiKey: string;
  hmacSecret: string;
  /** The integration ids (card, wallet…) offered on the checkout page. */
  integrationIds: number[];
  /** Our transaction-processed callback URL (the webhook). */
  notificationUrl: string;
  timeoutMs?: number;
  now?: () => number;
};

const PROVIDER = "Paymob";
// Paymob's auth tokens live an hour; renewing after 50 minutes keeps every lookup inside that hour.
const AUTH_TOKEN_LIFETIME_MS = 50 * 60_000;
const MAX_ITEM_NAME_LENGTH = 50;

/** Paymob's HMAC field order for card-token callbacks, which we acknowledge and ignore once verified. */
const TOKEN_HMAC_FIELDS = [
  "card_subtype",
  "created_at",
  "email",
  "id",
  "masked_pan",
  "merchant_id",
  "order_id",
  "token",
];

const PaymobTransaction = z.object({
  id: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  success: z.boolean(),
  pending: z.boolean(),
  is_auth: z.boolean().optional(),
  is_capture: z.boolean().optional(),
  is_voided: z.boolean().optional(),
  is_refund: z.boolean().optional(),
  is_void: z.boolean().optional(),
  has_parent_transaction: z.boolean().optional(),
  order: z.object({ id: z.number(), merchant_order_id: z.string().nullish() }),
});
type TPaymobTransaction = z.infer<typeof PaymobTransaction>;
const PaymobIntention = z.object({
  id: z.string(),
  client_secret: z.string().min(1),
  intention_order_id: z.number(),
  intention_detail: z.object({ amount: z.number(), currency: z.string() }),
});
const PaymobOrder = z.object({
  id: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  merchant_order_id: z.string().nullish(),
});

/** A value as Paymob concatenates it: booleans and numbers as their JSON text, absent values as nothing. */
function hmacText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return String(value);
  return "";
}

function valueAt(source: Record<string, unknown>, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Paymob sends its hex digest in either case. */
function hmacMatches(secret: string, concatenated: string, received: string | undefined): boolean {
  return safeEqual(hmacHex("sha512", secret, concatenated), received?.toLowerCase());
}

/** The string Paymob signs for a transaction, from the callback's `obj` or the return's flattened query. */
export function paymobTransactionHmacString(fields: (path: string) => unknown): string {
  return PAYMOB_TRANSACTION_HMAC_FIELDS.map((path) => hmacText(fields(path))).join("");
}

function stateOf(transaction: TPaymobTransaction): ProviderPaymentState {
  if (transaction.is_voided) return "cancelled";
  if (transaction.pending) return "pending";
  if (!transaction.success) return "failed";
  // An authorisation alone has not moved money; only a sale or a capture has.
  if (transaction.is_auth && !transaction.is_capture) return "pending";
  return "succeeded";
}

/** A refund or void is a child transaction whose `success` is the refund's, not the payment's. */
function isChildTransaction(transaction: TPaymobTransaction): boolean {
  return Boolean(transaction.has_parent_transaction || transaction.is_refund || transaction.is_void);
}

function toProviderPayment(transaction: TPaymobTransaction): ProviderPayment {
  return {
    providerPaymentId: String(transaction.order.id),
    state: stateOf(transaction),
    amount: { amountMinor: transaction.amount_cents, currency: transaction.currency },
    reference: transaction.order.merchant_order_id ?? null,
  };
}

/**
 * The signed callback and Paymob's own record must agree on the money and the order before either is believed;
 * the state comes from the record, which is the later word.
 */
function assertSameTransaction(
  signed: { id: string; amountCents: string; currency: string; orderId: string },
  truth: TPaymobTransaction,
): void {
  if (
    String(truth.id) !== signed.id ||
    String(truth.amount_cents) !== signed.amountCents ||
    truth.currency !== signed.currency ||
    String(truth.order.id) !== signed.orderId
  ) {
    throw new PaymentVerificationError(`${PROVIDER} transaction ${signed.id} differs from Paymob's record`);
  }
}

export function createPaymobProvider(options: PaymobOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const http = createProviderHttp({ provider: PROVIDER, baseUrl, timeoutMs: options.timeoutMs ?? 15_000 });
  const authToken = createAccessToken({
    async issue() {
      const { token } = await http.request(
        { method: "POST", path: "/api/auth/tokens", body: { api_key: options.apiKey } },
        z.object({ token: z.string().min(1) }),
      );
      return { value: token, usableForMs: AUTH_TOKEN_LIFETIME_MS };
    },
    now: options.now,
  });
  const secretKeyAuthorization = { authorization: `Token ${options.secretKey}` };

  async function withAuthToken(method: "GET" | "POST", path: string, body?: unknown) {
    return authToken.authorized((token) =>
      http.send({ method, path, headers: { authorization: `Bearer ${token}` }, body }),
    );
  }

  async function lookUpTransaction(transactionId: string): Promise<TPaymobTransaction> {
    if (!/^\d+$/.test(transactionId))
      throw new PaymentVerificationError(`${PROVIDER} transaction id is not a number`);
    const response = await withAuthToken("GET", `/api/acceptance/transactions/${transactionId}`);
    if (response.status === 404)
      throw new PaymentVerificationError(`${PROVIDER} knows no transaction ${transactionId}`);
    return http.read(response, PaymobTransaction);
  }

  /** The order's latest transaction, or null while the buyer has not paid yet. */
  async function latestTransactionOf(orderId: string): Promise<TPaymobTransaction | null> {
    if (!/^\d+$/.test(orderId)) throw new PaymentVerificationError(`${PROVIDER} order id is not a number`);
    const response = await withAuthToken("POST", "/api/ecommerce/orders/transaction_inquiry", {
      order_id: Number(orderId),
    });
    if (response.status === 404) return null;
    return http.read(response, PaymobTransaction);
  }

  async function fetchPayment(orderId: string): Promise<ProviderPayment> {
    const transaction = await latestTransactionOf(orderId);
    if (transaction) return toProviderPayment(transaction);
    const response = await withAuthToken("GET", `/api/ecommerce/orders/${orderId}`);
    if (response.status === 404) throw new PaymentVerificationError(`${PROVIDER} knows no order ${orderId}`);
    const order = http.read(response, PaymobOrder);
    return {
      providerPaymentId: String(order.id),
      state: "pending",
      amount: { amountMinor: order.amount_cents, currency: order.currency },
      reference: order.merchant_order_id ?? null,
    };
  }

  return {
    method: "paymob",

    async createPayment(input: CreatePaymentInput) {
      const { currency } = input.amount;
      const amountMinor = toProviderSubunits(input.amount);
      const [firstName, ...rest] = (input.customer.name ?? "").trim().split(/\s+/);
      // Paymob requires every billing field; "NA" is its documented placeholder for what we do not collect.
      const billing = {
        first_name: firstName || "NA",
        last_name: rest.join(" ") || "NA",
        email: input.customer.email ?? "NA",
        phone_number: input.customer.phone ?? "NA",
        apartment: "NA",
        floor: "NA",
        street: "NA",
        building: "NA",
        city: "NA",
        country: "NA",
        state: "NA",
      };
      const intention = await http.request(
        {
          method: "POST",
          path: "/v1/intention/",
          headers: secretKeyAuthorization,
          body: {
            amount: amountMinor,
            currency,
            payment_methods: options.integrationIds,
            items: [
              {
                name: input.description.slice(0, MAX_ITEM_NAME_LENGTH),
                amount: amountMinor,
                description: input.description,
                quantity: 1,
              },
            ],
            billing_data: billing,
            customer: { first_name: billing.first_name, last_name: billing.last_name, email: billing.email },
            special_reference: input.reference,
            notification_url: options.notificationUrl,
            redirection_url: input.returnUrl,
          },
        },
        PaymobIntention,
      );
      if (
        intention.intention_detail.amount !== amountMinor ||
        intention.intention_detail.currency !== currency
      ) {
        throw new PaymentProviderError(
          `${PROVIDER} intention ${intention.id} was created for another amount`,
        );
      }
      const checkout = new URL(`${baseUrl}/unifiedcheckout/`);
      checkout.searchParams.set("publicKey", options.publicKey);
      checkout.searchParams.set("clientSecret", intention.client_secret);
      return {
        providerPaymentId: String(intention.intention_order_id),
        next: { kind: "redirect", url: checkout.toString() },
      };
    },

    async confirmPayment({ providerPaymentId, returned }) {
      // Back without Paymob's fields (a reload, a bookmark, a hand-typed link): only the lookup can answer.
      if (returned.hmac === undefined) return fetchPayment(providerPaymentId);
      const orderId = returned.order ?? returned.order_id ?? "";
      const signed = paymobTransactionHmacString((path) => (path === "order.id" ? orderId : returned[path]));
      if (!hmacMatches(options.hmacSecret, signed, returned.hmac)) {
        throw new PaymentVerificationError(`${PROVIDER} return HMAC does not match`);
      }
      if (orderId !== providerPaymentId) {
        throw new PaymentVerificationError(
          `${PROVIDER} return is for order ${orderId}, not ${providerPaymentId}`,
        );
      }
      const transaction = await lookUpTransaction(returned.id ?? "");
      if (isChildTransaction(transaction)) {
        throw new PaymentVerificationError(`${PROVIDER} return names a refund or void, not a payment`);
      }
      assertSameTransaction(
        {
          id: returned.id ?? "",
          amountCents: returned.amount_cents ?? "",
          currency: returned.currency ?? "",
          orderId,
        },
        transaction,
      );
      return toProviderPayment(transaction);
    },

    fetchPayment,

    async verifyWebhook(request: WebhookRequest) {
      let callback: { type?: unknown; obj?: unknown };
      try {
        callback = JSON.parse(request.rawBody.toString("utf8")) as { type?: unknown; obj?: unknown };
      } catch {
        throw new PaymentVerificationError(`${PROVIDER} callback body is not JSON`);
      }
      const obj = callback?.obj;
      if (obj === null || typeof obj !== "object")
        throw new PaymentVerificationError(`${PROVIDER} callback has no obj`);
      const fields = obj as Record<string, unknown>;
      const received = request.query.hmac;

      if (callback.type === "TOKEN") {
        const signed = TOKEN_HMAC_FIELDS.map((key) => hmacText(fields[key])).join("");
        if (!hmacMatches(options.hmacSecret, signed, received)) {
          throw new PaymentVerificationError(`${PROVIDER} token callback HMAC does not match`);
        }
        return { eventId: `token:${hmacText(fields.id)}:${received}`, payment: null };
      }
      if (callback.type !== "TRANSACTION") {
        throw new PaymentVerificationError(`${PROVIDER} callback type is not one we can verify`);
      }
      const signed = paymobTransactionHmacString((path) => valueAt(fields, path));
      if (!hmacMatches(options.hmacSecret, signed, received)) {
        throw new PaymentVerificationError(`${PROVIDER} transaction callback HMAC does not match`);
      }
      const transactionId = hmacText(fields.id);
      const transaction = await lookUpTransaction(transactionId);
      assertSameTransaction(
        {
          id: transactionId,
          amountCents: hmacText(fields.amount_cents),
          currency: hmacText(fields.currency),
          orderId: hmacText(valueAt(fields, "order.id")),
        },
        transaction,
      );
      // The HMAC covers the transaction's state flags, so each change of state is a distinct event; repeats are not.
      const eventId = `transaction:${transactionId}:${received!.toLowerCase().slice(0, 32)}`;
      return { eventId, payment: isChildTransaction(transaction) ? null : toProviderPayment(transaction) };
    },

    async refund({ providerPaymentId, amount }) {
      const transaction = await latestTransactionOf(providerPaymentId);
      if (!transaction || stateOf(transaction) !== "succeeded") {
        throw new PaymentProviderError(
          `${PROVIDER} order ${providerPaymentId} has no successful transaction to refund`,
        );
      }
      if (transaction.currency !== amount.currency) {
        throw new PaymentProviderError(`${PROVIDER} refund currency differs from the payment's`);
      }
      const refund = await http.request(
        {
          method: "POST",
          path: "/api/acceptance/void_refund/refund",
          headers: secretKeyAuthorization,
          body: { transaction_id: transaction.id, amount_cents: amount.amountMinor },
        },
        PaymobTransaction,
      );
      const state = refund.pending ? "pending" : refund.success ? "succeeded" : "failed";
      return { refundId: String(refund.id), state };
    },
  };
}
