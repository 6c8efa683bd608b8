import { and, asc, eq, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentSettings, TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { startPayPalFake, type PayPalFake } from "./fakes/paypal-fake.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let paypal: PayPalFake;
beforeAll(async () => {
  paypal = await startPayPalFake();
  t = await createTestApp({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

/** Customers holding no package at all, a different one per call. */
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

async function deliver(webhook: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> }) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/webhooks/paypal",
    payload: webhook.rawBody,
    headers: Object.fromEntries(
      Object.entries(webhook.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  });
  return { status: response.statusCode, body: response.json() as { data?: { outcome: string } } };
}

/** PayPal's return to /subscription-plan?payment=<id>&token=<order id>, checked by the return page. */
async function returnFromPayPal(member: { headers: Record<string, string> }, id: number, orderId: string) {
  return get<TPaymentTransaction>(
    t.app,
    "/api/payment-status",
    { payment_transaction_id: String(id), token: orderId, PayerID: "PAYER1" },
    { headers: member.headers },
  );
}

/** A member with a PayPal order for Basic awaiting approval. */
async function pendingBasic() {
  const member = await buyer();
  const basic = await packageNamed("Basic");
  const started = await get<TStartedPaymentReply>(
    t.app,
    "/api/paypal",
    { package_id: String(basic.id), amount: "1" },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  return { member, basic, id, orderId: (await transactionRow(id)).providerPaymentId!, started };
}

/** PayPal captured the order but its answer never reached us (a timeout): only the webhook tells. */
function capturedBehindOurBack(orderId: string) {
  const order = paypal.orders.get(orderId)!;
  order.status = "COMPLETED";
  order.capture = {
    id: `CAP-${orderId}`,
    status: "COMPLETED",
    amount: order.amount,
    custom_id: order.customId,
  };
}

describe("PayPal in get_payment_settings", () => {
  it("is listed with its client id only, never the secret", async () => {
    const { body } = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "paypal", public_key: paypal.clientId },
      { method: "bank_transfer", public_key: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(paypal.clientSecret);
  });
});

describe("GET /api/paypal", () => {
  it("answers PayPal's approval page for the package's price; the client's amount is ignored", async () => {
    const { basic, started, orderId } = await pendingBasic();
    expect(started.body.data.redirect_url).toMatch(/^https?:\/\/.*approve|checkoutnow|token=/i);
    expect(started.body.data.payment_transaction).toMatchObject({
      payment_gateway: "paypal",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      transaction_id: orderId,
    });
    expect(paypal.orders.get(orderId)!.amount).toEqual({
      currency_code: "EGP",
      value: (basic.priceMinor / 100).toFixed(2),
    });
    expect(basic.priceMinor).not.toBe(100);
  });

  it("is for signed-in members only", async () => {
    const basic = await packageNamed("Basic");
    const { status } = await get(t.app, "/api/paypal", { package_id: String(basic.id) });
    expect(status).toBe(401);
  });
});

describe("returning from PayPal", () => {
  it("payment-status captures the approved order and activates the package once", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    const unapproved = await returnFromPayPal(member, id, orderId);
    expect(unapproved.body.data.payment_status).toBe("pending");
    paypal.approve(orderId);
    const paid = await returnFromPayPal(member, id, orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    const again = await returnFromPayPal(member, id, orderId);
    expect(again.body.data.payment_status).toBe("succeeded");
    const captures = paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(captures.length).toBeGreaterThan(0);
    const late = await deliver(paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a declined funding source activates nothing and shows the payment as failed", async () => {
    const { member, id, orderId } = await pendingBasic();
    paypal.approve(orderId);
    paypal.decline(orderId);
    const failed = await returnFromPayPal(member, id, orderId);
    expect(failed.body.data.payment_status).toBe("failed");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("a capture for another amount is refused and activates nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    paypal.approve(orderId);
    paypal.overrideCapture(orderId, { amount: { currency_code: "EGP", value: "1.00" } });
    const tampered = await returnFromPayPal(member, id, orderId);
    expect(tampered.status).toBe(400);
    expect((await transactionRow(id)).state).toBe("pending");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("a return naming another order is refused and captures nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    paypal.approve(first.orderId);
    const mixed = await returnFromPayPal(first.member, first.id, second.orderId);
    expect(mixed.status).toBe(400);
    expect(paypal.orders.get(first.orderId)!.status).toBe("APPROVED");
    expect((await transactionRow(first.id)).state).toBe("pending");
  });

  it("another member's transaction is not found, and nothing is captured for them", async () => {
    const { id, orderId } = await pendingBasic();
    paypal.approve(orderId);
    const stranger = await buyer();
    expect((await returnFromPayPal(stranger, id, orderId)).status).toBe(404);
    const fail = await post(
      t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect(paypal.orders.get(orderId)!.status).toBe("APPROVED");
    expect((await transactionRow(id)).state).toBe("pending");
  });
});

describe("PayPal webhooks", () => {
  it("a verified capture event activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const event = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await deliver(event);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect((await heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
    expect((await transactionRow(id)).state).toBe("succeeded");
  });

  it("20 concurrent deliveries (one event replayed, and distinct events) activate the package exactly once", async () => {
    const { member, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const replayed = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? replayed : paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderId),
    );
    const results = await Promise.all(deliveries.map(deliver));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data?.outcome === "applied")).toHaveLength(1);
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses an event PayPal does not vouch for and changes nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const genuine = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const altered = Buffer.from(
      genuine.rawBody.toString("utf8").replace("PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.COMPLETED "),
    );
    const forged = await deliver({ rawBody: altered, headers: genuine.headers });
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
});
