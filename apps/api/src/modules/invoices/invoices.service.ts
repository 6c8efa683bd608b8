import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { FileStore, PrivateFile } from "../../storage/file-store.js";
import type { Viewer } from "../auth/auth.service.js";
import { ownTransaction } from "../payments/payments.repository.js";
import { invoiceDocument } from "./invoice-issuer.js";
import type { InvoiceRenderer } from "./invoice-pdf.js";
import { invoiceOfTransaction } from "./invoices.repository.js";

/** Where a rendered invoice is kept: one PDF per invoice and language, never rendered twice. */
const cacheKey = (invoiceId: number, lang: Language) => `invoices/${invoiceId}-${lang}.pdf`;

/**
 * Invoice PDFs for the payer or an admin (ADR 042): printed from the issued snapshot on the first download, then
 * served from private storage, so later downloads never start Chromium.
 */
export function createInvoicesService(
  db: Database,
  deps: { renderer: InvoiceRenderer; files: FileStore; log: FastifyBaseLogger },
) {
  return {
    async pdfOf(input: {
      viewer: Viewer;
      transactionId: number;
      lang: Language;
    }): Promise<{ number: string; file: PrivateFile }> {
      // Someone else's payment is "not found", like a payment that does not exist.
      const visible =
        input.viewer.role === "admin" ||
        (await ownTransaction(db, { id: input.transactionId, userId: input.viewer.id })) !== null;
      const invoice = visible ? await invoiceOfTransaction(db, input.transactionId) : null;
      if (!invoice) throw new AppError("NOT_FOUND", { messageKey: "invoices.not_found" });
      const key = cacheKey(invoice.id, input.lang);
      const cached = await deps.files.readPrivate(key);
      if (cached) return { number: invoice.number, file: cached };
      let pdf: Buffer;
      try {
        pdf = await deps.renderer.renderPdf(invoiceDocument(invoice, input.lang));
      } catch (error) {
        // A browser that would not start or print is the server's trouble, and usually passes: "try again".
        deps.log.error({ err: error, invoice: invoice.number }, "invoice could not be printed");
        throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "invoices.print_unavailable", cause: error });
      }
      // Two first downloads at once both print and both write the same bytes: harmless, and rare.
      await deps.files.putPrivate(key, pdf, "application/pdf");
      deps.log.info({ invoice: invoice.number, lang: input.lang }, "invoice printed");
      return { number: invoice.number, file: (await deps.files.readPrivate(key))! };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
