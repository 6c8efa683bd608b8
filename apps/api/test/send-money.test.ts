import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentTransaction, TStartedPaymentReply } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { invoices, paymentTransactions } from "../src/db/schema/payments.js";
import { freshIp, get, post } from "./auth-helpers.js";
import { stripePaymentsApp, type Member, type StripePaymentsApp } from "./stripe-payments.js";

const CAP_MINOR = 100_000; // 1,000.00 EGP

let s: StripePaymentsApp;
beforeAll(async () => {
  s = await stripePaymentsApp({ SEND_MONEY_MAX_MINOR: String(CAP_MINOR) });
});
afterAll(async () => s?.close());

const send = (sender: Member, body: Record<string, unknown>, lang = "en") =>
  post<TStartedPaymentReply>(s.t.app, "/api/send-money", body, {
    headers: { ...sender.headers, "accept-language": lang },
    ip: freshIp(),
  });

async function listOf(member: Member) {
  const { status, body } = await get<TPaymentTransaction[]>(
    s.t.app,
    "/api/payment-transactions",
    {},
    { headers: member.headers },
  );
  expect(status).toBe(200);
  return body.data;
}

describe("POST /api/send-money", () => {
  it("starts a card payment of the amount the sender chose, to the recipient, in the site's currency", async () => {
    const [sender, recipient] = [await s.member(), await s.member()];
    const { status, body } = await send(sender, {
      recipient_id: recipient.id,
      amount: "150.50",
      payment_method: "stripe",
      note: "Deposit for the viewing",
    });
    expect(status).toBe(200);
    expect(body.data.client_secret).toMatch(/^pi_\w+_secret_/);
    expect(body.data.payment_transaction).toMatchObject({
      type: "transfer",
      purpose_id: recipient.id,
      payment_status: "pending",
      amount_minor: 15_050,
      currency: "EGP",
    });
    const sent = s.stripe.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.body).toMatchObject({ amount: "15050", currency: "egp" });
    const [row] = await s.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, body.data.payment_transaction_id));
    expect(row).toMatchObject({ userId: sender.id, recipientUserId: recipient.id, purpose: "transfer" });
  });

  it("shows the recipient the transfer only once it succeeded, as money in from the sender", async () => {
    const [sender, recipient] = [await s.member(), await s.member()];
    const started = await send(sender, { recipient_id: recipient.id, amount: 75, payment_method: "stripe" });
    const id = started.body.data.payment_transaction_id;
    expect((await listOf(recipient)).map((tx) => tx.id)).not.toContain(id);

    await s.succeed(started.body.data.payment_transaction.transaction_id!);
    const received = (await listOf(recipient)).find((tx) => tx.id === id)!;
    expect(received).toMatchObject({
      direction: "in",
      counterparty_name: sender.name,
      title: `Transfer from ${sender.name}`,
      amount_minor: 7_500,
      payment_status: "succeeded",
      invoice_number: null,
    });
    const [invoice] = await s.t.database.db.select().from(invoices).where(eq(invoices.transactionId, id));
    const sent = (await listOf(sender)).find((tx) => tx.id === id)!;
    expect(sent).toMatchObject({
      direction: "out",
      counterparty_name: recipient.name,
      title: `Transfer to ${recipient.name}`,
      invoice_number: invoice!.number,
    });
    // The recipient's own payments are unaffected; the sender is not credited with anything.
    expect((await listOf(sender)).filter((tx) => tx.direction === "in")).toHaveLength(0);
  });

  it("refuses amounts that are zero, negative, too precise or above the cap, in the caller's language", async () => {
    const [sender, recipient] = [await s.member(), await s.member()];
    const attempt = (amount: unknown, lang = "en") =>
      send(sender, { recipient_id: recipient.id, amount, payment_method: "stripe" }, lang);
    for (const amount of [0, "0.00", -5, "-5", "10.005", "abc", ""]) {
      const { status, body } = await attempt(amount);
      expect(status, `amount ${JSON.stringify(amount)}`).toBe(422);
      expect(body.errors?.amount).toBeDefined();
    }
    const tooMuch = await attempt("1000.01");
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.amount?.[0]).toMatch(/^You can send at most 1,000\.00/);
    const tooMuchAr = await attempt("1000.01", "ar");
    expect(tooMuchAr.body.errors?.amount?.[0]).toMatch(/^يمكنك إرسال/);
    expect((await attempt("1000.00")).status).toBe(200);
  });

  it("refuses sending to yourself, to nobody, to a deactivated member, or by an offline method", async () => {
    const [sender, recipient] = [await s.member(), await s.member()];
    const [inactive] = await s.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isActive, false))
      .limit(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ recipient_id: sender.id }, "recipient_id"],
      [{ recipient_id: 999_999 }, "recipient_id"],
      [{ recipient_id: inactive!.id }, "recipient_id"],
      [{ recipient_id: recipient.id, payment_method: "bank_transfer" }, "payment_method"],
      [{ recipient_id: recipient.id, payment_method: "cash" }, "payment_method"],
    ];
    for (const [body, field] of cases) {
      const reply = await send(sender, { amount: 10, payment_method: "stripe", ...body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors?.[field]).toBeDefined();
    }
    const self = await send(sender, { recipient_id: sender.id, amount: 10, payment_method: "stripe" }, "ar");
    expect(self.body.errors?.recipient_id?.[0]).toBe("لا يمكنك إرسال أموال إلى نفسك.");
    const disabled = await send(sender, { recipient_id: recipient.id, amount: 10, payment_method: "paypal" });
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors?.payment_method?.[0]).toBe("This payment method is not available.");
    const rows = await s.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, sender.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses guests", async () => {
    const reply = await post(s.t.app, "/api/send-money", {
      recipient_id: 1,
      amount: 10,
      payment_method: "stripe",
    });
    expect(reply.status).toBe(401);
  });
});
