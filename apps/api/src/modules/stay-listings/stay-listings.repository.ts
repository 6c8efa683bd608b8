import { and, asc, eq, gt, gte, inArray, isNull, lt, min, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { properties } from "../../db/schema/properties.js";
import {
  hotelAddonPackages,
  hotelAddonPackageValues,
  hotelRooms,
  propertyCertificates,
  stayNights,
} from "../../db/schema/stays.js";
import { hotelAddonFields, hotelApartmentTypes, hotelRoomTypes } from "../../db/schema/stays-catalogue.js";
import type { StayOffer } from "../stays/night-rows.repository.js";

/** The database or an open transaction (a transaction is a database to drizzle's types). */
export type Executor = Database;

export type RoomColumns = Omit<typeof hotelRooms.$inferInsert, "id" | "propertyId" | "createdAt">;
export type PackageColumns = Omit<typeof hotelAddonPackages.$inferInsert, "id" | "propertyId" | "createdAt">;
export type PackageValueColumns = { fieldId: number; value: string; staticPriceMinor: number };
export type CertificateColumns = { title: string; description: string | null; file?: string | null };

// ─── Catalogue checks ───────────────────────────────────────────────────────────────────────────

export async function activeRoomTypeIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: hotelRoomTypes.id })
    .from(hotelRoomTypes)
    .where(and(inArray(hotelRoomTypes.id, ids), eq(hotelRoomTypes.status, "active")));
  return new Set(rows.map((row) => row.id));
}

export async function activeAddonFieldIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: hotelAddonFields.id })
    .from(hotelAddonFields)
    .where(and(inArray(hotelAddonFields.id, ids), eq(hotelAddonFields.status, "active")));
  return new Set(rows.map((row) => row.id));
}

export async function isActiveApartmentType(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: hotelApartmentTypes.id })
    .from(hotelApartmentTypes)
    .where(and(eq(hotelApartmentTypes.id, id), eq(hotelApartmentTypes.status, "active")))
    .limit(1);
  return rows.length === 1;
}

// ─── One listing's items, for an edit ───────────────────────────────────────────────────────────

export async function roomsOfListing(db: Executor, propertyId: number) {
  return db
    .select({
      id: hotelRooms.id,
      roomTypeId: hotelRooms.roomTypeId,
      availableRooms: hotelRooms.availableRooms,
    })
    .from(hotelRooms)
    .where(eq(hotelRooms.propertyId, propertyId))
    .orderBy(asc(hotelRooms.position), asc(hotelRooms.id));
}

/** The listing's packages: id → the room type each is limited to (null: every room type). */
export async function packagesOfListing(
  db: Executor,
  propertyId: number,
): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: hotelAddonPackages.id, roomTypeId: hotelAddonPackages.roomTypeId })
    .from(hotelAddonPackages)
    .where(eq(hotelAddonPackages.propertyId, propertyId));
  return new Map(rows.map((row) => [row.id, row.roomTypeId]));
}

export async function certificatesOfListing(db: Executor, propertyId: number) {
  return db
    .select({ id: propertyCertificates.id, file: propertyCertificates.file })
    .from(propertyCertificates)
    .where(eq(propertyCertificates.propertyId, propertyId));
}

// ─── Writes (inside the listing's transaction) ──────────────────────────────────────────────────

async function nextPosition(
  db: Executor,
  table: typeof hotelRooms | typeof hotelAddonPackages | typeof propertyCertificates,
  propertyId: number,
): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(eq(table.propertyId, propertyId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertRoom(db: Executor, propertyId: number, values: RoomColumns): Promise<number> {
  const position = await nextPosition(db, hotelRooms, propertyId);
  const [row] = await db
    .insert(hotelRooms)
    .values({ ...values, propertyId, position })
    .returning({ id: hotelRooms.id });
  return row!.id;
}

/** Only a room of `propertyId` is touched; false when the id names none of its rooms. */
export async function updateRoom(
  db: Executor,
  propertyId: number,
  id: number,
  values: Partial<RoomColumns>,
): Promise<boolean> {
  const rows = await db
    .update(hotelRooms)
    .set(values)
    .where(and(eq(hotelRooms.id, id), eq(hotelRooms.propertyId, propertyId)))
    .returning({ id: hotelRooms.id });
  return rows.length === 1;
}

export async function deleteRooms(db: Executor, propertyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(hotelRooms).where(and(eq(hotelRooms.propertyId, propertyId), inArray(hotelRooms.id, ids)));
}

export async function insertPackage(
  db: Executor,
  propertyId: number,
  values: PackageColumns,
  addonValues: PackageValueColumns[],
): Promise<number> {
  const position = await nextPosition(db, hotelAddonPackages, propertyId);
  const [row] = await db
    .insert(hotelAddonPackages)
    .values({ ...values, propertyId, position })
    .returning({ id: hotelAddonPackages.id });
  await replacePackageValues(db, row!.id, addonValues);
  return row!.id;
}

export async function updatePackage(
  db: Executor,
  propertyId: number,
  id: number,
  values: Partial<PackageColumns>,
  addonValues: PackageValueColumns[] | undefined,
): Promise<boolean> {
  const rows = await db
    .update(hotelAddonPackages)
    .set(values)
    .where(and(eq(hotelAddonPackages.id, id), eq(hotelAddonPackages.propertyId, propertyId)))
    .returning({ id: hotelAddonPackages.id });
  if (rows.length !== 1) return false;
  if (addonValues !== undefined) await replacePackageValues(db, id, addonValues);
  return true;
}

async function replacePackageValues(db: Executor, packageId: number, values: PackageValueColumns[]) {
  await db.delete(hotelAddonPackageValues).where(eq(hotelAddonPackageValues.packageId, packageId));
  if (values.length > 0)
    await db.insert(hotelAddonPackageValues).values(values.map((value) => ({ ...value, packageId })));
}

export async function deletePackages(db: Executor, propertyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(hotelAddonPackages)
    .where(and(eq(hotelAddonPackages.propertyId, propertyId), inArray(hotelAddonPackages.id, ids)));
}

export async function insertCertificate(
  db: Executor,
  propertyId: number,
  values: CertificateColumns,
): Promise<void> {
  const position = await nextPosition(db, propertyCertificates, propertyId);
  await db.insert(propertyCertificates).values({ ...values, propertyId, position });
}

/** Returns the file the certificate had, or undefined when the id names none of the listing's certificates. */
export async function updateCertificate(
  db: Executor,
  propertyId: number,
  id: number,
  values: CertificateColumns,
): Promise<{ previousFile: string | null } | undefined> {
  const where = and(eq(propertyCertificates.id, id), eq(propertyCertificates.propertyId, propertyId));
  const [before] = await db
    .select({ file: propertyCertificates.file })
    .from(propertyCertificates)
    .where(where)
    .for("update");
  if (!before) return undefined;
  await db.update(propertyCertificates).set(values).where(where);
  return { previousFile: before.file };
}

/** Deletes the listing's certificates among `ids`; their file keys, to remove after the commit. */
export async function deleteCertificates(db: Executor, propertyId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(propertyCertificates)
    .where(and(eq(propertyCertificates.propertyId, propertyId), inArray(propertyCertificates.id, ids)))
    .returning({ file: propertyCertificates.file });
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}

function offerCondition(offer: StayOffer) {
  return offer.hotelRoomId === null
    ? and(eq(stayNights.propertyId, offer.propertyId), isNull(stayNights.hotelRoomId))
    : and(eq(stayNights.propertyId, offer.propertyId), eq(stayNights.hotelRoomId, offer.hotelRoomId));
}

/** Nights of the offer from `from` on that have units sold, by date. */
export async function soldNightsFrom(db: Executor, offer: StayOffer, from: string) {
  return db
    .select({ date: stayNights.date, unitsSold: stayNights.unitsSold })
    .from(stayNights)
    .where(and(offerCondition(offer), gte(stayNights.date, from), gt(stayNights.unitsSold, 0)))
    .orderBy(asc(stayNights.date));
}

/** Nights with units sold of any of these room offers (whatever their date), by date. */
export async function soldNightsOfRooms(db: Executor, propertyId: number, roomIds: number[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({ date: stayNights.date })
    .from(stayNights)
    .where(
      and(
        eq(stayNights.propertyId, propertyId),
        inArray(stayNights.hotelRoomId, roomIds),
        gt(stayNights.unitsSold, 0),
      ),
    )
    .orderBy(asc(stayNights.date));
}

/**
 * Deletes the offer's unsold nights in [from, to), so they can be written again under a new rule. The condition
 * is checked again under each row's lock: a night a reservation sells meanwhile stays.
 */
export async function deleteUnsoldNights(
  db: Executor,
  offer: StayOffer,
  range: { from: string; to: string },
) {
  await db
    .delete(stayNights)
    .where(
      and(
        offerCondition(offer),
        gte(stayNights.date, range.from),
        lt(stayNights.date, range.to),
        eq(stayNights.unitsSold, 0),
      ),
    );
}

/** Every night of the offer from `from` on sells `units` (the CHECK refuses fewer than sold). */
export async function setUnitsFrom(db: Executor, offer: StayOffer, from: string, units: number) {
  await db
    .update(stayNights)
    .set({ units })
    .where(and(offerCondition(offer), gte(stayNights.date, from)));
}

/** The cheapest room's nightly price: active rooms first, any room when none is active. */
export async function lowestRoomPriceMinor(db: Executor, propertyId: number): Promise<number | null> {
  const [row] = await db
    .select({
      active: sql<
        string | null
      >`min(${hotelRooms.pricePerNightMinor}) filter (where ${hotelRooms.status} = 'active')`,
      any: min(hotelRooms.pricePerNightMinor),
    })
    .from(hotelRooms)
    .where(eq(hotelRooms.propertyId, propertyId));
  const value = row?.active ?? row?.any ?? null;
  return value === null ? null : Number(value);
}

export async function roomCount(db: Executor, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(hotelRooms)
    .where(eq(hotelRooms.propertyId, propertyId));
  return Number(row?.total ?? 0);
}

export async function setListingPrice(db: Executor, propertyId: number, priceMinor: number) {
  await db.update(properties).set({ priceMinor }).where(eq(properties.id, propertyId));
}

// ─── Details answers, one query per kind for a page of listings ────────────────────────────────

export async function roomsFor(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      room: hotelRooms,
      roomType: { id: hotelRoomTypes.id, name: hotelRoomTypes.name, nameAr: hotelRoomTypes.nameAr },
    })
    .from(hotelRooms)
    .leftJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRooms.roomTypeId))
    .where(inArray(hotelRooms.propertyId, propertyIds))
    .orderBy(asc(hotelRooms.position), asc(hotelRooms.id));
}

export async function packagesFor(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return { packages: [], values: [] };
  const packages = await db
    .select()
    .from(hotelAddonPackages)
    .where(inArray(hotelAddonPackages.propertyId, propertyIds))
    .orderBy(asc(hotelAddonPackages.position), asc(hotelAddonPackages.id));
  const values =
    packages.length === 0
      ? []
      : await db
          .select({
            id: hotelAddonPackageValues.id,
            packageId: hotelAddonPackageValues.packageId,
            fieldId: hotelAddonPackageValues.fieldId,
            value: hotelAddonPackageValues.value,
            staticPriceMinor: hotelAddonPackageValues.staticPriceMinor,
            name: hotelAddonFields.name,
            nameAr: hotelAddonFields.nameAr,
          })
          .from(hotelAddonPackageValues)
          .innerJoin(hotelAddonFields, eq(hotelAddonFields.id, hotelAddonPackageValues.fieldId))
          .where(
            inArray(
              hotelAddonPackageValues.packageId,
              packages.map((row) => row.id),
            ),
          )
          .orderBy(asc(hotelAddonPackageValues.id));
  return { packages, values };
}

export async function certificatesFor(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select()
    .from(propertyCertificates)
    .where(inArray(propertyCertificates.propertyId, propertyIds))
    .orderBy(asc(propertyCertificates.position), asc(propertyCertificates.id));
}

/** Every night (homes' and rooms') of these listings in [from, to), by offer and date. */
export async function nightsFor(db: Executor, propertyIds: number[], range: { from: string; to: string }) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: stayNights.propertyId,
      hotelRoomId: stayNights.hotelRoomId,
      date: stayNights.date,
      units: stayNights.units,
      unitsSold: stayNights.unitsSold,
      priceOverrideMinor: stayNights.priceOverrideMinor,
      closed: stayNights.closed,
    })
    .from(stayNights)
    .where(
      and(
        inArray(stayNights.propertyId, propertyIds),
        gte(stayNights.date, range.from),
        lt(stayNights.date, range.to),
      ),
    )
    .orderBy(asc(stayNights.hotelRoomId), asc(stayNights.date));
}

export async function apartmentTypesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: hotelApartmentTypes.id,
      name: hotelApartmentTypes.name,
      nameAr: hotelApartmentTypes.nameAr,
    })
    .from(hotelApartmentTypes)
    .where(inArray(hotelApartmentTypes.id, ids));
}
