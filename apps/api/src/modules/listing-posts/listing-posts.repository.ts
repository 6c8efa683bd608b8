import { and, asc, count, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { categories, categoryParameters, facilities, parameters } from "../../db/schema/catalogue.js";
import {
  properties,
  propertyFacilities,
  propertyMedia,
  propertyParameters,
} from "../../db/schema/properties.js";
import { propertyOwnerDocuments } from "../../db/schema/owner-documents.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export type ListingColumns = Omit<
  typeof properties.$inferInsert,
  "id" | "viewCount" | "favouriteCount" | "ratingAverage" | "ratingCount" | "searchDocument"
>;
export type ParameterDefinition = {
  id: number;
  type: (typeof parameters.$inferSelect)["type"];
  options: { value: string; value_ar: string }[];
  isRequired: boolean;
};
export type ParameterValueRow = { parameterId: number; value: string; valueAr: string | null };
export type MediaRow = { kind: "gallery" | "document"; file: string; name: string | null };

/** What the posting gates need to know about the poster. */
export async function posterProfile(db: Database, userId: number) {
  const rows = await db
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      customerType: users.customerType,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function activeCategory(db: Database, id: number) {
  const rows = await db
    .select({ id: categories.id, classification: categories.classification })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** The active parameters on a category's form. */
export async function parametersOfCategory(db: Database, categoryId: number): Promise<ParameterDefinition[]> {
  return db
    .select({
      id: parameters.id,
      type: parameters.type,
      options: parameters.options,
      isRequired: parameters.isRequired,
    })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(and(eq(categoryParameters.categoryId, categoryId), eq(parameters.isActive, true)))
    .orderBy(asc(categoryParameters.position));
}

export async function existingFacilityIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Slugs already taken by `base` or `base-<n>`, so a new one can take the next free number. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(or(eq(properties.slug, base), sql`${properties.slug} like ${`${escaped}-%`}`));
  return new Set(rows.map((row) => row.slug));
}

export async function insertListing(tx: Tx, values: ListingColumns): Promise<number> {
  const rows = await tx.insert(properties).values(values).returning({ id: properties.id });
  return rows[0]!.id;
}

export async function updateListing(tx: Tx, id: number, values: Partial<ListingColumns>): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set(values)
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return rows.length === 1;
}

export async function replaceParameters(tx: Tx, propertyId: number, rows: ParameterValueRow[]) {
  await tx.delete(propertyParameters).where(eq(propertyParameters.propertyId, propertyId));
  if (rows.length > 0)
    await tx.insert(propertyParameters).values(rows.map((row) => ({ ...row, propertyId })));
}

export async function replaceFacilities(
  tx: Tx,
  propertyId: number,
  rows: { facilityId: number; distance: number }[],
) {
  await tx.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  if (rows.length > 0)
    await tx.insert(propertyFacilities).values(rows.map((row) => ({ ...row, propertyId })));
}

/** Appends media after the listing's current ones of the same kind. */
export async function addMedia(tx: Tx, propertyId: number, rows: MediaRow[]) {
  if (rows.length === 0) return;
  const last = await tx
    .select({ kind: propertyMedia.kind, position: sql<number>`max(${propertyMedia.position})::int` })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
    .groupBy(propertyMedia.kind);
  const next = new Map(last.map((row) => [row.kind, Number(row.position) + 1]));
  await tx.insert(propertyMedia).values(
    rows.map((row) => {
      const position = next.get(row.kind) ?? 0;
      next.set(row.kind, position + 1);
      return { ...row, propertyId, position };
    }),
  );
}

/** How many media of `kind` the listing keeps once `removing` (ids of its own; others' are ignored) are gone. */
export async function mediaCountAfterRemoval(
  executor: Executor,
  input: { propertyId: number; kind: "gallery" | "document"; removing: number[] },
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(propertyMedia)
    .where(
      and(
        eq(propertyMedia.propertyId, input.propertyId),
        eq(propertyMedia.kind, input.kind),
        input.removing.length > 0 ? notInArray(propertyMedia.id, input.removing) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Deletes the listing's media of `kind` among `ids` (others' ids are ignored); returns their file keys. */
export async function removeMedia(
  tx: Tx,
  input: { propertyId: number; kind: "gallery" | "document"; ids: number[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await tx
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.propertyId, input.propertyId),
        eq(propertyMedia.kind, input.kind),
        inArray(propertyMedia.id, input.ids),
      ),
    )
    .returning({ file: propertyMedia.file });
  return rows.map((row) => row.file);
}

export type OwnerDocumentKind = (typeof propertyOwnerDocuments.$inferSelect)["kind"];
export type NewOwnerDocument = {
  kind: OwnerDocumentKind;
  storageKey: string;
  contentType: string;
  byteSize: number;
};

/** Deletes a listing's papers of these kinds; returns their storage keys so the files can go after the commit. */
export async function removeOwnerDocuments(
  tx: Tx,
  input: { propertyId: number; kinds: OwnerDocumentKind[] },
): Promise<string[]> {
  if (input.kinds.length === 0) return [];
  const rows = await tx
    .delete(propertyOwnerDocuments)
    .where(
      and(
        eq(propertyOwnerDocuments.propertyId, input.propertyId),
        inArray(propertyOwnerDocuments.kind, input.kinds),
      ),
    )
    .returning({ storageKey: propertyOwnerDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}

/** One paper per kind: a parallel edit that stored the same kind first is overwritten rather than failing. */
export async function addOwnerDocuments(
  tx: Tx,
  input: { propertyId: number; documents: NewOwnerDocument[]; now: Date },
): Promise<void> {
  for (const document of input.documents) {
    const values = { ...document, propertyId: input.propertyId, createdAt: input.now };
    await tx
      .insert(propertyOwnerDocuments)
      .values(values)
      .onConflictDoUpdate({
        target: [propertyOwnerDocuments.propertyId, propertyOwnerDocuments.kind],
        set: values,
      });
  }
}

/** The stored columns an edit starts from. */
export async function listingForEdit(db: Database, id: number) {
  const rows = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return rows[0] ?? null;
}

/** File parameter values of a listing (stored keys), replaced with its parameters. */
export async function fileParameterValues(tx: Tx, propertyId: number): Promise<ParameterValueRow[]> {
  return tx
    .select({
      parameterId: propertyParameters.parameterId,
      value: propertyParameters.value,
      valueAr: propertyParameters.valueAr,
    })
    .from(propertyParameters)
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .where(and(eq(propertyParameters.propertyId, propertyId), eq(parameters.type, "file")));
}
