import { z } from "zod";
import { isCurrencyCode } from "@manzil/domain/money";
import type { PaymentMethod } from "../payments/providers/payment-provider.js";

const PAYMENT_METHODS = [
  "stripe",
  "razorpay",
  "paypal",
  "paystack",
  "flutterwave",
  "paymob",
  "bank_transfer",
  "cash",
] as const satisfies readonly PaymentMethod[];

/** Integer minor units; invoices never carry negative lines (a refund is its own document). */
const MinorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Text = z.string().trim().min(1).max(500);
const OptionalText = z.string().trim().max(500).optional();

const InvoiceParty = z.object({
  name: Text,
  address: OptionalText,
  email: OptionalText,
  phone: OptionalText,
});

export const InvoiceSeller = InvoiceParty.extend({ taxId: OptionalText });

export const InvoiceLineItem = z.object({
  /** The buyer's or admin's own words (a package name): shown as text, in its own direction. */
  description: Text,
  quantity: z.number().int().positive().max(1_000_000),
  unitAmount: MinorUnits,
  total: MinorUnits,
});

export const InvoiceTaxLine = z.object({
  /** Already in the invoice's language, e.g. "VAT" or "ضريبة القيمة المضافة". */
  label: Text,
  /** Hundredths of a percent, so 14 % is 1400 and 2.5 % is 250: no binary fraction in the ledger. */
  rateBasisPoints: z.number().int().nonnegative().max(100_000),
  amount: MinorUnits,
});

/**
 * Everything one invoice PDF shows. The ledger builds it from a succeeded transaction; the amounts are
 * the server's own and must add up, so a document that does not is a bug upstream and is refused.
 */
export const InvoiceDocument = z
  .object({
    invoiceNumber: z.string().trim().min(1).max(64),
    /** Calendar day of issue (YYYY-MM-DD) in the seller's time zone, as the ledger decided it. */
    issueDate: z.iso.date(),
    currency: z.string().refine(isCurrencyCode, "must be an ISO 4217 code"),
    seller: InvoiceSeller,
    buyer: InvoiceParty,
    lineItems: z.array(InvoiceLineItem).min(1).max(200),
    subtotal: MinorUnits,
    taxLines: z.array(InvoiceTaxLine).max(10),
    total: MinorUnits,
    paymentMethod: z.enum(PAYMENT_METHODS),
    transactionReference: z.string().trim().min(1).max(200),
    language: z.enum(["en", "ar"]),
  })
  .superRefine((invoice, ctx) => {
    invoice.lineItems.forEach((item, index) => {
      if (item.quantity * item.unitAmount !== item.total) {
        ctx.addIssue({
          code: "custom",
          path: ["lineItems", index, "total"],
          message: "is not quantity × unit",
        });
      }
    });
    const subtotal = invoice.lineItems.reduce((sum, item) => sum + item.total, 0);
    if (subtotal !== invoice.subtotal) {
      ctx.addIssue({ code: "custom", path: ["subtotal"], message: "is not the sum of the line totals" });
    }
    const tax = invoice.taxLines.reduce((sum, line) => sum + line.amount, 0);
    if (invoice.subtotal + tax !== invoice.total) {
      ctx.addIssue({ code: "custom", path: ["total"], message: "is not the subtotal plus the tax lines" });
    }
  });

export type TInvoiceDocument = z.infer<typeof InvoiceDocument>;
export type TInvoiceLanguage = TInvoiceDocument["language"];
