import { PaymentInvoiceQuery } from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PRIVATE_CACHE_CONTROL } from "../../storage/file-store.js";

const HOUR = 60 * 60 * 1000;

/** Invoice downloads (issue 13): the PDF of a succeeded payment, for its payer or an admin. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payment-invoice",
    {
      // Printing is the most expensive thing a member can ask for; cached copies make repeats cheap anyway.
      config: { rateLimit: { max: 60, timeWindow: HOUR } },
      schema: {
        tags: ["payments"],
        summary:
          "The invoice of one of the caller's succeeded payments as a PDF (`<invoice number>.pdf`), in English or " +
          "Arabic; admins may download any. 404 when the payment is someone else's or has no invoice",
        security: [{ bearer: [] }],
        querystring: PaymentInvoiceQuery,
        produces: ["application/pdf"],
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { number, file } = await app.services.invoiceFiles.pdfOf({
        viewer: request.viewer!,
        transactionId: request.query.payment_transaction_id,
        lang: request.query.lang ?? request.lang,
      });
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .header("content-disposition", `attachment; filename="${number}.pdf"`)
        .header("x-content-type-options", "nosniff")
        .header("content-length", file.size)
        .type("application/pdf")
        .send(file.body);
    },
  );
};
