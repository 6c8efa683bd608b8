import { createHmac } from "node:crypto";
import {
  fakeId,
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
} from "./fake-gateway-server.js";

/**
 * A local Paystack: transaction/initialize, transaction/verify/:reference and /refund with Bearer secret-key auth,
 * transactions kept in memory by reference, and webhooks signed as Paystack signs them: x-paystack-signature is
 * the hex HMAC-SHA512 of the raw body keyed with the account's SECRET key.
 */

export type PaystackFakeOptions = { secretKey: string };

type Transaction = {
  id: number;
  domain: "test";
  status: "abandoned" | "success" | "failed" | "reversed";
  reference: string;
  amount: number;
  requested_amount: number;
  currency: string;
  metadata: unknown;
  gateway_response: string;
  paid_at: string | null;
  channel: "card";
  customer: { email: string };
  access_code: string;
  callback_url: string;
};

function failure(status: number, message: string): FakeReply {
  return { status, body: { status: false, message } };
}

export type PaystackFake = FakeGatewayServer & {
  transactions: Map<string, Transaction>;
  /** The customer finishes on Paystack's page; `amount`/`currency` let a test make Paystack report other figures. */
  settle(
    reference: string,
    outcome: "success" | "failed",
    overrides?: { amount?: number; currency?: string },
  ): void;
  webhook(reference: string, event?: string): { rawBody: Buffer; headers: Record<string, string> };
};

let nextId = 3_000_000;

export async function startPaystackFake(options: PaystackFakeOptions): Promise<PaystackFake> {
  const transactions = new Map<string, Transaction>();

  const server = await startFakeGatewayServer((request) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return failure(401, "Invalid key");
    }
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (request.method === "POST" && request.path === "/transaction/initialize") {
      const amount = typeof body.amount === "string" ? Number(body.amount) : body.amount;
      if (typeof body.email !== "string" || !body.email.includes("@"))
        return failure(400, "Invalid Email Address passed");
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0)
        return failure(400, "Invalid Amount Sent");
      const reference = typeof body.reference === "string" ? body.reference : fakeId("ref");
      if (transactions.has(reference)) return failure(400, "Duplicate Transaction Reference");
      nextId += 1;
      const accessCode = fakeId("ac");
      transactions.set(reference, {
        id: nextId,
        domain: "test",
        status: "abandoned",
        reference,
        amount,
        requested_amount: amount,
        currency: typeof body.currency === "string" ? body.currency : "NGN",
        metadata: body.metadata ?? null,
        gateway_response: "The transaction was not completed",
        paid_at: null,
        channel: "card",
        customer: { email: body.email },
        access_code: accessCode,
        callback_url: String(body.callback_url ?? ""),
      });
      return {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `${server.baseUrl}/checkout/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ""));
      if (!transaction) return failure(400, "Transaction reference not found");
      const { access_code: _accessCode, callback_url: _callbackUrl, ...data } = transaction;
      return { status: 200, body: { status: true, message: "Verification successful", data } };
    }

    if (request.method === "POST" && request.path === "/refund") {
      const transaction = [...transactions.values()].find(
        (candidate) =>
          candidate.reference === body.transaction || String(candidate.id) === String(body.transaction),
      );
      if (!transaction) return failure(400, "Transaction not found");
      if (transaction.status !== "success") return failure(400, "Transaction has not been paid");
      const amount = body.amount ?? transaction.amount;
      if (typeof amount !== "number" || amount <= 0 || amount > transaction.amount) {
        return failure(400, "Refund amount cannot be more than the transaction amount");
      }
      transaction.status = "reversed";
      nextId += 1;
      return {
        status: 200,
        body: {
          status: true,
          message: "Refund has been queued for processing",
          data: {
            transaction: { id: transaction.id, reference: transaction.reference, amount: transaction.amount },
            id: nextId,
            amount,
            currency: transaction.currency,
            merchant_note: body.merchant_note ?? null,
            status: "pending",
          },
        },
      };
    }
    return failure(404, "Not found");
  });

  return Object.assign(server, {
    transactions,
    settle(
      reference: string,
      outcome: "success" | "failed",
      overrides: { amount?: number; currency?: string } = {},
    ) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`paystack fake: no transaction ${reference}`);
      transaction.status = outcome;
      transaction.amount = overrides.amount ?? transaction.amount;
      transaction.currency = overrides.currency ?? transaction.currency;
      transaction.gateway_response = outcome === "success" ? "Successful" : "Declined";
      transaction.paid_at = outcome === "success" ? "2026-11-25T10:00:00.000Z" : null;
    },
    webhook(reference: string, event = "charge.success") {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`paystack fake: no transaction ${reference}`);
      const { access_code: _accessCode, callback_url: _callbackUrl, ...data } = transaction;
      const rawBody = Buffer.from(JSON.stringify({ event, data }));
      const signature = createHmac("sha512", options.secretKey).update(rawBody).digest("hex");
      return { rawBody, headers: { "content-type": "application/json", "x-paystack-signature": signature } };
    },
  });
}
