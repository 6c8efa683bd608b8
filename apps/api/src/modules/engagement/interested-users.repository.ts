import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { interestedUsers } from "../../db/schema/engagement.js";
import { properties } from "../../db/schema/properties.js";

export async function addInterest(db: Database, values: { userId: number; propertyId: number }) {
  await db.insert(interestedUsers).values(values).onConflictDoNothing();
}

export async function removeInterest(db: Database, values: { userId: number; propertyId: number }) {
  await db
    .delete(interestedUsers)
    .where(and(eq(interestedUsers.userId, values.userId), eq(interestedUsers.propertyId, values.propertyId)));
}

/** Who owns a listing, whatever its status (the owner keeps their leads while it is under review or hidden). */
export async function listingOwnerId(db: Database, propertyId: number): Promise<number | null> {
  const rows = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows[0]?.ownerId ?? null;
}

export type InterestedUserRow = {
  id: number;
  name: string;
  slug: string;
  profileImage: string | null;
  customerType: string | null;
  email: string | null;
  mobile: string | null;
  interestedAt: Date;
};

/** Interested members of one listing, newest first; deleted accounts are left out. */
export async function interestedUsersOf(
  db: Database,
  input: { propertyId: number; offset: number; limit: number },
): Promise<{ rows: InterestedUserRow[]; total: number }> {
  const where = and(eq(interestedUsers.propertyId, input.propertyId), isNull(users.deletedAt));
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        slug: users.slug,
        profileImage: users.profileImage,
        customerType: users.customerType,
        email: users.email,
        mobile: users.mobile,
        interestedAt: interestedUsers.createdAt,
      })
      .from(interestedUsers)
      .innerJoin(users, eq(users.id, interestedUsers.userId))
      .where(where)
      .orderBy(desc(interestedUsers.createdAt), desc(interestedUsers.userId))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(interestedUsers)
      .innerJoin(users, eq(users.id, interestedUsers.userId))
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
