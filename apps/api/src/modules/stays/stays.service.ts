import type {
  TBulkAvailabilityBody,
  TBulkPriceBody,
  TCalendarEditResult,
  TDatePricesBody,
  TOwnerCalendar,
  TOwnerCalendarQuery,
  TStayCalendar,
  TStayCalendarQuery,
  TUpdateRoomPriceBody,
} from "@manzil/domain/contracts";
import { fromMinorUnits, toMinorUnits } from "@manzil/domain/money";
import type { CalendarDate, CalendarEditResult, NightInventory } from "@manzil/domain/stays";
import {
  addDays,
  applyAvailabilityEdit,
  applyPriceEdit,
  datesFromTo,
  daysBetween,
  MAX_STAY_NIGHTS,
} from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import {
  lastStoredNight,
  lockNights,
  materialiseNights,
  readNights,
  writeNights,
  type NightRange,
  type StoredNight,
} from "./night-rows.repository.js";
import { mapOwnerNight, mapPublicNight, missingNight } from "./stays.mapper.js";
import { roomOffersOf } from "./stays.repository.js";
import {
  chosenOffer,
  homeOffer,
  ownedStay,
  publicStay,
  roomOffer,
  staySettings,
  todayIn,
  type Actor,
  type ResolvedOffer,
} from "./stay-offers.js";

type Ctx = { lang: Language; now: Date };

/** How far ahead owners may open and price nights: two years of nights from today (ADR 051's rolling year, doubled). */
export const STAY_HORIZON_NIGHTS = 730;
/** The public calendar's default window: today and the next 60 nights. */
export const PUBLIC_CALENDAR_NIGHTS = 60;

function firstOfMonth(month: string): CalendarDate {
  return `${month}-01`;
}

function firstOfNextMonth(month: string): CalendarDate {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
}

/** A read's nights [from, to): refused when empty, inverted or longer than a year. */
function checkedRange(from: CalendarDate, to: CalendarDate): NightRange {
  if (to <= from) {
    throw new AppError("VALIDATION_FAILED", {
      fields: { to: ["validation.check_out_after_check_in"] },
    });
  }
  if (daysBetween(from, to) > MAX_STAY_NIGHTS) {
    throw new AppError("VALIDATION_FAILED", {
      messageKey: "stays.range_too_long",
      params: { max: MAX_STAY_NIGHTS },
      fields: { to: ["stays.range_too_long"] },
    });
  }
  return { from, to };
}

/** The owner calendar's nights: `month`, else from/to (to defaults to a month after from), else this month. */
function ownerRange(query: TOwnerCalendarQuery, today: CalendarDate): NightRange {
  if (query.month !== undefined)
    return checkedRange(firstOfMonth(query.month), firstOfNextMonth(query.month));
  if (query.from !== undefined) return checkedRange(query.from, query.to ?? addDays(query.from, 31));
  if (query.to !== undefined) return checkedRange(addDays(query.to, -31), query.to);
  const month = today.slice(0, 7);
  return { from: firstOfMonth(month), to: firstOfNextMonth(month) };
}

/** Every date of the range, its stored row or a closed stand-in. */
function fillRange(range: NightRange, rows: readonly StoredNight[]): StoredNight[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return datesFromTo(range.from, addDays(range.to, -1)).map((date) => byDate.get(date) ?? missingNight(date));
}

/** Thrown inside a transaction to roll it back while handing its result out: how a preview writes nothing. */
class PreviewRollback<T> extends Error {
  constructor(readonly value: T) {
    super("preview");
  }
}

/** How to edit one offer's locked rows: the domain rule, given the rows and the units sold on each. */
type Edit = (rows: readonly NightInventory[], sold: Readonly<Record<string, number>>) => CalendarEditResult;

function refusal(result: Exclude<CalendarEditResult, { ok: true }>): Error {
  if (result.reason === "below_sold_units") {
    return new AppError("CONFLICT", {
      messageKey: "stays.below_sold_units",
      params: { dates: result.dates.join(", ") },
    });
  }
  // invalid_range cannot pass the contract; missing_nights cannot follow ensureRows. Both are our bug if seen.
  return new Error(`calendar edit refused: ${result.reason} ${result.dates.join(",")}`);
}

/** Major units from the owner → minor units of the listing's currency; 0 or blank is "the base price" (ADR 050). */
function overrideMinor(price: number | undefined, currency: string): number | null {
  return price === undefined || price === 0 ? null : toMinorUnits(price, currency);
}

/** Owner calendars (issue 14, ADR 051): read a range, edit availability and prices; the public calendar. */
export function createStaysService(db: Database, deps: { demoMode: boolean }) {
  /**
   * Makes sure every night of [from, to) has a row before an edit locks them: nights past the offer's last stored
   * night (the edge of its materialised year) open with the offer's units, as a new posting's would; a gap inside
   * the stored range stays what a missing row means, closed.
   */
  async function ensureRows(tx: Database, offer: ResolvedOffer, range: NightRange, today: CalendarDate) {
    const last = await lastStoredNight(tx, offer.offer);
    const edge = last === null ? today : addDays(last, 1);
    const openFrom = edge > range.from ? edge : range.from;
    if (range.from < openFrom) {
      const to = openFrom < range.to ? openFrom : range.to;
      await materialiseNights(tx, offer.offer, {
        from: range.from,
        to,
        units: offer.units,
        availabilityType: 1,
        ranges: [],
      });
    }
    if (openFrom < range.to) {
      await materialiseNights(tx, offer.offer, {
        from: openFrom,
        to: range.to,
        units: offer.units,
        availabilityType: 2,
        ranges: [],
      });
    }
  }

  /** Owner reads extend the stored year on demand (ADR 051), never into the past nor beyond the horizon. */
  async function extendForRead(offer: ResolvedOffer, range: NightRange, today: CalendarDate) {
    const horizon = addDays(today, STAY_HORIZON_NIGHTS);
    const last = await lastStoredNight(db, offer.offer);
    const edge = last === null ? today : addDays(last, 1);
    const from = [edge, today, range.from].sort().at(-1)!;
    const to = range.to < horizon ? range.to : horizon;
    if (from < to) {
      await materialiseNights(db, offer.offer, {
        from,
        to,
        units: offer.units,
        availabilityType: 2,
        ranges: [],
      });
    }
  }

  /** Edits are for nights from today up to the horizon; refused otherwise in the caller's language. */
  function checkEditable(range: NightRange, today: CalendarDate) {
    if (range.from < today) {
      throw new AppError("VALIDATION_FAILED", {
        messageKey: "stays.past_nights",
        params: { today },
        fields: { from: ["stays.past_nights"] },
      });
    }
    const horizon = addDays(today, STAY_HORIZON_NIGHTS);
    if (range.to > horizon) {
      throw new AppError("VALIDATION_FAILED", {
        messageKey: "stays.too_far_ahead",
        params: { last: addDays(horizon, -1) },
        fields: { to: ["stays.too_far_ahead"] },
      });
    }
    checkedRange(range.from, range.to);
  }

  /**
   * One offer's edit inside the caller's transaction: rows made, locked (`FOR UPDATE`), checked against the units
   * sold as they are under the lock, then written. A refusal throws, rolling back everything.
   */
  async function editOffer(tx: Database, offer: ResolvedOffer, range: NightRange, edit: Edit, today: string) {
    await ensureRows(tx, offer, range, today);
    const locked = await lockNights(tx, offer.offer, range);
    const sold = Object.fromEntries(locked.map((row) => [row.date, row.unitsSold]));
    const result = edit(locked, sold);
    if (!result.ok) throw refusal(result);
    const changed = new Set(result.changedDates);
    const changedRows = result.rows.filter((row) => changed.has(row.date));
    await writeNights(tx, offer.offer, changedRows);
    return {
      changedDates: [...result.changedDates],
      nights: changedRows.map((row) =>
        mapOwnerNight({ ...row, unitsSold: sold[row.date] ?? 0 }, offer.rule, offer.currency),
      ),
    };
  }

  /** Runs the edits in one transaction; a preview rolls it back (on-demand rows included) and answers the same. */
  async function inEditTransaction<T>(preview: boolean, work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const value = await work(tx);
        if (preview) throw new PreviewRollback(value);
        return value;
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return error.value as T;
      throw error;
    }
  }

  async function editCalendar(input: {
    actor: Actor;
    propertyId: number;
    hotelRoomId: number | undefined;
    range: NightRange;
    preview: boolean;
    edit: (offer: ResolvedOffer) => Edit;
    ctx: Ctx;
  }): Promise<TCalendarEditResult> {
    const listing = await ownedStay(db, input.actor, input.propertyId);
    const settings = await staySettings(db);
    const today = todayIn(input.ctx.now, settings.timeZone);
    checkEditable(input.range, today);
    const offer = await chosenOffer(db, {
      listing,
      hotelRoomId: input.hotelRoomId,
      settings,
      lang: input.ctx.lang,
      activeOnly: false,
    });
    // The public demo keeps its listings as seeded, like every other listing edit.
    if (deps.demoMode && !input.preview) throw new AppError("DEMO_MODE");
    const done = await inEditTransaction(input.preview, (tx) =>
      editOffer(tx, offer, input.range, input.edit(offer), today),
    );
    return { preview: input.preview, changed_dates: done.changedDates, nights: done.nights };
  }

  /** An inclusive owner range (as the picker sends it) → nights [from, to + 1). */
  const inclusive = (from: CalendarDate, to: CalendarDate): NightRange => ({ from, to: addDays(to, 1) });

  return {
    /** `GET stays/:id/owner-calendar`: the offer's nights with their numbers and a guest's price for one unit. */
    async ownerCalendar(
      actor: Actor,
      propertyId: number,
      query: TOwnerCalendarQuery,
      ctx: Ctx,
    ): Promise<TOwnerCalendar> {
      const listing = await ownedStay(db, actor, propertyId);
      const settings = await staySettings(db);
      const today = todayIn(ctx.now, settings.timeZone);
      const range = ownerRange(query, today);
      const offer = await chosenOffer(db, {
        listing,
        hotelRoomId: query.hotel_room_id,
        settings,
        lang: ctx.lang,
        activeOnly: false,
      });
      if (!deps.demoMode) await extendForRead(offer, range, today);
      const nights = fillRange(range, await readNights(db, offer.offer, range));
      return {
        property_id: listing.id,
        hotel_room_id: offer.offer.hotelRoomId,
        currency: offer.currency,
        base_price: fromMinorUnits(offer.rule.basePriceMinor, offer.currency),
        from: range.from,
        to: range.to,
        nights: nights.map((night) => mapOwnerNight(night, offer.rule, offer.currency)),
      };
    },

    /** `POST stays/:id/availability`: open/close an inclusive range and/or set its units. */
    async bulkAvailability(actor: Actor, propertyId: number, body: TBulkAvailabilityBody, ctx: Ctx) {
      return editCalendar({
        actor,
        propertyId,
        hotelRoomId: body.hotel_room_id,
        range: inclusive(body.from, body.to),
        preview: body.preview ?? false,
        edit: () => (rows, sold) =>
          applyAvailabilityEdit(
            rows,
            {
              from: body.from,
              to: body.to,
              ...(body.open === undefined ? {} : { open: body.open }),
              ...(body.units === undefined ? {} : { units: body.units }),
            },
            sold,
          ),
        ctx,
      });
    },

    /** `POST stays/:id/prices`: one price on every night of an inclusive range (blank or 0: back to the base). */
    async bulkPrice(actor: Actor, propertyId: number, body: TBulkPriceBody, ctx: Ctx) {
      return editCalendar({
        actor,
        propertyId,
        hotelRoomId: body.hotel_room_id,
        range: inclusive(body.from, body.to),
        preview: body.preview ?? false,
        edit: (offer) => (rows) =>
          applyPriceEdit(rows, {
            from: body.from,
            to: body.to,
            priceMinor: overrideMinor(body.price, offer.currency),
          }),
        ctx,
      });
    },

    /** `POST stays/:id/date-prices`: each listed night its own price; a date listed twice keeps its last price. */
    async datePrices(actor: Actor, propertyId: number, body: TDatePricesBody, ctx: Ctx) {
      const prices = body.prices as { date: string; price?: number | undefined }[];
      const dates = prices.map((p) => p.date).sort();
      return editCalendar({
        actor,
        propertyId,
        hotelRoomId: body.hotel_room_id,
        range: inclusive(dates[0]!, dates.at(-1)!),
        preview: body.preview ?? false,
        edit: (offer) => (rows) => {
          let current: readonly NightInventory[] = rows;
          const changed = new Set<string>();
          for (const { date, price } of prices) {
            const result = applyPriceEdit(current, {
              from: date,
              to: date,
              priceMinor: overrideMinor(price, offer.currency),
            });
            if (!result.ok) return result;
            current = result.rows;
            for (const d of result.changedDates) changed.add(d);
          }
          // A date priced and then set back within the same request is not a change.
          const before = new Map(rows.map((row) => [row.date, row.priceOverrideMinor]));
          const changedDates = [...changed]
            .filter((d) => current.find((row) => row.date === d)?.priceOverrideMinor !== before.get(d))
            .sort();
          return { ok: true, rows: current, changedDates };
        },
        ctx,
      });
    },

    /**
     * eBroker's `update-room-price`: the override on every ACTIVE room offer of this room type in this hotel, in one
     * transaction. Unlike eBroker, only the hotel's owner (or an admin) may call it.
     */
    async updateRoomPrice(actor: Actor, body: TUpdateRoomPriceBody, ctx: Ctx) {
      const listing = await ownedStay(db, actor, body.property_id);
      const roomTypeId = (body.room_type_id ?? body.roomTypeId)!;
      const settings = await staySettings(db);
      const today = todayIn(ctx.now, settings.timeZone);
      const range = inclusive(body.from, body.to);
      checkEditable(range, today);
      const rooms = (await roomOffersOf(db, listing.id)).filter(
        (room) => room.roomTypeId === roomTypeId && room.status === "active",
      );
      if (rooms.length === 0) {
        throw new AppError("NOT_FOUND", {
          messageKey: "stays.room_type_not_in_hotel",
          fields: { room_type_id: ["stays.room_type_not_in_hotel"] },
        });
      }
      if (deps.demoMode) throw new AppError("DEMO_MODE");
      return inEditTransaction(false, async (tx) => {
        const results = [];
        for (const room of rooms) {
          const offer = roomOffer(listing, room, settings, ctx.lang);
          const priceMinor = overrideMinor(body.price, offer.currency);
          const done = await editOffer(
            tx,
            offer,
            range,
            (rows) => applyPriceEdit(rows, { from: body.from, to: body.to, priceMinor }),
            today,
          );
          results.push({ hotel_room_id: room.id, changed_dates: done.changedDates, nights: done.nights });
        }
        return results;
      });
    },

    /**
     * Public `GET stays/:id/calendar`: per offer (each active room of a hotel, or the home) per night, whether a unit
     * is free and what one costs. Missing nights are closed; nothing is written.
     */
    async publicCalendar(propertyId: number, query: TStayCalendarQuery, ctx: Ctx): Promise<TStayCalendar> {
      const listing = await publicStay(db, propertyId);
      const settings = await staySettings(db);
      const today = todayIn(ctx.now, settings.timeZone);
      const from = query.from ?? today;
      const range = checkedRange(from, query.to ?? addDays(from, PUBLIC_CALENDAR_NIGHTS));
      let offers: ResolvedOffer[];
      if (listing.classification === 4) {
        offers = [homeOffer(listing, settings, ctx.lang)];
      } else {
        const rooms = (await roomOffersOf(db, listing.id)).filter((room) => room.status === "active");
        const wanted =
          query.hotel_room_id === undefined ? rooms : rooms.filter((r) => r.id === query.hotel_room_id);
        if (query.hotel_room_id !== undefined && wanted.length === 0) {
          throw new AppError("NOT_FOUND", { messageKey: "stays.room_not_found" });
        }
        offers = wanted.map((room) => roomOffer(listing, room, settings, ctx.lang));
      }
      const calendars = await Promise.all(
        offers.map(async (offer) => ({
          hotel_room_id: offer.offer.hotelRoomId,
          name: offer.name,
          currency: offer.currency,
          nights: fillRange(range, await readNights(db, offer.offer, range)).map((night) =>
            mapPublicNight(night, offer.rule, offer.currency),
          ),
        })),
      );
      return { property_id: listing.id, from: range.from, to: range.to, offers: calendars };
    },
  };
}

export type StaysService = ReturnType<typeof createStaysService>;
