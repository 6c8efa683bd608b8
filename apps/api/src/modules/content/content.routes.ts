import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  Article,
  CityCountList,
  dataEnvelope,
  Facility,
  FacilityForFilter,
  FaqList,
  GetArticlesQuery,
  GetFacilitiesForFilterQuery,
  GetFacilitiesQuery,
  PagedQuery,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import { createContentService } from "./content.service.js";

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService(app.db);

  app.get(
    "/get_articles",
    {
      schema: {
        tags: ["content"],
        summary:
          "Articles, newest first; with id or slug_id one article and its HTML text (404 when unknown)",
        querystring: GetArticlesQuery,
        response: { 200: dataEnvelope(z.array(Article), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await content.articles(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/faqs",
    {
      schema: {
        tags: ["content"],
        summary: "Active FAQs in their set order",
        querystring: PagedQuery,
        response: { 200: dataEnvelope(FaqList, { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await content.faqs(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get-cities-data",
    {
      schema: {
        tags: ["content"],
        summary: "Cities with public sell/rent listings, busiest first",
        querystring: PagedQuery,
        response: { 200: dataEnvelope(CityCountList, { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await content.cities(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get_facilities",
    {
      schema: {
        tags: ["content"],
        summary: "Outdoor facilities (near-by places) with their icons",
        querystring: GetFacilitiesQuery,
        response: { 200: dataEnvelope(z.array(Facility), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await content.facilities(app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get-facilities-for-filter",
    {
      schema: {
        tags: ["content"],
        summary: "Outdoor facilities that public listings use, with how many listings are near each",
        querystring: GetFacilitiesForFilterQuery,
        response: { 200: dataEnvelope(z.array(FacilityForFilter), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await content.facilitiesForFilter(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );
};
