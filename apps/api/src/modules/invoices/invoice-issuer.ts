import { includedTaxMinor, percentToBasisPoints } from "@manzil/domain/money";
import { z } from "zod";
import { pick } from "../../lib/localise.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import type { TransactionRow, Tx } from "../payments/payments.repository.js";
import type { TInvoiceDocument } from "./invoice-document.js";
import {
  buyerIn,
  insertInvoice,
  invoiceOfTransaction,
  packageNamesIn,
  settingsIn,
  takeInvoiceSequence,
  type InvoiceRow,
} from "./invoices.repository.js";

/** The site's VAT rate as a percentage ("14"); absent, empty or invalid means prices carry no tax. */
export const VAT_RATE_SETTING = "vat_rate";

const SELLER_KEYS = [
  "company_name",
  "company_name_ar",
  "company_address",
  "company_address_ar",
  "company_email",
  "company_tel1",
  "company_vat_number",
  "timezone",
  VAT_RATE_SETTING,
] as const;

const Bilingual = z.object({ en: z.string(), ar: z.string() });
const optional = z.string().nullable();

/**
 * What an invoice said when it was issued. Both languages are kept so either PDF can be printed later without
 * reading a profile, a price or a setting that may have changed since.
 */
export const InvoiceSnapshot = z.object({
  issue_date: z.iso.date(),
  seller: z.object({
    name: Bilingual,
    address: Bilingual.nullable(),
    email: optional,
    phone: optional,
    tax_id: optional,
  }),
  buyer: z.object({
    name: z.string(),
    email: optional,
    phone: optional,
    address: optional,
    company: z.object({ name: z.string(), email: optional }).nullable(),
  }),
  lines: z
    .array(
      z.object({
        description: Bilingual,
        quantity: z.number().int(),
        unit_minor: z.number().int(),
        total_minor: z.number().int(),
      }),
    )
    .min(1),
  tax: z.object({ rate_basis_points: z.number().int(), amount_minor: z.number().int() }),
  payment: z.object({ method: z.string(), reference: z.string() }),
});
export type TInvoiceSnapshot = z.infer<typeof InvoiceSnapshot>;

/** The calendar day of `now` where the seller is (setting `timezone`), as YYYY-MM-DD. */
function localDate(now: Date, timeZone: string | undefined): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  try {
    return format(timeZone || "UTC");
  } catch {
    return format("UTC"); // an unknown zone in the settings must not stop a payment from completing
  }
}

const both = (describe: (lang: Language) => string) => ({ en: describe("en"), ar: describe("ar") });

/** What the payment bought, in both languages. */
async function describePurpose(tx: Tx, row: TransactionRow, recipientName: string | null) {
  if (row.purpose === "package") {
    const names = await packageNamesIn(tx, row.purposeId);
    if (names) return { en: names.name, ar: pick("ar", names.name, names.nameAr) };
  }
  if (row.purpose === "transfer") {
    return both((lang) => translatorFor(lang)("invoices.lines.transfer", { name: recipientName ?? "" }));
  }
  return both((lang) => translatorFor(lang)(`invoices.lines.${row.purpose}`, { id: row.purposeId }));
}

export const invoiceNumber = (year: number, sequence: number) =>
  `MZ-${year}-${String(sequence).padStart(6, "0")}`;

/**
 * Issues the invoice of a payment that just succeeded, inside the ledger's transaction (a `SucceededHook`):
 * the next number of the year, and a snapshot of seller, buyer, line and tax. A payment already invoiced
 * (a replay that still reached here) is left alone; the unique index on transaction_id is the last word.
 */
export async function issueInvoice(tx: Tx, row: TransactionRow, now: Date): Promise<void> {
  if (row.userId === null || (await invoiceOfTransaction(tx, row.id))) return;
  const [config, buyer, recipient] = await Promise.all([
    settingsIn(tx, SELLER_KEYS),
    buyerIn(tx, row.userId),
    row.recipientUserId === null ? null : buyerIn(tx, row.recipientUserId),
  ]);
  const description = await describePurpose(tx, row, recipient?.name ?? null);
  const setting = (key: (typeof SELLER_KEYS)[number]) => config.get(key)?.trim() || null;
  const rate = percentToBasisPoints(setting(VAT_RATE_SETTING) ?? "0") ?? 0;
  const taxMinor = includedTaxMinor(row.amountMinor, rate);
  const subtotalMinor = row.amountMinor - taxMinor;
  const issueDate = localDate(now, setting("timezone") ?? undefined);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeInvoiceSequence(tx, year);
  const sellerName = setting("company_name") ?? "Manzil";
  const sellerAddress = setting("company_address");
  const snapshot: TInvoiceSnapshot = {
    issue_date: issueDate,
    seller: {
      name: { en: sellerName, ar: setting("company_name_ar") ?? sellerName },
      address: sellerAddress
        ? { en: sellerAddress, ar: setting("company_address_ar") ?? sellerAddress }
        : null,
      email: setting("company_email"),
      phone: setting("company_tel1"),
      tax_id: setting("company_vat_number"),
    },
    buyer: {
      name: buyer?.name ?? "",
      email: buyer?.email ?? null,
      phone: buyer?.mobile ?? null,
      address: buyer?.address ?? null,
      company: buyer?.companyName ? { name: buyer.companyName, email: buyer.companyEmail } : null,
    },
    lines: [{ description, quantity: 1, unit_minor: subtotalMinor, total_minor: subtotalMinor }],
    tax: { rate_basis_points: rate, amount_minor: taxMinor },
    payment: { method: row.method, reference: row.providerPaymentId ?? row.reference },
  };
  await insertInvoice(tx, {
    transactionId: row.id,
    year,
    sequence,
    number: invoiceNumber(year, sequence),
    issuedAt: now,
    currency: row.currency,
    subtotalMinor,
    taxMinor,
    totalMinor: row.amountMinor,
    snapshot,
  });
}

const orUndefined = (value: string | null | undefined) => value || undefined;

/** The issued invoice as the renderer's document, in one language; nothing is read but the snapshot. */
export function invoiceDocument(invoice: InvoiceRow, lang: Language): TInvoiceDocument {
  const snapshot = InvoiceSnapshot.parse(invoice.snapshot);
  const t = translatorFor(lang);
  const { seller, buyer } = snapshot;
  return {
    invoiceNumber: invoice.number,
    issueDate: snapshot.issue_date,
    currency: invoice.currency,
    seller: {
      name: seller.name[lang],
      address: orUndefined(seller.address?.[lang]),
      email: orUndefined(seller.email),
      phone: orUndefined(seller.phone),
      taxId: orUndefined(seller.tax_id),
    },
    buyer: {
      name: buyer.company?.name || buyer.name || (buyer.email ?? "—"),
      // A company buys in its own name; the member who paid is named under it.
      address: orUndefined([buyer.company ? buyer.name : null, buyer.address].filter(Boolean).join("\n")),
      email: orUndefined(buyer.company?.email ?? buyer.email),
      phone: orUndefined(buyer.phone),
    },
    lineItems: snapshot.lines.map((line) => ({
      description: line.description[lang],
      quantity: line.quantity,
      unitAmount: line.unit_minor,
      total: line.total_minor,
    })),
    subtotal: invoice.subtotalMinor,
    taxLines:
      snapshot.tax.rate_basis_points > 0
        ? [
            {
              label: t("invoices.vat"),
              rateBasisPoints: snapshot.tax.rate_basis_points,
              amount: snapshot.tax.amount_minor,
            },
          ]
        : [],
    total: invoice.totalMinor,
    paymentMethod: snapshot.payment.method as TInvoiceDocument["paymentMethod"],
    transactionReference: snapshot.payment.reference,
    language: lang,
  };
}
