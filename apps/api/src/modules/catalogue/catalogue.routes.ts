import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CatalogueCity,
  Category,
  CityCatalogueQuery,
  dataEnvelope,
  GetCategoriesQuery,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/get_categories",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Categories with their ordered parameter definitions",
        querystring: GetCategoriesQuery,
        response: { 200: dataEnvelope(z.array(Category), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.services.catalogue.categories(request.query, {
        lang: request.lang,
        filesUrl: app.files.publicBaseUrl,
      });
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get-city-catalogue",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Active cities a listing or project may be placed in; `search` matches names and states in both languages",
        querystring: CityCatalogueQuery,
        response: { 200: dataEnvelope(z.array(CatalogueCity), { list: true }) },
      },
    },
    async (request, reply) => {
      const items = await app.services.catalogue.cityCatalogue(request.query, { lang: request.lang });
      return sendData(request, reply, items, { total: items.length });
    },
  );
};
