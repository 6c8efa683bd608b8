import {
  CreateReservationBody,
  CreateReservationWithPaymentBody,
  CreatedReservations,
  CreatedReservationsWithPayment,
  dataEnvelope,
} from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendData } from "../../lib/envelope.js";
import type { Language } from "../../plugins/i18n.js";

const HOUR = 60 * 60 * 1000;
const tags = ["reservations"];

/** Checkout (issue 15, ADR 055) under eBroker's calls; the life cycle and the lists live in their own routes. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: { lang: Language }, now: Date) => ({ lang: request.lang, now });

  app.post(
    "/reservations",
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "Book a stay paid at the property (flexible offer): a home (reservable_type=property, reservable_id or " +
          "property_id, apartment_quantity) or hotel rooms (selected_rooms [{id, quantity}] or eBroker's " +
          "reservable_id [{id, amount}], one room per item). The server prices it; a client's amount, " +
          "total_price, status and payment_status are ignored. Confirmed at once with instant booking, otherwise " +
          "a request the owner answers within 24 hours. 409 'Booking failed' when a night is no longer free",
        security: [{ bearer: [] }],
        body: CreateReservationBody,
        response: { 200: dataEnvelope(CreatedReservations) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { created, messageKey } = await app.services.booking.book(
        request.viewer!,
        request.body,
        ctx(request, app.mapContext(request).now),
      );
      return sendData(request, reply, created, { messageKey });
    },
  );

  app.post(
    "/reservations/with-payment",
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "Book a stay and pay online now (refundable or non_refundable offer) with an enabled method: the units " +
          "are held 15 minutes, the payment is started for the server's total (payment.redirect_url or the card " +
          "form's client_secret). payment_method cash / pay_at_property books a flexible stay like POST " +
          "reservations. 409 'Booking failed' when a night is no longer free",
        security: [{ bearer: [] }],
        body: CreateReservationWithPaymentBody,
        response: { 200: dataEnvelope(CreatedReservationsWithPayment) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { created, messageKey } = await app.services.booking.bookWithPayment(
        request.viewer!,
        request.body,
        ctx(request, app.mapContext(request).now),
      );
      return sendData(request, reply, created, { messageKey });
    },
  );
};
