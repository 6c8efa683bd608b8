import { describe, expect, it } from "vitest";
import type { JobContext } from "../src/jobs/job-definition.js";
import { reconcilePendingPaymentsJob } from "../src/modules/payments/reconcile-pending.job.js";
import { startStripeFake } from "./fakes/stripe-fake.js";
import { paymentHarness } from "./payment-harness.js";

const WEBHOOK_SECRET = "whsec_manzil_reconcile";
const MINUTE_MS = 60 * 1000;

const h = paymentHarness({
  method: "stripe",
  startFake: () => startStripeFake({ webhookSecret: WEBHOOK_SECRET }),
  env: (stripe) => ({
    STRIPE_SECRET_KEY: "sk_test_manzil_reconcile",
    STRIPE_PUBLISHABLE_KEY: "pk_test_manzil_reconcile",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.baseUrl,
  }),
});

/** Runs the scheduled job as a worker would, `minutes` after now. */
async function reconcileAfter(minutes: number) {
  const now = new Date(Date.now() + minutes * MINUTE_MS);
  const context: JobContext = {
    db: h.t.database.db,
    services: h.t.app.services,
    log: h.t.app.log,
    now: () => now,
    jobId: "test",
    enqueue: (name, payload, options) => h.t.app.jobs.enqueue(name as never, payload as never, options),
  };
  await reconcilePendingPaymentsJob.handle({}, context);
}

/** A member whose card went through at Stripe, with the webhook that would say so lost on the way. */
async function paidWithLostWebhook() {
  const pending = await h.pendingBasic();
  h.fake.succeed(pending.row.providerPaymentId!);
  return pending;
}

describe("the reconciliation job (webhook processing's retry)", () => {
  it("activates a package whose payment went through although its webhook never arrived, once", async () => {
    const { member, basic, id } = await paidWithLostWebhook();
    await reconcileAfter(11);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    await reconcileAfter(16);
    const held = await h.heldPackagesOf(member.id);
    expect(held.map((p) => p.packageId)).toEqual([basic.id]);
  });

  it("leaves a payment just started to its webhook", async () => {
    const { id } = await paidWithLostWebhook();
    await reconcileAfter(1);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });

  it("keeps a payment pending while the gateway is unreachable, and settles it at a later run", async () => {
    const { id } = await paidWithLostWebhook();
    h.fake.setOutage("unreachable");
    try {
      await reconcileAfter(11);
      expect((await h.transactionRow(id)).state).toBe("pending");
    } finally {
      h.fake.setOutage("none");
    }
    await reconcileAfter(16);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
  });

  it("does not touch a payment the gateway still holds open", async () => {
    const { member, id } = await h.pendingBasic();
    await reconcileAfter(11);
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });
});
