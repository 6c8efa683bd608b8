import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TPaymentIntentReply, TPaymentSettings, TPaymentTransaction } from "@manzil/domain/contracts";
import { packageFeatures, settings as settingsTable } from "../src/db/schema/content.js";
import { userPackageLimits } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { startStripeFake, type SignedWebhook, type StripeFake } from "./fakes/stripe-fake.js";
import { arabicLetters } from "./helpers.js";
import { paymentHarness } from "./payment-harness.js";
import { createTestApp } from "./test-app.js";

const WEBHOOK_SECRET = "whsec_manzil_test_secret";
const SECRET_KEY = "sk_test_manzil_secret_key";
const PUBLISHABLE_KEY = "pk_test_manzil_publishable";
const HOUR_MS = 60 * 60 * 1000;

function stripeEnv(stripe: StripeFake) {
  return {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.baseUrl,
  };
}

const h = paymentHarness({
  method: "stripe",
  startFake: () => startStripeFake({ webhookSecret: WEBHOOK_SECRET }),
  env: stripeEnv,
});

async function startPayment(member: { headers: Record<string, string> }, body: Record<string, unknown>) {
  return post<TPaymentIntentReply>(h.t.app, "/api/create-payment-intent", body, { headers: member.headers });
}

/** Stripe's events are posted as their exact text, signed in Stripe-Signature. */
async function deliver(webhook: SignedWebhook) {
  return h.deliver({ rawBody: webhook.payload, headers: webhook.headers });
}

/** A member with a pending Stripe payment for Basic. */
async function pendingBasic() {
  const member = await h.buyer();
  const basic = await h.packageNamed("Basic");
  const started = await startPayment(member, { package_id: basic.id, platform_type: "web" });
  expect(started.status).toBe(200);
  return { member, basic, intent: started.body.data.payment_intent };
}

describe("GET /api/get_payment_settings", () => {
  it("offers card payments with the publishable key only, never a secret", async () => {
    const { status, body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
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
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
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
    const sent = h.fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.body).toMatchObject({ amount: String(basic.priceMinor), currency: "egp" });
    expect(h.fake.intents.get(intent.id)!.metadata.reference).toBe(body.data.payment_transaction.reference);
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
    const member = await h.buyer();
    const free = await h.packageNamed("Free");
    const en = await startPayment(member, { package_id: free.id });
    expect(en.status).toBe(422);
    expect(en.body.errors?.package_id?.[0]).toBe("This package is free. Activate it without paying.");
    const ar = await post(
      h.t.app,
      "/api/create-payment-intent",
      { package_id: free.id },
      {
        headers: { ...member.headers, "accept-language": "ar" },
      },
    );
    expect(ar.body.message).toMatch(arabicLetters);
    expect(
      await h.t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, member.id)),
    ).toEqual([]);
  });

  it("is for signed-in members only", async () => {
    const basic = await h.packageNamed("Basic");
    const { status } = await post(h.t.app, "/api/create-payment-intent", { package_id: basic.id });
    expect(status).toBe(401);
  });
});

describe("Stripe webhooks", () => {
  it("a succeeded payment activates the package once, with its limits and expiry", async () => {
    const { member, basic, intent } = await pendingBasic();
    h.fake.succeed(intent.id);
    const delivered = await deliver(h.fake.webhook("payment_intent.succeeded", intent.id));
    expect(delivered.status).toBe(200);
    expect(delivered.body.data?.outcome).toBe("applied");

    const held = await h.heldPackagesOf(member.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.packageId).toBe(basic.id);
    expect(held[0]!.endsAt.getTime() - held[0]!.startsAt.getTime()).toBe(basic.durationHours * HOUR_MS);
    const limits = await h.t.database.db
      .select({
        featureId: userPackageLimits.featureId,
        total: userPackageLimits.totalLimit,
        used: userPackageLimits.usedLimit,
      })
      .from(userPackageLimits)
      .where(eq(userPackageLimits.userPackageId, held[0]!.id))
      .orderBy(asc(userPackageLimits.featureId));
    const bought = await h.t.database.db
      .select({ featureId: packageFeatures.featureId, total: packageFeatures.limit })
      .from(packageFeatures)
      .where(and(eq(packageFeatures.packageId, basic.id), eq(packageFeatures.limitType, "limited")))
      .orderBy(asc(packageFeatures.featureId));
    expect(limits).toEqual(bought.map((b) => ({ ...b, used: 0 })));
    expect(limits.length).toBeGreaterThan(0);

    const status = await get<TPaymentTransaction>(
      h.t.app,
      "/api/payment-status",
      {
        payment_transaction_id: String((await transactionByIntent(intent.id)).id),
      },
      { headers: member.headers },
    );
    expect(status.body.data.payment_status).toBe("succeeded");
    expect(status.body.data.succeeded_at).not.toBeNull();

    const settings = await get<Record<string, unknown>>(
      h.t.app,
      "/api/web-settings",
      {},
      { headers: member.headers },
    );
    expect(settings.body.data).toMatchObject({ subscription: true, is_premium: true });
    const limit = await get<{ limit_available: boolean }>(
      h.t.app,
      "/api/check-package-limit",
      { type: "property_list" },
      { headers: member.headers },
    );
    expect(limit.body.data.limit_available).toBe(true);
  });

  it("a declined card activates nothing and shows the payment as failed", async () => {
    const { member, intent } = await pendingBasic();
    h.fake.decline(intent.id);
    const delivered = await deliver(h.fake.webhook("payment_intent.payment_failed", intent.id));
    expect(delivered.status).toBe(200);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionByIntent(intent.id)).state).toBe("failed");
    // A late success for a closed payment is logged for a person, never applied.
    h.fake.succeed(intent.id);
    const late = await deliver(h.fake.webhook("payment_intent.succeeded", intent.id));
    expect(late.body.data?.outcome).toBe("not_allowed");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("refuses a forged or stale signature and changes nothing", async () => {
    const { member, intent } = await pendingBasic();
    h.fake.succeed(intent.id);
    const forged = await deliver(
      h.fake.webhook("payment_intent.succeeded", intent.id, { secret: "whsec_forged" }),
    );
    expect(forged.status).toBe(400);
    const stale = await deliver(
      h.fake.webhook("payment_intent.succeeded", intent.id, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    expect(stale.status).toBe(400);
    const unsigned = await h.t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: h.fake.webhook("payment_intent.succeeded", intent.id).payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    const row = await transactionByIntent(intent.id);
    expect(row.state).toBe("pending");
    expect(
      await h.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, row.id)),
    ).toEqual([]);
  });

  it("applies a replayed event once", async () => {
    const { member, intent } = await pendingBasic();
    h.fake.succeed(intent.id);
    const event = h.fake.webhook("payment_intent.succeeded", intent.id);
    const first = await deliver(event);
    const replay = await deliver(event);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
    const recorded = await h.t.database.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, (await transactionByIntent(intent.id)).id));
    expect(recorded).toEqual([{ outcome: "applied" }]);
  });

  it("20 concurrent duplicates (one event replayed, and distinct events) activate the package exactly once", async () => {
    const { member, intent } = await pendingBasic();
    h.fake.succeed(intent.id);
    const replayed = h.fake.webhook("payment_intent.succeeded", intent.id);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? replayed : h.fake.webhook("payment_intent.succeeded", intent.id),
    );
    await h.deliverAtOnce(deliveries.map((w) => ({ rawBody: w.payload, headers: w.headers })));
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a signed event whose amount differs from the ledger's", async () => {
    const { member, intent, basic } = await pendingBasic();
    h.fake.succeed(intent.id, { amount: 100 });
    const cheaper = await deliver(h.fake.webhook("payment_intent.succeeded", intent.id, { amount: 100 }));
    expect(cheaper.status).toBe(409);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await transactionByIntent(intent.id)).state).toBe("pending");
    expect(basic.priceMinor).not.toBe(100);
  });

  it("acknowledges events that are not about a known payment without changing anything", async () => {
    const { intent } = await pendingBasic();
    const other = await deliver(h.fake.webhook("payment_intent.created", intent.id));
    expect(other.body.data?.outcome).toBe("not_a_payment");
  });
});

describe("the member's own transactions", () => {
  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { intent } = await pendingBasic();
    const stranger = await h.buyer();
    const id = (await transactionByIntent(intent.id)).id;
    const status = await get(
      h.t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: stranger.headers },
    );
    expect(status.status).toBe(404);
    const fail = await post(
      h.t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });

  it("payment-transaction-fail cancels a pending payment, and a late success cannot reopen it", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    const { status, body } = await post<TPaymentTransaction>(
      h.t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: member.headers },
    );
    expect(status).toBe(200);
    expect(body.message).toBe("Payment canceled");
    expect(body.data.payment_status).toBe("cancelled");
    h.fake.succeed(intent.id);
    const late = await deliver(h.fake.webhook("payment_intent.succeeded", intent.id));
    expect(late.body.data?.outcome).toBe("not_allowed");
    expect((await h.transactionRow(id)).state).toBe("cancelled");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("payment-transaction-fail does not cancel a payment the gateway says went through: it is applied", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    h.fake.succeed(intent.id);
    const { status } = await post(
      h.t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: member.headers },
    );
    expect(status).toBe(409);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("while Stripe is down: no payment starts, and none is cancelled on a state Stripe did not confirm", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    h.fake.setOutage(500);
    try {
      const basic = await h.packageNamed("Basic");
      const other = await h.buyer();
      const start = await startPayment(other, { package_id: basic.id });
      expect(start.status).toBe(503);
      expect(start.body.message).toBe(
        "The payment service is not answering. Please try again in a few minutes.",
      );
      const fail = await post(
        h.t.app,
        "/api/payment-transaction-fail",
        { payment_transaction_id: id },
        { headers: member.headers },
      );
      expect(fail.status).toBe(503);
      expect((await h.transactionRow(id)).state).toBe("pending");
    } finally {
      h.fake.setOutage("none");
    }
  });

  it("the status check asks Stripe while pending, so a lost webhook still activates the package", async () => {
    const { member, intent } = await pendingBasic();
    const id = (await transactionByIntent(intent.id)).id;
    const pending = await get<TPaymentTransaction>(
      h.t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: member.headers },
    );
    expect(pending.body.data.payment_status).toBe("pending");
    h.fake.succeed(intent.id);
    const paid = await get<TPaymentTransaction>(
      h.t.app,
      "/api/payment-status",
      { payment_transaction_id: String(id) },
      { headers: member.headers },
    );
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("lists only the caller's payments, filtered by type and month", async () => {
    const { member, intent } = await pendingBasic();
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const mine = await get<TPaymentTransaction[]>(
      h.t.app,
      "/api/payment-transactions",
      { type: "package", month },
      { headers: member.headers },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.data.map((p) => p.transaction_id)).toEqual([intent.id]);
    const otherMonth = await get<TPaymentTransaction[]>(
      h.t.app,
      "/api/payment-transactions",
      { month: "2001-01" },
      { headers: member.headers },
    );
    expect(otherMonth.body.data).toEqual([]);
    const reservations = await get<TPaymentTransaction[]>(
      h.t.app,
      "/api/payment-transactions",
      { type: "reservation" },
      { headers: member.headers },
    );
    expect(reservations.body.total).toBe(0);
    const tooMany = await get(
      h.t.app,
      "/api/payment-transactions",
      { limit: "101" },
      { headers: member.headers },
    );
    expect(tooMany.status).toBe(422);
  });
});

async function transactionByIntent(intentId: string) {
  const rows = await h.t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerPaymentId, intentId));
  return rows[0]!;
}

describe("webhooks under the eBroker transport", () => {
  it("answer Stripe with real statuses, so a refused or failed delivery is retried rather than taken as done", async () => {
    const ebroker = await createTestApp({
      API_DEFAULT_TRANSPORT: "ebroker",
      ...stripeEnv(h.fake),
    });
    try {
      const { intent } = await pendingBasic();
      const forged = h.fake.webhook("payment_intent.succeeded", intent.id, { secret: "whsec_forged" });
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
      const member = await h.buyer();
      const token = await bare.app.services.auth.issueToken(member.id, "test");
      const basic = await h.packageNamed("Basic");
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
