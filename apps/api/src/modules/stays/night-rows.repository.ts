import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
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

/** The last night the offer has a row for, or null when it has none (the edge of what was materialised). */
export async function lastStoredNight(db: Database, offer: StayOffer): Promise<CalendarDate | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${stayNights.date})::text` })
    .from(stayNights)
    .where(offerCondition(offer));
  return row?.last ?? null;
}

/**
 * The offer's rows in [from, to), locked until the caller's transaction ends (`SELECT … FOR UPDATE`, in date order
 * so two editors of overlapping ranges lock in the same order): a reservation's `units_sold` update waits, so the
 * sold counts the edit was checked against are still true when it writes.
 */
export async function lockNights(db: Database, offer: StayOffer, range: NightRange): Promise<StoredNight[]> {
  const rows = await db
    .select()
    .from(stayNights)
    .where(and(offerCondition(offer), gte(stayNights.date, range.from), lt(stayNights.date, range.to)))
    .orderBy(asc(stayNights.date))
    .for("update");
  return rows.map((row) => ({
    date: row.date,
    open: !row.closed,
    units: row.units,
    unitsSold: row.unitsSold,
    priceOverrideMinor: row.priceOverrideMinor,
  }));
}

/**
 * Stores edited rows (open flag, units, price override); `units_sold` is never written here. Rows with the same
 * values go in one statement, so a range edit is one UPDATE and a price-per-date edit one per distinct price.
 */
export async function writeNights(
  db: Database,
  offer: StayOffer,
  rows: readonly NightInventory[],
): Promise<void> {
  const groups = new Map<string, { row: NightInventory; dates: CalendarDate[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.open, row.units, row.priceOverrideMinor]);
    const group = groups.get(key) ?? { row, dates: [] };
    group.dates.push(row.date);
    groups.set(key, group);
  }
  for (const { row, dates } of groups.values()) {
    await db
      .update(stayNights)
      .set({ closed: !row.open, units: row.units, priceOverrideMinor: row.priceOverrideMinor })
      .where(and(offerCondition(offer), inArray(stayNights.date, dates)));
  }
}
