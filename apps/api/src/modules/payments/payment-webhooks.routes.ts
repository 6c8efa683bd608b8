import type { FastifyPluginAsync } from "fastify";
import { sendData } from "../../lib/envelope.js";

/** Larger than any PaymentIntent event; the default form budget (64 KiB) could cut a long one. */
const WEBHOOK_BODY_BYTES = 256 * 1024;

/**
 * Gateways' webhooks. Signatures cover the exact bytes sent, so in this scope every body is kept as the raw
 * Buffer instead of being parsed (the JSON is read only after the signature checks out).
 */
export const paymentWebhooksRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/webhooks/stripe",
    {
      bodyLimit: WEBHOOK_BODY_BYTES,
      schema: {
        tags: ["payments"],
        summary:
          "Stripe's signed events (Stripe-Signature checked against STRIPE_WEBHOOK_SECRET, 5-minute tolerance)",
      },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await app.services.payments.receiveWebhook({
        method: "stripe",
        request: {
          rawBody,
          headers: request.headers,
          query: request.query as Record<string, string | undefined>,
        },
        now: app.mapContext(request).now,
      });
      return sendData(
        request,
        reply,
        { event_id: result.eventId, outcome: result.outcome },
        {
          messageKey: "payments.event_received",
        },
      );
    },
  );
};
