import {
  dataEnvelope,
  RefundApproval,
  RefundApprovalParams,
  RefundApprovalsQuery,
  RefundApprovalsReply,
  RefundDecisionBody,
  RefundRequestBody,
  ReservationIdParams,
  ReservationRefundRequestBody,
} from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendData } from "../../lib/envelope.js";

/**
 * Refund requests (spec §3 "Refund", backend facts item 37, ADR 057): the guest asks, the listing's owner or an
 * admin decides; the money goes back through the payment's gateway and the ledger.
 */
export const refundRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ["reservations"], security: [{ bearer: [] }] };
  const created = { response: { 200: dataEnvelope(RefundApproval) } };

  app.post(
    "/payments/refund-requests",
    {
      schema: {
        ...schema,
        ...created,
        summary:
          "A guest asks money back on their paid booking: `transactionId` is the booking's payment, `amount` in " +
          "major units of its currency (at most what was paid and not yet refunded), `reason`. One open request " +
          "per booking (409); someone else's payment is 404",
        body: RefundRequestBody,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answer = await app.services.refundRequests.request({
        viewer: request.viewer!,
        transactionId: request.body.transactionId,
        reservationId: null,
        amount: request.body.amount,
        reason: request.body.reason,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, answer, { messageKey: "refund_requests.requested" });
    },
  );

  app.post(
    "/reservations/:id/refund-request",
    {
      schema: {
        ...schema,
        ...created,
        summary: "The same request, naming the booking instead of its payment (`transactionId` optional)",
        params: ReservationIdParams,
        body: ReservationRefundRequestBody,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answer = await app.services.refundRequests.request({
        viewer: request.viewer!,
        transactionId: request.body.transactionId ?? null,
        reservationId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        lang: request.lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, answer, { messageKey: "refund_requests.requested" });
    },
  );

  app.get(
    "/payments/refund-approvals",
    {
      schema: {
        ...schema,
        summary:
          "Refund requests to decide: the owner's on their listings, every one for an admin. `status` pending " +
          "(default), approved, rejected or all; 100 per page by default. `refund_approvals` is a top-level key",
        querystring: RefundApprovalsQuery,
        response: { 200: RefundApprovalsReply },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total } = await app.services.refundRequests.list({
        viewer: request.viewer!,
        query: request.query,
        lang: request.lang,
      });
      return reply.send({
        error: false,
        message: request.t("api.fetched"),
        refund_approvals: items,
        total,
      });
    },
  );

  app.post(
    "/payments/refund-approvals/:id",
    {
      schema: {
        ...schema,
        ...created,
        summary:
          "The listing's owner (or an admin) approves — the asked amount goes back through the payment's gateway; " +
          "a full refund before the stay starts also cancels it — or rejects with `rejection_reason`",
        params: RefundApprovalParams,
        body: RefundDecisionBody,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answer = await app.services.refundRequests.decide({
        viewer: request.viewer!,
        id: request.params.id,
        status: request.body.status,
        rejectionReason: request.body.rejection_reason ?? null,
        lang: request.lang,
        now: app.mapContext(request).now,
        ip: request.ip,
      });
      return sendData(request, reply, answer, {
        messageKey:
          request.body.status === "approved" ? "refund_requests.approved" : "refund_requests.rejected",
      });
    },
  );
};
