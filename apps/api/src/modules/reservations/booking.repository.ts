import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { loyaltyTierUses, reservations } from "../../db/schema/reservations.js";
import type { NewReservationRow, ReservationRow } from "./reservations.repository.js";

/** Writes of checkout and of a booking's payment (ADR 055); reads shared by every step live in reservations.repository. */

/** The booking's rows, one per room offer, returned in id order (the first is the group's payment purpose). */
export async function insertReservations(tx: Database, rows: NewReservationRow[]): Promise<number[]> {
  const inserted = await tx.insert(reservations).values(rows).returning({ id: reservations.id });
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

export async function updateReservation(
  tx: Database,
  id: number,
  changes: Partial<Omit<ReservationRow, "id">>,
): Promise<void> {
  await tx.update(reservations).set(changes).where(eq(reservations.id, id));
}

/** A booking that ended before it was paid gives its loyalty tier back: the guest never got the discount. */
export async function returnLoyaltyTier(tx: Database, reservationIds: readonly number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await tx.delete(loyaltyTierUses).where(inArray(loyaltyTierUses.reservationId, [...reservationIds]));
}

export async function paymentPurposeOf(db: Database, transactionId: number) {
  const [row] = await db
    .select({ purpose: paymentTransactions.purpose, purposeId: paymentTransactions.purposeId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId));
  return row ?? null;
}

export async function reservationRow(db: Database, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}
