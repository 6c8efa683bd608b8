import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { categories, cities } from "../../db/schema/catalogue.js";
import { articles, faqs, homepageSections, sliders } from "../../db/schema/content.js";
import { properties } from "../../db/schema/properties.js";

export async function activeHomepageSections(db: Database) {
  return db
    .select()
    .from(homepageSections)
    .where(eq(homepageSections.isActive, true))
    .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.id));
}

export async function latestArticles(db: Database, limit: number) {
  return db.select().from(articles).orderBy(desc(articles.createdAt), desc(articles.id)).limit(limit);
}

export async function activeFaqs(db: Database, limit: number) {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sequence), asc(faqs.id))
    .limit(limit);
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

/** Cities that have public sell/rent listings, busiest first, with the city's image and Arabic name. */
export async function citiesWithListings(db: Database, limit: number) {
  const rows = await db
    .select({
      city: properties.city,
      count: sql<number>`count(*)::int`,
      nameAr: sql<string | null>`max(${cities.nameAr})`,
      image: sql<string | null>`max(${cities.image})`,
    })
    .from(properties)
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .where(
      sql`${properties.moderationStatus} = 'approved' and ${properties.isActive} and ${properties.listingType} in ('sell', 'rent')`,
    )
    .groupBy(properties.city)
    .orderBy(desc(sql`count(*)`), asc(properties.city))
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
