import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { categories, categoryParameters, parameters } from "../../db/schema/catalogue.js";
import { properties } from "../../db/schema/properties.js";

export type CategoryQuery = {
  id?: number;
  slug?: string;
  search?: string;
  classification?: number;
  hasProperty?: boolean;
  offset: number;
  limit: number;
};

/** Public listings on the market (approved, active, for sale or rent): what a visitor finds behind the category. */
const approvedCount = sql<number>`(select count(*)::int from ${properties} p
  where p.category_id = ${qualified(categories.id)} and p.moderation_status = 'approved' and p.is_active
  and p.listing_type in ('sell', 'rent'))`;

export async function listCategories(db: Database, query: CategoryQuery) {
  const conditions: (SQL | undefined)[] = [eq(categories.isActive, true)];
  if (query.id !== undefined) conditions.push(eq(categories.id, query.id));
  if (query.slug !== undefined) conditions.push(eq(categories.slug, query.slug));
  if (query.classification !== undefined)
    conditions.push(eq(categories.classification, query.classification));
  if (query.search !== undefined) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(categories.name, pattern), ilike(categories.nameAr, pattern)));
  }
  if (query.hasProperty) conditions.push(sql`${approvedCount} > 0`);
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ category: categories, propertyCount: approvedCount })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.sequence), asc(categories.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(categories)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.category, propertyCount: Number(r.propertyCount) })),
    total: Number(counted[0]?.total ?? 0),
  };
}

export async function orderedParametersFor(db: Database, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({ categoryId: categoryParameters.categoryId, parameter: parameters })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(and(inArray(categoryParameters.categoryId, categoryIds), eq(parameters.isActive, true)))
    .orderBy(asc(categoryParameters.categoryId), asc(categoryParameters.position));
}
