import { and, asc, eq, isNotNull, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentSettings, TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { startPaystackFake, type PaystackFake } from "./fakes/paystack-fake.js";
import { createTestApp, type TestApp } from "./test-app.js";

const SECRET_KEY = "sk_test_manzil_paystack_secret";
const PUBLIC_KEY = "pk_test_manzil_paystack_public";

let t: TestApp;
let paystack: PaystackFake;
beforeAll(async () => {
  paystack = await startPaystackFake({ secretKey: SECRET_KEY });
  t = await createTestApp({
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: PUBLIC_KEY,
    PAYSTACK_API_BASE: paystack.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

/** Customers with an e-mail address (Paystack needs one) and no package, a different one per call. */
let taken = 0;
async function buyer() {
  const db = t.database.db;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "customer"),
        eq(users.isActive, true),
        isNotNull(users.email),
        notExists(db.select().from(userPackages).where(eq(userPackages.userId, users.id))),
      ),
    )
    .orderBy(asc(users.id))
    .offset(taken++)
    .limit(1);
  const id = rows[0]!.id;
  const token = await t.app.services.auth.issueToken(id, "test");
  return { id, headers: { authorization: `Bearer ${token}` } };
}

async function packageNamed(name: string) {
  const rows = await t.database.db.select().from(packages).where(eq(packages.name, name));
  return rows[0]!;
}

async function transactionRow(id: number) {
  const rows = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return rows[0]!;
}

async function heldPackagesOf(userId: number) {
  return t.database.db.select().from(userPackages).where(eq(userPackages.userId, userId));
}

async function deliver(webhook: { rawBody: Buffer; headers: Record<string, string> }) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/webhooks/paystack",
    payload: webhook.rawBody,
    headers: webhook.headers,
  });
  return { status: response.statusCode, body: response.json() as { data?: { outcome: string } } };
}

async function status(member: { headers: Record<string, string> }, query: Record<string, string>) {
  return get<TPaymentTransaction>(t.app, "/api/payment-status", query, { headers: member.headers });
}

/** A member with a pending Paystack payment for Basic. */
async function pendingBasic() {
  const member = await buyer();
  const basic = await packageNamed("Basic");
  const started = await post<TStartedPaymentReply>(
    t.app,
    "/api/paystack",
    { package_id: basic.id },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  return { member, basic, id, reference: (await transactionRow(id)).reference };
}

describe("Paystack in get_payment_settings", () => {
  it("is listed with its public key only, never the secret key", async () => {
    const { body } = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "paystack", public_key: PUBLIC_KEY },
      { method: "bank_transfer", public_key: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(SECRET_KEY);
  });
});

describe("starting a Paystack payment", () => {
  it("sends the browser to Paystack for the package's price, whatever amount the client sends", async () => {
    const member = await buyer();
    const basic = await packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      t.app,
      "/api/paystack",
      { package_id: basic.id, amount: 1 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(body.data.client_secret).toBeNull();
    expect(body.data.payment_transaction).toMatchObject({
      payment_gateway: "paystack",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      currency: "EGP",
    });
    const sent = paystack.requests.filter((r) => r.path === "/transaction/initialize").at(-1)!;
    expect(sent.body).toMatchObject({
      amount: String(basic.priceMinor),
      currency: "EGP",
      reference: body.data.payment_transaction.reference,
    });
    expect(basic.priceMinor).not.toBe(1);
  });

  it("is also started through the method-neutral payments/start", async () => {
    const member = await buyer();
    const basic = await packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "paystack", amount: 5 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(body.data.payment_transaction.amount_minor).toBe(basic.priceMinor);
    const stripe = await post(
      t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "stripe" },
      { headers: member.headers },
    );
    expect(stripe.status).toBe(422);
  });
});

describe("Paystack webhooks", () => {
  it("a successful charge activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    paystack.settle(reference, "success");
    const event = paystack.webhook(reference);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    const held = await heldPackagesOf(member.id);
    expect(held.map((h) => h.packageId)).toEqual([basic.id]);
    expect((await transactionRow(id)).state).toBe("succeeded");
    const recorded = await t.database.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, id));
    expect(recorded).toEqual([{ outcome: "applied" }]);
  });

  it("20 concurrent deliveries of the same charge activate the package exactly once", async () => {
    const { member, reference } = await pendingBasic();
    paystack.settle(reference, "success");
    const event = paystack.webhook(reference);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data?.outcome === "applied")).toHaveLength(1);
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    paystack.settle(reference, "success");
    const genuine = paystack.webhook(reference);
    const forged = await deliver({
      rawBody: genuine.rawBody,
      headers: { ...genuine.headers, "x-paystack-signature": "0".repeat(128) },
    });
    expect(forged.status).toBe(400);
    const unsigned = await deliver({
      rawBody: genuine.rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionRow(id)).state).toBe("pending");
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, id)),
    ).toEqual([]);
  });

  it("refuses a charge for another amount than the package's price", async () => {
    const { member, id, reference } = await pendingBasic();
    paystack.settle(reference, "success", { amount: 100 });
    const cheaper = await deliver(paystack.webhook(reference));
    expect(cheaper.status).toBe(400);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionRow(id)).state).toBe("pending");
  });
});

describe("returning from Paystack", () => {
  it("payment-status verifies with Paystack and activates the package once; the later webhook changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const before = await status(member, { payment_transaction_id: String(id), reference, trxref: reference });
    expect(before.body.data.payment_status).toBe("pending");
    paystack.settle(reference, "success");
    const paid = await status(member, { payment_transaction_id: String(id), reference, trxref: reference });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    const again = await status(member, { payment_transaction_id: String(id) });
    expect(again.body.data.payment_status).toBe("succeeded");
    const late = await deliver(paystack.webhook(reference));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a declined charge activates nothing and shows the payment as failed", async () => {
    const { member, id, reference } = await pendingBasic();
    paystack.settle(reference, "failed");
    const failed = await status(member, { payment_transaction_id: String(id), reference });
    expect(failed.body.data.payment_status).toBe("failed");
    expect(failed.body.message).toBe("Payment failed");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("a return naming another payment's reference is refused and changes nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    paystack.settle(second.reference, "success");
    const mixed = await status(first.member, {
      payment_transaction_id: String(first.id),
      reference: second.reference,
    });
    expect(mixed.status).toBe(400);
    expect((await transactionRow(first.id)).state).toBe("pending");
    expect(await heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { id, reference } = await pendingBasic();
    paystack.settle(reference, "success");
    const stranger = await buyer();
    expect((await status(stranger, { payment_transaction_id: String(id), reference })).status).toBe(404);
    const fail = await post(
      t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect((await transactionRow(id)).state).toBe("pending");
  });
});
