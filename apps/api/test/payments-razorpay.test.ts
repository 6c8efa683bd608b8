import { describe, expect, it } from "vitest";
import type { TPaymentSettings, TStartedPaymentReply } from "@manzil/domain/contracts";
import { get, post } from "./auth-helpers.js";
import { startRazorpayFake } from "./fakes/razorpay-fake.js";
import { paymentHarness } from "./payment-harness.js";

const KEY_ID = "rzp_test_manzil_key_id";
const KEY_SECRET = "manzil_razorpay_key_secret";
const WEBHOOK_SECRET = "manzil_razorpay_webhook_secret";

const h = paymentHarness({
  method: "razorpay",
  startFake: () => startRazorpayFake({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }),
  env: (razorpay) => ({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: razorpay.baseUrl,
  }),
  buyersWithEmail: true,
});

/** A member with a pending Razorpay order for Basic. */
async function pendingBasic() {
  const member = await h.buyer();
  const basic = await h.packageNamed("Basic");
  const started = await post<TStartedPaymentReply>(
    h.t.app,
    "/api/generate-razorpay-orderid",
    { package_id: basic.id },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  // Razorpay knows the payment by its order id, which the ledger keeps as the provider payment id.
  return { member, basic, id, reference: (await h.transactionRow(id)).providerPaymentId! };
}

describe("Razorpay in get_payment_settings", () => {
  it("is listed with its key id only, never the key secret or the webhook secret", async () => {
    const { body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
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
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
      "/api/generate-razorpay-orderid",
      { package_id: basic.id, amount: 1 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toBeNull();
    expect(body.data.public_key).toBe(KEY_ID);
    const order = h.fake.orders.get(body.data.client_secret!)!;
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
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
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
    const paid = h.fake.pay(reference, "captured");
    const event = h.fake.webhook("payment.captured", paid.razorpay_payment_id);
    const first = await h.deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await h.deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect((await h.heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
  });

  it("20 concurrent deliveries of the same event activate the package exactly once", async () => {
    const { member, reference } = await pendingBasic();
    const paid = h.fake.pay(reference, "captured");
    const event = h.fake.webhook("payment.captured", paid.razorpay_payment_id);
    await h.deliverAtOnce(Array.from({ length: 20 }, () => event));
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a forged or missing signature and changes nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    const paid = h.fake.pay(reference, "captured");
    const genuine = h.fake.webhook("payment.captured", paid.razorpay_payment_id);
    const forged = await h.deliver({
      rawBody: genuine.rawBody,
      headers: { ...genuine.headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expect(forged.status).toBe(400);
    const unsigned = await h.deliver({
      rawBody: genuine.rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.eventsOf(id)).toEqual([]);
  });

  it("refuses a payment for another amount than the package's price", async () => {
    const { member, id, reference } = await pendingBasic();
    const paid = h.fake.pay(reference, "captured", { amount: 100 });
    const cheaper = await h.deliver(h.fake.webhook("payment.captured", paid.razorpay_payment_id));
    // Genuinely signed, so the ledger itself refuses the sum (the other gateways' adapters refuse it earlier).
    expect(cheaper.status).toBe(409);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});

describe("confirming a Razorpay payment through payment-status", () => {
  it("checks Checkout's signature with Razorpay and activates the package once; the later webhook changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const before = await h.status(member, { payment_transaction_id: String(id) });
    expect(before.body.data.payment_status).toBe("pending");
    const checkout = h.fake.pay(reference, "captured");
    const paid = await h.status(member, { payment_transaction_id: String(id), ...checkout });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    const late = await h.deliver(h.fake.webhook("payment.captured", checkout.razorpay_payment_id));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await h.heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a forged signature or another order's payment is refused and changes nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    const checkout = h.fake.pay(first.reference, "captured");
    const forged = await h.status(first.member, {
      payment_transaction_id: String(first.id),
      ...checkout,
      razorpay_signature: "f".repeat(64),
    });
    expect(forged.status).toBe(400);
    const elsewhere = h.fake.pay(second.reference, "captured");
    const borrowed = await h.status(first.member, {
      payment_transaction_id: String(first.id),
      ...elsewhere,
      razorpay_order_id: first.reference,
    });
    expect(borrowed.status).toBe(400);
    expect((await h.transactionRow(first.id)).state).toBe("pending");
    expect(await h.heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("a failed payment activates nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    const checkout = h.fake.pay(reference, "failed");
    const failed = await h.status(member, { payment_transaction_id: String(id), ...checkout });
    expect(failed.body.data.payment_status).not.toBe("succeeded");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { id, reference } = await pendingBasic();
    const checkout = h.fake.pay(reference, "captured");
    const stranger = await h.buyer();
    expect((await h.status(stranger, { payment_transaction_id: String(id), ...checkout })).status).toBe(404);
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
