import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataEnvelope,
  GetPropertyListQuery,
  GetPropertyQuery,
  PropertyCard,
  PropertyDetail,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/get_property",
    {
      schema: {
        tags: ["properties"],
        summary: "Property details (by id or slug_id) or a filtered list of full property items",
        querystring: GetPropertyQuery,
        response: {
          200: dataEnvelope(z.array(PropertyDetail), {
            list: true,
            extra: { similar_properties: z.array(PropertyCard) },
          }),
        },
      },
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const result = await app.services.properties.getProperty(
        request.query,
        request.viewer?.id ?? null,
        ctx,
      );
      const isDetail = request.query.id !== undefined || request.query.slug_id !== undefined;
      if (isDetail && result.items.length === 0) {
        throw new AppError("NOT_FOUND", { messageKey: "api.property_not_found" });
      }
      return sendData(request, reply, result.items, {
        total: result.total,
        similar_properties: result.similar,
      });
    },
  );

  app.get(
    "/get-property-list",
    {
      schema: {
        tags: ["properties"],
        summary: "Listing cards with search filters, sorting and paging",
        querystring: GetPropertyListQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const { items, total } = await app.services.properties.propertyList(
        request.query,
        request.viewer?.id ?? null,
        ctx,
      );
      return sendData(request, reply, items, { total });
    },
  );
};
