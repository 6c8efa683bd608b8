import { and, asc, eq, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentIntentReply, TPaymentSettings, TPaymentTransaction } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packageFeatures, packages, settings as settingsTable } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { StripeFake } from "./fakes/stripe-fake.js";
import { arabicLetters } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const WEBHOOK_SECRET = "whsec_manzil_test_secret";
const SECRET_KEY = "sk_test_manzil_secret_key";
const PUBLISHABLE_KEY = "pk_test_manzil_publishable";
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let stripe: StripeFake;
beforeAll(async () => {
  stripe = await new StripeFake(WEBHOOK_SECRET).start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
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

async function startPayment(member: { headers: Record<string, string> }, body: Record<string, unknown>) {
  return post<TPaymentIntentReply>(t.app, "/api/create-payment-intent", body, { headers: member.headers });
}

async function deliver(webhook: { payload: string; headers: Record<string, string> }) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    payload: webhook.payload,
    headers: webhook.headers,
  });
  return { status: response.statusCode, body: response.json() as { data?: { outcome: string } } };
}

async function heldPackagesOf(userId: number) {
  return t.database.db.select().from(userPackages).where(eq(userPackages.userId, userId));
}

async function transactionRow(id: number) {
  const rows = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return rows[0]!;
}

/** A member with a pending Stripe payment for Basic. */
async function pendingBasic() {
  const member = await buyer();
  const basic = await packageNamed("Basic");
  const started = await startPayment(member, { package_id: basic.id, platform_type: "web" });
  expect(started.status).toBe(200);
  return { member, basic, intent: started.body.data.payment_intent };
}

describe("GET /api/get_payment_settings", () => {
  it("offers card payments with the publishable key only, never a secret", async () => {
    const { status, body } = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
    expect(status).toBe(200);
    expect(body.data).toEqual({
      currency: "EGP",
      // The demo data also offers bank transfer, which has no key, with the account to transfer to.
      methods: [
        { method: "stripe", public_key: PUBLISHABLE_KEY },
        { method: "bank_transfer", public_key: null },
      ],
      stripe_publishable_key: PUBLISHABLE_KEY,
      bank_details: expect.arrayContaining([expect.objectContaining({ title: "IBAN" })]),
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(SECRET_KEY);
    expect(text).not.toContain(WEBHOOK_SECRET);
  });
});

describe("POST /api/create-payment-intent", () => {
  it("charges the package's price from the server, whatever amount the client sends", async () => {
    const member = await buyer();
    const basic = await packageNamed("Basic");
    const { status, body } = await startPayment(member, {
      package_id: basic.id,
      amount: 1,
      platform_type: "web",
    });
    expect(status).toBe(200);
    const intent = body.data.payment_intent;
    expect(intent).toMatchObject({
      amount: basic.priceMinor,
      currency: "EGP",
      publishable_key: PUBLISHABLE_KEY,
    });
    expect(intent.client_secret).toMatch(/^pi_\w+_secret_/);
    // What Stripe was actually asked for.
    const sent = stripe.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.body).toMatchObject({ amount: String(basic.priceMinor), currency: "egp" });
    expect(stripe.intents.get(intent.id)!.metadata.reference).toBe(body.data.payment_transaction.reference);
    expect(body.data.payment_transaction).toMatchObject({
      type: "package",
      purpose_id: basic.id,
      payment_gateway: "stripe",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      transaction_id: intent.id,
    });
  });

  it("refuses a free package (activated with assign_package instead), in both languages", async () => {
    const member = await buyer();
    const free = await packageNamed("Free");
    const en = await startPayment(member, { package_id: free.id });
    expect(en.status).toBe(422);
    expect(en.body.errors?.package_id?.[0]).toBe("This package is free. Activate it without paying.");
    const ar = await post(
      t.app,
      "/api/create-payment-intent",
      { package_id: free.id },
      {
        headers: { ...member.headers, "accept-language": "ar" },
      },
    );
    expect(ar.body.message).toMatch(arabicLetters);
    expect(
      await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, member.id)),
    ).toEqual([]);
  });

  it("is for signed-in members only", async () => {
    const basic = await packageNamed("Basic");
    const { status } = await post(t.app, "/api/create-payment-intent", { package_id: basic.id });
    expect(status).toBe(401);
  });
});

describe("Stripe webhooks", () => {
  it("a succeeded payment activates the package once, with its limits and expiry", async () => {
    const { member, basic, intent } = await pendingBasic();
    stripe.succeed(intent.id);
    const delivered = await deliver(stripe.webhook("payment_intent.succeeded", intent.id));
    expect(delivered.status).toBe(200);
    expect(delivered.body.data?.outcome).toBe("applied");

    const held = await heldPackagesOf(member.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.packageId).toBe(basic.id);
    expect(held[0]!.endsAt.getTime() - held[0]!.startsAt.getTime()).toBe(basic.durationHours * HOUR_MS);
    const limits = await t.database.db
      .select({
        featureId: userPackageLimits.featureId,
        total: userPackageLimits.totalLimit,
        used: userPackageLimits.usedLimit,
      })
      .from(userPackageLimits)
      .where(eq(userPackageLimits.userPackageId, held[0]!.id))
      .orderBy(asc(userPackageLimits.featureId));
    const bought = await t.database.db
      .select({ featureId: packageFeatures.featureId, total: packageFeatures.limit })
      .from(packageFeatures)
      .where(and(eq(packageFeatures.packageId, basic.id), eq(packageFeatures.limitType, "limited")))
      .orderBy(asc(packageFeatures.featureId));
    expect(limits).toEqual(bought.map((b) => ({ ...b, used: 0 })));
    expect(limits.length).toBeGreaterThan(0);

    const status = await get<TPaymentTransaction>(
      t.app,
      "/api/payment-status",
      {
        payment_transaction_id: String((await transactionByIntent(intent.id)).id),
      },
      { headers: member.headers },
    );
    expect(status.body.data.payment_status).toBe("succeeded");
    expect(status.body.data.succeeded_at).not.toBeNull();

    const settings = await get<Record<string, unknown>>(
      t.app,
      "/api/web-settings",
      {},
      { headers: member.headers },
    );
    expect(settings.body.data).toMatchObject({ subscription: true, is_premium: true });
    const limit = await get<{ limit_available: boolean }>(
      t.app,
      "/api/check-package-limit",
      { type: "property_list" },
      { headers: member.headers },
    );
    expect(limit.body.data.limit_available).toBe(true);
  });

  it("a declined card activates nothing and shows the payment as failed", async () => {
    const { member, intent } = await pendingBasic();
    stripe.decline(intent.id);
    const delivered = await deliver(stripe.webhook("payment_intent.payment_failed", intent.id));
    expect(delivered.status).toBe(200);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionByIntent(intent.id)).state).toBe("failed");
    // A late success for a closed payment is logged for a person, never applied.
    stripe.succeed(intent.id);
    const late = await deliver(stripe.webhook("payment_intent.succeeded", intent.id));
    expect(late.body.data?.outcome).toBe("not_allowed");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("refuses a forged or stale signature and changes nothing", async () => {
    const { member, intent } = await pendingBasic();
    stripe.succeed(intent.id);
    const forged = await deliver(
      stripe.webhook("payment_intent.succeeded", intent.id, { secret: "whsec_forged" }),
    );
    expect(forged.status).toBe(400);
    const stale = await deliver(
      stripe.webhook("payment_intent.succeeded", intent.id, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    expect(stale.status).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: stripe.webhook("payment_intent.succeeded", intent.id).payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    const row = await transactionByIntent(intent.id);
    expect(row.state).toBe("pending");
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, row.id)),
    ).toEqual([]);
  });

  it("applies a replayed event once", async () => {
    const { member, intent } = await pendingBasic();
    stripe.succeed(intent.id);
    const event = stripe.webhook("payment_intent.succeeded", intent.id);
    const first = await deliver(event);
    const replay = await deliver(event);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
    const recorded = await t.database.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, (await transactionByIntent(intent.id)).id));
    expect(recorded).toEqual([{ outcome: "applied" }]);
  });

  it("20 concurrent duplicates (one event replayed, and distinct events) activate the package exactly once", async () => {
    const { member, intent } = await pendingBasic();
    stripe.succeed(intent.id);
    const replayed = stripe.webhook("payment_intent.succeeded", intent.id);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? replayed : stripe.webhook("payment_intent.succeeded", intent.id),
    );
    const results = await Promise.all(deliveries.map(deliver));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data?.outcome === "applied")).toHaveLength(1);
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a signed event whose amount differs from the ledger's", async () => {
    const { member, intent, basic } = await pendingBasic();
    stripe.succeed(intent.id, { amount: 100 });
    const cheaper = await deliver(stripe.webhook("payment_intent.succeeded", intent.id, { amount: 100 }));
    expect(cheaper.status).toBe(409);
    expect(await heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionByIntent(intent.id)).state).toBe("pending");
    expect(basic.priceMinor).not.toBe(100);
  });

  it("acknowledges events that are not about a known payment without changing anything", async () => {
    const { intent } = await pendingBasic();
    const other = await deliver(stripe.webhook("payment_intent.created", intent.id));
    expect(other.body.data?.outcome).toBe("not_a_payment");
  });
});

describe("the member's own transactions", () => {
  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { intent } = await pendingBasic();
    const stranger = await buyer();
    const id = (await transactionByIntent(intent.id)).id;
    const status = await get(
      t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: stranger.headers },
    );
    expect(status.status).toBe(404);
    const fail = await post(
      t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect((await transactionRow(id)).state).toBe("pending");
  });

  it("payment-transaction-fail cancels a pending payment, and a late success cannot reopen it", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    const { status, body } = await post<TPaymentTransaction>(
      t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: member.headers },
    );
    expect(status).toBe(200);
    expect(body.message).toBe("Payment canceled");
    expect(body.data.payment_status).toBe("cancelled");
    stripe.succeed(intent.id);
    const late = await deliver(stripe.webhook("payment_intent.succeeded", intent.id));
    expect(late.body.data?.outcome).toBe("not_allowed");
    expect((await transactionRow(id)).state).toBe("cancelled");
    expect(await heldPackagesOf(member.id)).toEqual([]);
  });

  it("payment-transaction-fail does not cancel a payment the gateway says went through: it is applied", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    stripe.succeed(intent.id);
    const { status } = await post(
      t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: member.headers },
    );
    expect(status).toBe(409);
    expect((await transactionRow(id)).state).toBe("succeeded");
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("while Stripe is down: no payment starts, and none is cancelled on a state Stripe did not confirm", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    stripe.isDown = true;
    try {
      const basic = await packageNamed("Basic");
      const other = await buyer();
      const start = await startPayment(other, { package_id: basic.id });
      expect(start.status).toBe(503);
      expect(start.body.message).toBe(
        "The payment service is not answering. Please try again in a few minutes.",
      );
      const fail = await post(
        t.app,
        "/api/payment-transaction-fail",
        { payment_transaction_id: id },
        { headers: member.headers },
      );
      expect(fail.status).toBe(503);
      expect((await transactionRow(id)).state).toBe("pending");
    } finally {
      stripe.isDown = false;
    }
  });

  it("the status check asks Stripe while pending, so a lost webhook still activates the package", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    const pending = await get<TPaymentTransaction>(
      t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: member.headers },
    );
    expect(pending.body.data.payment_status).toBe("pending");
    stripe.succeed(intent.id);
    const paid = await get<TPaymentTransaction>(
      t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: member.headers },
    );
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    expect(await heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("lists only the caller's payments, filtered by type and month", async () => {
    const { member, intent } = await pendingBasic();
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const mine = await get<TPaymentTransaction[]>(
      t.app,
      "/api/payment-transactions",
      { type: "package", month },
      { headers: member.headers },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.data.map((p) => p.transaction_id)).toEqual([intent.id]);
    const otherMonth = await get<TPaymentTransaction[]>(
      t.app,
      "/api/payment-transactions",
      { month: "2001-01" },
      { headers: member.headers },
    );
    expect(otherMonth.body.data).toEqual([]);
    const reservations = await get<TPaymentTransaction[]>(
      t.app,
      "/api/payment-transactions",
      { type: "reservation" },
      { headers: member.headers },
    );
    expect(reservations.body.total).toBe(0);
    const tooMany = await get(
      t.app,
      "/api/payment-transactions",
      { limit: "101" },
      { headers: member.headers },
    );
    expect(tooMany.status).toBe(422);
  });
});

async function transactionByIntent(intentId: string) {
  const rows = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerPaymentId, intentId));
  return rows[0]!;
}

describe("webhooks under the eBroker transport", () => {
  it("answer Stripe with real statuses, so a refused or failed delivery is retried rather than taken as done", async () => {
    const ebroker = await createTestApp({
      API_DEFAULT_TRANSPORT: "ebroker",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.baseUrl,
    });
    try {
      const { intent } = await pendingBasic();
      const forged = stripe.webhook("payment_intent.succeeded", intent.id, { secret: "whsec_forged" });
      const response = await ebroker.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        payload: forged.payload,
        headers: forged.headers,
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await ebroker.close();
    }
  });
});

describe("without any payment method configured", () => {
  it("offers no method, and a purchase answers 'no payment method enabled'", async () => {
    const bare = await createTestApp();
    try {
      await bare.database.db
        .update(settingsTable)
        .set({ value: "0" })
        .where(eq(settingsTable.key, "bank_transfer_status"));
      const settings = await get<TPaymentSettings>(bare.app, "/api/get_payment_settings");
      expect(settings.body.data.methods).toEqual([]);
      expect(settings.body.data.stripe_publishable_key).toBeNull();
      const member = await buyer();
      const token = await bare.app.services.auth.issueToken(member.id, "test");
      const basic = await packageNamed("Basic");
      const { status, body } = await post(
        bare.app,
        "/api/create-payment-intent",
        { package_id: basic.id },
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(status).toBe(403);
      expect(body.code).toBe("NO_PAYMENT_METHOD");
    } finally {
      await bare.close();
    }
  });
});
