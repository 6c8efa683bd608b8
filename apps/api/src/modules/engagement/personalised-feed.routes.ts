import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  OwnListQuery,
  PersonalisedFields,
  PersonalisedFieldsBody,
  PropertyCard,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

/** The member's stated interests (`personalised-fields`) and the feed they drive (`get_user_recommendation`). */
export const personalisedFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalisedFeed } = app.services;
  const secured = { tags: ["engagement"], security: [{ bearer: [] }] };

  app.post(
    "/personalised-fields",
    {
      schema: {
        ...secured,
        summary: "Save the caller's interests (replaces the previous ones); prices in EGP",
        body: PersonalisedFieldsBody,
        response: { 200: dataEnvelope(PersonalisedFields) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const saved = await personalisedFeed.save(request.viewer!.id, request.body);
      return sendData(request, reply, saved, { messageKey: "engagement.interests_saved" });
    },
  );

  app.get(
    "/personalised-fields",
    {
      schema: {
        ...secured,
        summary: "The caller's interests, or null when none are saved",
        response: { 200: dataEnvelope(PersonalisedFields.nullable()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const fields = await personalisedFeed.get(request.viewer!.id);
      return sendData(request, reply, fields, fields ? {} : { messageKey: "engagement.no_interests_yet" });
    },
  );

  app.delete(
    "/personalised-fields",
    {
      schema: {
        ...secured,
        summary: "Forget the caller's interests",
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await personalisedFeed.remove(request.viewer!.id);
      return sendData(request, reply, null, { messageKey: "engagement.interests_deleted" });
    },
  );

  app.get(
    "/get_user_recommendation",
    {
      schema: {
        ...secured,
        summary: "Public listings for sale or rent matching the caller's interests, newest first",
        querystring: OwnListQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total, hasInterests } = await personalisedFeed.recommendations(
        request.viewer!.id,
        request.query,
        app.mapContext(request),
      );
      return sendData(request, reply, items, {
        total,
        ...(hasInterests ? {} : { messageKey: "engagement.no_interests_yet" }),
      });
    },
  );
};
