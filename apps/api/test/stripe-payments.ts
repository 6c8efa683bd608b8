import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TPaymentIntentReply } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { post } from "./auth-helpers.js";
import { startStripeFake } from "./fakes/stripe-fake.js";
import { packagelessBuyers } from "./package-buyers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const WEBHOOK_SECRET = "whsec_manzil_invoices";

export type Member = { id: number; email: string | null; name: string; headers: Record<string, string> };

/**
 * A test app whose card payments go to a local Stripe fake, and the steps of paying with it: a fresh member,
 * a started payment, and Stripe's signed webhook once the card went through (or was declined).
 */
export async function stripePaymentsApp(env: Record<string, string> = {}) {
  const stripe = await startStripeFake({ webhookSecret: WEBHOOK_SECRET });
  const t: TestApp = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_manzil_invoices",
    STRIPE_PUBLISHABLE_KEY: "pk_test_manzil_invoices",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.baseUrl,
    ...env,
  });
  /** An active customer holding no package, a different one per call. */
  const member: () => Promise<Member> = packagelessBuyers(() => t);

  async function admin(): Promise<Member> {
    const [row] = await t.database.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.role, "admin"))
      .limit(1);
    const token = await t.app.services.auth.issueToken(row!.id, "test");
    return { ...row!, headers: { authorization: `Bearer ${token}` } };
  }

  async function packageNamed(name: string) {
    const [row] = await t.database.db.select().from(packages).where(eq(packages.name, name));
    return row!;
  }

  /** A pending card payment of `member` for the package named `name`. */
  async function startPackage(buyer: Member, name = "Basic") {
    const chosen = await packageNamed(name);
    const started = await post<TPaymentIntentReply>(
      t.app,
      "/api/create-payment-intent",
      { package_id: chosen.id },
      { headers: buyer.headers },
    );
    expect(started.status).toBe(200);
    const intent = started.body.data.payment_intent;
    return { package: chosen, transactionId: intent.payment_transaction_id, intentId: intent.id };
  }

  async function deliver(webhook: { payload: string; headers: Record<string, string> }) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: webhook.payload,
      headers: webhook.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: { outcome: string } };
  }

  /** Stripe took the money and said so in a webhook; the event is returned so a test can replay it. */
  async function succeed(intentId: string) {
    stripe.succeed(intentId);
    const event = stripe.webhook("payment_intent.succeeded", intentId);
    await deliver(event);
    return event;
  }

  async function decline(intentId: string) {
    stripe.decline(intentId);
    await deliver(stripe.webhook("payment_intent.payment_failed", intentId));
  }

  /** A package bought and paid for. */
  async function paidPackage(buyer: Member, name = "Basic") {
    const started = await startPackage(buyer, name);
    const event = await succeed(started.intentId);
    return { ...started, event };
  }

  return {
    t,
    stripe,
    member,
    admin,
    packageNamed,
    startPackage,
    deliver,
    succeed,
    decline,
    paidPackage,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

export type StripePaymentsApp = Awaited<ReturnType<typeof stripePaymentsApp>>;
