import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminAdvertisement,
  AdminAdvertisementDecision,
  AdminAdvertisementParams,
  AdminAdvertisementsQuery,
  AdminDeactivateReportedBody,
  AdminRejectAdvertisementBody,
  AdminReportDetail,
  AdminReportedListing,
  AdminReportPropertyParams,
  AdminReportsQuery,
  AdminReportsResolved,
  dataEnvelope,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";

/** Issue 17: reports on listings and featured advertisements, every route behind the one admin guard. */
export const adminOversightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminReports, adminAdvertisements } = app.services;
  const common = { tags: ["admin"], security: [{ bearer: [] }] };
  const nowOf = (request: Parameters<typeof app.mapContext>[0]) => app.mapContext(request).now;

  app.get(
    "/admin/reports",
    {
      schema: {
        ...common,
        summary:
          "Admins: listings with open (`status=open`, the default) or resolved reports, the latest report first; " +
          "each with its report count, listed reasons with counts in the caller's language, and 'other' messages",
        querystring: AdminReportsQuery,
        response: { 200: dataEnvelope(z.array(AdminReportedListing), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await adminReports.list(request.query, request.lang);
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/admin/reports/:propertyId",
    {
      schema: {
        ...common,
        summary: "Admins: one listing's reports in full (who, why, when, how resolved), open ones first",
        params: AdminReportPropertyParams,
        response: { 200: dataEnvelope(AdminReportDetail) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) =>
      sendData(request, reply, await adminReports.detail(request.params.propertyId, request.lang)),
  );

  app.post(
    "/admin/reports/:propertyId/dismiss",
    {
      schema: {
        ...common,
        summary:
          "Admins: nothing wrong with the listing — resolve all its open reports as dismissed. 409 when none " +
          "is open any more (another admin resolved them)",
        params: AdminReportPropertyParams,
        response: { 200: dataEnvelope(AdminReportsResolved) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const resolved = await adminReports.dismiss(
        auditActorOf(request),
        request.params.propertyId,
        nowOf(request),
      );
      return sendData(request, reply, resolved, { messageKey: "admin_oversight.dismissed" });
    },
  );

  app.post(
    "/admin/reports/:propertyId/deactivate-listing",
    {
      schema: {
        ...common,
        summary:
          "Admins: take the listing down (rejected with `reason`, off public pages until approved again), resolve " +
          "all its open reports, and tell the owner why (notice and e-mail). 409 when none is open any more",
        params: AdminReportPropertyParams,
        body: AdminDeactivateReportedBody,
        response: { 200: dataEnvelope(AdminReportsResolved) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const resolved = await adminReports.deactivateListing(
        auditActorOf(request),
        request.params.propertyId,
        {
          reason: request.body.reason,
          now: nowOf(request),
        },
      );
      return sendData(request, reply, resolved, { messageKey: "admin_oversight.deactivated" });
    },
  );

  app.get(
    "/admin/advertisements",
    {
      schema: {
        ...common,
        summary:
          "Admins: featured advertisements, pending first then newest; filter by `status`, listing or project " +
          "title (`q`), `owner` (name or e-mail), and a period (`from`, `to`: running in it)",
        querystring: AdminAdvertisementsQuery,
        response: { 200: dataEnvelope(z.array(AdminAdvertisement), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await adminAdvertisements.list(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/admin/advertisements/:id/approve",
    {
      schema: {
        ...common,
        summary:
          "Admins: approve a pending advertisement; it runs its full length from now and the owner is told. " +
          "409 when it is not pending",
        params: AdminAdvertisementParams,
        response: { 200: dataEnvelope(AdminAdvertisementDecision) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const ad = await adminAdvertisements.approve(auditActorOf(request), request.params.id, nowOf(request));
      return sendData(request, reply, ad, { messageKey: "admin_oversight.ad_approved" });
    },
  );

  app.post(
    "/admin/advertisements/:id/reject",
    {
      schema: {
        ...common,
        summary:
          "Admins: reject a pending advertisement with a `reason` the owner is told; the featuring credit goes " +
          "back when its package still runs (`credit_returned`). 409 when it is not pending",
        params: AdminAdvertisementParams,
        body: AdminRejectAdvertisementBody,
        response: { 200: dataEnvelope(AdminAdvertisementDecision) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const ad = await adminAdvertisements.reject(auditActorOf(request), request.params.id, {
        reason: request.body.reason,
        now: nowOf(request),
      });
      return sendData(request, reply, ad, {
        messageKey: ad.credit_returned ? "admin_oversight.ad_rejected_credit" : "admin_oversight.ad_rejected",
      });
    },
  );

  app.post(
    "/admin/advertisements/:id/end",
    {
      schema: {
        ...common,
        summary: "Admins: end an approved advertisement now. 409 when it is not approved",
        params: AdminAdvertisementParams,
        response: { 200: dataEnvelope(AdminAdvertisementDecision) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const ad = await adminAdvertisements.end(auditActorOf(request), request.params.id, nowOf(request));
      return sendData(request, reply, ad, { messageKey: "admin_oversight.ad_ended" });
    },
  );
};
