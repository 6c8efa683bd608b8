import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";
import Stripe from "stripe";

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

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * A local stand-in for api.stripe.com speaking the PaymentIntent and Refund shapes the official SDK reads, and
 * signing webhooks the way Stripe does (the SDK's own test header). Payments complete when the test says so.
 */
export class StripeFake {
  readonly intents = new Map<string, Intent>();
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  private readonly idempotency = new Map<string, Intent>();
  private server: Server | null = null;
  baseUrl = "";
  /** While true, every API call answers 500, as Stripe does in an outage. */
  isDown = false;

  constructor(private readonly webhookSecret: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The card went through: the intent succeeds, charging `amount` (default: what was asked). */
  succeed(intentId: string, options: { amount?: number } = {}): Intent {
    const intent = this.intent(intentId);
    intent.status = "succeeded";
    intent.amount_received = options.amount ?? intent.amount;
    return intent;
  }

  /** The card was declined: Stripe keeps the intent open for another method and reports the error. */
  decline(intentId: string): Intent {
    const intent = this.intent(intentId);
    intent.status = "requires_payment_method";
    intent.last_payment_error = { code: "card_declined", message: "Your card was declined." };
    return intent;
  }

  /**
   * A webhook event about the intent as it is now, signed with `secret` (default: the real one) at `timestamp`
   * (seconds; default now). `eventId` repeats an event, as Stripe does when it retries.
   */
  webhook(
    type: string,
    intentId: string,
    options: { eventId?: string; secret?: string; timestamp?: number; amount?: number } = {},
  ): SignedWebhook {
    const intent = { ...this.intent(intentId) };
    if (options.amount !== undefined) {
      intent.amount = options.amount;
      intent.amount_received = options.amount;
    }
    const payload = JSON.stringify({
      id: options.eventId ?? randomId("evt"),
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
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { payload, headers: { "content-type": "application/json", "stripe-signature": header } };
  }

  private intent(id: string): Intent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id} in the fake`);
    return intent;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = qs.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    this.requests.push({ method: req.method ?? "GET", path, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") });
      res.end(JSON.stringify(payload));
    };
    if (this.isDown) return send(500, { error: { type: "api_error", message: "Something went wrong" } });
    if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && path === "/v1/payment_intents") {
      const key = req.headers["idempotency-key"];
      const replay = typeof key === "string" ? this.idempotency.get(key) : undefined;
      if (replay) return send(200, replay);
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
      this.intents.set(id, intent);
      if (typeof key === "string") this.idempotency.set(key, intent);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === "GET" && retrieve) {
      const intent = this.intents.get(retrieve[1]!);
      if (!intent) {
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such payment_intent",
          },
        });
      }
      return send(200, intent);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const intent = this.intents.get(String(body.payment_intent));
      if (!intent || intent.status !== "succeeded") {
        return send(400, {
          error: { type: "invalid_request_error", message: "This PaymentIntent has no charge" },
        });
      }
      return send(200, {
        id: randomId("re"),
        object: "refund",
        amount: Number(body.amount ?? intent.amount_received),
        currency: intent.currency,
        payment_intent: intent.id,
        status: "succeeded",
      });
    }
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL ${path}` },
    });
  }
}
