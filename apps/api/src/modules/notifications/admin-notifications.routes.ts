import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Announcement,
  dataEnvelope,
  GetNotificationListQuery,
  SendAnnouncementBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";

/** The admins' announcements (issue 16): sent to every member or chosen ones, and the list of those sent. */
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app.services;

  app.post(
    "/admin/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary:
          "Send an announcement (admins): `title`, `message`, optional `link`, to every member (`send_type` 1) or " +
          "to `user_ids` (`send_type` 0). Each recipient's inbox gets it, and their devices a push",
        security: [{ bearer: [] }],
        body: SendAnnouncementBody,
        response: { 200: dataEnvelope(Announcement) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const sent = await announcements.send(request.body, request.viewer!.id, auditActorOf(request));
      // The count in the message: sendData's own message takes no values.
      return sendData(request, reply, sent, {
        message: request.t("announcements.sent", { count: sent.recipients }),
      });
    },
  );

  app.get(
    "/admin/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The announcements sent (admins), newest first (offset/limit)",
        security: [{ bearer: [] }],
        querystring: GetNotificationListQuery,
        response: { 200: dataEnvelope(z.array(Announcement), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await announcements.list({
        offset: request.query.offset ?? 0,
        limit: request.query.limit ?? 10,
      });
      return sendData(request, reply, items, {
        total,
        ...(items.length === 0 ? { messageKey: "announcements.no_data" } : {}),
      });
    },
  );
};
