import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataEnvelope, HomepageData, HomepageDataQuery, SliderItem } from "@manzil/domain/contracts";
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

  app.get(
    "/get_slider",
    {
      schema: {
        tags: ["homepage"],
        summary: "The home slider alone, in order (the same items as `homepage-data`'s `slider_section`)",
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: dataEnvelope(z.array(SliderItem), { list: true }) },
      },
    },
    async (request, reply) => {
      const items = await app.services.homepage.sliders(app.mapContext(request));
      return sendData(request, reply, items, { total: items.length });
    },
  );
};
