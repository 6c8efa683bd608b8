import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, vi } from "vitest";
import type { TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import type { TPaymentMethod } from "@manzil/domain/payments";
import { packages } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentEvents, paymentTransactions } from "../src/db/schema/payments.js";
import { get, post } from "./auth-helpers.js";
import { paymobEnv, startPaymobFake } from "./fakes/paymob-fake.js";
import { packagelessBuyers } from "./package-buyers.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * What every gateway's end-to-end test file needs: an app wired to one fake gateway, members who hold no package
 * yet, and the rows a user would notice (the transaction, the packages held, the recorded webhook events).
 */

export type Member = { id: number; headers: Record<string, string> };

/** A webhook as a gateway posts it; `query` carries what some gateways sign in the URL (Paymob's `?hmac=`). */
export type PostedWebhook = {
  rawBody: Buffer | string;
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, string | undefined>;
};

export type PaymentHarness<F extends { close(): Promise<void> }> = ReturnType<typeof paymentHarness<F>>;

/**
 * Starts the fake and the app in `beforeAll` and closes both in `afterAll`; call it at the top of a test file.
 * `t` and `fake` are read lazily, once `beforeAll` ran.
 */
export function paymentHarness<F extends { close(): Promise<void> }>(options: {
  method: TPaymentMethod;
  startFake: () => Promise<F>;
  env: (fake: F) => Record<string, string>;
  /** Gateways that need the payer's e-mail (Paystack, Flutterwave) only get members who have one. */
  buyersWithEmail?: boolean;
}) {
  let t: TestApp | undefined;
  let fake: F | undefined;
  beforeAll(async () => {
    fake = await options.startFake();
    t = await createTestApp(options.env(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const app = () => {
    if (!t) throw new Error("the payment harness is used before beforeAll ran");
    return t;
  };

  const buyer: () => Promise<Member> = packagelessBuyers(app, {
    withEmail: options.buyersWithEmail ?? false,
  });

  async function packageNamed(name: string) {
    const rows = await app().database.db.select().from(packages).where(eq(packages.name, name));
    return rows[0]!;
  }

  async function transactionRow(id: number) {
    const rows = await app()
      .database.db.select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    return rows[0]!;
  }

  /** Posts a webhook to `/api/webhooks/<method>` byte for byte; headers sent twice are dropped. */
  async function deliver(webhook: PostedWebhook) {
    const query = new URLSearchParams(
      Object.entries(webhook.query ?? {}).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ).toString();
    const response = await app().app.inject({
      method: "POST",
      url: `/api/webhooks/${options.method}${query ? `?${query}` : ""}`,
      payload: webhook.rawBody,
      headers: Object.fromEntries(
        Object.entries(webhook.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      ),
    });
    return { status: response.statusCode, body: response.json() as { data?: { outcome: string } } };
  }

  return {
    get t(): TestApp {
      return app();
    },
    get fake(): F {
      if (fake === undefined) throw new Error("the payment harness is used before beforeAll ran");
      return fake;
    },

    /** Customers holding no package at all, a different one per call. */
    buyer,
    packageNamed,
    transactionRow,

    /**
     * A new member with a pending payment for Basic, started through the method-neutral payments/start (the
     * client's `amount` is sent to show it is ignored).
     */
    async pendingBasic() {
      const member = await buyer();
      const basic = await packageNamed("Basic");
      const started = await post<TStartedPaymentReply>(
        app().app,
        "/api/payments/start",
        { package_id: basic.id, payment_method: options.method, amount: 1 },
        { headers: member.headers },
      );
      expect(started.status).toBe(200);
      const id = started.body.data.payment_transaction_id;
      return { member, basic, id, row: await transactionRow(id), started: started.body.data };
    },

    async heldPackagesOf(userId: number) {
      return app().database.db.select().from(userPackages).where(eq(userPackages.userId, userId));
    },

    async eventsOf(transactionId: number) {
      return app()
        .database.db.select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(eq(paymentEvents.transactionId, transactionId));
    },

    /** Posts a webhook to `/api/webhooks/<method>` byte for byte; headers sent twice are dropped. */
    deliver,

    /** A webhook delivered, then delivered again as gateways retry: applied the first time, a duplicate after. */
    async deliverTwice(webhook: PostedWebhook) {
      const first = await deliver(webhook);
      expect(first.status).toBe(200);
      expect(first.body.data?.outcome).toBe("applied");
      const replay = await deliver(webhook);
      expect(replay.status).toBe(200);
      expect(replay.body.data?.outcome).toBe("duplicate_event");
    },

    /**
     * Webhooks posted all at once (duplicates of one, or distinct events about one payment): every delivery is
     * answered 200 and exactly one changes the ledger.
     */
    async deliverAtOnce(webhooks: PostedWebhook[]) {
      const results = await Promise.all(webhooks.map((webhook) => deliver(webhook)));
      expect(results.map((r) => r.status)).toEqual(Array(webhooks.length).fill(200));
      expect(results.filter((r) => r.body.data?.outcome === "applied")).toHaveLength(1);
      return results;
    },

    /** What the app logged at `warn` with this message while `during` ran (the log objects). */
    async warningsDuring(message: string, during: () => Promise<void>): Promise<unknown[]> {
      const warn = vi.spyOn(app().app.log, "warn");
      try {
        await during();
        return warn.mock.calls.filter((call) => call[1] === message).map((call) => call[0]);
      } finally {
        warn.mockRestore();
      }
    },

    /** The return page's check: payment-status with what the gateway appended to the return URL. */
    async status(member: { headers: Record<string, string> }, query: Record<string, string>) {
      return get<TPaymentTransaction>(app().app, "/api/payment-status", query, { headers: member.headers });
    },
  };
}

/** Paymob's harness: the app configured with every Paymob key, pointed at the fake. */
export function paymobHarness() {
  return paymentHarness({ method: "paymob", startFake: startPaymobFake, env: paymobEnv });
}
