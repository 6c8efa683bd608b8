import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataEnvelope,
  GetLanguagesQuery,
  LanguageDetail,
  LanguageSummary,
  SeoSetting,
  SeoSettingsQuery,
  WebSettings,
  WebSettingsQuery,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/web-settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Public settings for web clients",
        querystring: WebSettingsQuery,
        response: { 200: dataEnvelope(WebSettings) },
      },
    },
    async (request, reply) => {
      const data = await app.services.settings.webSettings({
        lang: request.lang,
        filesUrl: app.files.publicBaseUrl,
        viewer: request.viewer,
        now: app.mapContext(request).now,
        demoMode: app.config.DEMO_MODE,
        // The first configured client id is the web's; the others are the mobile apps'.
        googleClientId: app.config.GOOGLE_CLIENT_IDS[0],
        mapStyleUrl: app.config.MAP_STYLE_URL,
        mapGeocoderUrl: app.config.MAP_GEOCODER_URL,
        ...(request.query.type ? { type: request.query.type } : {}),
      });
      return sendData(request, reply, data);
    },
  );

  app.get(
    "/get_languages",
    {
      schema: {
        tags: ["settings"],
        summary:
          "A language with its translation file (web_language_file=1 for the web bundle), or all languages",
        querystring: GetLanguagesQuery,
        response: {
          200: z.union([
            dataEnvelope(LanguageDetail),
            dataEnvelope(z.array(LanguageSummary), { list: true }),
          ]),
        },
      },
    },
    async (request, reply) => {
      const result = await app.services.settings.language(
        request.query.language_code,
        request.query.web_language_file ?? false,
      );
      if ("language" in result) {
        if (!result.language) throw new AppError("NOT_FOUND", { messageKey: "api.language_not_found" });
        return sendData(request, reply, result.language);
      }
      const list = result.list ?? [];
      return sendData(
        request,
        reply,
        list.map((l) => ({
          id: l.id,
          code: l.code,
          name: l.name,
          native_name: l.nativeName,
          rtl: l.rtl ? 1 : 0,
        })),
        { total: list.length },
      );
    },
  );

  app.get(
    "/get_seo_settings",
    {
      schema: {
        tags: ["settings"],
        summary: "SEO title, description and image per page",
        querystring: SeoSettingsQuery,
        response: { 200: dataEnvelope(z.array(SeoSetting), { list: true }) },
      },
    },
    async (request, reply) => {
      const data = await app.services.settings.seoSettings({
        lang: request.lang,
        filesUrl: app.files.publicBaseUrl,
        ...(request.query.page ? { page: request.query.page } : {}),
      });
      return sendData(request, reply, data, { total: data.length });
    },
  );
};
