import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { projects, properties } from "../../db/schema/properties.js";

const propertyCount = sql<number>`(select count(*)::int from ${properties} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active
  and p.listing_type in ('sell', 'rent'))`;
const projectCount = sql<number>`(select count(*)::int from ${projects} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active)`;

/** Active members with at least one public listing, verified first, then by how much they list. */
export async function listAgents(db: Database, input: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      profileImage: users.profileImage,
      customerType: users.customerType,
      verificationStatus: users.verificationStatus,
      propertyCount,
      projectCount,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.role, "customer"),
        sql`(${propertyCount} + ${projectCount}) > 0`,
      ),
    )
    .orderBy(
      desc(sql`${users.verificationStatus} = 'success'`),
      desc(sql`${propertyCount} + ${projectCount}`),
      desc(users.id),
    )
    .offset(input.offset)
    .limit(input.limit);
  return rows.map((row) => ({
    ...row,
    propertyCount: Number(row.propertyCount),
    projectCount: Number(row.projectCount),
  }));
}
