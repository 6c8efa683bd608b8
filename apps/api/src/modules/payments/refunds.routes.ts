import {
  dataEnvelope,
  PaymentTransaction,
  PaymobRefundBody,
  RefundPaymentBody,
  RefundPaymentParams,
} from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";
import { paymentAudit } from "../audit/payment-audit.js";

/** Refunds (ADR 043): admins only for now; the ledger refunds a succeeded payment once. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const schema = {
    tags: ["payments"],
    security: [{ bearer: [] }],
    response: { 200: dataEnvelope(PaymentTransaction) },
  };

  app.post(
    "/admin/payments/:id/refund",
    {
      schema: {
        ...schema,
        summary:
          "Refund a completed payment (admins): the whole amount, or `amount` minor units of it, never more than " +
          "was paid. The gateway refunds it (bank transfers and cash only change state); a package bought ends now",
        params: RefundPaymentParams,
        body: RefundPaymentBody,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const refunded = await payments.refund({
        transactionId: request.params.id,
        amountMinor: request.body.amount ?? null,
        reason: request.body.reason,
        now: app.mapContext(request).now,
        audit: paymentAudit(auditActorOf(request), "payments.refund"),
      });
      return sendData(request, reply, refunded, { messageKey: "payments.refunded" });
    },
  );

  app.post(
    "/paymob-refund",
    {
      schema: {
        ...schema,
        summary:
          "eBroker's Paymob refund (admins): `transaction_id` is the payment's id, `amount` in major units of its " +
          "currency, at most what was paid",
        body: PaymobRefundBody,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const refunded = await payments.refundPaymob({
        transactionId: request.body.transaction_id,
        amount: request.body.amount,
        reason: request.body.reason,
        now: app.mapContext(request).now,
        audit: paymentAudit(auditActorOf(request), "payments.refund"),
      });
      return sendData(request, reply, refunded, { messageKey: "payments.refunded" });
    },
  );
};
