import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  ModerationDecisionBody,
  ModerationOutcome,
  ModerationQueueItem,
  ModerationQueueQuery,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";
import type { ReviewedKind } from "./moderation.repository.js";

/** Admins review what owners post (spec §4): a queue per state, and approve or reject with a reason. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;

  app.get(
    "/admin/moderation-queue",
    {
      schema: {
        tags: ["moderation"],
        summary: "Listings or projects in one review state, the longest-waiting first (admins only)",
        security: [{ bearer: [] }],
        querystring: ModerationQueueQuery,
        response: { 200: dataEnvelope(z.array(ModerationQueueItem), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await moderation.queue(request.viewer!, request.query, request.lang);
      return sendData(request, reply, items, { total });
    },
  );

  const decisionRoute = (path: string, kind: ReviewedKind) =>
    app.post(
      path,
      {
        schema: {
          tags: ["moderation"],
          summary: `Approve a ${kind}, or reject it with a reason its owner is told (admins only)`,
          security: [{ bearer: [] }],
          body: ModerationDecisionBody,
          response: { 200: dataEnvelope(ModerationOutcome) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => {
        const outcome = await moderation.decide(
          request.viewer!,
          kind,
          request.body,
          app.mapContext(request).now,
          auditActorOf(request),
        );
        return sendData(request, reply, outcome, {
          messageKey: outcome.request_status === "approved" ? "moderation.approved" : "moderation.rejected",
        });
      },
    );
  decisionRoute("/admin/moderate-property", "property");
  decisionRoute("/admin/moderate-project", "project");
};
