import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AddReportBody, ContactUsBody, dataEnvelope, ReportReason } from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;

/** Report reasons, reporting a listing, and the contact-us form. */
export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { engagement } = app.services;

  app.get(
    "/get_report_reasons",
    {
      schema: {
        tags: ["engagement"],
        summary: "Reasons a listing can be reported",
        response: { 200: dataEnvelope(z.array(ReportReason), { list: true }) },
      },
    },
    async (request, reply) => {
      const reasons = await engagement.reportReasons(request.lang);
      return sendData(request, reply, reasons, { total: reasons.length });
    },
  );

  app.post(
    "/add_reports",
    {
      config: { rateLimit: { max: 20, timeWindow: HOUR } },
      schema: {
        tags: ["engagement"],
        summary: "Report a listing (a listed reason, or reason_id 0 with other_message); once per listing",
        security: [{ bearer: [] }],
        body: AddReportBody,
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await engagement.report(request.viewer!.id, request.body);
      return sendData(request, reply, null, { messageKey: "engagement.report_received" });
    },
  );

  app.post(
    "/contct_us",
    {
      // A public form that sends e-mail: kept low so it cannot become a mail cannon.
      config: { rateLimit: { max: 5, timeWindow: HOUR } },
      schema: {
        tags: ["engagement"],
        summary:
          "Contact-us form (path spelt as eBroker clients call it); stored and e-mailed to the company",
        body: ContactUsBody,
        response: { 200: dataEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await engagement.contact(request.body, request.ip);
      return sendData(request, reply, null, { messageKey: "engagement.contact_received" });
    },
  );
};
