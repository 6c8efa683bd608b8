import {
  fakeId,
  startFakeGatewayServer,
  type FakeGatewayServer,
  type FakeReply,
} from "./fake-gateway-server.js";

/**
 * A local Flutterwave v3: POST /v3/payments (hosted link), GET /v3/transactions/:id/verify,
 * GET /v3/transactions/verify_by_reference and POST /v3/transactions/:id/refund with Bearer secret-key auth.
 * Amounts arrive and leave in major units as Flutterwave's JSON carries them. Webhooks carry the dashboard's
 * secret hash verbatim in `verif-hash`, which is all Flutterwave v3 sends to authenticate them.
 */

export type FlutterwaveFakeOptions = { secretKey: string; webhookHash: string };

type Transaction = {
  id: number | null;
  tx_ref: string;
  flw_ref: string;
  /** As received: the decimal text of major units. */
  amount: string;
  currency: string;
  status: "pending" | "successful" | "failed" | "cancelled";
  meta: unknown;
  customer: unknown;
  redirect_url: string;
};

function failure(status: number, message: string): FakeReply {
  return { status, body: { status: "error", message, data: null } };
}

export type FlutterwaveFake = FakeGatewayServer & {
  transactions: Map<string, Transaction>;
  /**
   * The customer finishes on the hosted page; returns the query string Flutterwave appends to redirect_url.
   * `amount` (major-unit text) lets a test make Flutterwave report another sum.
   */
  complete(
    txRef: string,
    outcome: "successful" | "failed" | "cancelled",
    overrides?: { amount?: string },
  ): { status: string; tx_ref: string; transaction_id: string };
  webhook(
    txRef: string,
    options?: { hash?: string; event?: string },
  ): { rawBody: Buffer; headers: Record<string, string> };
};

let nextId = 5_000_000;

export async function startFlutterwaveFake(options: FlutterwaveFakeOptions): Promise<FlutterwaveFake> {
  const transactions = new Map<string, Transaction>();
  const byId = (id: string) =>
    [...transactions.values()].find((transaction) => String(transaction.id) === id);

  const asData = (transaction: Transaction) => ({
    id: transaction.id,
    tx_ref: transaction.tx_ref,
    flw_ref: transaction.flw_ref,
    // Flutterwave answers with JSON numbers; Number() of the sent text mirrors that.
    amount: Number(transaction.amount),
    currency: transaction.currency,
    charged_amount: Number(transaction.amount),
    app_fee: 0,
    merchant_fee: 0,
    status: transaction.status,
    payment_type: "card",
    meta: transaction.meta,
    customer: transaction.customer,
  });

  const server = await startFakeGatewayServer((request) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return failure(401, "Invalid authorization key");
    }
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (request.method === "POST" && request.path === "/v3/payments") {
      if (typeof body.tx_ref !== "string" || body.tx_ref === "") return failure(400, "tx_ref is required");
      if (typeof body.amount !== "string" && typeof body.amount !== "number")
        return failure(400, "amount is required");
      if (!/^\d+(\.\d+)?$/.test(String(body.amount))) return failure(400, "amount must be a number");
      if (typeof body.redirect_url !== "string") return failure(400, "redirect_url is required");
      transactions.set(body.tx_ref, {
        id: null,
        tx_ref: body.tx_ref,
        flw_ref: fakeId("FLW-MOCK-"),
        amount: String(body.amount),
        currency: typeof body.currency === "string" ? body.currency : "NGN",
        status: "pending",
        meta: body.meta ?? null,
        customer: body.customer ?? null,
        redirect_url: body.redirect_url,
      });
      return {
        status: 200,
        body: {
          status: "success",
          message: "Hosted Link",
          data: { link: `${server.baseUrl}/hosted/pay/${fakeId("")}` },
        },
      };
    }

    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(request.path);
    if (request.method === "GET" && verify) {
      const transaction = byId(verify[1] ?? "");
      if (!transaction) return failure(400, "No transaction was found for this id");
      return {
        status: 200,
        body: { status: "success", message: "Transaction fetched successfully", data: asData(transaction) },
      };
    }

    if (request.method === "GET" && request.path === "/v3/transactions/verify_by_reference") {
      const transaction = transactions.get(request.query.get("tx_ref") ?? "");
      if (!transaction || transaction.id === null)
        return failure(400, "No transaction was found for this tx_ref");
      return {
        status: 200,
        body: { status: "success", message: "Transaction fetched successfully", data: asData(transaction) },
      };
    }

    const refund = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === "POST" && refund) {
      const transaction = byId(refund[1] ?? "");
      if (!transaction) return failure(400, "No transaction was found for this id");
      if (transaction.status !== "successful") return failure(400, "Transaction is not successful");
      const amount = body.amount === undefined ? Number(transaction.amount) : Number(body.amount);
      if (!(amount > 0) || amount > Number(transaction.amount)) return failure(400, "Invalid refund amount");
      nextId += 1;
      return {
        status: 200,
        body: {
          status: "success",
          message: "Transaction refund initiated",
          data: {
            id: nextId,
            tx_id: transaction.id,
            flw_ref: transaction.flw_ref,
            amount_refunded: amount,
            status: "completed",
            comments: body.comments ?? null,
          },
        },
      };
    }
    return failure(404, "Not found");
  });

  return Object.assign(server, {
    transactions,
    complete(
      txRef: string,
      outcome: "successful" | "failed" | "cancelled",
      overrides: { amount?: string } = {},
    ) {
      const transaction = transactions.get(txRef);
      if (!transaction) throw new Error(`flutterwave fake: no transaction ${txRef}`);
      nextId += 1;
      transaction.id = nextId;
      transaction.status = outcome;
      transaction.amount = overrides.amount ?? transaction.amount;
      return { status: outcome, tx_ref: txRef, transaction_id: String(transaction.id) };
    },
    webhook(txRef: string, delivery: { hash?: string; event?: string } = {}) {
      const transaction = transactions.get(txRef);
      if (!transaction) throw new Error(`flutterwave fake: no transaction ${txRef}`);
      const rawBody = Buffer.from(
        JSON.stringify({ event: delivery.event ?? "charge.completed", data: asData(transaction) }),
      );
      return {
        rawBody,
        headers: { "content-type": "application/json", "verif-hash": delivery.hash ?? options.webhookHash },
      };
    },
  });
}
