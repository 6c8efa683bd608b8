import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { CalendarDate } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { properties } from "../../db/schema/properties.js";
import { reservations } from "../../db/schema/reservations.js";
import { lockById, type TransactionRow, type Tx } from "../payments/payments.repository.js";
import { lockReservationGroup, reservationPayment, type ReservationRow } from "./reservations.repository.js";

/** The writes and job queues of a reservation's life cycle (ADR 056); reads shared by all live next door. */

/** A booking locked for a change: every row of its reference, and its online payment if it has one. */
export interface LockedBooking {
  readonly rows: ReservationRow[];
  readonly payment: TransactionRow | null;
}

/**
 * Locks a booking inside the caller's transaction, payment row first, then the reservation rows in id order: the
 * same order as the payment ledger's success hook (payment locked, then its reservations confirmed), so a guest
 * cancelling while the gateway reports the payment never deadlocks with it.
 */
export async function lockBookingByReference(tx: Tx, reference: string): Promise<LockedBooking> {
  const [first] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.reference, reference))
    .orderBy(asc(reservations.id))
    .limit(1);
  const found = first ? await reservationPayment(tx, first.id) : null;
  const payment = found ? await lockById(tx, found.id) : null;
  const rows = await lockReservationGroup(tx, reference);
  return { rows, payment };
}

export async function referenceOf(db: Database, reservationId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: reservations.reference })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.reference ?? null;
}

export async function statusOf(db: Database, reservationId: number) {
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.status ?? null;
}

/** What the refund needs from the listing: its classification (tax rates) and check-in time. */
export async function listingFacts(db: Database, propertyId: number) {
  const [row] = await db
    .select({ classification: properties.classification, checkIn: properties.checkIn })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? { classification: 5, checkIn: null };
}

export async function updateRows(
  tx: Tx,
  ids: readonly number[],
  values: Partial<typeof reservations.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reservations)
    .set(values)
    .where(inArray(reservations.id, [...ids]));
}

/** The jobs' queues: references of bookings with a row due, at most `limit` per run. */
async function dueReferences(db: Database, where: SQL | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reference: reservations.reference })
    .from(reservations)
    .where(where)
    .limit(limit);
  return rows.map((row) => row.reference);
}

/** Pending holds past their end whose payment did not succeed (a paid request waits for its owner instead). */
export function expiredHolds(db: Database, now: Date, limit: number) {
  return dueReferences(
    db,
    and(
      eq(reservations.status, "pending"),
      isNotNull(reservations.holdExpiresAt),
      lt(reservations.holdExpiresAt, now),
      sql`not exists (select 1 from ${paymentTransactions} p where p.purpose = 'reservation'
        and p.state = 'succeeded' and p.purpose_id = (select min(r2.id) from ${reservations} r2
        where r2.reference = ${reservations.reference}))`,
    ),
    limit,
  );
}

/**
 * Bookings that ended (a hold expired, a cancellation while the gateway was still deciding) and whose payment
 * then succeeded: money taken for rooms nobody holds, owed back in full.
 */
export function paidAfterEnding(db: Database, limit: number) {
  return dueReferences(
    db,
    and(
      inArray(reservations.status, ["expired", "cancelled", "rejected"]),
      eq(reservations.refundedMinor, 0),
      sql`exists (select 1 from ${paymentTransactions} p where p.purpose = 'reservation'
        and p.state = 'succeeded' and p.purpose_id = (select min(r2.id) from ${reservations} r2
        where r2.reference = ${reservations.reference}))`,
    ),
    limit,
  );
}

export function unansweredRequests(db: Database, now: Date, limit: number) {
  return dueReferences(
    db,
    and(
      eq(reservations.status, "pending"),
      isNotNull(reservations.respondBy),
      lt(reservations.respondBy, now),
    ),
    limit,
  );
}

/** Checked out on or before `today`, or still confirmed / checked in with a check-out on or before `yesterday`. */
export function finishedStays(db: Database, today: CalendarDate, yesterday: CalendarDate, limit: number) {
  return dueReferences(
    db,
    or(
      and(eq(reservations.status, "checkedOut"), lte(reservations.checkOutDate, today)),
      and(
        inArray(reservations.status, ["confirmed", "checkedIn"]),
        lte(reservations.checkOutDate, yesterday),
      ),
    ),
    limit,
  );
}

/** The first rows of confirmed bookings checking in on `date`. */
export async function confirmedCheckingIn(
  db: Database,
  date: CalendarDate,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`min(${reservations.id})::int` })
    .from(reservations)
    .where(and(eq(reservations.status, "confirmed"), eq(reservations.checkInDate, date)))
    .groupBy(reservations.reference)
    .orderBy(asc(sql`min(${reservations.id})`))
    .limit(limit);
  return rows.map((row) => row.id);
}
