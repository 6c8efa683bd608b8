import { describe, expect, it } from "vitest";
import type { TPaymentSettings, TStartedPaymentReply } from "@manzil/domain/contracts";
import { get, post } from "./auth-helpers.js";
import { startFlutterwaveFake } from "./fakes/flutterwave-fake.js";
import { paymentHarness } from "./payment-harness.js";

const SECRET_KEY = "FLWSECK_TEST-manzil-flutterwave-secret";
const PUBLIC_KEY = "FLWPUBK_TEST-manzil-flutterwave-public";
const WEBHOOK_HASH = "manzil-flutterwave-dashboard-hash";

const h = paymentHarness({
  method: "flutterwave",
  startFake: () => startFlutterwaveFake({ secretKey: SECRET_KEY, webhookHash: WEBHOOK_HASH }),
  env: (flutterwave) => ({
    FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
    FLUTTERWAVE_PUBLIC_KEY: PUBLIC_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH,
    FLUTTERWAVE_API_BASE: flutterwave.baseUrl,
  }),
  buyersWithEmail: true,
});

/** A member with a pending Flutterwave payment for Basic. */
async function pendingBasic() {
  const member = await h.buyer();
  const basic = await h.packageNamed("Basic");
  const started = await post<TStartedPaymentReply>(
    h.t.app,
    "/api/flutterwave",
    { package_id: basic.id },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  return { member, basic, id, reference: (await h.transactionRow(id)).reference };
}

describe("Flutterwave in get_payment_settings", () => {
  it("is listed with its public key only, never the secret key or the webhook hash", async () => {
    const { body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "flutterwave", public_key: PUBLIC_KEY },
      { method: "bank_transfer", public_key: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(body)).not.toContain(WEBHOOK_HASH);
  });
});

describe("starting a Flutterwave payment", () => {
  it("sends the browser to Flutterwave's link for the package's price, whatever amount the client sends", async () => {
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
      "/api/flutterwave",
      { package_id: basic.id, amount: 1 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(body.data.client_secret).toBeNull();
    expect(body.data.payment_transaction).toMatchObject({
      payment_gateway: "flutterwave",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      currency: "EGP",
    });
    const sent = h.fake.transactions.get(body.data.payment_transaction.reference!)!;
    expect(Math.round(Number(sent.amount) * 100)).toBe(basic.priceMinor);
    expect(sent.currency).toBe("EGP");
    expect(basic.priceMinor).not.toBe(100);
  });

  it("is also started through the method-neutral payments/start", async () => {
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "flutterwave", amount: 5 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(body.data.payment_transaction.amount_minor).toBe(basic.priceMinor);
    const paystack = await post(
      h.t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "paystack" },
      { headers: member.headers },
    );
    expect(paystack.status).toBe(422);
  });
});

describe("Flutterwave webhooks", () => {
  it("a successful charge activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    h.fake.complete(reference, "successful");
    const event = h.fake.webhook(reference);
    const first = await h.deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await h.deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    const held = await h.heldPackagesOf(member.id);
    expect(held.map((h) => h.packageId)).toEqual([basic.id]);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    const recorded = await h.eventsOf(id);
    expect(recorded).toEqual([{ outcome: "applied" }]);
  });

  it("20 concurrent deliveries of the same charge activate the package exactly once", async () => {
    const { member, reference } = await pendingBasic();
    h.fake.complete(reference, "successful");
    const event = h.fake.webhook(reference);
    await h.deliverAtOnce(Array.from({ length: 20 }, () => event));
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a wrong or missing verif-hash and changes nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    h.fake.complete(reference, "successful");
    const forged = await h.deliver(h.fake.webhook(reference, { hash: "guessed-hash" }));
    expect(forged.status).toBe(400);
    const genuine = h.fake.webhook(reference);
    const unsigned = await h.deliver({
      rawBody: genuine.rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.eventsOf(id)).toEqual([]);
  });

  it("refuses a charge for another amount than the package's price", async () => {
    const { member, id, reference } = await pendingBasic();
    h.fake.complete(reference, "successful", { amount: "1.00" });
    const cheaper = await h.deliver(h.fake.webhook(reference));
    expect(cheaper.status).toBe(400);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});

describe("returning from Flutterwave", () => {
  it("payment-status verifies transaction_id with Flutterwave and activates the package once; the later webhook changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const before = await h.status(member, { payment_transaction_id: String(id) });
    expect(before.body.data.payment_status).toBe("pending");
    const returned = h.fake.complete(reference, "successful");
    const paid = await h.status(member, {
      payment_transaction_id: String(id),
      transaction_id: returned.transaction_id,
      tx_ref: returned.tx_ref,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    const again = await h.status(member, { payment_transaction_id: String(id) });
    expect(again.body.data.payment_status).toBe("succeeded");
    const late = await h.deliver(h.fake.webhook(reference));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await h.heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a declined charge activates nothing and shows the payment as failed", async () => {
    const { member, id, reference } = await pendingBasic();
    const returned = h.fake.complete(reference, "failed");
    const failed = await h.status(member, {
      payment_transaction_id: String(id),
      transaction_id: returned.transaction_id,
      tx_ref: returned.tx_ref,
    });
    expect(failed.body.data.payment_status).toBe("failed");
    expect(failed.body.message).toBe("Payment failed");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a return naming another payment's charge is refused and changes nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    const paidElsewhere = h.fake.complete(second.reference, "successful");
    const borrowed = await h.status(first.member, {
      payment_transaction_id: String(first.id),
      transaction_id: paidElsewhere.transaction_id,
    });
    expect(borrowed.status).toBe(400);
    const mixed = await h.status(first.member, {
      payment_transaction_id: String(first.id),
      transaction_id: paidElsewhere.transaction_id,
      tx_ref: second.reference,
    });
    expect(mixed.status).toBe(400);
    expect((await h.transactionRow(first.id)).state).toBe("pending");
    expect(await h.heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { id, reference } = await pendingBasic();
    const returned = h.fake.complete(reference, "successful");
    const stranger = await h.buyer();
    const checked = await h.status(stranger, { payment_transaction_id: String(id), ...returned });
    expect(checked.status).toBe(404);
    const fail = await post(
      h.t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});
