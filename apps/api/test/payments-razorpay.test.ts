import { and, asc, eq, isNotNull, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentSettings, TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { startRazorpayFake, type RazorpayFake } from "./fakes/razorpay-fake.js";
import { createTestApp, type TestApp } from "./test-app.js";

const KEY_ID = "rzp_test_manzil_key_id";
const KEY_SECRET = "manzil_razorpay_key_secret";
const WEBHOOK_SECRET = "manzil_razorpay_webhook_secret";

let t: TestApp;
let razorpay: RazorpayFake;
beforeAll(async () => {
  razorpay = await startRazorpayFake({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: razorpay.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

/** Customers with an e-mail address (as for the other gateways) and no package, a different one per call. */
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
    url: "/api/webhooks/razorpay",
    payload: webhook.rawBody,
    headers: webhook.headers,
  });
  return { status: response.statusCode, body: response.json() as { data?: { outcome: string } } };
}

async function status(member: { headers: Record<string, string> }, query: Record<string, string>) {
  return get<TPaymentTransaction>(t.app, "/api/payment-status", query, { headers: member.headers });
}

/** A member with a pending Razorpay order for Basic. */
async function pendingBasic() {
  const member = await buyer();
  const basic = await packageNamed("Basic");
  const started = await post<TStartedPaymentReply>(
    t.app,
    "/api/generate-razorpay-orderid",
    { package_id: basic.id },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  // Razorpay knows the payment by its order id, which the ledger keeps as the provider payment id.
  return { member, basic, id, reference: (await transactionRow(id)).providerPaymentId! };
}

describe("Razorpay in get_payment_settings", () => {
  it("is listed with its key id only, never the key secret or the webhook secret", async () => {
    const { body } = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "razorpay", public_key: KEY_ID },
      { method: "bank_transfer", public_key: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(KEY_SECRET);
    expect(JSON.stringify(body)).not.toContain(WEBHOOK_SECRET);
  });
});

describe("generate-razorpay-orderid", () => {
  it("creates an order for the package's price, whatever amount the client sends, for Checkout to pay", async () => {
    const member = await buyer();
    const basic = await packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      t.app,
      "/api/generate-razorpay-orderid",
      { package_id: basic.id, amount: 1 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toBeNull();
    expect(body.data.public_key).toBe(KEY_ID);
    const order = razorpay.orders.get(body.data.client_secret!)!;
    expect(order).toMatchObject({ amount: basic.priceMinor, currency: "EGP" });
    expect(body.data.payment_transaction).toMatchObject({
      payment_gateway: "razorpay",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      currency: "EGP",
    });
    expect(basic.priceMinor).not.toBe(1);
  });

  it("is also started through the method-neutral payments/start", async () => {
    const member = await buyer();
    const basic = await packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "razorpay", amount: 5 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.public_key).toBe(KEY_ID);
    expect(body.data.payment_transaction.amount_minor).toBe(basic.priceMinor);
  });
});

describe("Razorpay webhooks", () => {
  it("a captured payment activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const paid = razorpay.pay(reference, "captured");
    const event = razorpay.webhook("payment.captured", paid.razorpay_payment_id);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect((await heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
    expect((await transactionRow(id)).state).toBe("succeeded");
  });

  it("20 concurrent deliveries of the same event activate the package exactly once", async () => {
    const { member, reference } = await pendingBasic();
    const paid = razorpay.pay(reference, "captured");
    const event = razorpay.webhook("payment.captured", paid.razorpay_payment_id);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data?.outcome === "applied")).toHaveLength(1);
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a forged or missing signature and changes nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    const paid = razorpay.pay(reference, "captured");
    const genuine = razorpay.webhook("payment.captured", paid.razorpay_payment_id);
    const forged = await deliver({
      rawBody: genuine.rawBody,
      headers: { ...genuine.headers, "x-razorpay-signature": "0".repeat(64) },
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

  it("refuses a payment for another amount than the package's price", async () => {
    const { member, id, reference } = await pendingBasic();
    const paid = razorpay.pay(reference, "captured", { amount: 100 });
    const cheaper = await deliver(razorpay.webhook("payment.captured", paid.razorpay_payment_id));
    // Genuinely signed, so the ledger itself refuses the sum (the other gateways' adapters refuse it earlier).
    expect(cheaper.status).toBe(409);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionRow(id)).state).toBe("pending");
  });
});

describe("confirming a Razorpay payment through payment-status", () => {
  it("checks Checkout's signature with Razorpay and activates the package once; the later webhook changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const before = await status(member, { payment_transaction_id: String(id) });
    expect(before.body.data.payment_status).toBe("pending");
    const checkout = razorpay.pay(reference, "captured");
    const paid = await status(member, { payment_transaction_id: String(id), ...checkout });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    const late = await deliver(razorpay.webhook("payment.captured", checkout.razorpay_payment_id));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a forged signature or another order's payment is refused and changes nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    const checkout = razorpay.pay(first.reference, "captured");
    const forged = await status(first.member, {
      payment_transaction_id: String(first.id),
      ...checkout,
      razorpay_signature: "f".repeat(64),
    });
    expect(forged.status).toBe(400);
    const elsewhere = razorpay.pay(second.reference, "captured");
    const borrowed = await status(first.member, {
      payment_transaction_id: String(first.id),
      ...elsewhere,
      razorpay_order_id: first.reference,
    });
    expect(borrowed.status).toBe(400);
    expect((await transactionRow(first.id)).state).toBe("pending");
    expect(await heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("a failed payment activates nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    const checkout = razorpay.pay(reference, "failed");
    const failed = await status(member, { payment_transaction_id: String(id), ...checkout });
    expect(failed.body.data.payment_status).not.toBe("succeeded");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { id, reference } = await pendingBasic();
    const checkout = razorpay.pay(reference, "captured");
    const stranger = await buyer();
    expect((await status(stranger, { payment_transaction_id: String(id), ...checkout })).status).toBe(404);
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
