import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

/** `payment-invoice`: the PDF of one payment's invoice, in English or Arabic (default: the request's language). */
export const PaymentInvoiceQuery = z.object({
  payment_transaction_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
  lang: z.preprocess(emptyToUndefined, z.enum(["en", "ar"]).optional()),
});
export type TPaymentInvoiceQuery = z.infer<typeof PaymentInvoiceQuery>;
