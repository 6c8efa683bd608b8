import { dataEnvelope, SendMoneyBody, StartedPaymentReply } from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;

/** Member-to-member transfers (spec §7 "send money"). */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/send-money",
    {
      config: { rateLimit: { max: 30, timeWindow: HOUR } },
      schema: {
        tags: ["payments"],
        summary:
          "Send money to another active member with an online method: the sender chooses the amount (major units " +
          "of the site's currency, > 0, at most SEND_MONEY_MAX_MINOR); the reply is the same as payments/start. " +
          "The recipient sees the transfer in payment-transactions once it succeeded",
        security: [{ bearer: [] }],
        body: SendMoneyBody,
        response: { 200: dataEnvelope(StartedPaymentReply) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const started = await app.services.transfers.send({
        viewer: request.viewer!,
        body: request.body,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, started, { messageKey: "transfers.started" });
    },
  );
};
