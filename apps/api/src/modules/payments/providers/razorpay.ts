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
 * Razorpay through its Orders API (ADR 039): the server creates an order for its own amount, the browser's
 * Checkout pays it, and the payment counts only once its signature checks out and Razorpay itself says the
 * payment belongs to that order and carries the order's amount. The ledger stores the order id.
 */

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** ISO codes this account may charge in; anything else is refused before Razorpay is called. */
  currencies: readonly string[];
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const RazorpayOrder = z.object({
  id: z.string().min(1),
  amount: z.number(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.string(),
});

const RazorpayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
type TRazorpayPayment = z.infer<typeof RazorpayPayment>;

const RazorpayPaymentList = z.object({ items: z.array(RazorpayPayment) });

const RazorpayRefund = z.object({ id: z.string().min(1), status: z.string() });

const RazorpayWebhook = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: RazorpayPayment }).optional(),
      order: z.object({ entity: RazorpayOrder }).optional(),
    })
    .default({}),
});

const PAYMENT_STATES: Record<string, ProviderPaymentState> = {
  created: "pending",
  authorized: "pending",
  captured: "succeeded",
  // A refunded payment was paid; its refund is a separate record the ledger keeps.
  refunded: "succeeded",
  failed: "failed",
};

/** Razorpay's receipt field holds at most 40 characters. */
const RECEIPT_MAX_LENGTH = 40;

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const http = createProviderHttp({
    provider: "razorpay",
    baseUrl: options.baseUrl ?? "https://api.razorpay.com",
    authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
  });

  const fetchOrder = (orderId: string) =>
    http.request({ method: "GET", path: `/v1/orders/${encodeURIComponent(orderId)}` }, RazorpayOrder);
  const fetchOrderPayments = async (orderId: string) =>
    (
      await http.request(
        { method: "GET", path: `/v1/orders/${encodeURIComponent(orderId)}/payments` },
        RazorpayPaymentList,
      )
    ).items;

  const subunits = (money: Money): number =>
    chargeableAmount({ provider: "razorpay", currencies: options.currencies }, money, (amount) =>
      toProviderSubunits(amount, { lastDigitZeroForThreeDecimals: true }),
    );

  /** The payment as the order it belongs to allows: another order's payment or a different sum is refused. */
  function paymentOfOrder(payment: TRazorpayPayment, order: z.infer<typeof RazorpayOrder>): ProviderPayment {
    if (payment.order_id !== order.id) {
      throw new PaymentVerificationError("razorpay payment belongs to another order");
    }
    if (payment.currency !== order.currency || payment.amount !== order.amount) {
      throw new PaymentVerificationError("razorpay payment amount differs from its order");
    }
    return {
      providerPaymentId: order.id,
      state: PAYMENT_STATES[payment.status] ?? "pending",
      amount: fromProviderSubunits(payment.amount, payment.currency),
      reference: order.receipt,
    };
  }

  async function fetchPayment(orderId: string): Promise<ProviderPayment> {
    const [order, payments] = await Promise.all([fetchOrder(orderId), fetchOrderPayments(orderId)]);
    const settled = payments.find(
      (payment) => payment.status === "captured" || payment.status === "refunded",
    );
    if (settled) return paymentOfOrder(settled, order);
    // An order takes several attempts; it failed only if every attempt did and none is still running.
    const allFailed = payments.length > 0 && payments.every((payment) => payment.status === "failed");
    return {
      providerPaymentId: order.id,
      state: allFailed ? "failed" : "pending",
      amount: fromProviderSubunits(order.amount, order.currency),
      reference: order.receipt,
    };
  }

  return {
    method: "razorpay",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.reference.length > RECEIPT_MAX_LENGTH) {
        throw new PaymentProviderError("razorpay receipts hold at most 40 characters");
      }
      const amount = subunits(input.amount);
      const order = await http.request(
        {
          method: "POST",
          path: "/v1/orders",
          body: {
            amount,
            currency: input.amount.currency,
            receipt: input.reference,
            notes: { reference: input.reference },
          },
        },
        RazorpayOrder,
      );
      if (
        order.amount !== amount ||
        order.currency !== input.amount.currency ||
        order.receipt !== input.reference
      ) {
        throw new PaymentProviderError("razorpay created an order other than the one asked for");
      }
      return {
        providerPaymentId: order.id,
        next: { kind: "embedded", publicKey: options.keyId, clientSecret: order.id },
      };
    },

    async confirmPayment({ providerPaymentId, returned }): Promise<ProviderPayment> {
      const paymentId = returned.razorpay_payment_id;
      const signature = returned.razorpay_signature;
      if (paymentId === undefined && signature === undefined && returned.razorpay_order_id === undefined) {
        // A status poll without Checkout's answer only looks at our own order; nothing is captured.
        return fetchPayment(providerPaymentId);
      }
      if (!paymentId || !signature) {
        throw new PaymentVerificationError("razorpay return lacks the payment id or signature");
      }
      if (returned.razorpay_order_id !== undefined && returned.razorpay_order_id !== providerPaymentId) {
        throw new PaymentVerificationError("razorpay return names another order");
      }
      // The signature binds this payment to OUR order id, not to whatever order id the browser sent.
      const expected = hmacHex("sha256", options.keySecret, `${providerPaymentId}|${paymentId}`);
      if (!safeEqual(expected, signature)) {
        throw new PaymentVerificationError("razorpay payment signature does not match");
      }
      const [order, initial] = await Promise.all([
        fetchOrder(providerPaymentId),
        http.request(
          { method: "GET", path: `/v1/payments/${encodeURIComponent(paymentId)}` },
          RazorpayPayment,
        ),
      ]);
      let payment = initial;
      paymentOfOrder(payment, order);
      if (payment.status === "authorized") {
        // Accounts without automatic capture hold the money until we capture exactly the order's amount.
        payment = await http.request(
          {
            method: "POST",
            path: `/v1/payments/${encodeURIComponent(paymentId)}/capture`,
            body: { amount: order.amount, currency: order.currency },
          },
          RazorpayPayment,
        );
      }
      return paymentOfOrder(payment, order);
    },

    fetchPayment,

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhookEvent> {
      const signature = singleHeader(request.headers, "x-razorpay-signature");
      if (!safeEqual(hmacHex("sha256", options.webhookSecret, request.rawBody), signature)) {
        throw new PaymentVerificationError("razorpay webhook signature does not match");
      }
      const body = parseWebhookBody("razorpay", request.rawBody, RazorpayWebhook);
      const eventId =
        singleHeader(request.headers, "x-razorpay-event-id") ?? signedBodyEventId(request.rawBody);
      const payment = body.payload.payment?.entity;
      const order = body.payload.order?.entity;
      if (!payment?.order_id || !["payment.captured", "payment.failed", "order.paid"].includes(body.event)) {
        return { eventId, payment: null };
      }
      if (order) {
        return { eventId, payment: paymentOfOrder(payment, order) };
      }
      return {
        eventId,
        payment: {
          providerPaymentId: payment.order_id,
          state: PAYMENT_STATES[payment.status] ?? "pending",
          amount: fromProviderSubunits(payment.amount, payment.currency),
          reference: null,
        },
      };
    },

    async refund({ providerPaymentId, amount, reason }) {
      const payments = await fetchOrderPayments(providerPaymentId);
      const captured = payments.find(
        (payment) => payment.status === "captured" || payment.status === "refunded",
      );
      if (!captured) {
        throw new PaymentProviderError("razorpay order has no captured payment to refund");
      }
      if (captured.currency !== amount.currency) {
        throw new PaymentProviderError("razorpay refund currency differs from the payment's");
      }
      const refund = await http.request(
        {
          method: "POST",
          path: `/v1/payments/${encodeURIComponent(captured.id)}/refund`,
          body: { amount: subunits(amount), notes: { reason: reason.slice(0, 255) } },
        },
        RazorpayRefund,
      );
      const state =
        refund.status === "processed" ? "succeeded" : refund.status === "failed" ? "failed" : "pending";
      return { refundId: refund.id, state };
    },
  };
}
