import type { TAvailabilityCheck, TCheckAvailabilityBody } from "@manzil/domain/contracts";
import { addDays, datesFromTo, type CalendarDate } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { readNights } from "./night-rows.repository.js";
import { missingNight, unitsFree } from "./stays.mapper.js";
import { activeRoomOffer } from "./stays.repository.js";
import { publicStay, staySettings, todayIn } from "./stay-offers.js";

function refusal(messageKey: string, field: string, params: Record<string, string> = {}) {
  return new AppError("VALIDATION_FAILED", { messageKey, params, fields: { [field]: [messageKey] } });
}

/**
 * eBroker's `POST check-availability` (issue 15): the same nights a booking would take, read without locking —
 * an answer for the guest's eyes; the booking itself decides under row locks (ADR 054).
 */
export function createAvailabilityCheck(db: Database) {
  return {
    async check(body: TCheckAvailabilityBody, now: Date): Promise<TAvailabilityCheck> {
      let offer: { propertyId: number; hotelRoomId: number | null };
      if (body.reservable_type === "hotel_room") {
        const room = await activeRoomOffer(db, body.reservable_id);
        if (!room) throw new AppError("NOT_FOUND", { messageKey: "stays.room_offer_not_found" });
        await publicStay(db, room.propertyId);
        offer = { propertyId: room.propertyId, hotelRoomId: room.id };
      } else {
        const listing = await publicStay(db, body.reservable_id);
        if (listing.classification === 5) throw refusal("stays.hotel_needs_room", "reservable_type");
        offer = { propertyId: listing.id, hotelRoomId: null };
      }
      const settings = await staySettings(db);
      const today = todayIn(now, settings.timeZone);
      if (body.check_in_date < today) throw refusal("stays.quote.past_check_in", "check_in_date", { today });

      const range = { from: body.check_in_date as CalendarDate, to: body.check_out_date as CalendarDate };
      const stored = new Map((await readNights(db, offer, range)).map((night) => [night.date, night]));
      const nights = datesFromTo(range.from, addDays(range.to, -1)).map(
        (date) => stored.get(date) ?? missingNight(date),
      );
      const wanted = body.apartment_quantity ?? 1;
      const free = nights.map(unitsFree);
      const availableUnits = Math.min(...free);
      const firstShort = nights.find((_, i) => free[i]! < wanted);
      return {
        is_available: firstShort === undefined,
        apartment_id: body.apartment_id ?? null,
        total_units: Math.min(...nights.map((night) => (night.open ? night.units : 0))),
        booked_units: Math.max(...nights.map((night) => night.unitsSold)),
        available_units: availableUnits,
        can_book_quantity: availableUnits >= wanted,
        unavailable_date: firstShort?.date ?? null,
      };
    },
  };
}
