import { describe, expect, it } from "vitest";
import type { TPaymentSettings, TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import { get, post } from "./auth-helpers.js";
import { startPayPalFake } from "./fakes/paypal-fake.js";
import { paymentHarness } from "./payment-harness.js";

const h = paymentHarness({
  method: "paypal",
  startFake: () => startPayPalFake(),
  env: (paypal) => ({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.baseUrl,
  }),
});

/** PayPal's return to /subscription-plan?payment=<id>&token=<order id>, checked by the return page. */
async function returnFromPayPal(member: { headers: Record<string, string> }, id: number, orderId: string) {
  return get<TPaymentTransaction>(
    h.t.app,
    "/api/payment-status",
    { payment_transaction_id: String(id), token: orderId, PayerID: "PAYER1" },
    { headers: member.headers },
  );
}

/** A member with a PayPal order for Basic awaiting approval. */
async function pendingBasic() {
  const member = await h.buyer();
  const basic = await h.packageNamed("Basic");
  const started = await get<TStartedPaymentReply>(
    h.t.app,
    "/api/paypal",
    { package_id: String(basic.id), amount: "1" },
    { headers: member.headers },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.payment_transaction_id;
  return { member, basic, id, orderId: (await h.transactionRow(id)).providerPaymentId!, started };
}

/** PayPal captured the order but its answer never reached us (a timeout): only the webhook tells. */
function capturedBehindOurBack(orderId: string) {
  const order = h.fake.orders.get(orderId)!;
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
    const { body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "paypal", public_key: h.fake.clientId },
      { method: "bank_transfer", public_key: null },
    ]);
    expect(JSON.stringify(body)).not.toContain(h.fake.clientSecret);
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
    expect(h.fake.orders.get(orderId)!.amount).toEqual({
      currency_code: "EGP",
      value: (basic.priceMinor / 100).toFixed(2),
    });
    expect(basic.priceMinor).not.toBe(100);
  });

  it("is for signed-in members only", async () => {
    const basic = await h.packageNamed("Basic");
    const { status } = await get(h.t.app, "/api/paypal", { package_id: String(basic.id) });
    expect(status).toBe(401);
  });
});

describe("returning from PayPal", () => {
  it("payment-status captures the approved order and activates the package once", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    const unapproved = await returnFromPayPal(member, id, orderId);
    expect(unapproved.body.data.payment_status).toBe("pending");
    h.fake.approve(orderId);
    const paid = await returnFromPayPal(member, id, orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    const again = await returnFromPayPal(member, id, orderId);
    expect(again.body.data.payment_status).toBe("succeeded");
    const captures = h.fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(captures.length).toBeGreaterThan(0);
    const late = await h.deliver(h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await h.heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
  });

  it("a declined funding source activates nothing and shows the payment as failed", async () => {
    const { member, id, orderId } = await pendingBasic();
    h.fake.approve(orderId);
    h.fake.decline(orderId);
    const failed = await returnFromPayPal(member, id, orderId);
    expect(failed.body.data.payment_status).toBe("failed");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a capture for another amount is refused and activates nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    h.fake.approve(orderId);
    h.fake.overrideCapture(orderId, { amount: { currency_code: "EGP", value: "1.00" } });
    const tampered = await returnFromPayPal(member, id, orderId);
    expect(tampered.status).toBe(400);
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a return naming another order is refused and captures nothing", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    h.fake.approve(first.orderId);
    const mixed = await returnFromPayPal(first.member, first.id, second.orderId);
    expect(mixed.status).toBe(400);
    expect(h.fake.orders.get(first.orderId)!.status).toBe("APPROVED");
    expect((await h.transactionRow(first.id)).state).toBe("pending");
  });

  it("another member's transaction is not found, and nothing is captured for them", async () => {
    const { id, orderId } = await pendingBasic();
    h.fake.approve(orderId);
    const stranger = await h.buyer();
    expect((await returnFromPayPal(stranger, id, orderId)).status).toBe(404);
    const fail = await post(
      h.t.app,
      "/api/payment-transaction-fail",
      { payment_transaction_id: id },
      { headers: stranger.headers },
    );
    expect(fail.status).toBe(404);
    expect(h.fake.orders.get(orderId)!.status).toBe("APPROVED");
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});

describe("PayPal webhooks", () => {
  it("an approved order whose buyer never came back is captured on CHECKOUT.ORDER.APPROVED, once", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    h.fake.approve(orderId);
    const approved = h.fake.webhook("CHECKOUT.ORDER.APPROVED", orderId);
    const first = await h.deliver(approved);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const order = h.fake.orders.get(orderId)!;
    expect(order.status).toBe("COMPLETED");
    const captureId = order.capture!.id;
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    expect((await h.heldPackagesOf(member.id)).map((held) => held.packageId)).toEqual([basic.id]);
    const replay = await h.deliver(approved);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    // PayPal's own capture notice follows; the payment is already complete.
    const completed = await h.deliver(h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId));
    expect(completed.body.data?.outcome).toBe("already_in_state");
    // The buyer's late return finds it complete too, and asks PayPal for no capture.
    const captures = () => h.fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);
    const capturesBefore = captures().length;
    const back = await returnFromPayPal(member, id, orderId);
    expect(back.body.data.payment_status).toBe("succeeded");
    expect(captures()).toHaveLength(capturesBefore);
    // One capture at PayPal: the replay's attempt was answered ORDER_ALREADY_CAPTURED.
    expect(order.capture!.id).toBe(captureId);
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("an APPROVED event for an order not approved yet captures nothing and leaves the payment pending", async () => {
    const { member, id, orderId } = await pendingBasic();
    const early = await h.deliver(h.fake.webhook("CHECKOUT.ORDER.APPROVED", orderId));
    expect(early.status).toBe(200);
    expect(early.body.data?.outcome).toBe("still_pending");
    expect(h.fake.orders.get(orderId)!.status).toBe("CREATED");
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a verified capture event activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const event = h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const first = await h.deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe("applied");
    const replay = await h.deliver(event);
    expect(replay.body.data?.outcome).toBe("duplicate_event");
    expect((await h.heldPackagesOf(member.id)).map((h) => h.packageId)).toEqual([basic.id]);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
  });

  it("20 concurrent deliveries (one event replayed, and distinct events) activate the package exactly once", async () => {
    const { member, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const replayed = h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? replayed : h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId),
    );
    await h.deliverAtOnce(deliveries);
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses an event PayPal does not vouch for and changes nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    capturedBehindOurBack(orderId);
    const genuine = h.fake.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const altered = Buffer.from(
      genuine.rawBody.toString("utf8").replace("PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.COMPLETED "),
    );
    const forged = await h.deliver({ rawBody: altered, headers: genuine.headers });
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
});
