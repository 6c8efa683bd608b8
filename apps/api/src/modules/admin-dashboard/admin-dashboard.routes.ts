import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminDashboard, dataEnvelope } from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

/** Issue 17: the admin console's dashboard, behind the one admin guard (ADR 064). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminDashboard } = app.services;
  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary:
          "Admins: counts as they stand (listings and projects by state, members, this month's payments per " +
          "currency, bookings by status, queues waiting for an admin) and the last 30 days per day in the site's " +
          "time zone (new members, listings, bookings, succeeded payments and their amounts per currency)",
        response: { 200: dataEnvelope(AdminDashboard) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await adminDashboard.read()),
  );
};
