import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { REVIEW_TALLY_KEYS, reviewTallies, talliesOf } from "../../db/review-tallies.js";
import { qualified } from "../../db/qualified.js";
import {
  advertisements,
  projectMedia,
  projectPlans,
  projects,
  properties,
  propertyMedia,
  propertyParameters,
} from "../../db/schema/properties.js";
import { parameters } from "../../db/schema/catalogue.js";
import { propertyOwnerDocuments } from "../../db/schema/owner-documents.js";

export type ListingType = (typeof properties.$inferSelect)["listingType"];
export type ModerationStatus = (typeof properties.$inferSelect)["moderationStatus"];

/** What the status rules need to know about one listing. */
export type ListingStanding = {
  id: number;
  ownerId: number;
  classification: number;
  listingType: ListingType;
  moderationStatus: ModerationStatus;
  isActive: boolean;
  rejectionReason: string | null;
};

const standingColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  classification: properties.classification,
  listingType: properties.listingType,
  moderationStatus: properties.moderationStatus,
  isActive: properties.isActive,
  rejectionReason: properties.rejectionReason,
};

export type OwnListingFilters = {
  ownerId: number;
  id?: number | undefined;
  slug?: string | undefined;
  listingType?: ListingType | undefined;
  classification?: number | undefined;
  active?: boolean[] | undefined;
  moderation?: ModerationStatus[] | undefined;
  search?: { text: string; by: "property_name" | "reference_id" } | undefined;
  /** Only listings with an approved advertisement running at this moment. */
  promotedAt?: Date | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const MAX_SEARCH_TERMS = 8;

function searchCondition(search: NonNullable<OwnListingFilters["search"]>): SQL | undefined {
  if (search.by === "reference_id") {
    const text = search.text.trim();
    const bySlug = sql`lower(${properties.slug}) = lower(${text})`;
    return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647
      ? or(eq(properties.id, Number(text)), bySlug)
      : bySlug;
  }
  // Titles in both languages, folded like the public search so Arabic spelling variants still match.
  const titles = sql`manzil_search_fold(concat_ws(' ', ${properties.title}, ${properties.titleAr}))`;
  const terms = search.text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  return and(
    ...terms.map((term) => sql`${titles} like '%' || manzil_search_fold(${escapeLike(term)}) || '%'`),
  );
}

function ownWhere(filters: OwnListingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(properties.ownerId, filters.ownerId)];
  if (filters.id !== undefined) conditions.push(eq(properties.id, filters.id));
  if (filters.slug !== undefined) conditions.push(eq(properties.slug, filters.slug));
  if (filters.listingType !== undefined) conditions.push(eq(properties.listingType, filters.listingType));
  if (filters.classification !== undefined)
    conditions.push(eq(properties.classification, filters.classification));
  if (filters.active?.length) conditions.push(inArray(properties.isActive, filters.active));
  if (filters.moderation?.length) conditions.push(inArray(properties.moderationStatus, filters.moderation));
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.promotedAt) {
    const at = filters.promotedAt.toISOString();
    conditions.push(sql`exists (select 1 from ${advertisements} a where a.property_id = ${qualified(properties.id)}
      and a.status = 'approved' and a.starts_at <= ${at}::timestamptz and a.ends_at > ${at}::timestamptz)`);
  }
  return and(...conditions);
}

/** A page of the owner's listings, newest first, with how many match. */
export async function ownListings(
  db: Database,
  input: { filters: OwnListingFilters; offset: number; limit: number },
): Promise<{ rows: ListingStanding[]; total: number }> {
  const where = ownWhere(input.filters);
  const [rows, counted] = await Promise.all([
    db
      .select(standingColumns)
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** All the owner's listings counted by state (and sold or rented), and their views together. */
export async function ownListingTotals(db: Database, ownerId: number) {
  const [row] = await db
    .select({
      ...reviewTallies(properties),
      sold: sql<number>`count(*) filter (where ${properties.listingType} = 'sold')::int`,
      rented: sql<number>`count(*) filter (where ${properties.listingType} = 'rented')::int`,
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  return talliesOf(row, [...REVIEW_TALLY_KEYS, "sold", "rented"] as const);
}

export async function listingStanding(db: Database, id: number): Promise<ListingStanding | null> {
  const rows = await db.select(standingColumns).from(properties).where(eq(properties.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Switches an approved listing on or off. The approval is checked in the same statement, so a listing
 * rejected meanwhile is left alone; returns the new standing, or null when nothing changed.
 */
export async function setActive(
  db: Database,
  input: { id: number; isActive: boolean; now: Date },
): Promise<ListingStanding | null> {
  const rows = await db
    .update(properties)
    .set({ isActive: input.isActive, updatedAt: input.now })
    .where(and(eq(properties.id, input.id), eq(properties.moderationStatus, "approved")))
    .returning(standingColumns);
  return rows[0] ?? null;
}

/** Moves the market state from `from` to `to` only if it still is `from` (two taps never cross). */
export async function moveListingType(
  db: Database,
  input: { id: number; from: ListingType; to: ListingType; now: Date },
): Promise<ListingStanding | null> {
  const rows = await db
    .update(properties)
    .set({ listingType: input.to, updatedAt: input.now })
    .where(and(eq(properties.id, input.id), eq(properties.listingType, input.from)))
    .returning(standingColumns);
  return rows[0] ?? null;
}

/** Every stored file key a listing points at: its images, gallery, documents and file parameters. */
export async function listingFiles(db: Database, id: number): Promise<string[]> {
  const [own, media, fileParameters] = await Promise.all([
    db
      .select({
        titleImage: properties.titleImage,
        threeDImage: properties.threeDImage,
        metaImage: properties.metaImage,
      })
      .from(properties)
      .where(eq(properties.id, id)),
    db.select({ file: propertyMedia.file }).from(propertyMedia).where(eq(propertyMedia.propertyId, id)),
    db
      .select({ file: propertyParameters.value })
      .from(propertyParameters)
      .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
      .where(and(eq(propertyParameters.propertyId, id), eq(parameters.type, "file"))),
  ]);
  const keys = [
    ...own.flatMap((row) => [row.titleImage, row.threeDImage, row.metaImage]),
    ...media.map((row) => row.file),
    ...fileParameters.map((row) => row.file),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Deletes a listing; its media, parameters, favourites, leads and views go with it (cascades). */
export async function deleteListing(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
  return rows.length === 1;
}

/**
 * Which of `keys` some listing or project still points at. Demo listings share their pictures, so a file
 * leaves the disk only when nothing uses it any more.
 */
export async function filesStillUsed(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const queries = [
    db.select({ key: properties.titleImage }).from(properties).where(inArray(properties.titleImage, keys)),
    db.select({ key: properties.threeDImage }).from(properties).where(inArray(properties.threeDImage, keys)),
    db.select({ key: properties.metaImage }).from(properties).where(inArray(properties.metaImage, keys)),
    db.select({ key: propertyMedia.file }).from(propertyMedia).where(inArray(propertyMedia.file, keys)),
    db
      .select({ key: propertyParameters.value })
      .from(propertyParameters)
      .where(inArray(propertyParameters.value, keys)),
    db.select({ key: projects.image }).from(projects).where(inArray(projects.image, keys)),
    db.select({ key: projects.metaImage }).from(projects).where(inArray(projects.metaImage, keys)),
    db.select({ key: projectMedia.file }).from(projectMedia).where(inArray(projectMedia.file, keys)),
    db.select({ key: projectPlans.document }).from(projectPlans).where(inArray(projectPlans.document, keys)),
  ];
  const results = await Promise.all(queries);
  return new Set(results.flat().flatMap((row) => (row.key ? [row.key] : [])));
}

export type OwnerDocumentRow = {
  propertyId: number;
  kind: (typeof propertyOwnerDocuments.$inferSelect)["kind"];
  storageKey: string;
  contentType: string;
  byteSize: number;
};

/** The private papers of these listings, oldest first. */
export async function ownerDocumentsOf(db: Database, propertyIds: number[]): Promise<OwnerDocumentRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: propertyOwnerDocuments.propertyId,
      kind: propertyOwnerDocuments.kind,
      storageKey: propertyOwnerDocuments.storageKey,
      contentType: propertyOwnerDocuments.contentType,
      byteSize: propertyOwnerDocuments.byteSize,
    })
    .from(propertyOwnerDocuments)
    .where(inArray(propertyOwnerDocuments.propertyId, propertyIds))
    .orderBy(propertyOwnerDocuments.propertyId, propertyOwnerDocuments.id);
}
