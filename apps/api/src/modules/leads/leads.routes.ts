import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataEnvelope,
  PropertyInquiry,
  PropertyInquiryBody,
  SendPropertyClientEmailBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;
const formContentTypes = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** Leads on a listing: a client's inquiry to its owner, and the owner's e-mail back to a client. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.services;

  app.post(
    "/set_property_inquiry",
    {
      schema: {
        tags: ["leads"],
        summary: "Ask the owner of a public listing to get in touch (the owner is e-mailed)",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: PropertyInquiryBody,
        response: { 200: dataEnvelope(PropertyInquiry) },
      },
      // Each inquiry e-mails an owner: a low ceiling keeps a script from flooding their inbox.
      config: { rateLimit: { max: 10, timeWindow: HOUR } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const inquiry = await leads.submitInquiry(request.viewer!, request.body);
      return sendData(request, reply, inquiry, { messageKey: "leads.inquiry_sent" });
    },
  );

  app.post(
    "/send-property-client-email",
    {
      schema: {
        tags: ["leads"],
        summary:
          "A client asks the owner of a public sale or rent listing for a viewing day; the owner is e-mailed",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: SendPropertyClientEmailBody,
        response: { 200: dataEnvelope(PropertyInquiry) },
      },
      config: { rateLimit: { max: 10, timeWindow: HOUR } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const receipt = await leads.requestViewing(request.viewer!, request.body);
      return sendData(request, reply, receipt, { messageKey: "leads.viewing_requested" });
    },
  );
};
