import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TInvoiceDocument } from "../src/modules/invoices/invoice-document.js";
import { readPdfLines, squash } from "./pdf-text.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Intl's own formatting of an amount, independent of the app's money helpers: what a reader should see.
const EN_DIGITS = "en-u-nu-latn";
const AR_DIGITS = "ar-EG-u-nu-arab";
const figure = (locale: string, value: number, decimals: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );

const invoice = (overrides: Partial<TInvoiceDocument> = {}): TInvoiceDocument => ({
  invoiceNumber: "INV-2026-000123",
  issueDate: "2026-11-25",
  currency: "EGP",
  seller: {
    name: "Manzil Properties LLC",
    address: "12 Tahrir Street\nCairo, Egypt",
    taxId: "123-456-789",
    email: "billing@manzil.example",
    phone: "+20 2 1234 5678",
  },
  buyer: {
    name: "سارة أحمد",
    email: "sara@example.com",
    phone: "+20 100 000 0000",
    address: "5 Nile Street",
  },
  lineItems: [
    { description: "الباقة الذهبية", quantity: 1, unitAmount: 300_000, total: 300_000 },
    { description: "Featured listing", quantity: 2, unitAmount: 50_000, total: 100_000 },
  ],
  subtotal: 400_000,
  taxLines: [{ label: "VAT", rateBasisPoints: 1400, amount: 65_000 }],
  total: 465_000,
  paymentMethod: "bank_transfer",
  transactionReference: "pi_3Pq9XYZ",
  language: "en",
  ...overrides,
});

let testApp: TestApp;
const render = (document: TInvoiceDocument) => testApp.app.services.invoices.renderPdf(document);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Some line of the page reads `parts` in this order (spaces aside); a failure prints every line as read. */
const expectLine = (lines: string[], ...parts: string[]) =>
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(parts.map((p) => escapeRegExp(squash(p))).join(".*"))),
  );

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp?.close());

describe("an English invoice PDF", () => {
  let lines: string[];
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await render(invoice());
    lines = await readPdfLines(pdf, "ltr");
  });

  it("is a PDF showing the seller, the buyer and the invoice's identity", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expectLine(lines, "Manzil Properties LLC");
    expectLine(lines, "سارة أحمد");
    expectLine(lines, "Invoice number INV-2026-000123");
    expectLine(lines, "Issue date November 25, 2026");
    expectLine(lines, "Tax ID: 123-456-789");
  });

  it("lists each line item with its quantity, unit price and amount, in reading order", () => {
    const egp = (value: number) => `${figure(EN_DIGITS, value, 2)} EGP`;
    expectLine(lines, `الباقة الذهبية 1 ${egp(3000)} ${egp(3000)}`);
    expectLine(lines, `Featured listing 2 ${egp(500)} ${egp(1000)}`);
  });

  it("shows the subtotal, the tax with its rate and the total", () => {
    expectLine(lines, `Subtotal ${figure(EN_DIGITS, 4000, 2)} EGP`);
    expectLine(lines, `VAT (14%) ${figure(EN_DIGITS, 650, 2)} EGP`);
    expectLine(lines, `Total 4,650.00 EGP`);
    expectLine(lines, "Payment method Bank transfer");
    expectLine(lines, "Transaction reference pi_3Pq9XYZ");
  });
});

describe("an Arabic invoice PDF", () => {
  let lines: string[];
  beforeAll(async () => {
    const pdf = await render(
      invoice({
        language: "ar",
        seller: { ...invoice().seller, name: "شركة منزل للعقارات" },
        buyer: { ...invoice().buyer, name: "Sara Ahmed" },
        taxLines: [{ label: "ضريبة القيمة المضافة", rateBasisPoints: 1400, amount: 65_000 }],
      }),
    );
    lines = await readPdfLines(pdf, "rtl");
  });

  it("reads right to left with its labels in Arabic, words in their written order", () => {
    expectLine(lines, "فاتورة");
    expectLine(lines, "رقم الفاتورة INV-2026-000123");
    expectLine(lines, "طريقة الدفع تحويل بنكي");
    expectLine(lines, "مرجع المعاملة pi_3Pq9XYZ");
  });

  it("shows the seller and the buyer, each name in its own script and order", () => {
    expectLine(lines, "شركة منزل للعقارات");
    expectLine(lines, "Sara Ahmed");
  });

  it("lists each line item with Arabic-Indic quantities and amounts whose digits keep their order", () => {
    const egp = (value: number) => `${figure(AR_DIGITS, value, 2)} ج.م`;
    expectLine(lines, `الباقة الذهبية ${figure(AR_DIGITS, 1, 0)} ${egp(3000)} ${egp(3000)}`);
    expectLine(lines, `Featured listing ${figure(AR_DIGITS, 2, 0)} ${egp(500)} ${egp(1000)}`);
  });

  it("shows the subtotal, the tax and the total formatted as Arabic readers write them", () => {
    expectLine(lines, `المجموع الفرعي ${figure(AR_DIGITS, 4000, 2)} ج.م`);
    expectLine(lines, "ضريبة القيمة المضافة", `${figure(AR_DIGITS, 650, 2)} ج.م`);
    expectLine(lines, `الإجمالي ${figure(AR_DIGITS, 4650, 2)} ج.م`);
    // The same digits, reversed, would be a different amount: make sure that is not what was printed.
    expect(figure(AR_DIGITS, 4650, 2)).toBe("٤٬٦٥٠٫٠٠");
  });
});

describe("what the renderer refuses to interpret", () => {
  let beacon: Server;
  let beaconHits = 0;
  let beaconUrl: string;
  beforeAll(async () => {
    beacon = createServer((_request, response) => {
      beaconHits++;
      response.end("x");
    });
    await new Promise<void>((resolve) => beacon.listen(0, "127.0.0.1", resolve));
    beaconUrl = `http://127.0.0.1:${(beacon.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => beacon.close(() => resolve())));

  it("prints markup in a description as the text the buyer typed and loads nothing it names", async () => {
    const description = `<b>Sea view</b> & "pool" <img src="${beaconUrl}/pixel.png"><link rel="stylesheet" href="${beaconUrl}/x.css">`;
    const pdf = await render(
      invoice({ lineItems: [{ description, quantity: 1, unitAmount: 400_000, total: 400_000 }] }),
    );
    const lines = await readPdfLines(pdf, "ltr");
    expectLine(lines, `<b>Sea view</b> & "pool" <img`);
    expectLine(lines, `src="${beaconUrl}/pixel.png">`);
    expect(beaconHits).toBe(0);
  });

  it("refuses an invoice whose total is not the subtotal plus its tax", async () => {
    await expect(render(invoice({ total: 400_000 }))).rejects.toThrow(/subtotal plus the tax/);
  });
});

describe("three-decimal currencies", () => {
  it.each([
    ["en", EN_DIGITS, "ltr", "Total", "KWD"],
    ["ar", AR_DIGITS, "rtl", "الإجمالي", "KWD"],
  ] as const)(
    "a KWD invoice in %s shows fils to three decimals",
    async (language, locale, direction, label, code) => {
      const pdf = await render(
        invoice({
          language,
          currency: "KWD",
          lineItems: [{ description: "Gold package", quantity: 1, unitAmount: 1_234_567, total: 1_234_567 }],
          subtotal: 1_234_567,
          taxLines: [],
          total: 1_234_567,
        }),
      );
      const lines = await readPdfLines(pdf, direction);
      expectLine(lines, `${label} ${figure(locale, 1234.567, 3)} ${code}`);
    },
  );
});

describe("the browser's lifetime", () => {
  it("closes with the app, after which no invoice is printed", async () => {
    const other = await createTestApp();
    await other.app.services.invoices.renderPdf(invoice());
    await other.close();
    await expect(other.app.services.invoices.renderPdf(invoice())).rejects.toThrow(/closed/);
  });
});
