import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { categories, cities, facilities } from "../../db/schema/catalogue.js";
import { articles, faqs, homepageSections, sliders } from "../../db/schema/content.js";
import { properties, propertyFacilities } from "../../db/schema/properties.js";

export async function activeHomepageSections(db: Database) {
  return db
    .select()
    .from(homepageSections)
    .where(eq(homepageSections.isActive, true))
    .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.id));
}

/** Articles with their property category (null for general ones), which every card shows. */
function articlesWithCategory(db: Database) {
  return db
    .select({
      article: articles,
      category: {
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        nameAr: categories.nameAr,
        image: categories.image,
      },
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId));
}

export async function latestArticles(db: Database, limit: number) {
  return articlesWithCategory(db).orderBy(desc(articles.createdAt), desc(articles.id)).limit(limit);
}

export async function activeFaqs(db: Database, limit: number, offset = 0) {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sequence), asc(faqs.id))
    .offset(offset)
    .limit(limit);
}

export async function countActiveFaqs(db: Database) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(faqs)
    .where(eq(faqs.isActive, true));
  return Number(row?.total ?? 0);
}

/** A page of articles, newest first, with the total of the same selection. */
export async function listArticles(
  db: Database,
  input: { id?: number; slug?: string; categoryId?: number; offset: number; limit: number },
) {
  const where = and(
    input.id !== undefined ? eq(articles.id, input.id) : undefined,
    input.slug !== undefined ? eq(articles.slug, input.slug) : undefined,
    input.categoryId !== undefined ? eq(articles.categoryId, input.categoryId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    articlesWithCategory(db)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function allFacilities(db: Database) {
  return db.select().from(facilities).orderBy(asc(facilities.id));
}

export async function sliderRows(db: Database) {
  return db
    .select({
      slider: sliders,
      category: {
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        nameAr: categories.nameAr,
      },
      property: {
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        titleAr: properties.titleAr,
      },
    })
    .from(sliders)
    .leftJoin(categories, eq(categories.id, sliders.categoryId))
    .leftJoin(properties, eq(properties.id, sliders.propertyId))
    .orderBy(asc(sliders.sequence), asc(sliders.id));
}

const publicSellOrRent: SQL = sql`${properties.moderationStatus} = 'approved' and ${properties.isActive} and ${properties.listingType} in ('sell', 'rent')`;

/** Cities that have public sell/rent listings, busiest first, with the city's image and Arabic name. */
export async function citiesWithListings(db: Database, limit: number, offset = 0) {
  const rows = await db
    .select({
      city: properties.city,
      count: sql<number>`count(*)::int`,
      nameAr: sql<string | null>`max(${cities.nameAr})`,
      image: sql<string | null>`max(${cities.image})`,
    })
    .from(properties)
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .where(publicSellOrRent)
    .groupBy(properties.city)
    .orderBy(desc(sql`count(*)`), asc(properties.city))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** How many cities `citiesWithListings` can list in all. */
export async function countCitiesWithListings(db: Database) {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${properties.city})::int` })
    .from(properties)
    .where(publicSellOrRent);
  return Number(row?.total ?? 0);
}

/**
 * Facilities that public on-market listings are near, with how many such listings each, most used first.
 * Unused facilities are left out: a filter that can only ever answer nothing helps no one.
 */
export async function facilitiesInUse(
  db: Database,
  input: { classification?: number; categoryIds?: number[]; city?: string },
) {
  const count = sql<number>`count(distinct ${properties.id})::int`;
  const rows = await db
    .select({ facility: facilities, count })
    .from(facilities)
    .innerJoin(propertyFacilities, eq(propertyFacilities.facilityId, facilities.id))
    .innerJoin(properties, eq(properties.id, propertyFacilities.propertyId))
    .where(
      and(
        publicSellOrRent,
        input.classification === undefined ? undefined : eq(properties.classification, input.classification),
        input.categoryIds === undefined ? undefined : inArray(properties.categoryId, input.categoryIds),
        input.city === undefined ? undefined : sql`lower(${properties.city}) = lower(${input.city})`,
      ),
    )
    .groupBy(facilities.id)
    .orderBy(desc(count), asc(facilities.id));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
