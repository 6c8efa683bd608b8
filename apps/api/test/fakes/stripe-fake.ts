import { randomBytes } from "node:crypto";
import qs from "qs";
import Stripe from "stripe";
import {
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
  type FakeRequest,
} from "./fake-gateway-server.js";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "succeeded" | "canceled";
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  created: number;
  livemode: false;
};

export type SignedWebhook = { payload: string; headers: Record<string, string> };

/** A request as Stripe read it: its form body decoded (the SDK posts `application/x-www-form-urlencoded`). */
export type StripeRequest = { method: string; path: string; body: Record<string, unknown> };

export type StripeFake = Omit<FakeGatewayServer, "requests"> & {
  readonly intents: Map<string, Intent>;
  /** Every request answered, oldest first, with its form body decoded. */
  readonly requests: StripeRequest[];
  /** The card went through: the intent succeeds, charging `amount` (default: what was asked). */
  succeed(intentId: string, options?: { amount?: number }): Intent;
  /** The card was declined: Stripe keeps the intent open for another method and reports the error. */
  decline(intentId: string): Intent;
  /**
   * A webhook event about the intent as it is now, signed with `secret` (default: the real one) at `timestamp`
   * (seconds; default now). `eventId` repeats an event, as Stripe does when it retries.
   */
  webhook(
    type: string,
    intentId: string,
    options?: { eventId?: string; secret?: string; timestamp?: number; amount?: number },
  ): SignedWebhook;
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

const stripeError = (status: number, error: Record<string, string>): FakeReply => ({
  status,
  body: { error: { type: "invalid_request_error", ...error } },
});

/**
 * A local stand-in for api.stripe.com on the shared fake gateway server, speaking the PaymentIntent and Refund
 * shapes the official SDK reads, and signing webhooks the way Stripe does (the SDK's own test header). Payments
 * complete when the test says so; `setOutage` makes Stripe unreachable or answer 5xx.
 */
export async function startStripeFake(options: { webhookSecret: string }): Promise<StripeFake> {
  const intents = new Map<string, Intent>();
  const idempotency = new Map<string, Intent>();

  const intentOf = (id: string): Intent => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id} in the fake`);
    return intent;
  };
  const formOf = (request: FakeRequest) => qs.parse(request.rawBody) as Record<string, unknown>;

  function route(request: FakeRequest): FakeReply {
    const { method, path, headers } = request;
    const body = formOf(request);
    if (!/^Bearer sk_/.test(headers.authorization ?? "")) {
      return stripeError(401, { message: "Invalid API Key provided" });
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const key = headers["idempotency-key"];
      const replay = typeof key === "string" ? idempotency.get(key) : undefined;
      if (replay) return { status: 200, body: replay };
      const id = randomId("pi");
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        amount_received: 0,
        currency: String(body.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        description: typeof body.description === "string" ? body.description : null,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (typeof key === "string") idempotency.set(key, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent) return stripeError(404, { code: "resource_missing", message: "No such payment_intent" });
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(body.payment_intent));
      if (!intent || intent.status !== "succeeded") {
        return stripeError(400, { message: "This PaymentIntent has no charge" });
      }
      return {
        status: 200,
        body: {
          id: randomId("re"),
          object: "refund",
          amount: Number(body.amount ?? intent.amount_received),
          currency: intent.currency,
          payment_intent: intent.id,
          status: "succeeded",
        },
      };
    }
    return stripeError(404, { message: `Unrecognized request URL ${path}` });
  }

  const server = await startFakeGatewayServer(route);
  return {
    baseUrl: server.baseUrl,
    setOutage: server.setOutage,
    close: server.close,
    intents,
    get requests() {
      return server.requests.map((request) => ({
        method: request.method,
        path: request.path,
        body: formOf(request),
      }));
    },
    succeed(intentId, succeedOptions = {}) {
      const intent = intentOf(intentId);
      intent.status = "succeeded";
      intent.amount_received = succeedOptions.amount ?? intent.amount;
      return intent;
    },
    decline(intentId) {
      const intent = intentOf(intentId);
      intent.status = "requires_payment_method";
      intent.last_payment_error = { code: "card_declined", message: "Your card was declined." };
      return intent;
    },
    webhook(type, intentId, webhookOptions = {}) {
      const intent = { ...intentOf(intentId) };
      if (webhookOptions.amount !== undefined) {
        intent.amount = webhookOptions.amount;
        intent.amount_received = webhookOptions.amount;
      }
      const payload = JSON.stringify({
        id: webhookOptions.eventId ?? randomId("evt"),
        object: "event",
        api_version: "2025-01-27",
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object: intent },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookOptions.secret ?? options.webhookSecret,
        ...(webhookOptions.timestamp === undefined ? {} : { timestamp: webhookOptions.timestamp }),
      });
      return { payload, headers: { "content-type": "application/json", "stripe-signature": header } };
    },
  };
}
