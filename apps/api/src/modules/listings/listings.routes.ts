import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ChangePropertyStatusBody,
  dataEnvelope,
  DeletedListing,
  DeletePropertyBody,
  GetAddedPropertiesQuery,
  GetOwnerDocumentsQuery,
  ListingState,
  OwnerDocument,
  OwnListing,
  ownListingsExtra,
  UpdatePropertyStatusBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const MARKET_MESSAGES = {
  sold: "listings.marked_sold",
  rented: "listings.marked_rented",
  sell: "listings.back_for_sale",
  rent: "listings.back_for_rent",
} as const;

/** An owner's management of their own listings: the list with counts, visibility, market state, deletion. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings } = app.services;

  app.get(
    "/get-added-properties",
    {
      schema: {
        tags: ["listings"],
        summary:
          "The caller's own listings in every state (filters, search, paging), with counts by state and total views",
        security: [{ bearer: [] }],
        querystring: GetAddedPropertiesQuery,
        response: { 200: dataEnvelope(z.array(OwnListing), { list: true, extra: ownListingsExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await listings.ownListings(request.viewer!.id, request.query, app.mapContext(request));
      return sendData(request, reply, result.items, {
        total: result.total,
        total_views: result.totalViews,
        counts: result.counts,
      });
    },
  );

  app.get(
    "/get-owner-documents",
    {
      schema: {
        tags: ["listings"],
        summary:
          "The identity and ownership papers of one of the caller's listings (admins: any), as links valid for ten minutes",
        security: [{ bearer: [] }],
        querystring: GetOwnerDocumentsQuery,
        response: { 200: dataEnvelope(z.array(OwnerDocument)) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const documents = await listings.ownerDocumentsFor(request.viewer!, request.query.property_id);
      return sendData(request, reply, documents);
    },
  );

  app.post(
    "/change-property-status",
    {
      schema: {
        tags: ["listings"],
        summary: "Show (1) or hide (0) one of the caller's approved listings (admins: any listing)",
        security: [{ bearer: [] }],
        body: ChangePropertyStatusBody,
        response: { 200: dataEnvelope(ListingState) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const state = await listings.changeActive(request.viewer!, request.body, app.mapContext(request).now);
      return sendData(request, reply, state, {
        messageKey: state.status === 1 ? "listings.activated" : "listings.deactivated",
      });
    },
  );

  app.post(
    "/update_property_status",
    {
      schema: {
        tags: ["listings"],
        summary:
          "Mark one of the caller's listings sold (2) or rented (3), or offer it for sale (0) or rent (1) again",
        security: [{ bearer: [] }],
        body: UpdatePropertyStatusBody,
        response: { 200: dataEnvelope(ListingState) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const state = await listings.changeMarketState(
        request.viewer!,
        request.body,
        app.mapContext(request).now,
      );
      return sendData(request, reply, state, { messageKey: MARKET_MESSAGES[state.property_type] });
    },
  );

  app.post(
    "/delete_property",
    {
      schema: {
        tags: ["listings"],
        summary: "Delete one of the caller's listings (admins: any) and its files",
        security: [{ bearer: [] }],
        body: DeletePropertyBody,
        response: { 200: dataEnvelope(DeletedListing) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const deleted = await listings.remove(request.viewer!, request.body.property_id);
      return sendData(request, reply, deleted, { messageKey: "listings.deleted" });
    },
  );
};
