import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { CalendarDate } from "@manzil/domain/stays";
import { daysBetween } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { stayNights } from "../../db/schema/stays.js";

/** Which inventory a booking takes from: a hotel's room offer, or (null) the vacation home itself (ADR 051). */
export interface BookedOffer {
  readonly propertyId: number;
  readonly hotelRoomId: number | null;
}

export interface BookedNights {
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly rooms: number;
}

function nightsOf(offer: BookedOffer, stay: BookedNights) {
  return and(
    eq(stayNights.propertyId, offer.propertyId),
    offer.hotelRoomId === null
      ? isNull(stayNights.hotelRoomId)
      : eq(stayNights.hotelRoomId, offer.hotelRoomId),
    gte(stayNights.date, stay.checkIn),
    lt(stayNights.date, stay.checkOut),
  );
}

/**
 * Takes `rooms` units on every night of the stay, or nothing (ADR 054). Must run inside the caller's transaction:
 * the rows are locked in date order first (so two overlapping bookings never deadlock), then counted; a closed or
 * missing night, or one without enough unsold units, makes it return false and the caller rolls back.
 */
export async function takeStayUnits(tx: Database, offer: BookedOffer, stay: BookedNights): Promise<boolean> {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const locked = await tx
    .select({
      id: stayNights.id,
      units: stayNights.units,
      unitsSold: stayNights.unitsSold,
      closed: stayNights.closed,
    })
    .from(stayNights)
    .where(nightsOf(offer, stay))
    .orderBy(asc(stayNights.date))
    .for("update");
  const sellable = locked.filter((night) => !night.closed && night.units - night.unitsSold >= stay.rooms);
  if (nights < 1 || sellable.length !== nights) return false;
  await tx
    .update(stayNights)
    .set({ unitsSold: sql`${stayNights.unitsSold} + ${stay.rooms}` })
    .where(nightsOf(offer, stay));
  return true;
}

/** Gives a cancelled, rejected or expired booking's units back (never below zero: the CHECK would refuse it). */
export async function releaseStayUnits(tx: Database, offer: BookedOffer, stay: BookedNights): Promise<void> {
  await tx
    .update(stayNights)
    .set({ unitsSold: sql`greatest(${stayNights.unitsSold} - ${stay.rooms}, 0)` })
    .where(nightsOf(offer, stay));
}
