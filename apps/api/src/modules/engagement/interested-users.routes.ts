import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  InterestedUser,
  InterestedUsersQuery,
  InterestState,
  ToggleListingBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

/** Members showing interest in a listing (`interested_users`) and the owner's list of them. */
export const interestedUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interestedUsers } = app.services;

  app.post(
    "/interested_users",
    {
      schema: {
        tags: ["engagement"],
        summary: "Mark (type 1) or unmark (type 0) interest in someone else's listing; repeating is harmless",
        security: [{ bearer: [] }],
        body: ToggleListingBody,
        response: { 200: dataEnvelope(InterestState) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const state = await interestedUsers.toggle(request.viewer!.id, request.body);
      return sendData(request, reply, state, {
        messageKey: state.is_interested ? "engagement.interest_added" : "engagement.interest_removed",
      });
    },
  );

  app.get(
    "/get_interested_users",
    {
      schema: {
        tags: ["engagement"],
        summary:
          "Members interested in one of the caller's listings, with their contact details (owner or admin)",
        security: [{ bearer: [] }],
        querystring: InterestedUsersQuery,
        response: { 200: dataEnvelope(z.array(InterestedUser), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total } = await interestedUsers.list(request.viewer!, request.query);
      return sendData(request, reply, items, { total });
    },
  );
};
