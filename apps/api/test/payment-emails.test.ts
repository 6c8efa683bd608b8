import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { formatMoney } from "@manzil/domain/currency";
import { settings } from "../src/db/schema/content.js";
import { invoices } from "../src/db/schema/payments.js";
import { get, waitForMessage } from "./auth-helpers.js";
import { stripePaymentsApp, type StripePaymentsApp } from "./stripe-payments.js";

// Workers on: the e-mails really go through the pg-boss queue, as in production.
let s: StripePaymentsApp;
beforeAll(async () => {
  s = await stripePaymentsApp({ JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
});
afterAll(async () => s?.close());

const PAYMENTS_PAGE = "http://manzil.test/user/transaction-history";
const mailTo = (to: string, template: string) =>
  waitForMessage(s.t.dataDir, to, template, { timeoutMs: 20_000 });

async function invoiceNumberOf(transactionId: number) {
  const [row] = await s.t.database.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.transactionId, transactionId));
  return row!.number;
}

describe("payment e-mails", () => {
  it("a payment confirmed by webhook mails the payer its invoice number and the payments page, in the site's language", async () => {
    const buyer = await s.member();
    const paid = await s.paidPackage(buyer);
    const mail = await mailTo(buyer.email!, "payment_succeeded");
    const number = await invoiceNumberOf(paid.transactionId);
    expect(mail.lang).toBe("en");
    expect(mail.subject).toBe("Payment received: Basic");
    expect(mail.text).toContain(`Invoice number: ${number}`);
    expect(mail.text).toContain(formatMoney({ amount: paid.package.priceMinor, currency: "EGP" }, "en"));
    expect(mail.text).toContain(PAYMENTS_PAGE);
  });

  it("a payment the member confirms on return in Arabic is mailed in Arabic", async () => {
    const buyer = await s.member();
    const started = await s.startPackage(buyer);
    s.stripe.succeed(started.intentId);
    const status = await get<TPaymentTransaction>(
      s.t.app,
      "/api/payment-status",
      { payment_transaction_id: String(started.transactionId) },
      { headers: { ...buyer.headers, "accept-language": "ar" } },
    );
    expect(status.body.data.payment_status).toBe("succeeded");
    const mail = await mailTo(buyer.email!, "payment_succeeded");
    const number = await invoiceNumberOf(started.transactionId);
    expect(mail.lang).toBe("ar");
    expect(mail.subject).toBe(`تم استلام دفعتك: ${started.package.nameAr}`);
    expect(mail.text).toContain(`رقم الفاتورة: ${number}`);
    expect(mail.text).toContain(PAYMENTS_PAGE);
    expect(status.body.data.invoice_number).toBe(number);
  });

  it("a declined payment mails the payer that nothing was charged", async () => {
    const buyer = await s.member();
    const started = await s.startPackage(buyer);
    await s.decline(started.intentId);
    const mail = await mailTo(buyer.email!, "payment_failed");
    expect(mail.subject).toBe("Your payment did not go through");
    expect(mail.text).toContain("nothing was charged");
    expect(mail.text).toContain(PAYMENTS_PAGE);
  });

  it("with Arabic as the site's language, a declined payment is mailed in Arabic", async () => {
    const db = s.t.database.db;
    await db.update(settings).set({ value: "ar" }).where(eq(settings.key, "default_language"));
    try {
      const buyer = await s.member();
      const started = await s.startPackage(buyer);
      await s.decline(started.intentId);
      const mail = await mailTo(buyer.email!, "payment_failed");
      expect(mail.lang).toBe("ar");
      expect(mail.subject).toBe("لم تكتمل عملية الدفع");
      expect(mail.text).toContain("لم يُخصم أي مبلغ");
    } finally {
      await db.update(settings).set({ value: "en" }).where(eq(settings.key, "default_language"));
    }
  });
});
