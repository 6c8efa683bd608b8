import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  FavouriteState,
  OwnListQuery,
  PropertyCard,
  ToggleListingBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

/** Saving listings (`add_favourite`) and the member's saved list (`get_favourite_property`). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favourites } = app.services;

  app.post(
    "/add_favourite",
    {
      schema: {
        tags: ["engagement"],
        summary: "Save (type 1) or unsave (type 0) a listing; repeating either is harmless",
        security: [{ bearer: [] }],
        body: ToggleListingBody,
        response: { 200: dataEnvelope(FavouriteState) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const state = await favourites.toggle(request.viewer!.id, request.body);
      return sendData(request, reply, state, {
        messageKey: state.is_favourite ? "engagement.favourite_added" : "engagement.favourite_removed",
      });
    },
  );

  app.get(
    "/get_favourite_property",
    {
      schema: {
        tags: ["engagement"],
        summary: "The caller's saved listings that are still public, most recently saved first",
        security: [{ bearer: [] }],
        querystring: OwnListQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total } = await favourites.list(
        request.viewer!.id,
        request.query,
        app.mapContext(request),
      );
      return sendData(request, reply, items, { total });
    },
  );
};
