import {
  AdminVerificationApplication,
  AdminVerificationField,
  AdminVerificationQuery,
  ApplyVerificationBody,
  dataEnvelope,
  RejectVerificationBody,
  VerificationApplication,
  VerificationFieldBody,
  VerificationFormField,
  VerificationIdParams,
} from "@manzil/domain/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import type { AuditActor } from "../audit/audit.repository.js";

const HOUR = 60 * 60 * 1000;
const adminOnly = { tags: ["admin"], security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.viewer!.id,
  name: request.viewer!.name,
  ip: request.ip,
});

/** Agent verification (issue 17, spec §7 "Agent verification", ADR 065): the member's calls and the admins'. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.services;

  app.get(
    "/get-agent-verification-form-fields",
    {
      schema: {
        tags: ["verification"],
        summary:
          "The verification form: its active fields in rank order, in the caller's language (both raw too)",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(VerificationFormField)) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => sendData(request, reply, await verification.formFields(request.lang)),
  );

  app.post(
    "/apply-agent-verification",
    {
      config: { bodyBudget: "upload" as const, rateLimit: { max: 20, timeWindow: HOUR } },
      schema: {
        tags: ["verification"],
        summary:
          "Apply for verification: `form_fields[i][id]` and `form_fields[i][value]` (a file part for file fields: " +
          "JPG, PNG or PDF, at most 5 MB, its type read from its content, stored privately). 422 names the field; " +
          "409 while an application is under review or when already verified",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        body: ApplyVerificationBody,
        response: { 200: dataEnvelope(VerificationApplication) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const application = await verification.apply({
        viewer: request.viewer!,
        formFields: request.body.form_fields,
        uploaded: request.uploadedFiles,
        lang: request.lang,
      });
      return sendData(request, reply, application, { messageKey: "verification.applied" });
    },
  );

  app.get(
    "/get-agent-verification-form-values",
    {
      schema: {
        tags: ["verification"],
        summary:
          "The caller's latest application with its answers, status and refusal reason (`initial` without one); " +
          "file answers are short-lived links",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(VerificationApplication) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendData(request, reply, await verification.formValues(request.viewer!, request.lang)),
  );

  app.get(
    "/admin/verification/applications",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: verification applications in one state (pending by default, oldest first), paged",
        querystring: AdminVerificationQuery,
        response: { 200: dataEnvelope(z.array(AdminVerificationApplication), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await verification.queue(request.query, request.lang);
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/admin/verification/applications/:id",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: one application with its answers and the applicant",
        params: VerificationIdParams,
        response: { 200: dataEnvelope(AdminVerificationApplication) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) =>
      sendData(request, reply, await verification.application(request.params.id, request.lang)),
  );

  app.post(
    "/admin/verification/applications/:id/approve",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: approve; the member is verified in the same transaction and told. 409 when decided",
        params: VerificationIdParams,
        response: { 200: dataEnvelope(AdminVerificationApplication) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const decided = await verification.approve({
        actor: actorOf(request),
        applicationId: request.params.id,
        now: app.mapContext(request).now,
        lang: request.lang,
      });
      return sendData(request, reply, decided, { messageKey: "verification.approved" });
    },
  );

  app.post(
    "/admin/verification/applications/:id/reject",
    {
      schema: {
        ...adminOnly,
        summary:
          "Admins: refuse with a reason (at most 500 characters) the member reads; they may apply again",
        params: VerificationIdParams,
        body: RejectVerificationBody,
        response: { 200: dataEnvelope(AdminVerificationApplication) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const decided = await verification.reject({
        actor: actorOf(request),
        applicationId: request.params.id,
        reason: request.body.reason,
        now: app.mapContext(request).now,
        lang: request.lang,
      });
      return sendData(request, reply, decided, { messageKey: "verification.rejected" });
    },
  );

  app.get(
    "/admin/verification/fields",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: every form field, retired ones included",
        response: { 200: dataEnvelope(z.array(AdminVerificationField)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await verification.allFields(request.lang)),
  );

  app.post(
    "/admin/verification/fields",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: add a form field (options for radio, checkbox and dropdown, in both languages)",
        body: VerificationFieldBody,
        response: { 200: dataEnvelope(AdminVerificationField) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const field = await verification.createField(actorOf(request), request.body, request.lang);
      return sendData(request, reply, field, { messageKey: "verification.field_saved" });
    },
  );

  app.post(
    "/admin/verification/fields/:id",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: replace a form field's question, type, options, requirement and rank",
        params: VerificationIdParams,
        body: VerificationFieldBody,
        response: { 200: dataEnvelope(AdminVerificationField) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const field = await verification.updateField(
        actorOf(request),
        request.params.id,
        request.body,
        request.lang,
      );
      return sendData(request, reply, field, { messageKey: "verification.field_saved" });
    },
  );

  app.post(
    "/admin/verification/fields/:id/retire",
    {
      schema: {
        ...adminOnly,
        summary: "Admins: stop asking a field; answers already given stay readable",
        params: VerificationIdParams,
        response: { 200: dataEnvelope(AdminVerificationField) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const field = await verification.retireField(actorOf(request), request.params.id, request.lang);
      return sendData(request, reply, field, { messageKey: "verification.field_retired" });
    },
  );
};
