import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  RemoveWebPushSubscriptionBody,
  WebPushPublicKey,
  WebPushSubscriptionAnswer,
  WebPushSubscriptionBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

/** The browser's side of web push (ADR 062): the VAPID key, and its subscription saved or removed. */
export const webPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push, webPushSubscriptions } = app.services;

  app.get(
    "/web-push/public-key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key for pushManager.subscribe, or null when the site sends no web push",
        response: { 200: dataEnvelope(WebPushPublicKey) },
      },
    },
    async (request, reply) => sendData(request, reply, { public_key: push.publicKey }),
  );

  app.post(
    "/web-push/subscriptions",
    {
      schema: {
        tags: ["notifications"],
        summary:
          "Save this browser's push subscription (PushSubscription.toJSON() and the language to word pushes in) " +
          "for the caller; an endpoint saved by another member moves to the caller. At most 10 per member",
        security: [{ bearer: [] }],
        body: WebPushSubscriptionBody,
        response: { 200: dataEnvelope(WebPushSubscriptionAnswer) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const saved = await webPushSubscriptions.subscribe(request.viewer!.id, request.body, {
        lang: request.lang,
        userAgent: request.headers["user-agent"] ?? null,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, saved, { messageKey: "web_push.subscribed" });
    },
  );

  // POST …/remove for clients whose fetch cannot send a DELETE body; DELETE for the rest. Same contract.
  for (const [method, url] of [
    ["POST", "/web-push/subscriptions/remove"],
    ["DELETE", "/web-push/subscriptions"],
  ] as const) {
    app.route({
      method,
      url,
      schema: {
        tags: ["notifications"],
        summary:
          "Remove one of the caller's browser subscriptions by its endpoint (another member's reads as missing)",
        security: [{ bearer: [] }],
        body: RemoveWebPushSubscriptionBody,
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
      handler: async (request, reply) => {
        await webPushSubscriptions.remove(request.viewer!.id, request.body);
        return sendData(request, reply, null, { messageKey: "web_push.removed" });
      },
    });
  }
};
