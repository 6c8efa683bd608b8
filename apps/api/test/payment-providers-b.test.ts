import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PaymentProviderError,
  PaymentVerificationError,
} from "../src/modules/payments/providers/payment-provider.js";
import { createPaymobProvider } from "../src/modules/payments/providers/paymob.js";
import { createPayPalProvider } from "../src/modules/payments/providers/paypal.js";
import { startPaymobFake, type PaymobFake } from "./fakes/paymob-fake.js";
import { startPayPalFake, type PayPalFake } from "./fakes/paypal-fake.js";
import { paymentInput } from "./payment-input.js";

// The adapters against local fakes that speak PayPal's and Paymob's real request shapes, auth and signatures.
// No database is involved, so the file behaves the same on PGlite and PostgreSQL runs.

describe("PayPal adapter", () => {
  let fake: PayPalFake;
  let clock = Date.UTC(2026, 10, 25, 12);
  const paypal = () =>
    createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      baseUrl: fake.baseUrl,
      brandName: "Manzil",
      now: () => clock,
    });

  beforeAll(async () => {
    fake = await startPayPalFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("creates an order for exactly the server's amount and sends the buyer to PayPal's approval page", async () => {
    const input = paymentInput(125_050, "USD");
    const created = await paypal().createPayment(input);

    const sent = fake.requests.findLast((r) => r.path === "/v2/checkout/orders")!.body!;
    expect(sent.intent).toBe("CAPTURE");
    expect(sent.purchase_units).toEqual([
      expect.objectContaining({
        amount: { currency_code: "USD", value: "1250.50" },
        custom_id: input.reference,
        invoice_id: input.reference,
      }),
    ]);
    expect(sent.application_context).toMatchObject({
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
    });
    expect(created.next).toEqual({
      kind: "redirect",
      url: `${fake.baseUrl}/checkoutnow?token=${created.providerPaymentId}`,
    });
  });

  it("captures an approved order once, however often the buyer comes back", async () => {
    const provider = paypal();
    const input = paymentInput(49_900, "EGP");
    const { providerPaymentId } = await provider.createPayment(input);
    fake.approve(providerPaymentId);

    const returned = { token: providerPaymentId, PayerID: "BUYER1" };
    const first = await provider.confirmPayment({ providerPaymentId, returned });
    const second = await provider.confirmPayment({ providerPaymentId, returned });

    const expected = {
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 49_900, currency: "EGP" },
      reference: input.reference,
    };
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    expect(fake.orders.get(providerPaymentId)!.capture).toMatchObject({ amount: { value: "499.00" } });
    expect(await provider.fetchPayment(providerPaymentId)).toEqual(expected);
  });

  it("reports a declined card as failed and an unapproved order as still pending", async () => {
    const provider = paypal();
    const declined = await provider.createPayment(paymentInput(10_000, "USD"));
    fake.approve(declined.providerPaymentId);
    fake.decline(declined.providerPaymentId);
    const notApproved = await provider.createPayment(paymentInput(10_000, "USD"));

    expect(
      await provider.confirmPayment({ providerPaymentId: declined.providerPaymentId, returned: {} }),
    ).toMatchObject({ state: "failed" });
    expect(
      await provider.confirmPayment({ providerPaymentId: notApproved.providerPaymentId, returned: {} }),
    ).toMatchObject({ state: "pending" });
  });

  it("refuses a capture for less than the order, under another reference, or a return naming another order", async () => {
    const provider = paypal();
    const partial = await provider.createPayment(paymentInput(100_000, "USD"));
    fake.approve(partial.providerPaymentId);
    fake.overrideCapture(partial.providerPaymentId, { amount: { currency_code: "USD", value: "1.00" } });
    await expect(
      provider.confirmPayment({ providerPaymentId: partial.providerPaymentId, returned: {} }),
    ).rejects.toThrow(PaymentVerificationError);

    const otherCurrency = await provider.createPayment(paymentInput(100_000, "USD"));
    fake.approve(otherCurrency.providerPaymentId);
    fake.overrideCapture(otherCurrency.providerPaymentId, {
      amount: { currency_code: "EUR", value: "1000.00" },
    });
    await expect(
      provider.confirmPayment({ providerPaymentId: otherCurrency.providerPaymentId, returned: {} }),
    ).rejects.toThrow(PaymentVerificationError);

    const otherReference = await provider.createPayment(paymentInput(100_000, "USD"));
    fake.approve(otherReference.providerPaymentId);
    fake.overrideCapture(otherReference.providerPaymentId, { customId: "mz_someone_else" });
    await expect(
      provider.confirmPayment({ providerPaymentId: otherReference.providerPaymentId, returned: {} }),
    ).rejects.toThrow(PaymentVerificationError);

    const mine = await provider.createPayment(paymentInput(100_000, "USD"));
    await expect(
      provider.confirmPayment({
        providerPaymentId: mine.providerPaymentId,
        returned: { token: partial.providerPaymentId },
      }),
    ).rejects.toThrow(PaymentVerificationError);
  });

  it("accepts a webhook PayPal signed and reports the order's current state under the event's id", async () => {
    const provider = paypal();
    const input = paymentInput(20_000, "USD");
    const { providerPaymentId } = await provider.createPayment(input);
    fake.approve(providerPaymentId);
    await provider.confirmPayment({ providerPaymentId, returned: {} });

    const webhook = fake.webhook("PAYMENT.CAPTURE.COMPLETED", providerPaymentId);
    const event = await provider.verifyWebhook(webhook);

    expect(event.eventId).toBe((JSON.parse(webhook.rawBody.toString()) as { id: string }).id);
    expect(event.payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 20_000, currency: "USD" },
      reference: input.reference,
    });
    const verification = fake.requests.findLast((r) => r.path.endsWith("/verify-webhook-signature"))!.body;
    expect(verification).toMatchObject({ webhook_id: fake.webhookId, auth_algo: "SHA256withRSA" });
  });

  it("refuses webhooks whose body was edited, whose headers are missing, or that were signed for another webhook", async () => {
    const provider = paypal();
    const { providerPaymentId } = await provider.createPayment(paymentInput(20_000, "USD"));
    fake.approve(providerPaymentId);
    await provider.confirmPayment({ providerPaymentId, returned: {} });
    const genuine = fake.webhook("PAYMENT.CAPTURE.COMPLETED", providerPaymentId);

    const edited = {
      ...genuine,
      rawBody: Buffer.from(genuine.rawBody.toString().replace('"200.00"', '"2.00"')),
    };
    expect(edited.rawBody.equals(genuine.rawBody)).toBe(false);
    await expect(provider.verifyWebhook(edited)).rejects.toThrow(PaymentVerificationError);

    const unsigned = { ...genuine, headers: { ...genuine.headers, "paypal-transmission-sig": undefined } };
    await expect(provider.verifyWebhook(unsigned)).rejects.toThrow(PaymentVerificationError);

    const elsewhere = createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: "WH2OTHERAPP",
      baseUrl: fake.baseUrl,
    });
    await expect(elsewhere.verifyWebhook(genuine)).rejects.toThrow(PaymentVerificationError);
    await expect(provider.verifyWebhook({ ...genuine, rawBody: Buffer.from("not json") })).rejects.toThrow(
      PaymentVerificationError,
    );
  });

  it("asks for one access token for many calls, and a new one only when it expires or is revoked", async () => {
    const before = fake.tokensIssued;
    const provider = paypal();
    const created = await Promise.all([
      provider.createPayment(paymentInput(1_000, "USD")),
      provider.createPayment(paymentInput(2_000, "USD")),
      provider.createPayment(paymentInput(3_000, "USD")),
    ]);
    await provider.fetchPayment(created[0]!.providerPaymentId);
    expect(fake.tokensIssued - before).toBe(1);

    clock += 32_400 * 1000;
    await provider.fetchPayment(created[1]!.providerPaymentId);
    expect(fake.tokensIssued - before).toBe(2);

    fake.revokeTokens();
    expect(await provider.fetchPayment(created[2]!.providerPaymentId)).toMatchObject({ state: "pending" });
    expect(fake.tokensIssued - before).toBe(3);
  });

  it("answers PaymentProviderError when PayPal is down, unreachable or refuses our credentials", async () => {
    const { providerPaymentId } = await paypal().createPayment(paymentInput(1_000, "USD"));
    const webhook = fake.webhook("CHECKOUT.ORDER.APPROVED", providerPaymentId);
    fake.setOutage(503);
    try {
      await expect(paypal().createPayment(paymentInput(1_000, "USD"))).rejects.toThrow(PaymentProviderError);
      // A webhook PayPal cannot vouch for during an outage is retried later, not refused as forged.
      await expect(paypal().verifyWebhook(webhook)).rejects.toThrow(PaymentProviderError);
    } finally {
      fake.setOutage("none");
    }
    const unreachable = createPayPalProvider({
      clientId: "x",
      clientSecret: "y",
      webhookId: "z",
      baseUrl: "http://127.0.0.1:1",
    });
    await expect(unreachable.fetchPayment("5O1")).rejects.toThrow(PaymentProviderError);
    const wrongSecret = createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: "wrong",
      webhookId: fake.webhookId,
      baseUrl: fake.baseUrl,
    });
    await expect(wrongSecret.createPayment(paymentInput(1_000, "USD"))).rejects.toThrow(PaymentProviderError);
  });

  it("refunds part of a captured payment, once per identical request", async () => {
    const provider = paypal();
    const { providerPaymentId } = await provider.createPayment(paymentInput(50_000, "USD"));
    fake.approve(providerPaymentId);
    await provider.confirmPayment({ providerPaymentId, returned: {} });

    const refund = {
      providerPaymentId,
      amount: { amountMinor: 12_550, currency: "USD" },
      reason: "Duplicate order",
    };
    const first = await provider.refund(refund);
    const again = await provider.refund(refund);

    expect(first.state).toBe("succeeded");
    expect(again.refundId).toBe(first.refundId);
    expect(fake.orders.get(providerPaymentId)!.refunds).toEqual([
      { id: first.refundId, amount: { currency_code: "USD", value: "125.50" }, note: "Duplicate order" },
    ]);
  });
});

describe("Paymob adapter", () => {
  let fake: PaymobFake;
  let clock = Date.UTC(2026, 10, 25, 12);
  const paymob = () =>
    createPaymobProvider({
      baseUrl: fake.baseUrl,
      secretKey: fake.secretKey,
      publicKey: fake.publicKey,
      apiKey: fake.apiKey,
      hmacSecret: fake.hmacSecret,
      integrationIds: [fake.integrationId],
      notificationUrl: "https://manzil.example/api/payments/paymob/webhook",
      now: () => clock,
    });

  beforeAll(async () => {
    fake = await startPaymobFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("creates an intention for exactly the server's amount and sends the buyer to Unified Checkout", async () => {
    const input = paymentInput(150_000, "EGP");
    const created = await paymob().createPayment(input);

    const intention = fake.intentions.at(-1)!;
    expect(intention.body).toMatchObject({
      amount: 150_000,
      currency: "EGP",
      payment_methods: [fake.integrationId],
      special_reference: input.reference,
      notification_url: "https://manzil.example/api/payments/paymob/webhook",
      redirection_url: input.returnUrl,
      billing_data: { first_name: "Mona", last_name: "Adel Hassan", email: "buyer@example.com" },
    });
    expect(created.providerPaymentId).toBe(String(intention.intention_order_id));
    const url = new URL((created.next as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/unifiedcheckout/`);
    expect(url.searchParams.get("publicKey")).toBe(fake.publicKey);
    expect(url.searchParams.get("clientSecret")).toBe(intention.client_secret);
  });

  it("believes a paid callback and the browser's return only after the HMAC and Paymob's own record agree", async () => {
    const provider = paymob();
    const input = paymentInput(150_000, "EGP");
    const { providerPaymentId } = await provider.createPayment(input);
    expect(await provider.fetchPayment(providerPaymentId)).toMatchObject({ state: "pending" });

    const { callback, returnQuery } = fake.pay(Number(providerPaymentId), { success: true });
    const expected = {
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 150_000, currency: "EGP" },
      reference: input.reference,
    };
    const event = await provider.verifyWebhook(callback);
    expect(event.payment).toEqual(expected);
    expect((await provider.verifyWebhook(callback)).eventId).toBe(event.eventId);
    expect(await provider.confirmPayment({ providerPaymentId, returned: returnQuery })).toEqual(expected);
    expect(await provider.fetchPayment(providerPaymentId)).toEqual(expected);
  });

  it("reports a declined payment as failed, from the callback and from the return", async () => {
    const provider = paymob();
    const { providerPaymentId } = await provider.createPayment(paymentInput(20_000, "EGP"));
    const { callback, returnQuery } = fake.pay(Number(providerPaymentId), { success: false });

    expect((await provider.verifyWebhook(callback)).payment).toMatchObject({ state: "failed" });
    expect(await provider.confirmPayment({ providerPaymentId, returned: returnQuery })).toMatchObject({
      state: "failed",
    });
  });

  it("refuses callbacks and returns whose HMAC does not match what Paymob signed", async () => {
    const provider = paymob();
    const { providerPaymentId } = await provider.createPayment(paymentInput(20_000, "EGP"));
    const { callback, returnQuery } = fake.pay(Number(providerPaymentId), { success: false });

    const flipped = Buffer.from(callback.rawBody.toString().replace('"success":false', '"success":true'));
    await expect(provider.verifyWebhook({ ...callback, rawBody: flipped })).rejects.toThrow(
      PaymentVerificationError,
    );
    const cheaper = Buffer.from(
      callback.rawBody.toString().replace('"amount_cents":20000', '"amount_cents":100'),
    );
    await expect(provider.verifyWebhook({ ...callback, rawBody: cheaper })).rejects.toThrow(
      PaymentVerificationError,
    );
    await expect(provider.verifyWebhook({ ...callback, query: {} })).rejects.toThrow(
      PaymentVerificationError,
    );
    await expect(provider.verifyWebhook({ ...callback, query: { hmac: "00".repeat(64) } })).rejects.toThrow(
      PaymentVerificationError,
    );
    await expect(
      provider.verifyWebhook({
        ...callback,
        rawBody: Buffer.from(callback.rawBody.toString().replace("TRANSACTION", "DELIVERY_STATUS")),
      }),
    ).rejects.toThrow(PaymentVerificationError);
    await expect(
      provider.confirmPayment({ providerPaymentId, returned: { ...returnQuery, success: "true" } }),
    ).rejects.toThrow(PaymentVerificationError);
  });

  it("refuses a genuine return for another order, and a signed callback that Paymob's record contradicts", async () => {
    const provider = paymob();
    const mine = await provider.createPayment(paymentInput(500_000, "EGP"));
    const cheap = await provider.createPayment(paymentInput(100, "EGP"));
    const paidCheap = fake.pay(Number(cheap.providerPaymentId), { success: true });

    await expect(
      provider.confirmPayment({ providerPaymentId: mine.providerPaymentId, returned: paidCheap.returnQuery }),
    ).rejects.toThrow(PaymentVerificationError);

    const paidMine = fake.pay(Number(mine.providerPaymentId), { success: true });
    const record = fake.transactions.get(Number(paidMine.returnQuery.id))!;
    record.amount_cents = 100;
    await expect(provider.verifyWebhook(paidMine.callback)).rejects.toThrow(PaymentVerificationError);
    record.amount_cents = 500_000;
    record.currency = "USD";
    await expect(
      provider.confirmPayment({ providerPaymentId: mine.providerPaymentId, returned: paidMine.returnQuery }),
    ).rejects.toThrow(PaymentVerificationError);
  });

  it("asks for one auth token for many lookups, and a new one when it has aged out", async () => {
    const before = fake.authTokensIssued;
    const provider = paymob();
    const { providerPaymentId } = await provider.createPayment(paymentInput(30_000, "EGP"));
    const { callback, returnQuery } = fake.pay(Number(providerPaymentId), { success: true });
    await Promise.all([provider.verifyWebhook(callback), provider.fetchPayment(providerPaymentId)]);
    await provider.confirmPayment({ providerPaymentId, returned: returnQuery });
    expect(fake.authTokensIssued - before).toBe(1);

    clock += 60 * 60_000;
    await provider.fetchPayment(providerPaymentId);
    expect(fake.authTokensIssued - before).toBe(2);
  });

  it("answers PaymentProviderError when Paymob is down or unreachable", async () => {
    const provider = paymob();
    const { providerPaymentId } = await provider.createPayment(paymentInput(30_000, "EGP"));
    const { callback } = fake.pay(Number(providerPaymentId), { success: true });
    fake.setOutage(502);
    try {
      await expect(provider.createPayment(paymentInput(30_000, "EGP"))).rejects.toThrow(PaymentProviderError);
      await expect(provider.verifyWebhook(callback)).rejects.toThrow(PaymentProviderError);
    } finally {
      fake.setOutage("none");
    }
    const unreachable = createPaymobProvider({
      baseUrl: "http://127.0.0.1:1",
      secretKey: "s",
      publicKey: "p",
      apiKey: "a",
      hmacSecret: "h",
      integrationIds: [1],
      notificationUrl: "https://manzil.example/hook",
    });
    await expect(unreachable.createPayment(paymentInput(30_000, "EGP"))).rejects.toThrow(
      PaymentProviderError,
    );
  });

  it("refunds part of a paid transaction, and ignores the refund's own callback as a payment", async () => {
    const provider = paymob();
    const { providerPaymentId } = await provider.createPayment(paymentInput(80_000, "EGP"));
    const { returnQuery } = fake.pay(Number(providerPaymentId), { success: true });

    const refund = await provider.refund({
      providerPaymentId,
      amount: { amountMinor: 30_000, currency: "EGP" },
      reason: "Cancelled stay",
    });

    expect(refund.state).toBe("succeeded");
    const paid = fake.transactions.get(Number(returnQuery.id))!;
    expect(paid.refunded_amount_cents).toBe(30_000);
    const child = fake.transactions.get(Number(refund.refundId))!;
    const event = await provider.verifyWebhook(fake.callbackFor(child.id));
    expect(event.payment).toBeNull();
    expect(await provider.fetchPayment(providerPaymentId)).toMatchObject({ state: "succeeded" });
  });
});
