import { and, eq, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { TReservationStatus } from "@manzil/domain/reservations";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { properties } from "../../db/schema/properties.js";
import { loyaltyTierUses, reservations } from "../../db/schema/reservations.js";
import { reservationWhere } from "./reservations.repository.js";

/** The queries of the reservation lists and counts (issue 15, ADR 056). */

export const ENDED_STATUSES: TReservationStatus[] = ["cancelled", "rejected", "expired"];

function statusFilter(statuses: readonly TReservationStatus[] | undefined): SQL | undefined {
  return statuses && statuses.length > 0 ? inArray(reservations.status, [...statuses]) : undefined;
}

/** A guest's tabs: upcoming (not ended, check-out not passed), past (stayed), cancelled (ended without a stay). */
function whenFilter(when: "upcoming" | "past" | "cancelled" | undefined, today: string): SQL | undefined {
  switch (when) {
    case "upcoming":
      return and(
        notInArray(reservations.status, [...ENDED_STATUSES, "checkedOut", "completed"]),
        gte(reservations.checkOutDate, today),
      );
    case "past":
      return or(
        inArray(reservations.status, ["checkedOut", "completed"]),
        and(notInArray(reservations.status, ENDED_STATUSES), lt(reservations.checkOutDate, today)),
      );
    case "cancelled":
      return inArray(reservations.status, ENDED_STATUSES);
    default:
      return undefined;
  }
}

export function guestBookingsWhere(input: {
  guestId: number;
  statuses?: readonly TReservationStatus[] | undefined;
  when?: "upcoming" | "past" | "cancelled" | undefined;
  today: string;
}): SQL | undefined {
  return reservationWhere.all(
    reservationWhere.guest(input.guestId),
    statusFilter(input.statuses),
    whenFilter(input.when, input.today),
  );
}

/** An owner's bookings on their listings, narrowed to one property and a check-in range when asked. */
export function ownerScopeWhere(input: {
  ownerId: number;
  propertyId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): SQL | undefined {
  return reservationWhere.all(
    reservationWhere.ownedBy(input.ownerId),
    input.propertyId === undefined ? undefined : reservationWhere.property(input.propertyId),
    input.from === undefined ? undefined : gte(reservations.checkInDate, input.from),
    input.to === undefined ? undefined : lte(reservations.checkInDate, input.to),
  );
}

export function withStatuses(scope: SQL | undefined, statuses: readonly TReservationStatus[] | undefined) {
  return reservationWhere.all(scope, statusFilter(statuses));
}

/** Rows per status and currency in `scope`, with what they earned (totals less refunds). */
export async function ownerMetricRows(db: Database, scope: SQL | undefined) {
  const rows = await db
    .select({
      status: reservations.status,
      currency: reservations.currency,
      n: sql<number>`count(*)::int`,
      earned: sql<string>`coalesce(sum(${reservations.totalMinor} - ${reservations.refundedMinor}), 0)`,
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(scope)
    .groupBy(reservations.status, reservations.currency);
  return rows.map((row) => ({ ...row, earned: Number(row.earned) }));
}

export async function customersByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function userIdByEmail(db: Database, email: string): Promise<number | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user?.id ?? null;
}

/** A guest's bookings (references, so a three-room stay counts once) per classification and status. */
export async function bookingCountsOf(db: Database, userId: number) {
  return db
    .select({
      classification: properties.classification,
      status: reservations.status,
      n: sql<number>`count(distinct ${reservations.reference})::int`,
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(eq(reservations.guestId, userId))
    .groupBy(properties.classification, reservations.status);
}

export async function usedLoyaltyTiers(db: Database, userId: number) {
  return db
    .select({ classification: loyaltyTierUses.classification, tier: loyaltyTierUses.tier })
    .from(loyaltyTierUses)
    .where(eq(loyaltyTierUses.userId, userId));
}
