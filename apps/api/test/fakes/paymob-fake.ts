import { createHmac, randomBytes } from "node:crypto";
import type { WebhookRequest } from "../../src/modules/payments/providers/payment-provider.js";
import {
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
  type FakeRequest,
} from "./fake-gateway-server.js";

type FakeTransaction = {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  is_refund: boolean;
  is_void: boolean;
  refunded_amount_cents: number;
  created_at: string;
  currency: string;
  error_occured: boolean;
  owner: number;
  order: { id: number; merchant_order_id: string; amount_cents: number; currency: string };
  source_data: { pan: string; sub_type: string; type: string };
  data: { message: string };
};
type FakeIntention = {
  id: string;
  client_secret: string;
  intention_order_id: number;
  special_reference: string;
  body: Record<string, unknown>;
};
type FakeOrder = { id: number; amount_cents: number; currency: string; merchant_order_id: string };

export type PaymobFake = FakeGatewayServer & {
  secretKey: string;
  publicKey: string;
  apiKey: string;
  hmacSecret: string;
  integrationId: number;
  intentions: FakeIntention[];
  orders: Map<number, FakeOrder>;
  transactions: Map<number, FakeTransaction>;
  authTokensIssued: number;
  /**
   * The buyer pays (or is declined) on the checkout page: Paymob records a transaction, posts the signed
   * transaction-processed callback and sends the browser back with the signed response query.
   */
  pay(
    orderId: number,
    outcome: { success: boolean },
  ): { callback: WebhookRequest; returnQuery: Record<string, string> };
  /** The signed transaction-processed callback Paymob posts for a transaction as it stands (refunds included). */
  callbackFor(transactionId: number): WebhookRequest;
};

// Paymob's ordered HMAC keys, as its documentation lists them.
const SIGNED_KEYS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
];

function sign(secret: string, transaction: FakeTransaction): string {
  const flat: Record<string, unknown> = {
    ...transaction,
    "order.id": transaction.order.id,
    "source_data.pan": transaction.source_data.pan,
    "source_data.sub_type": transaction.source_data.sub_type,
    "source_data.type": transaction.source_data.type,
  };
  const text = SIGNED_KEYS.map((key) => String(flat[key])).join("");
  return createHmac("sha512", secret).update(text).digest("hex");
}

export async function startPaymobFake(): Promise<PaymobFake> {
  const secretKey = `egy_sk_test_${randomBytes(16).toString("hex")}`;
  const publicKey = `egy_pk_test_${randomBytes(8).toString("hex")}`;
  const apiKey = `api_${randomBytes(16).toString("hex")}`;
  const hmacSecret = randomBytes(16).toString("hex").toUpperCase();
  const integrationId = 4_097_558;
  const authTokens = new Set<string>();
  const intentions: FakeIntention[] = [];
  const orders = new Map<number, FakeOrder>();
  const transactions = new Map<number, FakeTransaction>();
  let nextOrderId = 217_503_754;
  let nextTransactionId = 192_036_465;

  const detail = (status: number, message: string): FakeReply => ({ status, body: { detail: message } });
  const latestOf = (orderId: number) =>
    [...transactions.values()].filter((t) => t.order.id === orderId && !t.has_parent_transaction).at(-1);

  function route(request: FakeRequest): FakeReply {
    const { method, path, headers } = request;
    const { body } = request;
    const hasSecretKey = headers.authorization === `Token ${secretKey}`;
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
    const hasAuthToken = bearer !== undefined && authTokens.has(bearer);

    if (method === "POST" && path === "/api/auth/tokens") {
      if (body?.api_key !== apiKey) return detail(403, "incorrect credentials");
      const token = `ZXlK${randomBytes(24).toString("hex")}`;
      authTokens.add(token);
      fake.authTokensIssued += 1;
      return { status: 201, body: { token, profile: { id: 302_852 } } };
    }

    if (method === "POST" && path === "/v1/intention/") {
      if (!hasSecretKey) return detail(401, "Authentication credentials were not provided.");
      const amount = body?.amount;
      const methods = body?.payment_methods;
      const billing = body?.billing_data as Record<string, unknown> | undefined;
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || typeof body?.currency !== "string") {
        return { status: 400, body: { amount: ["A valid integer is required."] } };
      }
      if (!Array.isArray(methods) || methods.some((id) => id !== integrationId)) {
        return detail(404, "Integration ID/Name does not exist in our system.");
      }
      for (const field of ["first_name", "last_name", "email", "phone_number"]) {
        if (typeof billing?.[field] !== "string")
          return { status: 400, body: { billing_data: [`${field} required`] } };
      }
      const reference = String(body?.special_reference ?? "");
      if (intentions.some((intention) => intention.special_reference === reference)) {
        return { status: 400, body: { special_reference: ["Special reference must be unique."] } };
      }
      const order: FakeOrder = {
        id: nextOrderId++,
        amount_cents: amount as number,
        currency: body.currency,
        merchant_order_id: reference,
      };
      orders.set(order.id, order);
      const intention: FakeIntention = {
        id: `pi_test_${randomBytes(12).toString("hex")}`,
        client_secret: `egy_csk_test_${randomBytes(16).toString("hex")}`,
        intention_order_id: order.id,
        special_reference: reference,
        body,
      };
      intentions.push(intention);
      return {
        status: 201,
        body: {
          id: intention.id,
          client_secret: intention.client_secret,
          intention_order_id: order.id,
          special_reference: reference,
          status: "intended",
          payment_keys: [{ integration: integrationId, key: "ZXlK", order_id: order.id }],
          intention_detail: {
            amount: order.amount_cents,
            currency: order.currency,
            items: body.items,
            billing_data: billing,
          },
        },
      };
    }

    if (method === "POST" && path === "/api/acceptance/void_refund/refund") {
      if (!hasSecretKey) return detail(401, "Authentication credentials were not provided.");
      const parent = transactions.get(Number(body?.transaction_id));
      if (!parent || !parent.success || parent.has_parent_transaction) return detail(404, "Not found.");
      const amount = Number(body?.amount_cents);
      if (
        !Number.isSafeInteger(amount) ||
        amount <= 0 ||
        amount > parent.amount_cents - parent.refunded_amount_cents
      ) {
        return { status: 400, body: { message: "Refund amount exceeds the transaction's" } };
      }
      parent.refunded_amount_cents += amount;
      parent.is_refunded = true;
      const refund: FakeTransaction = {
        ...parent,
        id: nextTransactionId++,
        amount_cents: amount,
        has_parent_transaction: true,
        is_refund: true,
        is_refunded: false,
        refunded_amount_cents: 0,
        data: { message: "Approved" },
      };
      transactions.set(refund.id, refund);
      return { status: 200, body: refund };
    }

    if (!hasAuthToken) return detail(401, "Authentication credentials were not provided.");

    const transactionMatch = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(path);
    if (method === "GET" && transactionMatch) {
      const transaction = transactions.get(Number(transactionMatch[1]));
      return transaction ? { status: 200, body: transaction } : detail(404, "Not found.");
    }
    if (method === "POST" && path === "/api/ecommerce/orders/transaction_inquiry") {
      const transaction = latestOf(Number(body?.order_id));
      return transaction ? { status: 200, body: transaction } : detail(404, "Not found.");
    }
    const orderMatch = /^\/api\/ecommerce\/orders\/(\d+)$/.exec(path);
    if (method === "GET" && orderMatch) {
      const order = orders.get(Number(orderMatch[1]));
      return order ? { status: 200, body: order } : detail(404, "Not found.");
    }
    return detail(404, "Not found.");
  }

  const server = await startFakeGatewayServer(route);
  const fake: PaymobFake = Object.assign(server, {
    secretKey,
    publicKey,
    apiKey,
    hmacSecret,
    integrationId,
    intentions,
    orders,
    transactions,
    authTokensIssued: 0,
    pay(orderId: number, outcome: { success: boolean }) {
      const order = orders.get(orderId)!;
      const transaction: FakeTransaction = {
        id: nextTransactionId++,
        pending: false,
        amount_cents: order.amount_cents,
        success: outcome.success,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: integrationId,
        has_parent_transaction: false,
        is_refund: false,
        is_void: false,
        refunded_amount_cents: 0,
        created_at: "2026-11-25T18:40:12.592345",
        currency: order.currency,
        error_occured: false,
        owner: 302_852,
        order: { ...order },
        source_data: { pan: "2346", sub_type: "MasterCard", type: "card" },
        data: { message: outcome.success ? "Approved" : "Do not honour" },
      };
      transactions.set(transaction.id, transaction);
      const hmac = sign(hmacSecret, transaction);
      const returnQuery: Record<string, string> = {
        id: String(transaction.id),
        pending: String(transaction.pending),
        amount_cents: String(transaction.amount_cents),
        success: String(transaction.success),
        is_auth: "false",
        is_capture: "false",
        is_standalone_payment: "true",
        is_voided: "false",
        is_refunded: "false",
        is_3d_secure: "true",
        integration_id: String(integrationId),
        has_parent_transaction: "false",
        order: String(order.id),
        created_at: transaction.created_at,
        currency: transaction.currency,
        error_occured: "false",
        owner: String(transaction.owner),
        merchant_order_id: order.merchant_order_id,
        "source_data.pan": transaction.source_data.pan,
        "source_data.sub_type": transaction.source_data.sub_type,
        "source_data.type": transaction.source_data.type,
        "data.message": transaction.data.message,
        hmac,
      };
      return { callback: fake.callbackFor(transaction.id), returnQuery };
    },
    callbackFor(transactionId: number): WebhookRequest {
      const transaction = transactions.get(transactionId)!;
      return {
        rawBody: Buffer.from(JSON.stringify({ type: "TRANSACTION", obj: transaction })),
        headers: { "content-type": "application/json" },
        query: { hmac: sign(hmacSecret, transaction) },
      };
    },
  });
  return fake;
}

/** The app's configuration for this fake: every Paymob key, pointed at it. */
export function paymobEnv(paymob: PaymobFake): Record<string, string> {
  return {
    PAYMOB_SECRET_KEY: paymob.secretKey,
    PAYMOB_PUBLIC_KEY: paymob.publicKey,
    PAYMOB_API_KEY: paymob.apiKey,
    PAYMOB_HMAC_SECRET: paymob.hmacSecret,
    PAYMOB_INTEGRATION_IDS: String(paymob.integrationId),
    PAYMOB_API_BASE: paymob.baseUrl,
  };
}
