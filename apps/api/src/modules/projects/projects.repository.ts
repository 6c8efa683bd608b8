import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { categories, cities } from "../../db/schema/catalogue.js";
import { advertisements, projectMedia, projectPlans, projects } from "../../db/schema/properties.js";

/** Search criteria in server terms, built from a request by the service. */
export type ProjectFilters = {
  id?: number;
  slug?: string;
  categoryId?: number;
  city?: string;
  state?: string;
  country?: string;
  search?: string;
  ownerId?: number;
  createdAfter?: Date;
  promotedOnly?: boolean;
  near?: { latitude: number; longitude: number; radiusKm: number };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const earthPoint = (latitude: number, longitude: number): SQL =>
  sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
const projectPoint = sql`ll_to_earth(${projects.latitude}, ${projects.longitude})`;

export function promotedSql(now: Date): SQL<boolean> {
  const at = now.toISOString();
  return sql<boolean>`exists (select 1 from ${advertisements} a where a.project_id = ${qualified(projects.id)}
    and a.status = 'approved' and a.starts_at <= ${at}::timestamptz and a.ends_at > ${at}::timestamptz)`;
}

/** Only approved, active projects are ever public. */
function whereFor(filters: ProjectFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(projects.moderationStatus, "approved"),
    eq(projects.isActive, true),
  ];
  if (filters.id !== undefined) conditions.push(eq(projects.id, filters.id));
  if (filters.slug !== undefined) conditions.push(eq(projects.slug, filters.slug));
  if (filters.categoryId !== undefined) conditions.push(eq(projects.categoryId, filters.categoryId));
  if (filters.city !== undefined) conditions.push(sql`lower(${projects.city}) = lower(${filters.city})`);
  if (filters.state !== undefined) conditions.push(sql`lower(${projects.state}) = lower(${filters.state})`);
  if (filters.country !== undefined)
    conditions.push(sql`lower(${projects.country}) = lower(${filters.country})`);
  if (filters.ownerId !== undefined) conditions.push(eq(projects.ownerId, filters.ownerId));
  if (filters.createdAfter !== undefined) conditions.push(gte(projects.createdAt, filters.createdAfter));
  if (filters.promotedOnly) conditions.push(promotedSql(now));
  if (filters.search !== undefined) {
    // Folding both sides makes "مدينه" find "مدينة" and ignores diacritics, as the listing search does.
    const needle = sql`'%' || manzil_search_fold(${escapeLike(filters.search)}) || '%'`;
    conditions.push(
      sql`(manzil_search_fold(${projects.title}) like ${needle}
        or manzil_search_fold(coalesce(${projects.titleAr}, '')) like ${needle})`,
    );
  }
  if (filters.near) {
    const centre = earthPoint(filters.near.latitude, filters.near.longitude);
    const metres = filters.near.radiusKm * 1000;
    // earth_box uses the GiST index; earth_distance then makes the radius exact (the box is a cube around it).
    conditions.push(sql`earth_box(${centre}, ${metres}::float8) @> ${projectPoint}`);
    conditions.push(sql`earth_distance(${centre}, ${projectPoint}) <= ${metres}::float8`);
  }
  return and(...conditions);
}

/**
 * A project's catalogue city, which supplies the Arabic place names: the one it was placed in (`city_id`), or for
 * a project saved before that, the one its text names (the cities table is unique per country and name).
 */
export const projectCity = sql`(${cities.id} = ${projects.cityId} or (${projects.cityId} is null
  and lower(${cities.name}) = lower(${projects.city}) and lower(${cities.country}) = lower(${projects.country})))`;

export function selection(now: Date, near: ProjectFilters["near"]) {
  return {
    project: projects,
    category: {
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameAr: categories.nameAr,
    },
    place: { cityAr: cities.nameAr, stateAr: cities.stateAr, countryAr: cities.countryAr },
    isPromoted: promotedSql(now),
    distanceKm: near
      ? sql<number>`earth_distance(${earthPoint(near.latitude, near.longitude)}, ${projectPoint}) / 1000`
      : sql<null>`null`,
  };
}

function fromPublicProjects(db: Database, now: Date, near: ProjectFilters["near"]) {
  return db
    .select(selection(now, near))
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.categoryId))
    .leftJoin(cities, projectCity);
}

/** Public projects, newest first: the homepage sections and an agent's page. */
export async function listPublicProjects(
  db: Database,
  input: { promotedOnly: boolean; limit?: number; ownerId?: number; now: Date },
) {
  return fromPublicProjects(db, input.now, undefined)
    .where(
      whereFor(
        {
          promotedOnly: input.promotedOnly,
          ...(input.ownerId === undefined ? {} : { ownerId: input.ownerId }),
        },
        input.now,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(input.limit ?? 1000);
}

export type PublicProjectRow = Awaited<ReturnType<typeof listPublicProjects>>[number];

/** A page of public projects matching the filters, newest first, with the total of the same selection. */
export async function searchPublicProjects(
  db: Database,
  input: { filters: ProjectFilters; offset: number; limit: number; now: Date },
) {
  const where = whereFor(input.filters, input.now);
  const [rows, [counted]] = await Promise.all([
    fromPublicProjects(db, input.now, input.filters.near)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/** One public project by id or slug, or undefined when there is none or it is not public. */
export async function findPublicProject(db: Database, by: { id?: number; slug?: string }, now: Date) {
  const [row] = await fromPublicProjects(db, now, undefined)
    .where(
      whereFor(
        {
          ...(by.id === undefined ? {} : { id: by.id }),
          ...(by.slug === undefined ? {} : { slug: by.slug }),
        },
        now,
      ),
    )
    .limit(1);
  return row;
}

/** What anyone may see of a project's owner: e-mail, mobile and address are never selected. */
export async function projectOwner(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      profileImage: users.profileImage,
      customerType: users.customerType,
      verificationStatus: users.verificationStatus,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Gallery images and public documents (brochures) in their set order. */
export async function projectMediaFor(db: Database, projectId: number) {
  return db
    .select()
    .from(projectMedia)
    .where(eq(projectMedia.projectId, projectId))
    .orderBy(asc(projectMedia.kind), asc(projectMedia.position), asc(projectMedia.id));
}

export async function projectPlansFor(db: Database, projectId: number) {
  return db
    .select()
    .from(projectPlans)
    .where(eq(projectPlans.projectId, projectId))
    .orderBy(asc(projectPlans.id));
}
