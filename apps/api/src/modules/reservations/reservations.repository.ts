import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { properties } from "../../db/schema/properties.js";
import { reservations } from "../../db/schema/reservations.js";
import { hotelRooms } from "../../db/schema/stays.js";
import { hotelRoomTypes } from "../../db/schema/stays-catalogue.js";

/**
 * Reads shared by every reservations service (booking, life cycle, refunds, e-mails): a reservation row with what
 * its answer needs from the listing and the room offer (ADR 054). Writes live with the service that owns the step.
 */

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

export interface ReservationView extends ReservationRow {
  readonly propertyTitle: string;
  readonly propertyTitleAr: string | null;
  readonly propertySlug: string;
  readonly propertyClassification: number;
  readonly propertyOwnerId: number | null;
  readonly roomTypeName: string | null;
  readonly roomTypeNameAr: string | null;
}

const viewColumns = {
  reservation: reservations,
  propertyTitle: properties.title,
  propertyTitleAr: properties.titleAr,
  propertySlug: properties.slug,
  propertyClassification: properties.classification,
  propertyOwnerId: properties.ownerId,
  // A custom room type names itself; a catalogue one takes the catalogue's words.
  roomTypeName: sql<string | null>`coalesce(${hotelRooms.customRoomType}, ${hotelRoomTypes.name})`,
  roomTypeNameAr: sql<string | null>`coalesce(${hotelRooms.customRoomType}, ${hotelRoomTypes.nameAr})`,
};

function toView(row: {
  reservation: ReservationRow;
  propertyTitle: string;
  propertyTitleAr: string | null;
  propertySlug: string;
  propertyClassification: number;
  propertyOwnerId: number | null;
  roomTypeName: string | null;
  roomTypeNameAr: string | null;
}): ReservationView {
  const { reservation, ...joined } = row;
  return { ...reservation, ...joined };
}

export interface ViewPage {
  readonly where?: SQL;
  readonly limit?: number;
  readonly offset?: number;
  /** Newest check-in first by default; upcoming lists read better soonest first. */
  readonly order?: "check_in_asc" | "check_in_desc";
}

/** Reservations with their listing and room facts, filtered by `where` (conditions on `reservations`/`properties`). */
export async function reservationViews(db: Database, page: ViewPage = {}): Promise<ReservationView[]> {
  const order =
    page.order === "check_in_asc"
      ? [asc(reservations.checkInDate), asc(reservations.id)]
      : [desc(reservations.checkInDate), desc(reservations.id)];
  const rows = await db
    .select(viewColumns)
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(hotelRooms, eq(hotelRooms.id, reservations.hotelRoomId))
    .leftJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRooms.roomTypeId))
    .where(page.where)
    .orderBy(...order)
    .limit(page.limit ?? 100)
    .offset(page.offset ?? 0);
  return rows.map(toView);
}

export async function countReservations(db: Database, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(where);
  return row?.n ?? 0;
}

export async function reservationView(db: Database, id: number): Promise<ReservationView | null> {
  const [view] = await reservationViews(db, { where: eq(reservations.id, id), limit: 1 });
  return view ?? null;
}

/** Every row booked together under one reference (a hotel's several room offers), first row first. */
export async function reservationGroup(db: Database, reference: string): Promise<ReservationView[]> {
  return reservationViews(db, {
    where: eq(reservations.reference, reference),
    order: "check_in_asc",
    limit: 50,
  });
}

export async function reservationViewsByIds(
  db: Database,
  ids: readonly number[],
): Promise<ReservationView[]> {
  if (ids.length === 0) return [];
  return reservationViews(db, { where: inArray(reservations.id, [...ids]), limit: ids.length });
}

/**
 * Locks one reservation for a change of state (SELECT … FOR UPDATE) inside the caller's transaction: two owners
 * clicking, a job and a guest cancelling serialise here, and the loser reads the winner's status.
 */
export async function lockReservation(tx: Database, id: number): Promise<ReservationRow | null> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
  return row ?? null;
}

/** Same, for every row of a reference, in id order (no deadlock between two lockers of one group). */
export async function lockReservationGroup(tx: Database, reference: string): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(eq(reservations.reference, reference))
    .orderBy(asc(reservations.id))
    .for("update");
}

/** Conditions most lists need. */
export const reservationWhere = {
  guest: (userId: number) => eq(reservations.guestId, userId),
  ownedBy: (ownerId: number) => eq(properties.ownerId, ownerId),
  property: (propertyId: number) => eq(properties.id, propertyId),
  all: (...conditions: (SQL | undefined)[]) => and(...conditions),
};

/**
 * The booking's online payment (purpose `reservation`, purpose_id = the group's first row), if it has one; the
 * latest when a failed attempt was followed by another.
 */
export async function reservationPayment(db: Database, firstReservationId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.purpose, "reservation"),
        eq(paymentTransactions.purposeId, firstReservationId),
      ),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row ?? null;
}
