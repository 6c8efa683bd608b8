import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataEnvelope, HomepageData, HomepageDataQuery } from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/homepage-data",
    {
      schema: {
        tags: ["homepage"],
        summary: "Homepage sections (active, in order, up to 12 items each) and the slider; radius in km",
        querystring: HomepageDataQuery,
        response: { 200: dataEnvelope(HomepageData) },
      },
    },
    async (request, reply) => {
      const data = await app.services.homepage.homepage(
        request.query,
        request.viewer?.id ?? null,
        app.mapContext(request),
      );
      return sendData(request, reply, data);
    },
  );
};
