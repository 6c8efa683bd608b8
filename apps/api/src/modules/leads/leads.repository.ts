import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { interestedUsers } from "../../db/schema/engagement.js";
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

/** Whether `email` belongs to someone who asked about the listing: an inquiry, or a member who showed interest. */
export async function isClientOf(
  db: Database,
  input: { propertyId: number; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${inquiries} where ${inquiries.propertyId} = ${input.propertyId}
          and lower(${inquiries.clientEmail}) = lower(${input.email}))
        or exists (select 1 from ${interestedUsers} iu join ${users} u on u.id = iu.user_id
          where iu.property_id = ${input.propertyId} and lower(u.email) = lower(${input.email}))`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.known);
}
