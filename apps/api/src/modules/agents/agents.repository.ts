import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { projects, properties } from "../../db/schema/properties.js";

const propertyCount = sql<number>`(select count(*)::int from ${properties} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active
  and p.listing_type in ('sell', 'rent'))`;
const projectCount = sql<number>`(select count(*)::int from ${projects} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active)`;

const isListedAgent: SQL | undefined = and(
  eq(users.isActive, true),
  isNull(users.deletedAt),
  eq(users.role, "customer"),
  sql`(${propertyCount} + ${projectCount}) > 0`,
);

/** What anyone may see of a member on a card; e-mail, mobile and address are never selected. */
const publicCardColumns = {
  id: users.id,
  name: users.name,
  slug: users.slug,
  profileImage: users.profileImage,
  customerType: users.customerType,
  verificationStatus: users.verificationStatus,
};

/** Active members with at least one public listing, verified first, then by how much they list. */
export async function listAgents(db: Database, input: { limit: number; offset: number }) {
  const rows = await db
    .select({
      ...publicCardColumns,
      propertyCount,
      projectCount,
    })
    .from(users)
    .where(isListedAgent)
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

/** How many members `listAgents` can list in all. */
export async function countAgents(db: Database) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(isListedAgent);
  return Number(row?.total ?? 0);
}

/**
 * One active, not deleted member by id or slug, with the public profile fields only: e-mail, mobile and
 * address are never selected. Members without listings still have a profile page.
 */
export async function findAgent(db: Database, by: { id?: number; slug?: string }) {
  const [row] = await db
    .select({
      ...publicCardColumns,
      aboutMe: users.aboutMe,
      city: users.city,
      state: users.state,
      country: users.country,
      facebookId: users.facebookId,
      twitterId: users.twitterId,
      instagramId: users.instagramId,
      youtubeId: users.youtubeId,
      createdAt: users.createdAt,
      // For signed-in members only: the mapper leaves them out for guests.
      email: users.email,
      mobile: users.mobile,
      whatsappNumber: users.whatsappNumber,
      propertyCount,
      projectCount,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.role, "customer"),
        by.id !== undefined ? eq(users.id, by.id) : undefined,
        by.slug !== undefined ? eq(users.slug, by.slug) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { ...row, propertyCount: Number(row.propertyCount), projectCount: Number(row.projectCount) };
}
