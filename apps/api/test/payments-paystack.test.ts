import { describe, expect, it } from "vitest";
import type { TPaymentSettings, TStartedPaymentReply } from "@manzil/domain/contracts";
import { get, post } from "./auth-helpers.js";
import { startPaystackFake } from "./fakes/paystack-fake.js";
import { paymentHarness } from "./payment-harness.js";

const SECRET_KEY = "sk_test_manzil_paystack_secret";
const PUBLIC_KEY = "pk_test_manzil_paystack_public";

const h = paymentHarness({
  method: "paystack",
  startFake: () => startPaystackFake({ secretKey: SECRET_KEY }),
  env: (paystack) => ({
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: PUBLIC_KEY,
    PAYSTACK_API_BASE: paystack.baseUrl,
  }),
  buyersWithEmail: true,
});

/** A member with a pending Paystack payment for Basic. */
async function pendingBasic() {
  const member = await h.buyer();
  const basic = await h.packageNamed("Basic");
  const started = await post<TStartedPaymentReply>(
    h.t.app,
    "/api/paystack",
    { package_id: basic.id },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  return { member, basic, id, reference: (await h.transactionRow(id)).reference };
}

describe("Paystack in get_payment_settings", () => {
  it("is listed with its public key only, never the secret key", async () => {
    const { body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
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
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
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
    const sent = h.fake.requests.filter((r) => r.path === "/transaction/initialize").at(-1)!;
    expect(sent.body).toMatchObject({
      amount: String(basic.priceMinor),
      currency: "EGP",
      reference: body.data.payment_transaction.reference,
    });
    expect(basic.priceMinor).not.toBe(1);
  });

  it("is also started through the method-neutral payments/start", async () => {
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const { status: code, body } = await post<TStartedPaymentReply>(
      h.t.app,
      "/api/payments/start",
      { package_id: basic.id, payment_method: "paystack", amount: 5 },
      { headers: member.headers },
    );
    expect(code).toBe(200);
    expect(body.data.redirect_url).toMatch(/^https?:\/\//);
    expect(body.data.payment_transaction.amount_minor).toBe(basic.priceMinor);
    const stripe = await post(
      h.t.app,
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
    h.fake.settle(reference, "success");
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
    h.fake.settle(reference, "success");
    const event = h.fake.webhook(reference);
    await h.deliverAtOnce(Array.from({ length: 20 }, () => event));
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const { member, id, reference } = await pendingBasic();
    h.fake.settle(reference, "success");
    const genuine = h.fake.webhook(reference);
    const forged = await h.deliver({
      rawBody: genuine.rawBody,
      headers: { ...genuine.headers, "x-paystack-signature": "0".repeat(128) },
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

  it("refuses a charge for another amount than the package's price", async () => {
    const { member, id, reference } = await pendingBasic();
    h.fake.settle(reference, "success", { amount: 100 });
    const cheaper = await h.deliver(h.fake.webhook(reference));
    expect(cheaper.status).toBe(400);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});

describe("returning from Paystack", () => {
  it("payment-status verifies with Paystack and activates the package once; the later webhook changes nothing", async () => {
    const { member, basic, id, reference } = await pendingBasic();
    const before = await h.status(member, {
      payment_transaction_id: String(id),
      reference,
      trxref: reference,
    });
    expect(before.body.data.payment_status).toBe("pending");
    h.fake.settle(reference, "success");
    const paid = await h.status(member, { payment_transaction_id: String(id), reference, trxref: reference });
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
    h.fake.settle(reference, "failed");
    const failed = await h.status(member, { payment_transaction_id: String(id), reference });
    expect(failed.body.data.payment_status).toBe("failed");
    expect(failed.body.message).toBe("Payment failed");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a return naming another payment's reference is refused and changes nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    h.fake.settle(second.reference, "success");
    const mixed = await h.status(first.member, {
      payment_transaction_id: String(first.id),
      reference: second.reference,
    });
    expect(mixed.status).toBe(400);
    expect((await h.transactionRow(first.id)).state).toBe("pending");
    expect(await h.heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("another member's transaction is not found, whether checked or cancelled", async () => {
    const { id, reference } = await pendingBasic();
    h.fake.settle(reference, "success");
    const stranger = await h.buyer();
    expect((await h.status(stranger, { payment_transaction_id: String(id), reference })).status).toBe(404);
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
