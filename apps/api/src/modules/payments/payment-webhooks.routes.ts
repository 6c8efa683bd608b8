import type { TPaymentMethod } from "@manzil/domain/payments";
import type { FastifyPluginAsync } from "fastify";
import { sendData } from "../../lib/envelope.js";

/** Larger than any PaymentIntent event; the default form budget (64 KiB) could cut a long one. */
const WEBHOOK_BODY_BYTES = 256 * 1024;

/**
 * One webhook per wired gateway: verified by its adapter, deduped through payment_events and applied by the ledger
 * (ADR 038). A gateway that is not enabled answers 404.
 */
const WEBHOOKS: readonly (readonly [TPaymentMethod, string])[] = [
  [
    "stripe",
    "Stripe's signed events (Stripe-Signature checked against STRIPE_WEBHOOK_SECRET, 5-minute tolerance)",
  ],
  ["paystack", "Paystack's events (x-paystack-signature: HMAC-SHA512 of the body with PAYSTACK_SECRET_KEY)"],
  [
    "paypal",
    "PayPal's events, verified with PayPal against PAYPAL_WEBHOOK_ID; the order's state is read afresh",
  ],
  [
    "flutterwave",
    "Flutterwave's events (verif-hash equal to FLUTTERWAVE_WEBHOOK_HASH); each charge is verified with Flutterwave",
  ],
  [
    "razorpay",
    "Razorpay's events (X-Razorpay-Signature: HMAC-SHA256 of the body with RAZORPAY_WEBHOOK_SECRET)",
  ],
  [
    "paymob",
    "Paymob's transaction processed callback (?hmac=: HMAC-SHA512 of its ordered fields with PAYMOB_HMAC_SECRET), " +
      "then the transaction is looked up with Paymob and must agree on amount, currency and order",
  ],
];

/**
 * Gateways' webhooks. Signatures cover the exact bytes sent, so in this scope every body is kept as the raw
 * Buffer instead of being parsed (the JSON is read only after the signature checks out).
 */
export const paymentWebhooksRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  for (const [method, summary] of WEBHOOKS) {
    app.post(
      `/webhooks/${method}`,
      { bodyLimit: WEBHOOK_BODY_BYTES, schema: { tags: ["payments"], summary } },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await app.services.payments.receiveWebhook({
          method,
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
          { messageKey: "payments.event_received" },
        );
      },
    );
  }
};
