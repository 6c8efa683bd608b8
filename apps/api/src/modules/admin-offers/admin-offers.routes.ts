import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminActiveBody,
  AdminHomepageSection,
  AdminHomepageSectionBody,
  AdminOffersIdParams,
  AdminOrderBody,
  AdminPackage,
  AdminPackageBody,
  AdminPackageList,
  AdminReportReason,
  AdminReportReasonBody,
  dataEnvelope,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";
import { createAdminHomepageService } from "./admin-homepage.service.js";
import { createAdminPackagesService } from "./admin-packages.service.js";
import { createAdminReportReasonsService } from "./admin-report-reasons.service.js";

/** Issue 17's offers (ADR 068): packages, report reasons and home page sections; every write audited. */
export const adminOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const packages = createAdminPackagesService(app.db);
  const reasons = createAdminReportReasonsService(app.db);
  const homepage = createAdminHomepageService(app.db);
  const common = { tags: ["admin"], security: [{ bearer: [] }] };
  const guarded = { onRequest: app.requireAdmin };
  const nowOf = (request: Parameters<typeof app.mapContext>[0]) => app.mapContext(request).now;

  // ------------------------------------------------------------ packages

  app.get(
    "/admin/packages",
    {
      schema: {
        ...common,
        summary:
          "Admins: every package (on sale or not) with what each feature allows and how many members hold it now, " +
          "plus the feature list and the site currency prices are in",
        response: { 200: dataEnvelope(AdminPackageList) },
      },
      ...guarded,
    },
    async (request, reply) => sendData(request, reply, await packages.list(nowOf(request))),
  );

  app.get(
    "/admin/packages/:id",
    {
      schema: {
        ...common,
        summary: "Admins: one package",
        params: AdminOffersIdParams,
        response: { 200: dataEnvelope(AdminPackage) },
      },
      ...guarded,
    },
    async (request, reply) =>
      sendData(request, reply, await packages.detail(request.params.id, nowOf(request))),
  );

  app.post(
    "/admin/packages",
    {
      schema: {
        ...common,
        summary:
          "Admins: add a package, on sale at once. `price_minor` is in minor units of the site currency; " +
          "a free package costs 0. An App Store product id another package uses is a 409",
        body: AdminPackageBody,
        response: { 200: dataEnvelope(AdminPackage) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const pkg = await packages.create(auditActorOf(request), request.body, nowOf(request));
      return sendData(request, reply, pkg, { messageKey: "admin_offers.package_saved" });
    },
  );

  app.post(
    "/admin/packages/:id",
    {
      schema: {
        ...common,
        summary:
          "Admins: replace a package. What members already hold keeps its dates and credits; while anyone holds " +
          "it, which features it includes (and whether limited) cannot change (409)",
        params: AdminOffersIdParams,
        body: AdminPackageBody,
        response: { 200: dataEnvelope(AdminPackage) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const pkg = await packages.update(
        auditActorOf(request),
        request.params.id,
        request.body,
        nowOf(request),
      );
      return sendData(request, reply, pkg, { messageKey: "admin_offers.package_saved" });
    },
  );

  app.post(
    "/admin/packages/:id/status",
    {
      schema: {
        ...common,
        summary: "Admins: put a package on sale or take it off (`is_active`); holders keep it",
        params: AdminOffersIdParams,
        body: AdminActiveBody,
        response: { 200: dataEnvelope(AdminPackage) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const pkg = await packages.setActive(
        auditActorOf(request),
        request.params.id,
        request.body.is_active,
        nowOf(request),
      );
      return sendData(request, reply, pkg, {
        messageKey: pkg.is_active ? "admin_offers.package_activated" : "admin_offers.package_deactivated",
      });
    },
  );

  // ------------------------------------------------------------ report reasons

  app.get(
    "/admin/report-reasons",
    {
      schema: {
        ...common,
        summary: "Admins: every report reason in its order, inactive ones too, with how many reports name it",
        response: { 200: dataEnvelope(z.array(AdminReportReason)) },
      },
      ...guarded,
    },
    async (request, reply) => sendData(request, reply, await reasons.list()),
  );

  app.post(
    "/admin/report-reasons",
    {
      schema: {
        ...common,
        summary: "Admins: add a report reason in both languages, at the end of the list",
        body: AdminReportReasonBody,
        response: { 200: dataEnvelope(AdminReportReason) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const reason = await reasons.create(auditActorOf(request), request.body);
      return sendData(request, reply, reason, { messageKey: "admin_offers.reason_saved" });
    },
  );

  app.post(
    "/admin/report-reasons/order",
    {
      schema: {
        ...common,
        summary: "Admins: set the reasons' order — every reason id once, first shown first",
        body: AdminOrderBody,
        response: { 200: dataEnvelope(z.array(AdminReportReason)) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const list = await reasons.reorder(auditActorOf(request), request.body.ids);
      return sendData(request, reply, list, { messageKey: "admin_offers.order_saved" });
    },
  );

  app.post(
    "/admin/report-reasons/:id",
    {
      schema: {
        ...common,
        summary: "Admins: reword a report reason in both languages",
        params: AdminOffersIdParams,
        body: AdminReportReasonBody,
        response: { 200: dataEnvelope(AdminReportReason) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const reason = await reasons.update(auditActorOf(request), request.params.id, request.body);
      return sendData(request, reply, reason, { messageKey: "admin_offers.reason_saved" });
    },
  );

  app.post(
    "/admin/report-reasons/:id/status",
    {
      schema: {
        ...common,
        summary: "Admins: offer a reason to members or stop offering it (`is_active`)",
        params: AdminOffersIdParams,
        body: AdminActiveBody,
        response: { 200: dataEnvelope(AdminReportReason) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const reason = await reasons.setActive(
        auditActorOf(request),
        request.params.id,
        request.body.is_active,
      );
      return sendData(request, reply, reason, { messageKey: "admin_offers.reason_saved" });
    },
  );

  app.delete(
    "/admin/report-reasons/:id",
    {
      schema: {
        ...common,
        summary: "Admins: delete a reason no report names; one in use is a 409 (deactivate it instead)",
        params: AdminOffersIdParams,
        response: { 200: dataEnvelope(z.null()) },
      },
      ...guarded,
    },
    async (request, reply) => {
      await reasons.remove(auditActorOf(request), request.params.id);
      return sendData(request, reply, null, { messageKey: "admin_offers.reason_deleted" });
    },
  );

  // ------------------------------------------------------------ homepage sections

  app.get(
    "/admin/homepage-sections",
    {
      schema: {
        ...common,
        summary: "Admins: every home page section in its order, with its titles and whether it is shown",
        response: { 200: dataEnvelope(z.array(AdminHomepageSection)) },
      },
      ...guarded,
    },
    async (request, reply) => sendData(request, reply, await homepage.list()),
  );

  app.post(
    "/admin/homepage-sections/order",
    {
      schema: {
        ...common,
        summary:
          "Admins: set the sections' order — every section id once, first shown first, in one transaction",
        body: AdminOrderBody,
        response: { 200: dataEnvelope(z.array(AdminHomepageSection)) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const list = await homepage.reorder(auditActorOf(request), request.body.ids);
      return sendData(request, reply, list, { messageKey: "admin_offers.order_saved" });
    },
  );

  app.post(
    "/admin/homepage-sections/:id",
    {
      schema: {
        ...common,
        summary: "Admins: a section's titles in both languages and whether the home page shows it",
        params: AdminOffersIdParams,
        body: AdminHomepageSectionBody,
        response: { 200: dataEnvelope(AdminHomepageSection) },
      },
      ...guarded,
    },
    async (request, reply) => {
      const section = await homepage.update(auditActorOf(request), request.params.id, request.body);
      return sendData(request, reply, section, { messageKey: "admin_offers.section_saved" });
    },
  );
};
