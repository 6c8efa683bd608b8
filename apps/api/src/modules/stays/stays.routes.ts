import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AvailabilityCheck,
  BulkAvailabilityBody,
  CheckAvailabilityBody,
  BulkPriceBody,
  CalendarEditResult,
  dataEnvelope,
  DatePricesBody,
  MAX_ID,
  OwnerCalendar,
  OwnerCalendarNight,
  OwnerCalendarQuery,
  StayCalendar,
  StayCalendarQuery,
  StayQuote,
  StayQuoteQuery,
  UpdateRoomPriceBody,
} from "@manzil/domain/contracts";
import { withKey } from "@manzil/domain/validation";
import { sendData } from "../../lib/envelope.js";
import { createAvailabilityCheck } from "./availability-check.service.js";
import { createStayQuoteService } from "./stay-quote.service.js";
import { createStaysService } from "./stays.service.js";

const HOUR = 60 * 60 * 1000;
const tags = ["stays"];

const StayParams = z.object({
  property_id: z.coerce.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID),
});

/** `update-room-price` answers, per room offer of the type, the nights it changed. */
const RoomPriceUpdate = z.object({
  hotel_room_id: z.number().int(),
  changed_dates: z.array(z.string()),
  nights: z.array(OwnerCalendarNight),
});

/**
 * Query strings are not parsed with qs: eBroker clients' `addon_ids[]=1&addon_ids[]=2` (or `addon_ids[0]=1`) arrive as
 * bracketed keys. They are folded into `addon_ids` before validation, next to plain `addon_ids=1,2`.
 */
function foldAddonIds(request: FastifyRequest, _reply: unknown, done: () => void) {
  const query = request.query as Record<string, unknown>;
  const folded: unknown[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!/^addon_ids\[\d*\]$/.test(key)) continue;
    folded.push(...(Array.isArray(value) ? value : [value]));
    delete query[key];
  }
  if (folded.length > 0) {
    const plain = query.addon_ids;
    query.addon_ids = [...(plain === undefined ? [] : Array.isArray(plain) ? plain : [plain]), ...folded];
  }
  done();
}

/** Stay calendars (issue 14, ADR 051): the owner's calendar and its edits, the public calendar and the quote. */
export const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  const stays = createStaysService(app.db, { demoMode: app.config.DEMO_MODE });
  const quotes = createStayQuoteService(app.db);
  const ctx = (request: FastifyRequest) => ({ lang: request.lang, now: app.mapContext(request).now });
  const actor = (request: FastifyRequest) => ({ id: request.viewer!.id, role: request.viewer!.role });

  app.get(
    "/stays/:property_id/owner-calendar",
    {
      schema: {
        tags,
        summary:
          "The owner's calendar of a home or a hotel room offer: nights [from, to) (a month by default), each with its units, units sold, override and a guest's price for one unit",
        security: [{ bearer: [] }],
        params: StayParams,
        querystring: OwnerCalendarQuery,
        response: { 200: dataEnvelope(OwnerCalendar) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await stays.ownerCalendar(actor(request), request.params.property_id, request.query, ctx(request)),
      ),
  );

  /** The three owner edits: same guard, same answer, `preview: 1` writes nothing. */
  function editRoute<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (request: FastifyRequest<{ Params: z.infer<typeof StayParams>; Body: z.infer<B> }>) => Promise<{
      preview: boolean;
    }>,
  ) {
    app.post(
      path,
      {
        config: { rateLimit: { max: 600, timeWindow: HOUR } },
        schema: {
          tags,
          summary,
          security: [{ bearer: [] }],
          params: StayParams,
          body,
          response: { 200: dataEnvelope(CalendarEditResult) },
        },
        preHandler: app.requireUser,
      },
      async (request, reply) => {
        const result = await run(request as never);
        return sendData(request, reply, result, {
          messageKey: result.preview ? "stays.calendar_preview" : "stays.calendar_saved",
        });
      },
    );
  }

  editRoute(
    "/stays/:property_id/availability",
    "Open or close an inclusive range of nights and/or set their units (owner or admin); refused on nights with units sold",
    BulkAvailabilityBody,
    (request) =>
      stays.bulkAvailability(actor(request), request.params.property_id, request.body, ctx(request)),
  );
  editRoute(
    "/stays/:property_id/prices",
    "One price (major units) on every night of an inclusive range; blank or 0 returns to the base price",
    BulkPriceBody,
    (request) => stays.bulkPrice(actor(request), request.params.property_id, request.body, ctx(request)),
  );
  editRoute(
    "/stays/:property_id/date-prices",
    "A price (major units) per listed night; blank or 0 returns a night to the base price",
    DatePricesBody,
    (request) => stays.datePrices(actor(request), request.params.property_id, request.body, ctx(request)),
  );

  app.post(
    "/update-room-price",
    {
      config: { rateLimit: { max: 600, timeWindow: HOUR } },
      schema: {
        tags,
        summary:
          "eBroker's room-type price override: the price on every active room of this type in the caller's hotel (owner or admin)",
        security: [{ bearer: [] }],
        body: UpdateRoomPriceBody,
        response: { 200: dataEnvelope(z.array(RoomPriceUpdate), { list: true }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const updated = await stays.updateRoomPrice(actor(request), request.body, ctx(request));
      return sendData(request, reply, updated, {
        total: updated.length,
        messageKey: "stays.room_price_updated",
      });
    },
  );

  app.get(
    "/stays/:property_id/calendar",
    {
      schema: {
        tags,
        summary:
          "A public stay's nights [from, to) (today and the next 60 by default, at most 366) per offer: status, units free, weekend, price of one unit",
        params: StayParams,
        querystring: StayCalendarQuery,
        response: { 200: dataEnvelope(StayCalendar) },
      },
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await stays.publicCalendar(request.params.property_id, request.query, ctx(request)),
      ),
  );

  const availability = createAvailabilityCheck(app.db);
  app.post(
    "/check-availability",
    {
      schema: {
        tags,
        summary:
          "eBroker's availability check: can the units asked for (1 by default) of a home or a hotel room offer be sold on every night of the stay",
        body: CheckAvailabilityBody,
        response: { 200: dataEnvelope(AvailabilityCheck) },
      },
    },
    async (request, reply) =>
      sendData(request, reply, await availability.check(request.body, ctx(request).now), {
        messageKey: "stays.availability_checked",
      }),
  );

  app.get(
    "/stays/:property_id/quote",
    {
      schema: {
        tags,
        summary:
          "Price a stay on the server: each night, weekend commission, discount, add-ons and taxes as lines whose sum is the total",
        params: StayParams,
        querystring: StayQuoteQuery,
        response: { 200: dataEnvelope(StayQuote) },
      },
      preValidation: foldAddonIds,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await quotes.quote(request.params.property_id, request.query, {
          ...ctx(request),
          t: request.t,
          // Signed in: the guest's loyalty is shown and priced (issue 15); a visitor's quote has none.
          viewerId: request.viewer?.id ?? null,
        }),
        { messageKey: "stays.quote.ready" },
      ),
  );
};
