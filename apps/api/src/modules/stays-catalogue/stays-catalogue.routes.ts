import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataEnvelope,
  HotelAddonField,
  HotelApartmentType,
  HotelRoomType,
  PropertyQuestionAnswer,
  PropertyQuestionField,
  PropertyTaxes,
  PropertyTerms,
  SavePropertyQuestionAnswersBody,
  StayClassificationQuery,
  StaysCatalogueQuery,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { createStaysCatalogueService } from "./stays-catalogue.service.js";

const HOUR = 60 * 60 * 1000;
const tags = ["stays-catalogue"];

/** The lists the vacation-home and hotel editor reads (eBroker call names), and the owner's question answers. */
export const staysCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const stays = createStaysCatalogueService(app.db, { demoMode: app.config.DEMO_MODE });

  /** A public list call: every item at once (these lists are short and admin-made), with its total. */
  function listCall<T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    load: (lang: { lang: "en" | "ar" }) => Promise<z.infer<T>[]>,
  ) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: StaysCatalogueQuery,
          response: { 200: dataEnvelope(z.array(item), { list: true }) },
        },
      },
      async (request, reply) => {
        const items = await load({ lang: request.lang });
        return sendData(request, reply, items, { total: items.length });
      },
    );
  }

  listCall("/hotel-room-types", "Active hotel room types", HotelRoomType, (ctx) => stays.roomTypes(ctx));
  listCall(
    "/get-hotel-apartment-types",
    "Active hotel apartment types (id 6 is a hotel's default)",
    HotelApartmentType,
    (ctx) => stays.apartmentTypes(ctx),
  );
  listCall(
    "/get-hotel-addon-fields",
    "Active hotel add-on fields in their order, each with its option values and static prices (minor units)",
    HotelAddonField,
    (ctx) => stays.addonFields(ctx),
  );

  app.get(
    "/get-property-taxes",
    {
      schema: {
        tags,
        summary: "Service charge, sales tax and city tax of vacation homes (4) or hotels (5); 422 otherwise",
        querystring: StayClassificationQuery,
        response: { 200: dataEnvelope(PropertyTaxes) },
      },
    },
    async (request, reply) =>
      sendData(request, reply, await stays.taxes(request.query.property_classification)),
  );

  app.get(
    "/get-property-question-fields",
    {
      schema: {
        tags,
        summary: "Active question fields of vacation homes (4) or hotels (5) in their order; 422 otherwise",
        querystring: StayClassificationQuery,
        response: { 200: dataEnvelope(z.array(PropertyQuestionField), { list: true }) },
      },
    },
    async (request, reply) => {
      const items = await stays.questionFields(request.query.property_classification, {
        lang: request.lang,
      });
      return sendData(request, reply, items, { total: items.length });
    },
  );

  app.get(
    "/property-terms",
    {
      schema: {
        tags,
        summary: "Terms and conditions of stays, in both languages",
        querystring: StaysCatalogueQuery,
        response: { 200: dataEnvelope(PropertyTerms) },
      },
    },
    async (request, reply) => sendData(request, reply, await stays.terms({ lang: request.lang })),
  );

  app.post(
    "/save-property-question-answers",
    {
      config: { rateLimit: { max: 120, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "Answer the question fields of the caller's own vacation home or hotel; all answers are saved or none",
        security: [{ bearer: [] }],
        body: SavePropertyQuestionAnswersBody,
        response: { 200: dataEnvelope(z.array(PropertyQuestionAnswer), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const answers = await stays.saveAnswers(request.viewer!.id, request.body);
      return sendData(request, reply, answers, {
        total: answers.length,
        messageKey: "stays_catalogue.answers_saved",
      });
    },
  );
};
