import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { articles } from "../../db/schema/content.js";
import { projects, properties } from "../../db/schema/properties.js";

/**
 * The sitemap is a read model over every public page, so it reads the listing tables itself. The predicates are
 * the public ones of the owning modules: approved, active, on-market listings; approved, active projects; agents
 * as `agent-list` shows them.
 */
type Source = {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  updatedAt: AnyPgColumn;
  where: SQL | undefined;
};

const listedPropertyCount = sql`(select count(*) from ${properties} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active
  and p.listing_type in ('sell', 'rent'))`;
const listedProjectCount = sql`(select count(*) from ${projects} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active)`;

const sources = {
  property: {
    table: properties,
    id: properties.id,
    slug: properties.slug,
    updatedAt: properties.updatedAt,
    where: and(
      eq(properties.moderationStatus, "approved"),
      eq(properties.isActive, true),
      sql`${properties.listingType} in ('sell', 'rent')`,
    ),
  },
  project: {
    table: projects,
    id: projects.id,
    slug: projects.slug,
    updatedAt: projects.updatedAt,
    where: and(eq(projects.moderationStatus, "approved"), eq(projects.isActive, true)),
  },
  article: {
    table: articles,
    id: articles.id,
    slug: articles.slug,
    updatedAt: articles.updatedAt,
    where: undefined,
  },
  agent: {
    table: users,
    id: users.id,
    slug: users.slug,
    updatedAt: users.updatedAt,
    where: and(
      eq(users.isActive, true),
      isNull(users.deletedAt),
      eq(users.role, "customer"),
      sql`(${listedPropertyCount} + ${listedProjectCount}) > 0`,
    ),
  },
} satisfies Record<string, Source>;

export type SitemapSource = keyof typeof sources;
export const sitemapSources = Object.keys(sources) as SitemapSource[];

export async function countPublicPages(db: Database, source: SitemapSource): Promise<number> {
  const { table, where } = sources[source];
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.total ?? 0);
}

/** A slice of one kind of public page in id order, so numbered sitemaps stay stable between requests. */
export async function publicPageSlice(
  db: Database,
  input: { source: SitemapSource; offset: number; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  const { table, id, slug, updatedAt, where } = sources[input.source];
  const rows = await db
    .select({ slug, updatedAt })
    .from(table)
    .where(where)
    .orderBy(asc(id))
    .offset(input.offset)
    .limit(input.limit);
  return rows.map((row) => ({ slug: row.slug as string, updatedAt: row.updatedAt as Date }));
}
