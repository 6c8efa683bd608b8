import { and, countDistinct, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { properties } from "../../db/schema/properties.js";
import { loyaltyTierUses, reservations } from "../../db/schema/reservations.js";
import { hotelRooms } from "../../db/schema/stays.js";

/**
 * Reads the booking needs beyond the stays module's (ADR 055): the terms a listing and its room sell under, and a
 * guest's loyalty standing. Shared by the quote (`GET stays/:id/quote`) and checkout so both decide alike.
 */

/** The listing's booking terms (eBroker's property fields). */
export async function stayTerms(db: Database, propertyId: number) {
  const [row] = await db
    .select({
      ownerId: properties.ownerId,
      instantBooking: properties.instantBooking,
      nonRefundable: properties.nonRefundable,
      checkInTime: properties.checkIn,
      cancellationPeriod: properties.cancellationPeriod,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
}
export type StayTerms = NonNullable<Awaited<ReturnType<typeof stayTerms>>>;

/** A hotel room offer's own terms: its refund policy, its non-refundable rate and how many guests a room sleeps. */
export async function roomTerms(db: Database, hotelRoomId: number) {
  const [row] = await db
    .select({
      propertyId: hotelRooms.propertyId,
      refundPolicy: hotelRooms.refundPolicy,
      nonrefundableBp: hotelRooms.nonrefundableBp,
      maxGuests: hotelRooms.maxGuests,
    })
    .from(hotelRooms)
    .where(eq(hotelRooms.id, hotelRoomId));
  return row ?? null;
}
export type RoomTerms = NonNullable<Awaited<ReturnType<typeof roomTerms>>>;

/** Stays that count toward loyalty: the guest stayed (checked out) or the stay was completed. */
export const COMPLETED_STAY_STATUSES = ["completed", "checkedOut"] as const;

/**
 * A guest's completed stays in one classification — one per booking (reference), however many rooms it had — and
 * the tiers they already used there.
 */
export async function loyaltyStanding(db: Database, userId: number, classification: number) {
  const [counted] = await db
    .select({ stays: countDistinct(reservations.reference) })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(
      and(
        eq(reservations.guestId, userId),
        eq(properties.classification, classification),
        inArray(reservations.status, [...COMPLETED_STAY_STATUSES]),
      ),
    );
  const used = await db
    .select({ tier: loyaltyTierUses.tier })
    .from(loyaltyTierUses)
    .where(and(eq(loyaltyTierUses.userId, userId), eq(loyaltyTierUses.classification, classification)));
  return { completedStays: Number(counted?.stays ?? 0), usedTiers: used.map((row) => row.tier) };
}

/**
 * Spends a tier inside the booking's transaction. The unique index (user, classification, tier) decides between
 * two parallel bookings: the loser gets false and its booking is refused (ADR 055), never a second discount.
 */
export async function spendLoyaltyTier(
  tx: Database,
  input: { userId: number; classification: number; tier: number; reservationId: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(loyaltyTierUses)
    .values(input)
    .onConflictDoNothing({
      target: [loyaltyTierUses.userId, loyaltyTierUses.classification, loyaltyTierUses.tier],
    })
    .returning({ id: loyaltyTierUses.id });
  return inserted.length === 1;
}
