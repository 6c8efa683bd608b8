import { createSign, createVerify, generateKeyPairSync, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import type { WebhookRequest } from "../../src/modules/payments/providers/payment-provider.js";
import {
  fakeId,
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
  type FakeRequest,
} from "./fake-gateway-server.js";

type Amount = { currency_code: string; value: string };
type FakeOrder = {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  amount: Amount;
  customId: string | undefined;
  invoiceId: string | undefined;
  declined: boolean;
  /** What the next capture reports instead of the order's own amount or custom_id (a tampered or partial capture). */
  captureOverride: { amount?: Amount; customId?: string };
  capture: { id: string; status: string; amount: Amount; custom_id: string | undefined } | null;
  refunds: { id: string; amount: Amount; note: string | undefined }[];
};

export type PayPalFake = FakeGatewayServer & {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  tokensIssued: number;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** The buyer's funding source is declined at capture. */
  decline(orderId: string): void;
  overrideCapture(orderId: string, override: FakeOrder["captureOverride"]): void;
  /** Forgets every issued token, as PayPal does when credentials are rotated. */
  revokeTokens(): void;
  /** A webhook exactly as PayPal delivers it, signed with this fake's key for its webhook id. */
  webhook(eventType: string, orderId: string): WebhookRequest;
};

const DECIMALS: Record<string, number> = { JPY: 0, HUF: 0, TWD: 0 };

export async function startPayPalFake(): Promise<PayPalFake> {
  const clientId = "fake-client-id";
  const clientSecret = "fake-client-secret";
  const webhookId = "WH1FAKE";
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const replies = new Map<string, FakeReply>();

  const error = (status: number, name: string, issue?: string): FakeReply => ({
    status,
    body: { name, message: name, debug_id: "fake", details: issue ? [{ issue }] : [] },
  });

  const representation = (order: FakeOrder, baseUrl: string) => ({
    id: order.id,
    status: order.status,
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: order.customId,
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        amount: order.amount,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    links: [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      ...(order.status === "CREATED"
        ? [{ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" }]
        : []),
    ],
  });

  function signedString(transmissionId: string, time: string, eventBody: string): string {
    return `${transmissionId}|${time}|${webhookId}|${crc32(eventBody)}`;
  }

  function route(request: FakeRequest): FakeReply {
    const { method, path, headers } = request;
    const baseUrl = fake.baseUrl;
    if (method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (headers.authorization !== expected) return { status: 401, body: { error: "invalid_client" } };
      if (new URLSearchParams(request.rawBody).get("grant_type") !== "client_credentials") {
        return { status: 400, body: { error: "unsupported_grant_type" } };
      }
      const token = `A21AA${randomUUID().replaceAll("-", "")}`;
      tokens.add(token);
      fake.tokensIssued += 1;
      return {
        status: 200,
        body: { access_token: token, token_type: "Bearer", expires_in: 32_400, app_id: "APP" },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) return error(401, "AUTHENTICATION_FAILURE");

    const requestId = typeof headers["paypal-request-id"] === "string" ? headers["paypal-request-id"] : null;
    const replayKey = requestId ? `${path}:${requestId}` : null;
    if (replayKey && replies.has(replayKey)) return replies.get(replayKey)!;
    const remember = (reply: FakeReply) => {
      if (replayKey && reply.status < 300) replies.set(replayKey, reply);
      return reply;
    };
    const { body } = request;

    if (method === "POST" && path === "/v2/checkout/orders") {
      const unit = (body?.purchase_units as Record<string, unknown>[] | undefined)?.[0];
      const amount = unit?.amount as Amount | undefined;
      if (body?.intent !== "CAPTURE" || !amount)
        return error(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
      const decimals = DECIMALS[amount.currency_code] ?? 2;
      const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
      if (!pattern.test(amount.value)) return error(422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION");
      const order: FakeOrder = {
        id: fakeId("5O"),
        status: "CREATED",
        amount,
        customId: unit?.custom_id as string | undefined,
        invoiceId: unit?.invoice_id as string | undefined,
        declined: false,
        captureOverride: {},
        capture: null,
        refunds: [],
      };
      orders.set(order.id, order);
      return remember({ status: 201, body: representation(order, baseUrl) });
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1]!));
      if (!order) return error(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (method === "GET" && !orderMatch[2]) return { status: 200, body: representation(order, baseUrl) };
      if (method === "POST" && orderMatch[2]) {
        if (order.status === "COMPLETED") return error(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
        if (order.status !== "APPROVED") return error(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
        if (order.declined) return error(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED");
        order.status = "COMPLETED";
        order.capture = {
          id: fakeId("CAP"),
          status: "COMPLETED",
          amount: order.captureOverride.amount ?? order.amount,
          custom_id: order.captureOverride.customId ?? order.customId,
        };
        return remember({ status: 201, body: representation(order, baseUrl) });
      }
    }

    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && refundMatch) {
      const order = [...orders.values()].find((candidate) => candidate.capture?.id === refundMatch[1]);
      if (!order?.capture) return error(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const amount = (body?.amount as Amount | undefined) ?? order.capture.amount;
      if (amount.currency_code !== order.capture.amount.currency_code) {
        return error(422, "UNPROCESSABLE_ENTITY", "REFUND_CURRENCY_MISMATCH");
      }
      const refund = { id: fakeId("RF"), amount, note: body?.note_to_payer as string | undefined };
      order.refunds.push(refund);
      return remember({ status: 201, body: { id: refund.id, status: "COMPLETED", amount } });
    }

    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const fields = [
        "auth_algo",
        "cert_url",
        "transmission_id",
        "transmission_sig",
        "transmission_time",
        "webhook_id",
      ];
      if (
        !body ||
        fields.some((field) => typeof body[field] !== "string") ||
        typeof body.webhook_event !== "object"
      ) {
        return error(400, "VALIDATION_ERROR");
      }
      // PayPal re-serialises the event it receives and checks the CRC against what it signed.
      const eventBody = JSON.stringify(body.webhook_event);
      const verifier = createVerify("RSA-SHA256");
      verifier.update(
        signedString(body.transmission_id as string, body.transmission_time as string, eventBody),
      );
      const isGenuine =
        body.auth_algo === "SHA256withRSA" &&
        body.webhook_id === webhookId &&
        body.cert_url === `${baseUrl}/v1/notifications/certs/CERT-FAKE` &&
        (() => {
          try {
            return verifier.verify(publicKey, body.transmission_sig as string, "base64");
          } catch {
            return false;
          }
        })();
      return { status: 200, body: { verification_status: isGenuine ? "SUCCESS" : "FAILURE" } };
    }
    return error(404, "NOT_FOUND");
  }

  const server = await startFakeGatewayServer(route);
  const fake: PayPalFake = Object.assign(server, {
    clientId,
    clientSecret,
    webhookId,
    orders,
    tokensIssued: 0,
    approve(orderId: string) {
      const order = orders.get(orderId)!;
      order.status = "APPROVED";
    },
    decline(orderId: string) {
      orders.get(orderId)!.declined = true;
    },
    overrideCapture(orderId: string, override: FakeOrder["captureOverride"]) {
      orders.get(orderId)!.captureOverride = override;
    },
    revokeTokens() {
      tokens.clear();
    },
    webhook(eventType: string, orderId: string): WebhookRequest {
      const order = orders.get(orderId)!;
      const isCapture = eventType.startsWith("PAYMENT.CAPTURE.");
      const event = {
        id: fakeId("WH-EVT-"),
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: isCapture ? "capture" : "checkout-order",
        event_type: eventType,
        summary: eventType,
        resource: isCapture
          ? { ...order.capture, supplementary_data: { related_ids: { order_id: order.id } } }
          : { id: order.id, status: order.status },
      };
      const rawBody = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const signer = createSign("RSA-SHA256");
      signer.update(signedString(transmissionId, time, rawBody));
      return {
        rawBody: Buffer.from(rawBody),
        query: {},
        headers: {
          "content-type": "application/json",
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-time": time,
          "paypal-transmission-sig": signer.sign(privateKey, "base64"),
          "paypal-cert-url": `${fake.baseUrl}/v1/notifications/certs/CERT-FAKE`,
          "paypal-auth-algo": "SHA256withRSA",
        },
      };
    },
  });
  return fake;
}
