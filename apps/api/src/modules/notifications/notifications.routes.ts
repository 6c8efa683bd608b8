import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  GetNotificationListQuery,
  MarkNotificationsReadAnswer,
  MarkNotificationsReadBody,
  NotificationItem,
  notificationListExtra,
  NotificationPreferences,
  SetNotificationPreferencesBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const formContentTypes = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** The member's inbox (issue 16, ADR 060): eBroker's list, plus read marks and push preferences. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    "/get_notification_list",
    {
      schema: {
        tags: ["notifications"],
        summary: "The caller's notifications, newest first (offset/limit), with the unread count",
        security: [{ bearer: [] }],
        querystring: GetNotificationListQuery,
        response: {
          200: dataEnvelope(z.array(NotificationItem), { list: true, extra: notificationListExtra }),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total, unread } = await notifications.list(
        request.viewer!.id,
        request.query,
        request.lang,
      );
      return sendData(request, reply, items, {
        total,
        unread_count: unread,
        ...(items.length === 0 ? { messageKey: "notifications.no_data" } : {}),
      });
    },
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark one of the caller's notifications read (`id`), or all of them (no `id`)",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: MarkNotificationsReadBody,
        response: { 200: dataEnvelope(MarkNotificationsReadAnswer) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answer = await notifications.markRead(
        request.viewer!.id,
        request.body.id,
        app.mapContext(request).now,
      );
      return sendData(request, reply, answer, { messageKey: "notifications.marked_read" });
    },
  );

  app.get(
    "/notification-preferences",
    {
      schema: {
        tags: ["notifications"],
        summary: "Push on or off per kind of notification, and the profile's global switch",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(NotificationPreferences) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      return sendData(request, reply, await notifications.preferences(request.viewer!.id));
    },
  );

  app.post(
    "/notification-preferences",
    {
      schema: {
        tags: ["notifications"],
        summary: "Switch push on or off for some kinds of notification (the others keep their setting)",
        security: [{ bearer: [] }],
        body: SetNotificationPreferencesBody,
        response: { 200: dataEnvelope(NotificationPreferences) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answer = await notifications.savePreferences(request.viewer!.id, request.body);
      return sendData(request, reply, answer, { messageKey: "notifications.preferences_saved" });
    },
  );
};
