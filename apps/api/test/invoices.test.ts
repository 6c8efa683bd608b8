import { includedTaxMinor } from "@manzil/domain/money";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { settings } from "../src/db/schema/content.js";
import { invoices } from "../src/db/schema/payments.js";
import { freshIp, get } from "./auth-helpers.js";
import { getJson } from "./helpers.js";
import { readPdfLines, squash } from "./pdf-text.js";
import { stripePaymentsApp, type Member, type StripePaymentsApp } from "./stripe-payments.js";

let s: StripePaymentsApp;
beforeAll(async () => {
  s = await stripePaymentsApp();
});
afterAll(async () => s?.close());

const NUMBER = /^MZ-(\d{4})-(\d{6})$/;
const sequenceOf = (number: string) => Number(NUMBER.exec(number)![2]);

async function invoicesOf(transactionId: number) {
  return s.t.database.db.select().from(invoices).where(eq(invoices.transactionId, transactionId));
}

async function download(member: Member, transactionId: number, lang?: "en" | "ar") {
  const query = `payment_transaction_id=${transactionId}${lang ? `&lang=${lang}` : ""}`;
  const response = await s.t.app.inject({
    method: "GET",
    url: `/api/payment-invoice?${query}`,
    headers: member.headers,
    remoteAddress: freshIp(),
  });
  return response;
}

async function transactionsOf(member: Member, lang = "en") {
  const { status, body } = await get<TPaymentTransaction[]>(
    s.t.app,
    "/api/payment-transactions",
    {},
    { headers: { ...member.headers, "accept-language": lang } },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** How many PDFs Chromium printed while `work` ran. */
async function printsDuring(work: () => Promise<unknown>) {
  const renderer = s.t.app.services.invoices;
  const original = renderer.renderPdf;
  let prints = 0;
  renderer.renderPdf = async (document) => {
    prints++;
    return original(document);
  };
  try {
    await work();
  } finally {
    renderer.renderPdf = original;
  }
  return prints;
}

describe("invoice issuance", () => {
  it("a succeeded payment gets one invoice, numbered MZ-<year>-<6 digits>, shown on the payment", async () => {
    const buyer = await s.member();
    const paid = await s.paidPackage(buyer);
    const [invoice, ...others] = await invoicesOf(paid.transactionId);
    expect(others).toHaveLength(0);
    expect(invoice!.number).toMatch(NUMBER);
    expect(invoice!.number.slice(3, 7)).toBe(String(invoice!.issuedAt.getUTCFullYear()));
    expect(invoice!.totalMinor).toBe(paid.package.priceMinor);
    // No VAT rate is configured: nothing of the price is tax.
    expect(invoice!.taxMinor).toBe(0);
    const listed = (await transactionsOf(buyer)).find((tx) => tx.id === paid.transactionId)!;
    expect(listed).toMatchObject({
      invoice_number: invoice!.number,
      title: "Basic",
      direction: "out",
      counterparty_name: null,
    });
    const arabic = (await transactionsOf(buyer, "ar")).find((tx) => tx.id === paid.transactionId)!;
    expect(arabic.title).toBe(paid.package.nameAr);
  });

  it("numbers follow each other without gaps, and a pending or failed payment takes none", async () => {
    const first = await s.paidPackage(await s.member());
    const failed = await s.startPackage(await s.member());
    await s.decline(failed.intentId);
    await s.startPackage(await s.member()); // left pending
    const second = await s.paidPackage(await s.member());
    const [a] = await invoicesOf(first.transactionId);
    const [b] = await invoicesOf(second.transactionId);
    expect(sequenceOf(b!.number)).toBe(sequenceOf(a!.number) + 1);
    expect(await invoicesOf(failed.transactionId)).toHaveLength(0);
  });

  it("a replayed or repeated success webhook never issues a second invoice", async () => {
    const paid = await s.paidPackage(await s.member());
    const [before] = await invoicesOf(paid.transactionId);
    expect((await s.deliver(paid.event)).data.outcome).toBe("duplicate_event");
    const again = await s.deliver(s.stripe.webhook("payment_intent.succeeded", paid.intentId));
    expect(again.data.outcome).toBe("already_in_state");
    const after = await invoicesOf(paid.transactionId);
    expect(after).toHaveLength(1);
    expect(after[0]!.number).toBe(before!.number);
  });

  it("with a VAT rate set, the price includes the tax: the invoice splits it out and still totals the amount paid", async () => {
    await s.t.database.db.insert(settings).values({ key: "vat_rate", value: "14" });
    try {
      const buyer = await s.member();
      const paid = await s.paidPackage(buyer);
      const [invoice] = await invoicesOf(paid.transactionId);
      const price = paid.package.priceMinor;
      expect(invoice!.taxMinor).toBe(includedTaxMinor(price, 1400));
      expect(invoice!.taxMinor).toBeGreaterThan(0);
      expect(invoice!.subtotalMinor + invoice!.taxMinor).toBe(price);
      expect(invoice!.totalMinor).toBe(price);
      const lines = await readPdfLines((await download(buyer, paid.transactionId, "en")).rawPayload, "ltr");
      expect(lines).toContainEqual(expect.stringContaining(squash("VAT (14%)")));
    } finally {
      await s.t.database.db.delete(settings).where(eq(settings.key, "vat_rate"));
    }
  });

  it("N payments succeeding at the same moment get N distinct, consecutive numbers", async () => {
    const started = await Promise.all(
      Array.from({ length: 6 }, async () => s.startPackage(await s.member())),
    );
    await Promise.all(started.map((payment) => s.succeed(payment.intentId)));
    const numbers = await Promise.all(
      started.map(async (payment) => (await invoicesOf(payment.transactionId))[0]!.number),
    );
    const sequences = numbers.map(sequenceOf).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(6);
    expect(sequences.at(-1)! - sequences[0]!).toBe(5);
  });
});

describe("GET /api/payment-invoice", () => {
  let buyer: Member;
  let transactionId: number;
  let number: string;
  let nameAr: string;
  beforeAll(async () => {
    buyer = await s.member();
    const paid = await s.paidPackage(buyer);
    transactionId = paid.transactionId;
    nameAr = paid.package.nameAr;
    number = (await invoicesOf(transactionId))[0]!.number;
  });

  it("gives the payer the PDF as <number>.pdf, in English", async () => {
    const response = await download(buyer, transactionId, "en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const lines = await readPdfLines(response.rawPayload, "ltr");
    expect(lines).toContainEqual(expect.stringContaining(squash(`Invoice number ${number}`)));
    expect(lines).toContainEqual(expect.stringContaining(squash("Manzil")));
    expect(lines).toContainEqual(expect.stringContaining(squash(buyer.name)));
  });

  it("prints the Arabic invoice right to left, with the package's Arabic name", async () => {
    const response = await download(buyer, transactionId, "ar");
    expect(response.statusCode).toBe(200);
    const lines = await readPdfLines(response.rawPayload, "rtl");
    expect(lines).toContainEqual(expect.stringContaining(squash(`رقم الفاتورة ${number}`)));
    expect(lines).toContainEqual(expect.stringContaining(squash("منزل")));
    expect(lines).toContainEqual(expect.stringContaining(squash(nameAr)));
    expect(lines).toContainEqual(expect.stringContaining(squash("طريقة الدفع بطاقة مصرفية")));
  });

  it("serves a second download from storage, without printing again", async () => {
    await download(buyer, transactionId, "en");
    const prints = await printsDuring(async () => {
      const again = await download(buyer, transactionId, "en");
      expect(again.statusCode).toBe(200);
    });
    expect(prints).toBe(0);
  });

  it("is not found for another member, found for an admin", async () => {
    const stranger = await download(await s.member(), transactionId, "en");
    expect(stranger.statusCode).toBe(404);
    const admin = await download(await s.admin(), transactionId, "en");
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["content-disposition"]).toContain(`${number}.pdf`);
  });

  it("says there is no invoice for a payment that has not succeeded, in the caller's language", async () => {
    const member = await s.member();
    const pending = await s.startPackage(member);
    const en = await download(member, pending.transactionId);
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe("No invoice has been issued for this payment.");
    const ar = await s.t.app.inject({
      method: "GET",
      url: `/api/payment-invoice?payment_transaction_id=${pending.transactionId}`,
      headers: { ...member.headers, "accept-language": "ar" },
    });
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toBe("لم تُصدر فاتورة لهذه الدفعة.");
  });

  it("refuses guests", async () => {
    const response = await s.t.app.inject({
      method: "GET",
      url: `/api/payment-invoice?payment_transaction_id=${transactionId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/get-package after paying", () => {
  type Card = { id: number; package_status: string | null; payment_transaction_id: number | null };
  const cardOf = async (member: Member, packageId: number) => {
    const { status, body } = await getJson<Card[]>(s.t.app, "/api/get-package", member.headers);
    expect(status).toBe(200);
    return body.data.find((card) => card.id === packageId)!;
  };

  it("follows the member's latest payment for each package: pending, failed, then active", async () => {
    const member = await s.member();
    const first = await s.startPackage(member);
    expect(await cardOf(member, first.package.id)).toEqual(
      expect.objectContaining({ package_status: "pending", payment_transaction_id: first.transactionId }),
    );
    await s.decline(first.intentId);
    expect(await cardOf(member, first.package.id)).toEqual(
      expect.objectContaining({ package_status: "failed", payment_transaction_id: first.transactionId }),
    );
    const second = await s.paidPackage(member);
    expect(await cardOf(member, first.package.id)).toEqual(
      expect.objectContaining({ package_status: "active", payment_transaction_id: second.transactionId }),
    );
  });

  it("a member with no payment sees no status; web-settings calls a paid, active member premium and subscribed", async () => {
    const member = await s.member();
    const basic = await s.packageNamed("Basic");
    expect(await cardOf(member, basic.id)).toEqual(
      expect.objectContaining({ package_status: null, payment_transaction_id: null }),
    );
    type Flags = { is_premium: boolean; subscription: boolean };
    const before = await getJson<Flags>(s.t.app, "/api/web-settings", member.headers);
    expect(before.body.data).toEqual(expect.objectContaining({ is_premium: false, subscription: false }));
    await s.paidPackage(member);
    const after = await getJson<Flags>(s.t.app, "/api/web-settings", member.headers);
    expect(after.body.data).toEqual(expect.objectContaining({ is_premium: true, subscription: true }));
  });
});

describe("when the invoice cannot be printed", () => {
  it("answers 503 in the caller's language, and prints it on a later try", async () => {
    const buyer = await s.member();
    const paid = await s.paidPackage(buyer);
    const renderer = s.t.app.services.invoices;
    const original = renderer.renderPdf;
    renderer.renderPdf = () => Promise.reject(new Error("browser crashed"));
    try {
      const failed = await s.t.app.inject({
        method: "GET",
        url: `/api/payment-invoice?payment_transaction_id=${paid.transactionId}&lang=ar`,
        headers: { ...buyer.headers, "accept-language": "ar" },
        remoteAddress: freshIp(),
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe("تعذّر تجهيز الفاتورة الآن. يرجى المحاولة مرة أخرى بعد بضع دقائق.");
    } finally {
      renderer.renderPdf = original;
    }
    expect((await download(buyer, paid.transactionId, "ar")).statusCode).toBe(200);
  });
});
