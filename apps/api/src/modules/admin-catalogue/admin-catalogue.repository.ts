import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type {
  TAdminCategoriesQuery,
  TAdminCitiesQuery,
  TAdminParametersQuery,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { categories, categoryParameters, cities, facilities, parameters } from "../../db/schema/catalogue.js";
import { projects, properties, propertyFacilities, propertyParameters } from "../../db/schema/properties.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Counts that decide what an admin may do (delete, change a type) and show on the lists.
const parameterCount = sql<number>`(select count(*)::int from ${categoryParameters} cp
  where cp.category_id = ${qualified(categories.id)})`;
const categoryListingCount = sql<number>`((select count(*)::int from ${properties} p
  where p.category_id = ${qualified(categories.id)})
  + (select count(*)::int from ${projects} pr where pr.category_id = ${qualified(categories.id)}))`;
const parameterCategoryCount = sql<number>`(select count(*)::int from ${categoryParameters} cp
  where cp.parameter_id = ${qualified(parameters.id)})`;
const parameterAnswerCount = sql<number>`(select count(*)::int from ${propertyParameters} pp
  where pp.parameter_id = ${qualified(parameters.id)})`;
const facilityListingCount = sql<number>`(select count(*)::int from ${propertyFacilities} pf
  where pf.facility_id = ${qualified(facilities.id)})`;

const categoryColumns = {
  category: categories,
  parameterCount,
  listingCount: categoryListingCount,
};
export type CategoryRow = typeof categories.$inferSelect & { parameterCount: number; listingCount: number };

const flatCategory = (r: {
  category: typeof categories.$inferSelect;
  parameterCount: number;
  listingCount: number;
}) => ({
  ...r.category,
  parameterCount: Number(r.parameterCount),
  listingCount: Number(r.listingCount),
});

export async function searchCategories(db: Database, query: TAdminCategoriesQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const needle = escapeLike(query.q);
    conditions.push(
      or(ilike(categories.name, needle), ilike(categories.nameAr, needle), ilike(categories.slug, needle))!,
    );
  }
  if (query.classification !== undefined)
    conditions.push(eq(categories.classification, query.classification));
  if (query.is_active !== undefined) conditions.push(eq(categories.isActive, query.is_active));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .where(where)
      .orderBy(asc(categories.classification), asc(categories.sequence), asc(categories.id))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 50),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { rows: rows.map(flatCategory), total: totals?.total ?? 0 };
}

/** One category; `lock` takes its row for the rest of the transaction, so two admins' edits take turns. */
export async function findCategory(db: Db, id: number, lock = false): Promise<CategoryRow | null> {
  const query = db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  const [row] = lock ? await query.for("update", { of: categories }) : await query;
  return row ? flatCategory(row) : null;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

const parameterColumns = {
  parameter: parameters,
  categoryCount: parameterCategoryCount,
  answerCount: parameterAnswerCount,
};
export type ParameterRow = typeof parameters.$inferSelect & { categoryCount: number; answerCount: number };
const flatParameter = (r: {
  parameter: typeof parameters.$inferSelect;
  categoryCount: number;
  answerCount: number;
}) => ({
  ...r.parameter,
  categoryCount: Number(r.categoryCount),
  answerCount: Number(r.answerCount),
});

/** A category's parameters in the form's order, inactive ones included (the admin still sees them listed). */
export async function parametersOfCategory(db: Db, categoryId: number): Promise<ParameterRow[]> {
  const rows = await db
    .select(parameterColumns)
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(eq(categoryParameters.categoryId, categoryId))
    .orderBy(asc(categoryParameters.position));
  return rows.map(flatParameter);
}

/** Replaces the category's ordered parameter list as a whole. */
export async function replaceCategoryParameters(tx: Tx, categoryId: number, parameterIds: number[]) {
  await tx.delete(categoryParameters).where(eq(categoryParameters.categoryId, categoryId));
  if (parameterIds.length === 0) return;
  await tx
    .insert(categoryParameters)
    .values(parameterIds.map((parameterId, position) => ({ categoryId, parameterId, position })));
}

export async function existingParameterIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: parameters.id }).from(parameters).where(inArray(parameters.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function searchParameters(db: Database, query: TAdminParametersQuery) {
  const where = query.q
    ? or(ilike(parameters.name, escapeLike(query.q)), ilike(parameters.nameAr, escapeLike(query.q)))
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(parameterColumns)
      .from(parameters)
      .where(where)
      .orderBy(asc(parameters.name), asc(parameters.id))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 100),
    db.select({ total: count() }).from(parameters).where(where),
  ]);
  return { rows: rows.map(flatParameter), total: totals?.total ?? 0 };
}

export async function findParameter(db: Db, id: number, lock = false): Promise<ParameterRow | null> {
  const query = db.select(parameterColumns).from(parameters).where(eq(parameters.id, id)).limit(1);
  const [row] = lock ? await query.for("update", { of: parameters }) : await query;
  return row ? flatParameter(row) : null;
}

const facilityColumns = { facility: facilities, listingCount: facilityListingCount };
export type FacilityRow = typeof facilities.$inferSelect & { listingCount: number };
const flatFacility = (r: { facility: typeof facilities.$inferSelect; listingCount: number }) => ({
  ...r.facility,
  listingCount: Number(r.listingCount),
});

export async function listFacilities(db: Database): Promise<FacilityRow[]> {
  const rows = await db
    .select(facilityColumns)
    .from(facilities)
    .orderBy(asc(facilities.name), asc(facilities.id));
  return rows.map(flatFacility);
}

export async function findFacility(db: Db, id: number, lock = false): Promise<FacilityRow | null> {
  const query = db.select(facilityColumns).from(facilities).where(eq(facilities.id, id)).limit(1);
  const [row] = lock ? await query.for("update", { of: facilities }) : await query;
  return row ? flatFacility(row) : null;
}

export async function searchCities(db: Database, query: TAdminCitiesQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const needle = escapeLike(query.q);
    conditions.push(
      or(
        ilike(cities.name, needle),
        ilike(cities.nameAr, needle),
        ilike(cities.state, needle),
        ilike(cities.stateAr, needle),
      )!,
    );
  }
  if (query.is_active !== undefined) conditions.push(eq(cities.isActive, query.is_active));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(cities)
      .where(where)
      .orderBy(asc(cities.countryCode), asc(cities.name), asc(cities.id))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 20),
    db.select({ total: count() }).from(cities).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCity(db: Db, id: number, lock = false) {
  const query = db.select().from(cities).where(eq(cities.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

// ---- writes (in the caller's transaction, beside its audit record) ----

type CategoryValues = Partial<typeof categories.$inferInsert>;
type ParameterValues = Partial<typeof parameters.$inferInsert>;
type FacilityValues = Partial<typeof facilities.$inferInsert>;
type CityValues = Partial<typeof cities.$inferInsert>;

export async function insertCategory(tx: Tx, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(tx: Tx, id: number, values: CategoryValues) {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(tx: Tx, id: number) {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function insertParameter(tx: Tx, values: typeof parameters.$inferInsert) {
  const [row] = await tx.insert(parameters).values(values).returning();
  return row!;
}

export async function updateParameter(tx: Tx, id: number, values: ParameterValues) {
  const [row] = await tx.update(parameters).set(values).where(eq(parameters.id, id)).returning();
  return row!;
}

export async function insertFacility(tx: Tx, values: typeof facilities.$inferInsert) {
  const [row] = await tx.insert(facilities).values(values).returning();
  return row!;
}

export async function updateFacility(tx: Tx, id: number, values: FacilityValues) {
  const [row] = await tx.update(facilities).set(values).where(eq(facilities.id, id)).returning();
  return row!;
}

export async function deleteFacility(tx: Tx, id: number) {
  await tx.delete(facilities).where(eq(facilities.id, id));
}

export async function insertCity(tx: Tx, values: typeof cities.$inferInsert) {
  const [row] = await tx.insert(cities).values(values).returning();
  return row!;
}

export async function updateCity(tx: Tx, id: number, values: CityValues) {
  const [row] = await tx.update(cities).set(values).where(eq(cities.id, id)).returning();
  return row!;
}
