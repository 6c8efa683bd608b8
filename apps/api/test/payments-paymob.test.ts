import { describe, expect, it } from "vitest";
import type { TPaymentSettings } from "@manzil/domain/contracts";
import { get } from "./auth-helpers.js";
import { paymobHarness } from "./payment-harness.js";

const h = paymobHarness();

/** A member with a pending Paymob payment for Basic; Paymob's order id is the ledger's provider payment id. */
async function pendingBasic() {
  const pending = await h.pendingBasic();
  return { ...pending, orderId: Number(pending.row.providerPaymentId) };
}

describe("Paymob in get_payment_settings", () => {
  it("is listed with its public key only, never the secret key, API key or HMAC secret", async () => {
    const { body } = await get<TPaymentSettings>(h.t.app, "/api/get_payment_settings");
    // The demo data also offers bank transfer, which has no key.
    expect(body.data.methods).toEqual([
      { method: "paymob", public_key: h.fake.publicKey },
      { method: "bank_transfer", public_key: null },
    ]);
    const text = JSON.stringify(body);
    for (const secret of [h.fake.secretKey, h.fake.apiKey, h.fake.hmacSecret])
      expect(text).not.toContain(secret);
  });
});

describe("starting a Paymob payment", () => {
  it("sends the browser to Paymob's checkout for the package's price, whatever amount the client sends", async () => {
    const { basic, started } = await pendingBasic();
    const checkout = new URL(started.redirect_url!);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${h.fake.baseUrl}/unifiedcheckout/`);
    expect(checkout.searchParams.get("publicKey")).toBe(h.fake.publicKey);
    const intention = h.fake.intentions.at(-1)!;
    expect(checkout.searchParams.get("clientSecret")).toBe(intention.client_secret);
    expect(started.payment_transaction).toMatchObject({
      payment_gateway: "paymob",
      payment_status: "pending",
      amount_minor: basic.priceMinor,
      currency: "EGP",
    });
    expect(intention.body).toMatchObject({
      amount: basic.priceMinor,
      currency: "EGP",
      payment_methods: [h.fake.integrationId],
      special_reference: started.payment_transaction.reference,
      notification_url: "http://manzil.test/api/webhooks/paymob",
      redirection_url: `http://manzil.test/subscription-plan?payment=${started.payment_transaction_id}`,
    });
    expect(basic.priceMinor).not.toBe(100);
  });
});

describe("Paymob's transaction processed callback", () => {
  it("a paid transaction activates the package once, and a replay changes nothing", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    const { callback } = h.fake.pay(orderId, { success: true });
    await h.deliverTwice(callback);
    expect((await h.heldPackagesOf(member.id)).map((held) => held.packageId)).toEqual([basic.id]);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    expect(await h.eventsOf(id)).toEqual([{ outcome: "applied" }]);
  });

  it("a declined transaction marks the payment failed and activates nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    const declined = await h.deliver(h.fake.pay(orderId, { success: false }).callback);
    expect(declined.body.data?.outcome).toBe("applied");
    expect((await h.transactionRow(id)).state).toBe("failed");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("20 concurrent deliveries of the same callback activate the package exactly once", async () => {
    const { member, orderId } = await pendingBasic();
    const { callback } = h.fake.pay(orderId, { success: true });
    await h.deliverAtOnce(Array.from({ length: 20 }, () => callback));
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("refuses and logs a forged HMAC or a body changed after signing, and changes nothing", async () => {
    const { member, id, orderId } = await pendingBasic();
    const { callback } = h.fake.pay(orderId, { success: false });
    const refusals = await h.warningsDuring("payment webhook refused", async () => {
      const forged = await h.deliver({ ...callback, query: { hmac: "0".repeat(128) } });
      expect(forged.status).toBe(400);
      const unsigned = await h.deliver({ ...callback, query: {} });
      expect(unsigned.status).toBe(400);
      // The declined transaction rewritten as a success, under its genuine HMAC.
      const body = JSON.parse(callback.rawBody.toString("utf8")) as { obj: Record<string, unknown> };
      const flipped = await h.deliver({
        ...callback,
        rawBody: JSON.stringify({ ...body, obj: { ...body.obj, success: true } }),
      });
      expect(flipped.status).toBe(400);
    });
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatchObject({ method: "paymob" });
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
    expect(await h.eventsOf(id)).toEqual([]);
  });

  it("a transaction for another amount than the package's price is refused by the ledger", async () => {
    const { member, id, orderId } = await pendingBasic();
    // Paymob charged 1.00 EGP for the order (tampered on the way): signed and recorded by Paymob all the same.
    h.fake.orders.get(orderId)!.amount_cents = 100;
    const cheaper = await h.deliver(h.fake.pay(orderId, { success: true }).callback);
    expect(cheaper.status).toBe(409);
    expect((await h.transactionRow(id)).state).toBe("pending");
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });
});

describe("returning from Paymob", () => {
  it("payment-status checks the signed return with Paymob; the later callback changes nothing", async () => {
    const { member, basic, id, orderId } = await pendingBasic();
    const { callback, returnQuery } = h.fake.pay(orderId, { success: true });
    const paid = await h.status(member, { payment_transaction_id: String(id), ...returnQuery });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe("succeeded");
    expect(paid.body.message).toBe("Payment successful. Your package is now active.");
    const looked = h.fake.requests.filter((r) => r.path === `/api/acceptance/transactions/${returnQuery.id}`);
    expect(looked.length).toBeGreaterThan(0);
    const late = await h.deliver(callback);
    expect(late.body.data?.outcome).toBe("already_in_state");
    expect((await h.heldPackagesOf(member.id)).map((held) => held.packageId)).toEqual([basic.id]);
  });

  it("a return without Paymob's fields is answered by a lookup with Paymob", async () => {
    const { member, id, orderId } = await pendingBasic();
    const before = await h.status(member, { payment_transaction_id: String(id) });
    expect(before.body.data.payment_status).toBe("pending");
    h.fake.pay(orderId, { success: true });
    const after = await h.status(member, { payment_transaction_id: String(id) });
    expect(after.body.data.payment_status).toBe("succeeded");
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);
  });

  it("a forged return claiming success is logged and resolved by Paymob's record, not the query", async () => {
    const { member, id, orderId } = await pendingBasic();
    const { returnQuery } = h.fake.pay(orderId, { success: false });
    const refusals = await h.warningsDuring(
      "payment return refused; looked up with the gateway instead",
      async () => {
        const forged = await h.status(member, {
          payment_transaction_id: String(id),
          ...returnQuery,
          success: "true",
        });
        expect(forged.status).toBe(200);
        expect(forged.body.data.payment_status).toBe("failed");
      },
    );
    expect(refusals).toHaveLength(1);
    expect(await h.heldPackagesOf(member.id)).toEqual([]);
  });

  it("a signed return of another order cannot complete this payment", async () => {
    const first = await pendingBasic();
    const second = await pendingBasic();
    const { returnQuery } = h.fake.pay(second.orderId, { success: true });
    const mixed = await h.status(first.member, { payment_transaction_id: String(first.id), ...returnQuery });
    expect(mixed.body.data.payment_status).toBe("pending");
    expect((await h.transactionRow(first.id)).state).toBe("pending");
    expect(await h.heldPackagesOf(first.member.id)).toEqual([]);
  });

  it("another member's transaction is not found", async () => {
    const { id, orderId } = await pendingBasic();
    const { returnQuery } = h.fake.pay(orderId, { success: true });
    const stranger = await h.buyer();
    const seen = await h.status(stranger, { payment_transaction_id: String(id), ...returnQuery });
    expect(seen.status).toBe(404);
    expect((await h.transactionRow(id)).state).toBe("pending");
  });
});
