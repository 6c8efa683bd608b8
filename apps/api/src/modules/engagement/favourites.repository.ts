import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { favourites, properties } from "../../db/schema/properties.js";

export async function addFavourite(db: Database, values: { userId: number; propertyId: number }) {
  await db.insert(favourites).values(values).onConflictDoNothing();
}

export async function removeFavourite(db: Database, values: { userId: number; propertyId: number }) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, values.userId), eq(favourites.propertyId, values.propertyId)));
}

// The same public rule as the listing search, so the page and its total agree with the cards it returns.
const isPublicListing = and(eq(properties.moderationStatus, "approved"), eq(properties.isActive, true));

/** One page of the member's public favourites, most recently saved first, and how many there are. */
export async function publicFavouriteIds(
  db: Database,
  input: { userId: number; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const where = and(eq(favourites.userId, input.userId), isPublicListing);
  const [rows, counted] = await Promise.all([
    db
      .select({ id: favourites.propertyId })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.propertyId))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(counted[0]?.total ?? 0) };
}
