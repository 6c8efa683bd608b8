import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { inquiries } from "../../db/schema/leads.js";
import { properties } from "../../db/schema/properties.js";

/** The listing and how to reach its owner: for the owner's e-mails only, never for a response. */
export async function listingWithOwner(db: Database, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      titleAr: properties.titleAr,
      ownerId: properties.ownerId,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

export async function insertInquiry(db: Database, values: typeof inquiries.$inferInsert) {
  const [row] = await db.insert(inquiries).values(values).returning();
  return row!;
}
