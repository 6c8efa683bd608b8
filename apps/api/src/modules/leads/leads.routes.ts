import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  dataEnvelope,
  DeleteInquiryBody,
  GetPropertyInquiryQuery,
  inquiryStatuses,
  OwnerInquiry,
  ownerInquiriesExtra,
  PropertyInquiry,
  PropertyInquiryBody,
  SendPropertyClientEmailBody,
  UpdateInquiryStatusBody,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const HOUR = 60 * 60 * 1000;
/**
 * Each request e-mails an owner, so both routes have a low hourly ceiling per address. Guests may send too (a
 * visitor's first contact should not need an account), but with fewer per hour: nothing else slows a script down.
 */
const requestLimit = {
  max: (request: FastifyRequest) => (request.viewer ? 10 : 5),
  timeWindow: HOUR,
};
const formContentTypes = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** Leads on a listing: a client's inquiry to its owner, and the owner's e-mail back to a client. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.services;

  app.post(
    "/set_property_inquiry",
    {
      schema: {
        tags: ["leads"],
        summary:
          "A member or a guest asks the owner of a public listing to get in touch (the owner is e-mailed)",
        security: [{ bearer: [] }, {}],
        consumes: formContentTypes,
        body: PropertyInquiryBody,
        response: { 200: dataEnvelope(PropertyInquiry) },
      },
      config: { rateLimit: requestLimit },
    },
    async (request, reply) => {
      const inquiry = await leads.submitInquiry(request.viewer, request.body);
      return sendData(request, reply, inquiry, { messageKey: "leads.inquiry_sent" });
    },
  );

  app.post(
    "/send-property-client-email",
    {
      schema: {
        tags: ["leads"],
        summary:
          "A member or a guest asks the owner of a public sale or rent listing for a viewing day; the owner is e-mailed",
        security: [{ bearer: [] }, {}],
        consumes: formContentTypes,
        body: SendPropertyClientEmailBody,
        response: { 200: dataEnvelope(PropertyInquiry) },
      },
      config: { rateLimit: requestLimit },
    },
    async (request, reply) => {
      const receipt = await leads.requestViewing(request.viewer, request.body);
      return sendData(request, reply, receipt, { messageKey: "leads.viewing_requested" });
    },
  );

  app.get(
    "/get_property_inquiry",
    {
      schema: {
        tags: ["leads"],
        summary: "Requests clients sent about the caller's listings, newest first, with counts by state",
        security: [{ bearer: [] }],
        querystring: GetPropertyInquiryQuery,
        response: { 200: dataEnvelope(z.array(OwnerInquiry), { list: true, extra: ownerInquiriesExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await leads.ownerInquiries(request.viewer!, request.query, request.lang);
      return sendData(request, reply, result.items, { total: result.total, counts: result.counts });
    },
  );

  app.post(
    "/update_inquiry_status",
    {
      schema: {
        tags: ["leads"],
        summary: "The owner marks a request about their listing accepted, complete or cancelled",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: UpdateInquiryStatusBody,
        response: { 200: dataEnvelope(z.object({ id: z.number().int(), status: z.enum(inquiryStatuses) })) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const row = await leads.updateInquiryStatus(request.viewer!, request.body);
      return sendData(request, reply, row, { messageKey: "leads.inquiry_updated" });
    },
  );

  app.post(
    "/delete_inquiry",
    {
      schema: {
        tags: ["leads"],
        summary: "The owner removes a request about their listing",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: DeleteInquiryBody,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const removed = await leads.deleteInquiry(request.viewer!, request.body);
      return sendData(request, reply, removed, { messageKey: "leads.inquiry_deleted" });
    },
  );
};
