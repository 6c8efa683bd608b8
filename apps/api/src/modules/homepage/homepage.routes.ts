import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataEnvelope, HomepageData, HomepageDataQuery, SliderItem } from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const homepageEnvelope = dataEnvelope(HomepageData);

export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/homepage-data",
    {
      schema: {
        tags: ["homepage"],
        summary: "Homepage sections (active, in order, up to 12 items each) and the slider; radius in km",
        querystring: HomepageDataQuery,
        response: { 200: homepageEnvelope },
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = request.query;
      if (!request.viewer && latitude === undefined && longitude === undefined) {
        // The same checks and shape as the serializer gives every other answer, done once per cached body.
        const body = await app.services.homepage.guestHomepageBody(app.mapContext(request), (data) =>
          JSON.stringify(homepageEnvelope.parse({ error: false, message: request.t("api.fetched"), data })),
        );
        // A string with a JSON type goes out as it is (Fastify serialises only objects); the type system cannot
        // tell a serialised envelope from an object one, hence the cast.
        return reply.type("application/json; charset=utf-8").send(body as never);
      }
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
