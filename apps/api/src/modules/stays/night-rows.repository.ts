import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type {
  AvailabilityType,
  AvailableDateRange,
  CalendarDate,
  NightInventory,
} from "@manzil/domain/stays";
import { expandAvailability } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { stayNights } from "../../db/schema/stays.js";

/** Which inventory: a hotel's room offer, or (null) the vacation home itself (ADR 051). */
export interface StayOffer {
  readonly propertyId: number;
  readonly hotelRoomId: number | null;
}

export interface StoredNight extends NightInventory {
  readonly unitsSold: number;
}

/** Nights are [from, to): the same half-open shape as a stay. */
export interface NightRange {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

function offerCondition(offer: StayOffer) {
  return offer.hotelRoomId === null
    ? and(eq(stayNights.propertyId, offer.propertyId), isNull(stayNights.hotelRoomId))
    : and(eq(stayNights.propertyId, offer.propertyId), eq(stayNights.hotelRoomId, offer.hotelRoomId));
}

/** The offer's stored rows in [from, to), by date. A night without a row is closed (ADR 051). */
export async function readNights(db: Database, offer: StayOffer, range: NightRange): Promise<StoredNight[]> {
  const rows = await db
    .select()
    .from(stayNights)
    .where(and(offerCondition(offer), gte(stayNights.date, range.from), lt(stayNights.date, range.to)))
    .orderBy(asc(stayNights.date));
  return rows.map((row) => ({
    date: row.date,
    open: !row.closed,
    units: row.units,
    unitsSold: row.unitsSold,
    priceOverrideMinor: row.priceOverrideMinor,
  }));
}

export interface MaterialiseInput extends NightRange {
  readonly units: number;
  readonly availabilityType: AvailabilityType;
  /** eBroker ranges, prices already in minor units; none opens every night under type 2. */
  readonly ranges: readonly AvailableDateRange[];
}

/**
 * Writes the offer's rows for [from, to) under ADR 050's one availability rule, keeping rows that exist (they may
 * carry sold units and owner edits). Returns how many rows were added.
 */
export async function materialiseNights(
  db: Database,
  offer: StayOffer,
  input: MaterialiseInput,
): Promise<number> {
  const rows = expandAvailability({
    availabilityType: input.availabilityType,
    ranges: input.ranges,
    from: input.from,
    to: input.to,
    units: input.units,
  });
  let added = 0;
  // A year of nights is 365 rows; batches keep each statement's parameter count small.
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200).map((row) => ({
      propertyId: offer.propertyId,
      hotelRoomId: offer.hotelRoomId,
      date: row.date,
      units: row.units,
      priceOverrideMinor: row.priceOverrideMinor,
      closed: !row.open,
    }));
    if (batch.length === 0) continue;
    const inserted = await db
      .insert(stayNights)
      .values(batch)
      .onConflictDoNothing({
        target:
          offer.hotelRoomId === null
            ? [stayNights.propertyId, stayNights.date]
            : [stayNights.hotelRoomId, stayNights.date],
        where:
          offer.hotelRoomId === null
            ? sql`${stayNights.hotelRoomId} is null`
            : sql`${stayNights.hotelRoomId} is not null`,
      })
      .returning({ id: stayNights.id });
    added += inserted.length;
  }
  return added;
}
