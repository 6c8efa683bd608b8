import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { properties } from "../../db/schema/properties.js";
import { refundRequests, type refundRequestStatuses, reservations } from "../../db/schema/reservations.js";
import type { ReservationRow } from "./reservations.repository.js";

/**
 * Refund requests (ADR 057): a guest's request on a paid booking, decided by the listing's owner or an admin. A
 * request hangs on the booking's first row — the row its payment names (purpose `reservation`, purpose_id).
 */

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type TRefundRequestStatus = (typeof refundRequestStatuses)[number];

/** The partial unique index that keeps one open request per booking: its violation is a 409, not a 500. */
export const OPEN_REQUEST_INDEX = "refund_requests_open_uq";

export async function insertRefundRequest(
  db: Database,
  input: {
    reservationId: number;
    requestedBy: number;
    amountMinor: number;
    currency: string;
    reason: string;
    now: Date;
  },
): Promise<RefundRequestRow> {
  const [row] = await db
    .insert(refundRequests)
    .values({
      reservationId: input.reservationId,
      requestedBy: input.requestedBy,
      amountMinor: input.amountMinor,
      currency: input.currency,
      reason: input.reason,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

/** One request under a row lock: two deciders (two tabs, owner and admin) queue here; the later reads the decision. */
export async function lockRefundRequest(tx: Database, id: number): Promise<RefundRequestRow | null> {
  const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for("update");
  return row ?? null;
}

export async function decideRefundRequest(
  tx: Database,
  input: {
    id: number;
    status: "approved" | "rejected";
    rejectionReason: string | null;
    decidedBy: number;
    now: Date;
  },
): Promise<RefundRequestRow> {
  const [row] = await tx
    .update(refundRequests)
    .set({
      status: input.status,
      rejectionReason: input.rejectionReason,
      decidedBy: input.decidedBy,
      decidedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(refundRequests.id, input.id))
    .returning();
  if (!row) throw new Error(`refund request ${input.id} vanished`);
  return row;
}

/** A request with what its list row shows of the guest's account and the listing's owner. */
export interface RefundRequestListRow {
  readonly request: RefundRequestRow;
  readonly customerName: string | null;
  readonly customerEmail: string | null;
  readonly ownerId: number | null;
}

const listColumns = {
  request: refundRequests,
  customerName: users.name,
  customerEmail: users.email,
  ownerId: properties.ownerId,
};

function listFrom(db: Database) {
  return db
    .select(listColumns)
    .from(refundRequests)
    .innerJoin(reservations, eq(reservations.id, refundRequests.reservationId))
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(users, eq(users.id, reservations.guestId));
}

export async function refundRequestRow(db: Database, id: number): Promise<RefundRequestListRow | null> {
  const [row] = await listFrom(db).where(eq(refundRequests.id, id)).limit(1);
  return row ?? null;
}

/** `ownerId` null: every request (an admin); `status` null: every status. Newest first. */
export async function refundRequestPage(
  db: Database,
  input: {
    ownerId: number | null;
    status: TRefundRequestStatus | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: RefundRequestListRow[]; total: number }> {
  const where: SQL | undefined = and(
    input.ownerId === null ? undefined : eq(properties.ownerId, input.ownerId),
    input.status === null ? undefined : eq(refundRequests.status, input.status),
  );
  const [rows, [count]] = await Promise.all([
    listFrom(db)
      .where(where)
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refundRequests)
      .innerJoin(reservations, eq(reservations.id, refundRequests.reservationId))
      .innerJoin(properties, eq(properties.id, reservations.propertyId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The newest payment of each booking (first rows `ids`), by booking. */
export async function paymentsOfBookings(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof paymentTransactions.$inferSelect>();
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.purpose, "reservation"), inArray(paymentTransactions.purposeId, [...ids])),
    )
    .orderBy(asc(paymentTransactions.id));
  // Ascending, so the newest attempt of a booking is the one left in the map.
  return new Map(rows.map((row) => [row.purposeId, row]));
}

/** A payment row with its booking's first row, by the payment's id; null when it is not a booking's payment. */
export async function bookingOfPayment(db: Database, transactionId: number) {
  const [row] = await db
    .select({ payment: paymentTransactions, reservation: reservations })
    .from(paymentTransactions)
    .innerJoin(reservations, eq(reservations.id, paymentTransactions.purposeId))
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.purpose, "reservation")))
    .limit(1);
  return row ?? null;
}

/**
 * Money given back on a booking, spread over its rows in id order (each up to its own total, as the CHECK wants);
 * every row's payment status follows: `refunded` once the whole payment came back, `partial` before.
 */
export async function addRefundToGroup(
  tx: Database,
  input: { rows: readonly ReservationRow[]; amountMinor: number; paidMinor: number; now: Date },
): Promise<number> {
  const refundedBefore = input.rows.reduce((sum, row) => sum + row.refundedMinor, 0);
  const refundedAfter = refundedBefore + input.amountMinor;
  const paymentStatus = refundedAfter >= input.paidMinor ? "refunded" : "partial";
  let left = input.amountMinor;
  for (const row of input.rows) {
    const share = Math.min(left, row.totalMinor - row.refundedMinor);
    left -= share;
    await tx
      .update(reservations)
      .set({ refundedMinor: row.refundedMinor + share, paymentStatus, updatedAt: input.now })
      .where(eq(reservations.id, row.id));
  }
  return refundedAfter;
}

/** Cancels a booking's rows after a full refund (the units are given back by the caller). */
export async function cancelRowsForRefund(
  tx: Database,
  input: { ids: readonly number[]; by: "owner" | "admin"; reason: string; now: Date },
) {
  if (input.ids.length === 0) return;
  await tx
    .update(reservations)
    .set({
      status: "cancelled",
      cancelledAt: input.now,
      cancelledBy: input.by,
      reason: input.reason,
      holdExpiresAt: null,
      respondBy: null,
      updatedAt: input.now,
    })
    .where(inArray(reservations.id, [...input.ids]));
}
