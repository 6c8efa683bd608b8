import { createHmac } from "node:crypto";
import {
  fakeId,
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
} from "./fake-gateway-server.js";

/**
 * A local Razorpay: the Orders and Payments REST API under /v1 with Basic auth (key_id:key_secret), orders and
 * payments kept in memory, and the two signatures Razorpay produces — Checkout's razorpay_signature
 * (HMAC-SHA256 of "order_id|payment_id" with the key secret) and X-Razorpay-Signature on webhooks
 * (HMAC-SHA256 of the raw body with the webhook secret).
 */

export type RazorpayFakeOptions = { keyId: string; keySecret: string; webhookSecret: string };

type Order = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

type Payment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  amount_refunded: number;
  captured: boolean;
  method: "card";
  created_at: number;
};

const NOW = 1_700_000_000;

function error(status: number, description: string): FakeReply {
  return {
    status,
    body: {
      error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation" },
    },
  };
}

export type RazorpayFake = FakeGatewayServer & {
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  /**
   * The customer pays the order in Checkout. `amount` lets a test make Razorpay report a different sum than the
   * order's. Returns what Checkout hands the browser, signed as Razorpay signs it.
   */
  pay(
    orderId: string,
    outcome: "captured" | "authorized" | "failed",
    overrides?: { amount?: number },
  ): { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  /** A webhook delivery for a payment, exactly as Razorpay would POST it. */
  webhook(
    event: string,
    paymentId: string,
  ): {
    rawBody: Buffer;
    headers: Record<string, string>;
  };
};

export async function startRazorpayFake(options: RazorpayFakeOptions): Promise<RazorpayFake> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  const server = await startFakeGatewayServer((request) => {
    if (request.headers.authorization !== expectedAuth) {
      return {
        status: 401,
        body: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } },
      };
    }
    const segments = request.path.split("/").filter(Boolean);
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (request.method === "POST" && request.path === "/v1/orders") {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return error(400, "The amount must be atleast INR 1.00.");
      }
      if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
        return error(400, "The currency is invalid.");
      if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
        return error(400, "The receipt may not be greater than 40 characters.");
      }
      const order: Order = {
        id: fakeId("order_"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof receipt === "string" ? receipt : null,
        status: "created",
        attempts: 0,
        notes: (notes as Record<string, string>) ?? {},
        created_at: NOW,
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }

    if (segments[0] === "v1" && segments[1] === "orders" && segments[2]) {
      const order = orders.get(segments[2]);
      if (!order) return error(400, "The id provided does not exist");
      if (request.method === "GET" && segments.length === 3) return { status: 200, body: order };
      if (request.method === "GET" && segments[3] === "payments") {
        const items = [...payments.values()].filter((payment) => payment.order_id === order.id);
        return { status: 200, body: { entity: "collection", count: items.length, items } };
      }
    }

    if (segments[0] === "v1" && segments[1] === "payments" && segments[2]) {
      const payment = payments.get(segments[2]);
      if (!payment) return error(400, "The id provided does not exist");
      if (request.method === "GET" && segments.length === 3) return { status: 200, body: payment };
      if (request.method === "POST" && segments[3] === "capture") {
        if (payment.status !== "authorized") return error(400, "This payment has already been captured");
        if (body.amount !== payment.amount || body.currency !== payment.currency) {
          return error(400, "Capture amount must be equal to the amount authorized");
        }
        payment.status = "captured";
        payment.captured = true;
        markOrderPaid(payment);
        return { status: 200, body: payment };
      }
      if (request.method === "POST" && segments[3] === "refund") {
        if (payment.status !== "captured") return error(400, "The payment has not been captured");
        const amount = body.amount ?? payment.amount - payment.amount_refunded;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
          return error(400, "The amount must be an integer.");
        }
        if (amount > payment.amount - payment.amount_refunded) {
          return error(400, "The refund amount provided is greater than amount captured");
        }
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = "refunded";
        return {
          status: 200,
          body: {
            id: fakeId("rfnd_"),
            entity: "refund",
            amount,
            currency: payment.currency,
            payment_id: payment.id,
            notes: body.notes ?? {},
            status: "processed",
            created_at: NOW,
          },
        };
      }
    }
    return error(404, "The requested URL was not found on the server.");
  });

  function markOrderPaid(payment: Payment) {
    const order = orders.get(payment.order_id);
    if (order) {
      order.status = "paid";
      order.amount_paid = payment.amount;
      order.amount_due = 0;
    }
  }

  return Object.assign(server, {
    orders,
    payments,
    pay(orderId: string, outcome: "captured" | "authorized" | "failed", overrides: { amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`razorpay fake: no order ${orderId}`);
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
      const payment: Payment = {
        id: fakeId("pay_"),
        entity: "payment",
        amount: overrides.amount ?? order.amount,
        currency: order.currency,
        status: outcome,
        order_id: order.id,
        amount_refunded: 0,
        captured: outcome === "captured",
        method: "card",
        created_at: NOW,
      };
      payments.set(payment.id, payment);
      if (outcome === "captured") markOrderPaid(payment);
      const razorpay_signature = createHmac("sha256", options.keySecret)
        .update(`${order.id}|${payment.id}`)
        .digest("hex");
      return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature };
    },
    webhook(event: string, paymentId: string) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`razorpay fake: no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      const payload =
        event === "order.paid"
          ? { payment: { entity: payment }, order: { entity: order } }
          : { payment: { entity: payment } };
      const rawBody = Buffer.from(
        JSON.stringify({
          entity: "event",
          account_id: "acc_fake",
          event,
          contains: Object.keys(payload),
          payload,
          created_at: NOW,
        }),
      );
      const signature = createHmac("sha256", options.webhookSecret).update(rawBody).digest("hex");
      return {
        rawBody,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signature,
          "x-razorpay-event-id": fakeId("evt_"),
        },
      };
    },
  });
}
