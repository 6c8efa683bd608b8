import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Advertisement,
  dataEnvelope,
  FeaturedDataQuery,
  StoreAdvertisementBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;

/** Featuring a member's own listing or project with a package credit, and the list of what they featured. */
export const advertisementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { advertisements } = app.services;

  app.post(
    "/store_advertisement",
    {
      config: { rateLimit: { max: 60, timeWindow: HOUR } },
      schema: {
        tags: ["advertisements"],
        summary:
          "Feature the caller's approved, active listing (`feature_for=property`, `property_id`) or project " +
          "(`project`, `project_id`) for one property_feature / project_feature credit of their package",
        security: [{ bearer: [] }],
        body: StoreAdvertisementBody,
        response: { 200: dataEnvelope(Advertisement) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const { advertisement, messageKey } = await advertisements.store(request.viewer!, request.body, ctx);
      return sendData(request, reply, advertisement, { messageKey });
    },
  );

  app.get(
    "/get-featured-data",
    {
      schema: {
        tags: ["advertisements"],
        summary: "The caller's featured listings and projects, newest first (at most 100 per page)",
        security: [{ bearer: [] }],
        querystring: FeaturedDataQuery,
        response: { 200: dataEnvelope(z.array(Advertisement), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total } = await advertisements.featuredOf(
        request.viewer!.id,
        request.query,
        app.mapContext(request),
      );
      return sendData(request, reply, items, { total });
    },
  );
};
