import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminLanguage,
  AdminSiteImages,
  AdminTaxRates,
  dataEnvelope,
  LanguageCodeParams,
  UpdateLanguageBody,
  UpdateTaxRatesBody,
  UploadSiteImageBody,
  UploadTranslationsBody,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import type { AuditActor } from "../audit/audit.repository.js";
import { createImageWork } from "../media/image-work.js";
import { createAdminSiteService } from "./admin-site.service.js";

const admin = { tags: ["admin"], security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.viewer!.id,
  name: request.viewer!.name,
  ip: request.ip,
});
/** Only a file streamed in with this very request under `file` counts; a text field shaped like one does not. */
const uploadedFile = (request: FastifyRequest) =>
  (request.uploadedFiles ?? []).find((file) => file.fieldName === "file");

/** The admin console's site setup (issue 17, ADR 071): stay tax rates, languages, logos and favicon. */
export const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminSiteService({
    db: app.db,
    config: app.config,
    files: app.files,
    // The same process-wide queue of image work as listing photos (ADR 034).
    images: createImageWork({
      concurrency: app.config.IMAGE_CONCURRENCY,
      maxPixels: app.config.IMAGE_MAX_PIXELS,
      maxSidePx: app.config.IMAGE_MAX_SIDE_PX,
    }),
  });

  app.get(
    "/admin/taxes",
    {
      schema: {
        ...admin,
        summary:
          "Stay tax rates per classification (4 vacation homes, 5 hotels), in percent and basis points",
        response: { 200: dataEnvelope(z.array(AdminTaxRates)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await service.taxes()),
  );

  app.post(
    "/admin/taxes",
    {
      schema: {
        ...admin,
        summary:
          "Change one classification's tax rates (percent 0–100, at most 2 decimals; a rate left out is kept). " +
          "Quotes made afterwards use them; bookings already made keep the rates they were priced with",
        body: UpdateTaxRatesBody,
        response: { 200: dataEnvelope(z.array(AdminTaxRates)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const changed = await service.updateTaxes(request.body, actorOf(request));
      return sendData(request, reply, await service.taxes(), {
        messageKey: changed ? "admin_site.taxes_saved" : "admin_site.taxes_unchanged",
      });
    },
  );

  app.get(
    "/admin/languages",
    {
      schema: {
        ...admin,
        summary: "Every language, active or not, with the number of texts in its web and app bundles",
        response: { 200: dataEnvelope(z.array(AdminLanguage)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await service.languages()),
  );

  app.post(
    "/admin/languages/:code",
    {
      schema: {
        ...admin,
        summary:
          "Change a language's name, native name, direction or whether it is offered. English, Arabic and the " +
          "default language cannot be switched off or change direction (409)",
        params: LanguageCodeParams,
        body: UpdateLanguageBody,
        response: { 200: dataEnvelope(z.array(AdminLanguage)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await service.updateLanguage(request.params.code, request.body, actorOf(request));
      return sendData(request, reply, await service.languages(), { messageKey: "admin_site.language_saved" });
    },
  );

  app.post(
    "/admin/languages/:code/translations",
    {
      config: { bodyBudget: "upload" as const },
      schema: {
        ...admin,
        summary:
          "Upload a language's web or app translation file (multipart `target`, `file`): one JSON object of " +
          "texts, at most 512 KB and 5,000 texts; it replaces the previous file. 422 otherwise",
        consumes: ["multipart/form-data"],
        params: LanguageCodeParams,
        body: UploadTranslationsBody,
        response: { 200: dataEnvelope(z.array(AdminLanguage)) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const count = await service.uploadTranslations(
        request.params.code,
        request.body.target,
        uploadedFile(request),
        actorOf(request),
      );
      return reply.send({
        error: false,
        message: request.t("admin_site.translation_saved", { count }),
        data: await service.languages(),
      });
    },
  );

  app.get(
    "/admin/settings/images",
    {
      schema: {
        ...admin,
        summary: "The site's logos, placeholders and favicon as the public settings serve them",
        response: { 200: dataEnvelope(AdminSiteImages) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await service.images()),
  );

  app.post(
    "/admin/settings/images",
    {
      config: { bodyBudget: "upload" as const },
      schema: {
        ...admin,
        summary:
          "Upload a logo, footer logo, placeholder or favicon (multipart `kind`, `file`): PNG, JPEG or WebP by " +
          "content (SVG refused), at most 2 MB; re-encoded, and web-settings serves it at once",
        consumes: ["multipart/form-data"],
        body: UploadSiteImageBody,
        response: { 200: dataEnvelope(AdminSiteImages) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await service.uploadImage(request.body.kind, uploadedFile(request), actorOf(request));
      return sendData(request, reply, await service.images(), { messageKey: "admin_site.image_saved" });
    },
  );
};
