import { ReservationIdParams } from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const HOUR = 60 * 60 * 1000;

/** A booking's confirmation as a PDF (ADR 057), for its guest, the listing's owner and admins. */
export const reservationConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reservations/:id/confirmation-pdf",
    {
      // Printing is expensive; a person needs it a few times, not hundreds.
      config: { rateLimit: { max: 60, timeWindow: HOUR } },
      schema: {
        tags: ["reservations"],
        summary:
          "The booking's confirmation as a PDF (`<reference>.pdf`) in English or Arabic: reference, stay, dates, " +
          "guests, line items, total, payment and cancellation terms. 404 for anyone but its guest, the listing's " +
          "owner and admins",
        security: [{ bearer: [] }],
        params: ReservationIdParams,
        querystring: z.object({ lang: z.enum(["en", "ar"]).optional() }),
        produces: ["application/pdf"],
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { filename, pdf } = await app.services.confirmationPdfs.forViewer({
        viewer: request.viewer!,
        reservationId: request.params.id,
        lang: request.query.lang ?? request.lang,
      });
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("x-content-type-options", "nosniff")
        .type("application/pdf")
        .send(pdf);
    },
  );
};
