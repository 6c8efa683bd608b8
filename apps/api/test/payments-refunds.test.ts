import { toDecimalString } from "@manzil/domain/money";
import { describe, expect, it } from "vitest";
import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { post } from "./auth-helpers.js";
import { signInAs } from "./helpers.js";
import { paymobHarness, type Member } from "./payment-harness.js";

const h = paymobHarness();

async function adminHeaders() {
  const admin = await signInAs(h.t.app, h.t.database.db, { role: "admin" });
  return { authorization: admin.authorization };
}

/** A member whose Paymob payment for Basic went through (the callback arrived), holding the package. */
async function paidBasic() {
  const pending = await h.pendingBasic();
  const orderId = Number(pending.row.providerPaymentId);
  const { callback, returnQuery } = h.fake.pay(orderId, { success: true });
  expect((await h.deliver(callback)).body.data?.outcome).toBe("applied");
  return { ...pending, paymobTransactionId: Number(returnQuery.id) };
}

function refundCalls() {
  return h.fake.requests.filter((r) => r.path === "/api/acceptance/void_refund/refund");
}

async function refund(
  headers: Record<string, string>,
  id: number,
  body: Record<string, unknown> = { reason: "Charged twice" },
) {
  return post<TPaymentTransaction>(h.t.app, `/api/admin/payments/${id}/refund`, body, { headers });
}

async function activePackagesOf(member: Member) {
  const now = Date.now();
  return (await h.heldPackagesOf(member.id)).filter((held) => held.endsAt.getTime() > now);
}

describe("POST /api/admin/payments/:id/refund", () => {
  it("refunds the amount paid through Paymob once, ends the package, and a second refund is refused", async () => {
    const { member, basic, id, paymobTransactionId } = await paidBasic();
    expect(await activePackagesOf(member)).toHaveLength(1);
    const headers = await adminHeaders();
    const before = refundCalls().length;
    const first = await refund(headers, id, { reason: "Charged twice" });
    expect(first.status).toBe(200);
    expect(first.body.data.payment_status).toBe("refunded");
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ transaction_id: paymobTransactionId, amount_cents: basic.priceMinor });
    const row = await h.transactionRow(id);
    expect(row).toMatchObject({ state: "refunded", refundReason: "Charged twice" });
    expect(row.refundProviderId).toMatch(/^\d+$/);
    expect(row.refundedAt).not.toBeNull();
    expect(await activePackagesOf(member)).toEqual([]);
    expect(await h.heldPackagesOf(member.id)).toHaveLength(1);

    const again = await refund(headers, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payment has already been refunded.");
    expect(refundCalls().slice(before)).toHaveLength(1);
  });

  it("refunds a part of the payment when asked", async () => {
    const part = await paidBasic();
    const partial = await refund(await adminHeaders(), part.id, { reason: "Part refund", amount: 100 });
    expect(partial.status).toBe(200);
    expect(refundCalls().at(-1)!.body).toMatchObject({ amount_cents: 100 });
  });

  it("refuses more than was paid (422) and changes nothing", async () => {
    const { member, basic, id } = await paidBasic();
    const before = refundCalls().length;
    const tooMuch = await refund(await adminHeaders(), id, {
      reason: "Too much",
      amount: basic.priceMinor + 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("The refund cannot be more than the amount paid.");
    expect(refundCalls()).toHaveLength(before);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    expect(await activePackagesOf(member)).toHaveLength(1);
  });

  it("is for admins only: a member gets 403 (even for their own payment), a guest 401", async () => {
    const { member, id } = await paidBasic();
    expect((await refund(member.headers, id)).status).toBe(403);
    expect((await refund({}, id)).status).toBe(401);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
  });

  it("refuses a payment that has not succeeded (409) and an unknown one (404)", async () => {
    const { id } = await h.pendingBasic();
    const headers = await adminHeaders();
    const pending = await refund(headers, id);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe("Only a completed payment can be refunded.");
    expect((await refund(headers, 2_000_000_000)).status).toBe(404);
  });

  it("while Paymob cannot be reached: 503, and the payment and package stay as they were", async () => {
    const { member, id } = await paidBasic();
    const headers = await adminHeaders();
    h.fake.setOutage("unreachable");
    try {
      const down = await refund(headers, id);
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(
        "The payment service is not answering. Please try again in a few minutes.",
      );
    } finally {
      h.fake.setOutage("none");
    }
    expect((await h.transactionRow(id)).state).toBe("succeeded");
    expect(await activePackagesOf(member)).toHaveLength(1);
    expect((await refund(headers, id)).status).toBe(200);
  });

  it("refunds a bank transfer without calling any gateway", async () => {
    const member = await h.buyer();
    const basic = await h.packageNamed("Basic");
    const now = new Date();
    const [row] = await h.t.database.db
      .insert(paymentTransactions)
      .values({
        userId: member.id,
        purpose: "package",
        purposeId: basic.id,
        amountMinor: basic.priceMinor,
        currency: basic.currency,
        method: "bank_transfer",
        reference: `mz_bank_${member.id}`,
        state: "succeeded",
        succeededAt: now,
      })
      .returning();
    await h.t.database.db.transaction((tx) =>
      h.t.app.services.packages.activatePurchased(tx, { userId: member.id, packageId: basic.id, now }),
    );
    const before = h.fake.requests.length;
    const refunded = await refund(await adminHeaders(), row!.id, { reason: "Transfer returned" });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.payment_status).toBe("refunded");
    expect(h.fake.requests).toHaveLength(before);
    expect((await h.transactionRow(row!.id)).refundProviderId).toBeNull();
    expect(await activePackagesOf(member)).toEqual([]);
  });

  it("five admins refunding at once make one refund at the gateway", async () => {
    const { id } = await paidBasic();
    const headers = await adminHeaders();
    const before = refundCalls().length;
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(headers, id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(refundCalls()).toHaveLength(before + 1);
  });
});

describe("POST /api/paymob-refund (eBroker)", () => {
  it("takes the amount in major units and refunds exactly that many minor units", async () => {
    const { basic, id } = await paidBasic();
    const amount = toDecimalString(basic.priceMinor - 150, basic.currency);
    const refunded = await post<TPaymentTransaction>(
      h.t.app,
      "/api/paymob-refund",
      { transaction_id: id, amount, reason: "Guest cancelled" },
      { headers: await adminHeaders() },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.payment_status).toBe("refunded");
    expect(refundCalls().at(-1)!.body).toMatchObject({ amount_cents: basic.priceMinor - 150 });
  });

  it("refuses members (403), more than was paid (422) and more decimals than the currency has (422)", async () => {
    const { member, basic, id } = await paidBasic();
    const body = { transaction_id: id, amount: "1.00", reason: "Guest cancelled" };
    expect((await post(h.t.app, "/api/paymob-refund", body, { headers: member.headers })).status).toBe(403);
    const headers = await adminHeaders();
    const tooMuch = toDecimalString(basic.priceMinor + 1, basic.currency);
    expect(
      (await post(h.t.app, "/api/paymob-refund", { ...body, amount: tooMuch }, { headers })).status,
    ).toBe(422);
    expect(
      (await post(h.t.app, "/api/paymob-refund", { ...body, amount: "1.005" }, { headers })).status,
    ).toBe(422);
    expect((await h.transactionRow(id)).state).toBe("succeeded");
  });
});
