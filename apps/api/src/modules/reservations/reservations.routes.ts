import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CancelReservationAnswer,
  CancelReservationBody,
  CustomerReservationCounts,
  dataEnvelope,
  OwnerReservationsPage,
  OwnerReservationsQuery,
  Reservation,
  ReservationChange,
  ReservationIdParams,
  ReservationsPage,
  ReservationsQuery,
  UpdateReservationStatusBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;
const tags = ["reservations"];

/** eBroker names the customer by id, or by e-mail on the counts call. */
const CustomerParams = z.object({ id: z.string().trim().min(1).max(254) });
const OwnerParams = ReservationIdParams;

/**
 * A reservation's life after booking (issue 15, ADR 056): the guest's list and cancellation, the owner's list and
 * status changes, the loyalty counts. Booking itself (`POST reservations`, `with-payment`) lives with checkout.
 */
export const reservationsLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reservationsRead: read, reservationLifecycle: lifecycle } = app.services;
  const viewer = (request: FastifyRequest) => ({ id: request.viewer!.id, role: request.viewer!.role });
  const ctx = (request: FastifyRequest) => ({
    lang: request.lang,
    t: request.t,
    now: app.mapContext(request).now,
  });

  app.get(
    "/reservations",
    {
      schema: {
        tags,
        summary:
          "The caller's own bookings as a guest: status (CSV), when = upcoming | past | cancelled, page, per_page",
        security: [{ bearer: [] }],
        querystring: ReservationsQuery,
        response: { 200: dataEnvelope(ReservationsPage) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const page = await read.mine(viewer(request), request.query, ctx(request));
      return sendData(request, reply, page, { total: page.total });
    },
  );

  app.get(
    "/reservations/:id",
    {
      schema: {
        tags,
        summary: "One booking: its guest, the listing's owner or an admin (anyone else: 404)",
        security: [{ bearer: [] }],
        params: ReservationIdParams,
        response: { 200: dataEnvelope(Reservation) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendData(request, reply, await read.one(viewer(request), request.params.id, request.lang)),
  );

  app.post(
    "/reservations/:id/cancel",
    {
      config: { rateLimit: { max: 120, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "Cancel a whole booking (guest: refund by the offer's policy; owner or admin: everything paid); preview: 1 only answers the refund",
        security: [{ bearer: [] }],
        params: ReservationIdParams,
        body: CancelReservationBody,
        response: { 200: dataEnvelope(CancelReservationAnswer) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await lifecycle.cancel(viewer(request), request.params.id, request.body, ctx(request));
      const { preview, ...answer } = result;
      return sendData(request, reply, answer, {
        messageKey: preview ? "reservations.lifecycle.cancel_preview" : "reservations.lifecycle.cancelled",
      });
    },
  );

  app.post(
    "/reservations/:id/update-status",
    {
      config: { rateLimit: { max: 600, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "The owner of the listing or an admin moves a booking: confirmed (or approved), rejected, cancelled, checkedIn, checkedOut, completed; payment_status for pay-at-property bookings",
        security: [{ bearer: [] }],
        params: ReservationIdParams,
        body: UpdateReservationStatusBody,
        response: { 200: dataEnvelope(ReservationChange) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await lifecycle.updateStatus(viewer(request), request.params.id, request.body, ctx(request)),
        { messageKey: "reservations.lifecycle.status_updated" },
      ),
  );

  app.get(
    "/property-owner-reservations/:id",
    {
      schema: {
        tags,
        summary:
          "Bookings on the caller's own listings ({id} = the caller; an admin may name any owner): property_id, status (CSV), from/to (check-in), page, per_page (100)",
        security: [{ bearer: [] }],
        params: OwnerParams,
        querystring: OwnerReservationsQuery,
        response: { 200: dataEnvelope(OwnerReservationsPage) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const page = await read.ofOwner(viewer(request), request.params.id, request.query, ctx(request));
      return sendData(request, reply, page, { total: page.total });
    },
  );

  app.get(
    "/customer-reservation-counts/:id",
    {
      schema: {
        tags,
        summary:
          "The caller's booking counts and loyalty tiers per classification ({id} = the caller's id or e-mail; an admin may name anyone)",
        security: [{ bearer: [] }],
        params: CustomerParams,
        response: { 200: dataEnvelope(CustomerReservationCounts) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => sendData(request, reply, await read.counts(viewer(request), request.params.id)),
  );
};
