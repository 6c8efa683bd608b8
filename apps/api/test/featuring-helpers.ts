import { and, asc, eq, inArray, notExists, notInArray } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import { advertisements, properties } from "../src/db/schema/properties.js";

/** A seeded listing on the public list that was never featured, other than `exclude`; the tests hand it over. */
export async function unfeaturedPublicProperty(db: Database, exclude: number[] = []): Promise<number> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
        inArray(properties.listingType, ["sell", "rent"]),
        notExists(db.select().from(advertisements).where(eq(advertisements.propertyId, properties.id))),
        exclude.length ? notInArray(properties.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  if (!row) throw new Error("the seed has no public listing left that was never featured");
  return row.id;
}
