import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createFlutterwaveProvider } from "../src/modules/payments/providers/flutterwave.js";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type PaymentProvider,
} from "../src/modules/payments/providers/payment-provider.js";
import { createPaystackProvider } from "../src/modules/payments/providers/paystack.js";
import { createRazorpayProvider } from "../src/modules/payments/providers/razorpay.js";
import { startFlutterwaveFake, type FlutterwaveFake } from "./fakes/flutterwave-fake.js";
import { startPaystackFake, type PaystackFake } from "./fakes/paystack-fake.js";
import { startRazorpayFake, type RazorpayFake } from "./fakes/razorpay-fake.js";
import { paymentInput } from "./payment-input.js";

/**
 * Razorpay, Paystack and Flutterwave adapters against local fakes that speak each gateway's REST shapes and
 * sign as it signs. No database: the adapters know nothing of the ledger; these tests pin what each one sends,
 * believes and refuses.
 */

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the adapter to refuse");
    },
    (error: unknown) => error,
  );
}

describe("Razorpay adapter", () => {
  const secrets = {
    keyId: "rzp_test_key",
    keySecret: "rzp_test_secret",
    webhookSecret: "rzp_webhook_secret",
  };
  let fake: RazorpayFake;
  let razorpay: PaymentProvider;

  beforeAll(async () => {
    fake = await startRazorpayFake(secrets);
    razorpay = createRazorpayProvider({
      ...secrets,
      baseUrl: fake.baseUrl,
      currencies: ["INR", "USD", "KWD"],
    });
  });
  afterEach(() => fake.setOutage("none"));
  afterAll(() => fake.close());

  it("creates an order for the server's amount in subunits with our reference as receipt, for Checkout", async () => {
    const input = paymentInput(499_900, "INR");
    const created = await razorpay.createPayment(input);

    const sent = fake.requests.at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v1/orders");
    expect(sent?.body).toMatchObject({ amount: 499_900, currency: "INR", receipt: input.reference });
    expect(created.next).toEqual({
      kind: "embedded",
      publicKey: "rzp_test_key",
      clientSecret: created.providerPaymentId,
    });
    expect(fake.orders.get(created.providerPaymentId)?.amount).toBe(499_900);
  });

  it("refuses a KWD amount Razorpay would have to round, without calling it", async () => {
    const before = fake.requests.length;
    expect(await refusal(razorpay.createPayment(paymentInput(12_345, "KWD")))).toBeInstanceOf(
      PaymentProviderError,
    );
    expect(await refusal(razorpay.createPayment(paymentInput(10_000, "EGP")))).toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.requests.length).toBe(before);
    const created = await razorpay.createPayment(paymentInput(12_340, "KWD"));
    expect(fake.orders.get(created.providerPaymentId)?.amount).toBe(12_340);
  });

  it("confirms a paid order once the Checkout signature checks out and Razorpay agrees", async () => {
    const input = paymentInput(250_000, "INR");
    const { providerPaymentId } = await razorpay.createPayment(input);
    const returned = fake.pay(providerPaymentId, "captured");

    const payment = await razorpay.confirmPayment({ providerPaymentId, returned });
    expect(payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 250_000, currency: "INR" },
      reference: input.reference,
    });
    expect(await razorpay.fetchPayment(providerPaymentId)).toEqual(payment);
  });

  it("captures an authorized payment for exactly the order's amount", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(80_000, "INR"));
    const returned = fake.pay(providerPaymentId, "authorized");

    const payment = await razorpay.confirmPayment({ providerPaymentId, returned });
    expect(payment.state).toBe("succeeded");
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${returned.razorpay_payment_id}/capture`,
      body: { amount: 80_000, currency: "INR" },
    });
  });

  it("reports a failed payment as failed", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(10_000, "INR"));
    const returned = fake.pay(providerPaymentId, "failed");

    expect((await razorpay.confirmPayment({ providerPaymentId, returned })).state).toBe("failed");
    expect((await razorpay.fetchPayment(providerPaymentId)).state).toBe("failed");
  });

  it("refuses a forged or borrowed payment signature", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(10_000, "INR"));
    const returned = fake.pay(providerPaymentId, "captured");
    const forged = createHmac("sha256", "not-the-secret")
      .update(`${providerPaymentId}|${returned.razorpay_payment_id}`)
      .digest("hex");

    for (const attempt of [
      { ...returned, razorpay_signature: forged },
      { ...returned, razorpay_signature: "" },
      { razorpay_payment_id: returned.razorpay_payment_id, razorpay_order_id: providerPaymentId },
    ]) {
      expect(await refusal(razorpay.confirmPayment({ providerPaymentId, returned: attempt }))).toBeInstanceOf(
        PaymentVerificationError,
      );
    }

    // A genuine signature for a cheap order does not pay for an expensive one.
    const expensive = await razorpay.createPayment(paymentInput(900_000, "INR"));
    expect(
      await refusal(razorpay.confirmPayment({ providerPaymentId: expensive.providerPaymentId, returned })),
    ).toBeInstanceOf(PaymentVerificationError);
  });

  it("refuses a payment whose amount differs from its order", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(500_000, "INR"));
    const returned = fake.pay(providerPaymentId, "captured", { amount: 100 });

    expect(await refusal(razorpay.confirmPayment({ providerPaymentId, returned }))).toBeInstanceOf(
      PaymentVerificationError,
    );
  });

  it("accepts webhooks signed with the webhook secret, keyed by Razorpay's event id, and refuses forged ones", async () => {
    const input = paymentInput(30_000, "INR");
    const { providerPaymentId } = await razorpay.createPayment(input);
    const { razorpay_payment_id } = fake.pay(providerPaymentId, "captured");
    const delivery = fake.webhook("order.paid", razorpay_payment_id);

    const event = await razorpay.verifyWebhook({
      rawBody: delivery.rawBody,
      headers: delivery.headers,
      query: {},
    });
    expect(event).toEqual({
      eventId: delivery.headers["x-razorpay-event-id"],
      payment: {
        providerPaymentId,
        state: "succeeded",
        amount: { amountMinor: 30_000, currency: "INR" },
        reference: input.reference,
      },
    });

    const tampered = Buffer.from(delivery.rawBody.toString("utf8").replace('"amount":30000', '"amount":3'));
    const wrongSecret = createHmac("sha256", secrets.keySecret).update(delivery.rawBody).digest("hex");
    for (const forged of [
      { rawBody: tampered, headers: delivery.headers },
      { rawBody: delivery.rawBody, headers: { ...delivery.headers, "x-razorpay-signature": wrongSecret } },
      { rawBody: delivery.rawBody, headers: { "x-razorpay-event-id": "evt_1" } },
    ]) {
      expect(await refusal(razorpay.verifyWebhook({ ...forged, query: {} }))).toBeInstanceOf(
        PaymentVerificationError,
      );
    }
  });

  it("reports a failed payment webhook as failed and acknowledges events about anything else", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(20_000, "INR"));
    const { razorpay_payment_id } = fake.pay(providerPaymentId, "failed");

    const failed = fake.webhook("payment.failed", razorpay_payment_id);
    expect((await razorpay.verifyWebhook({ ...failed, query: {} })).payment).toMatchObject({
      providerPaymentId,
      state: "failed",
    });
    const other = fake.webhook("payment.dispute.created", razorpay_payment_id);
    expect(await razorpay.verifyWebhook({ ...other, query: {} })).toEqual({
      eventId: other.headers["x-razorpay-event-id"],
      payment: null,
    });
  });

  it("counts an order paid on a later attempt after an earlier one failed", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(60_000, "INR"));
    fake.pay(providerPaymentId, "failed");
    expect((await razorpay.fetchPayment(providerPaymentId)).state).toBe("failed");
    const returned = fake.pay(providerPaymentId, "captured");

    expect((await razorpay.fetchPayment(providerPaymentId)).state).toBe("succeeded");
    expect((await razorpay.confirmPayment({ providerPaymentId, returned })).state).toBe("succeeded");
  });

  it("reports Razorpay unreachable or failing as a provider error", async () => {
    fake.setOutage("unreachable");
    expect(await refusal(razorpay.createPayment(paymentInput(10_000, "INR")))).toBeInstanceOf(
      PaymentProviderError,
    );
    fake.setOutage(503);
    const failure = await refusal(razorpay.fetchPayment("order_missing"));
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).options.status).toBe(503);
  });

  it("refuses to talk with the wrong key, without leaking it in the error", async () => {
    const wrong = createRazorpayProvider({
      ...secrets,
      keySecret: "leaked?",
      baseUrl: fake.baseUrl,
      currencies: ["INR"],
    });
    const failure = await refusal(wrong.createPayment(paymentInput(10_000, "INR")));
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).not.toContain("leaked?");
  });

  it("refunds the order's captured payment for the amount asked", async () => {
    const { providerPaymentId } = await razorpay.createPayment(paymentInput(40_000, "INR"));
    const { razorpay_payment_id } = fake.pay(providerPaymentId, "captured");

    const refund = await razorpay.refund({
      providerPaymentId,
      amount: { amountMinor: 15_000, currency: "INR" },
      reason: "Requested by the member",
    });
    expect(refund.state).toBe("succeeded");
    expect(refund.refundId).toMatch(/^rfnd_/);
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${razorpay_payment_id}/refund`,
      body: { amount: 15_000 },
    });
    expect(fake.payments.get(razorpay_payment_id)?.amount_refunded).toBe(15_000);
  });
});

describe("Paystack adapter", () => {
  const secretKey = "sk_test_paystack";
  let fake: PaystackFake;
  let paystack: PaymentProvider;

  beforeAll(async () => {
    fake = await startPaystackFake({ secretKey });
    paystack = createPaystackProvider({
      secretKey,
      baseUrl: fake.baseUrl,
      currencies: ["NGN", "EGP", "USD"],
    });
  });
  afterEach(() => fake.setOutage("none"));
  afterAll(() => fake.close());

  it("initializes a transaction for the server's amount in subunits, our reference and callback, then redirects", async () => {
    const input = paymentInput(1_250_050, "NGN");
    const created = await paystack.createPayment(input);

    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/transaction/initialize",
      body: {
        amount: "1250050",
        currency: "NGN",
        reference: input.reference,
        callback_url: input.returnUrl,
        email: "buyer@example.com",
      },
    });
    expect(created.providerPaymentId).toBe(input.reference);
    const accessCode = fake.transactions.get(input.reference)?.access_code;
    expect(created.next).toEqual({ kind: "redirect", url: `${fake.baseUrl}/checkout/${accessCode}` });
  });

  it("confirms through transaction/verify after the customer pays", async () => {
    const input = paymentInput(500_000, "EGP");
    const { providerPaymentId } = await paystack.createPayment(input);
    fake.settle(providerPaymentId, "success");

    const payment = await paystack.confirmPayment({
      providerPaymentId,
      returned: { trxref: input.reference, reference: input.reference },
    });
    expect(payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 500_000, currency: "EGP" },
      reference: input.reference,
    });
    expect(fake.requests.at(-1)?.path).toBe(`/transaction/verify/${input.reference}`);
  });

  it("keeps an unpaid transaction pending and reports a declined one as failed", async () => {
    const unpaid = await paystack.createPayment(paymentInput(10_000, "NGN"));
    expect((await paystack.fetchPayment(unpaid.providerPaymentId)).state).toBe("pending");

    const declined = await paystack.createPayment(paymentInput(10_000, "NGN"));
    fake.settle(declined.providerPaymentId, "failed");
    expect(
      (await paystack.confirmPayment({ providerPaymentId: declined.providerPaymentId, returned: {} })).state,
    ).toBe("failed");
  });

  it("refuses a charge for another amount or currency, and a return naming another reference", async () => {
    const cheap = await paystack.createPayment(paymentInput(900_000, "NGN"));
    fake.settle(cheap.providerPaymentId, "success", { amount: 100 });
    expect(await refusal(paystack.fetchPayment(cheap.providerPaymentId))).toBeInstanceOf(
      PaymentVerificationError,
    );

    const otherCurrency = await paystack.createPayment(paymentInput(900_000, "NGN"));
    fake.settle(otherCurrency.providerPaymentId, "success", { currency: "GHS" });
    expect(await refusal(paystack.fetchPayment(otherCurrency.providerPaymentId))).toBeInstanceOf(
      PaymentVerificationError,
    );

    const mine = await paystack.createPayment(paymentInput(10_000, "NGN"));
    expect(
      await refusal(
        paystack.confirmPayment({
          providerPaymentId: mine.providerPaymentId,
          returned: { reference: "mz_someone_else" },
        }),
      ),
    ).toBeInstanceOf(PaymentVerificationError);
  });

  it("accepts a webhook signed HMAC-SHA512 with the secret key and refuses a forged one", async () => {
    const input = paymentInput(70_000, "NGN");
    const { providerPaymentId } = await paystack.createPayment(input);
    fake.settle(providerPaymentId, "success");
    const delivery = fake.webhook(providerPaymentId);

    const event = await paystack.verifyWebhook({
      rawBody: delivery.rawBody,
      headers: delivery.headers,
      query: {},
    });
    expect(event.payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 70_000, currency: "NGN" },
      reference: input.reference,
    });
    // The same delivery again carries the same id, so the ledger applies it once.
    expect(
      (await paystack.verifyWebhook({ rawBody: delivery.rawBody, headers: delivery.headers, query: {} }))
        .eventId,
    ).toBe(event.eventId);

    const sha256 = createHmac("sha256", secretKey).update(delivery.rawBody).digest("hex");
    const tampered = Buffer.from(delivery.rawBody.toString("utf8").replace('"amount":70000', '"amount":7'));
    for (const forged of [
      { rawBody: tampered, headers: delivery.headers },
      { rawBody: delivery.rawBody, headers: { "x-paystack-signature": sha256 } },
      { rawBody: delivery.rawBody, headers: {} },
    ]) {
      expect(await refusal(paystack.verifyWebhook({ ...forged, query: {} }))).toBeInstanceOf(
        PaymentVerificationError,
      );
    }
  });

  it("acknowledges signed events that are not our charges without reporting a payment", async () => {
    const { providerPaymentId } = await paystack.createPayment(paymentInput(20_000, "NGN"));
    fake.settle(providerPaymentId, "success");
    const transfer = fake.webhook(providerPaymentId, "transfer.success");
    expect((await paystack.verifyWebhook({ ...transfer, query: {} })).payment).toBeNull();

    // A charge another integration on the same account started carries none of our metadata.
    const foreign = await paystack.createPayment(paymentInput(20_000, "NGN"));
    fake.settle(foreign.providerPaymentId, "success");
    const transaction = fake.transactions.get(foreign.providerPaymentId);
    if (transaction) transaction.metadata = null;
    expect(
      (await paystack.verifyWebhook({ ...fake.webhook(foreign.providerPaymentId), query: {} })).payment,
    ).toBeNull();
    expect(await refusal(paystack.fetchPayment(foreign.providerPaymentId))).toBeInstanceOf(
      PaymentVerificationError,
    );
  });

  it("reports Paystack unreachable or failing as a provider error", async () => {
    fake.setOutage("unreachable");
    expect(await refusal(paystack.createPayment(paymentInput(10_000, "NGN")))).toBeInstanceOf(
      PaymentProviderError,
    );
    fake.setOutage(503);
    expect(await refusal(paystack.fetchPayment("mz_1"))).toBeInstanceOf(PaymentProviderError);
  });

  it("refunds through /refund with the transaction's reference and amount", async () => {
    const { providerPaymentId } = await paystack.createPayment(paymentInput(60_000, "NGN"));
    fake.settle(providerPaymentId, "success");

    const refund = await paystack.refund({
      providerPaymentId,
      amount: { amountMinor: 60_000, currency: "NGN" },
      reason: "Duplicate purchase",
    });
    expect(refund.state).toBe("pending");
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/refund",
      body: { transaction: providerPaymentId, amount: 60_000 },
    });
    // Paystack marks the transaction reversed; it still reads as paid, so the ledger never turns it into a failure.
    expect((await paystack.fetchPayment(providerPaymentId)).state).toBe("succeeded");
  });
});

describe("Flutterwave adapter", () => {
  const secrets = { secretKey: "FLWSECK_TEST-fake", webhookHash: "flw-secret-hash" };
  let fake: FlutterwaveFake;
  let flutterwave: PaymentProvider;

  beforeAll(async () => {
    fake = await startFlutterwaveFake(secrets);
    flutterwave = createFlutterwaveProvider({
      ...secrets,
      baseUrl: fake.baseUrl,
      currencies: ["NGN", "EGP", "USD", "KWD", "JPY"],
    });
  });
  afterEach(() => fake.setOutage("none"));
  afterAll(() => fake.close());

  it("creates a hosted link for the server's amount as an exact major-unit decimal per currency", async () => {
    for (const [amountMinor, currency, expected] of [
      [125_050, "EGP", "1250.50"],
      [12_345, "KWD", "12.345"],
      [1_500, "JPY", "1500"],
      [30, "USD", "0.30"],
    ] as const) {
      const input = paymentInput(amountMinor, currency);
      const created = await flutterwave.createPayment(input);
      expect(fake.requests.at(-1)).toMatchObject({
        method: "POST",
        path: "/v3/payments",
        body: { tx_ref: input.reference, amount: expected, currency, redirect_url: input.returnUrl },
      });
      expect(created.providerPaymentId).toBe(input.reference);
      expect(created.next.kind).toBe("redirect");
    }
  });

  it("confirms only what /v3/transactions/:id/verify says, for our tx_ref and amount", async () => {
    const input = paymentInput(12_345, "KWD");
    const { providerPaymentId } = await flutterwave.createPayment(input);
    const returned = fake.complete(providerPaymentId, "successful");

    const payment = await flutterwave.confirmPayment({ providerPaymentId, returned });
    expect(payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 12_345, currency: "KWD" },
      reference: input.reference,
    });
    expect(fake.requests.at(-1)?.path).toBe(`/v3/transactions/${returned.transaction_id}/verify`);
    expect(await flutterwave.fetchPayment(providerPaymentId)).toEqual(payment);
  });

  it("believes Flutterwave, not the browser, about a failed payment", async () => {
    const { providerPaymentId } = await flutterwave.createPayment(paymentInput(10_000, "NGN"));
    const returned = fake.complete(providerPaymentId, "failed");

    const payment = await flutterwave.confirmPayment({
      providerPaymentId,
      returned: { ...returned, status: "successful" },
    });
    expect(payment.state).toBe("failed");
  });

  it("refuses another transaction's id, an unknown id and a charge for another amount", async () => {
    const cheap = await flutterwave.createPayment(paymentInput(100, "NGN"));
    const cheapReturn = fake.complete(cheap.providerPaymentId, "successful");
    const expensive = await flutterwave.createPayment(paymentInput(900_000, "NGN"));
    expect(
      await refusal(
        flutterwave.confirmPayment({
          providerPaymentId: expensive.providerPaymentId,
          returned: { ...cheapReturn, tx_ref: expensive.providerPaymentId },
        }),
      ),
    ).toBeInstanceOf(PaymentVerificationError);

    for (const transaction_id of ["999999999", "../../v3/payments", ""]) {
      expect(
        await refusal(
          flutterwave.confirmPayment({
            providerPaymentId: expensive.providerPaymentId,
            returned: { status: "successful", tx_ref: expensive.providerPaymentId, transaction_id },
          }),
        ),
      ).toBeInstanceOf(PaymentVerificationError);
    }

    const underpaid = await flutterwave.createPayment(paymentInput(900_000, "NGN"));
    const underpaidReturn = fake.complete(underpaid.providerPaymentId, "successful", { amount: "9000.01" });
    expect(
      await refusal(
        flutterwave.confirmPayment({
          providerPaymentId: underpaid.providerPaymentId,
          returned: underpaidReturn,
        }),
      ),
    ).toBeInstanceOf(PaymentVerificationError);
  });

  it("accepts a webhook only with the secret hash, then trusts only the server-side verify", async () => {
    const input = paymentInput(45_000, "NGN");
    const { providerPaymentId } = await flutterwave.createPayment(input);
    fake.complete(providerPaymentId, "successful");
    const delivery = fake.webhook(providerPaymentId);
    const requestsBefore = fake.requests.length;

    const event = await flutterwave.verifyWebhook({
      rawBody: delivery.rawBody,
      headers: delivery.headers,
      query: {},
    });
    expect(event.payment).toEqual({
      providerPaymentId,
      state: "succeeded",
      amount: { amountMinor: 45_000, currency: "NGN" },
      reference: input.reference,
    });
    expect(fake.requests.slice(requestsBefore).map((request) => request.path)).toEqual([
      `/v3/transactions/${fake.transactions.get(providerPaymentId)?.id}/verify`,
    ]);

    // A body that lies about the status is corrected by the verify call, not believed.
    const lying = Buffer.from(
      delivery.rawBody.toString("utf8").replace('"status":"successful"', '"status":"failed"'),
    );
    const corrected = await flutterwave.verifyWebhook({
      rawBody: lying,
      headers: delivery.headers,
      query: {},
    });
    expect(corrected.payment?.state).toBe("succeeded");

    const beforeForged = fake.requests.length;
    for (const headers of [{ "verif-hash": "guessed" }, {}, { "verif-hash": `${secrets.webhookHash} ` }]) {
      expect(
        await refusal(flutterwave.verifyWebhook({ rawBody: delivery.rawBody, headers, query: {} })),
      ).toBeInstanceOf(PaymentVerificationError);
    }
    expect(fake.requests.length).toBe(beforeForged);
  });

  it("acknowledges events other than a completed charge without asking Flutterwave", async () => {
    const { providerPaymentId } = await flutterwave.createPayment(paymentInput(20_000, "NGN"));
    fake.complete(providerPaymentId, "successful");
    const before = fake.requests.length;

    const transfer = fake.webhook(providerPaymentId, { event: "transfer.completed" });
    expect((await flutterwave.verifyWebhook({ ...transfer, query: {} })).payment).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it("reports Flutterwave unreachable or failing as a provider error", async () => {
    fake.setOutage("unreachable");
    expect(await refusal(flutterwave.createPayment(paymentInput(10_000, "NGN")))).toBeInstanceOf(
      PaymentProviderError,
    );
    fake.setOutage(503);
    expect(
      await refusal(
        flutterwave.confirmPayment({ providerPaymentId: "mz_1", returned: { transaction_id: "1" } }),
      ),
    ).toBeInstanceOf(PaymentProviderError);
  });

  it("refunds the transaction found by our tx_ref, in major units", async () => {
    const { providerPaymentId } = await flutterwave.createPayment(paymentInput(125_050, "EGP"));
    fake.complete(providerPaymentId, "successful");

    const refund = await flutterwave.refund({
      providerPaymentId,
      amount: { amountMinor: 50_025, currency: "EGP" },
      reason: "Package cancelled",
    });
    expect(refund.state).toBe("succeeded");
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v3/transactions/${fake.transactions.get(providerPaymentId)?.id}/refund`,
      body: { amount: "500.25" },
    });
  });
});
