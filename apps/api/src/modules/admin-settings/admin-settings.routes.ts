import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminSettings, dataEnvelope, UpdateAdminSettingsBody } from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { createAdminSettingsService } from "./admin-settings.service.js";

/** The admin console's settings (issue 17, ADR 066): read by section, partial updates, each change audited. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminSettingsService(app.db, app.config);

  app.get(
    "/admin/settings",
    {
      schema: {
        tags: ["admin"],
        summary: "The site's settings by section (admins); payment secrets only as whether they are set",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(AdminSettings) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await service.read()),
  );

  app.post(
    "/admin/settings",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Change some settings (admins): any subset of the known keys, all or none; an unknown key or a bad " +
          "value is a 422 naming the field. Answers the settings as they now are",
        security: [{ bearer: [] }],
        body: UpdateAdminSettingsBody,
        response: { 200: dataEnvelope(AdminSettings) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const changed = await service.update(request.body, {
        id: viewer.id,
        name: viewer.name,
        ip: request.ip,
      });
      return sendData(request, reply, await service.read(), {
        messageKey: changed.length > 0 ? "admin_settings.saved" : "admin_settings.unchanged",
      });
    },
  );
};
