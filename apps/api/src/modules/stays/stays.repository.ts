import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { properties } from "../../db/schema/properties.js";
import { hotelAddonPackages, hotelAddonPackageValues, hotelRooms } from "../../db/schema/stays.js";
import { hotelRoomTypes } from "../../db/schema/stays-catalogue.js";

/** What the calendar and quote calls need of a listing: who owns it, what it is, its home price rule. */
export async function stayListing(db: Database, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      classification: properties.classification,
      title: properties.title,
      titleAr: properties.titleAr,
      currency: properties.currency,
      priceMinor: properties.priceMinor,
      weekendCommissionPercent: properties.weekendCommission,
      availableRooms: properties.availableRooms,
      moderationStatus: properties.moderationStatus,
      isActive: properties.isActive,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}
export type StayListing = NonNullable<Awaited<ReturnType<typeof stayListing>>>;

/** A hotel's room offers in their order, each with its room type's names (null for a custom type). */
export async function roomOffersOf(db: Database, propertyId: number) {
  return db
    .select({
      id: hotelRooms.id,
      roomTypeId: hotelRooms.roomTypeId,
      customRoomType: hotelRooms.customRoomType,
      roomNumber: hotelRooms.roomNumber,
      pricePerNightMinor: hotelRooms.pricePerNightMinor,
      discountBp: hotelRooms.discountBp,
      weekendCommissionBp: hotelRooms.weekendCommissionBp,
      availableRooms: hotelRooms.availableRooms,
      status: hotelRooms.status,
      typeName: hotelRoomTypes.name,
      typeNameAr: hotelRoomTypes.nameAr,
    })
    .from(hotelRooms)
    .leftJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRooms.roomTypeId))
    .where(eq(hotelRooms.propertyId, propertyId))
    .orderBy(asc(hotelRooms.position), asc(hotelRooms.id));
}
export type RoomOffer = Awaited<ReturnType<typeof roomOffersOf>>[number];

/** Which listing an active room offer belongs to (eBroker's calls name a room by its id alone). */
export async function activeRoomOffer(db: Database, roomId: number) {
  const [row] = await db
    .select({ id: hotelRooms.id, propertyId: hotelRooms.propertyId })
    .from(hotelRooms)
    .where(and(eq(hotelRooms.id, roomId), eq(hotelRooms.status, "active")));
  return row ?? null;
}

/**
 * The listing's ACTIVE add-on packages among `ids` that a guest of this room type may take (a package without a
 * room type goes with every room), each priced as its own price plus its values' static prices (ADR 051).
 */
export async function addonPackagesFor(
  db: Database,
  input: { propertyId: number; roomTypeId: number | null; ids: readonly number[] },
) {
  if (input.ids.length === 0) return [];
  const forRoomType =
    input.roomTypeId === null
      ? isNull(hotelAddonPackages.roomTypeId)
      : or(isNull(hotelAddonPackages.roomTypeId), eq(hotelAddonPackages.roomTypeId, input.roomTypeId));
  return db
    .select({
      id: hotelAddonPackages.id,
      name: hotelAddonPackages.name,
      nameAr: hotelAddonPackages.nameAr,
      basis: hotelAddonPackages.basis,
      totalPriceMinor:
        sql<number>`(${hotelAddonPackages.priceMinor} + coalesce((select sum(v.static_price_minor)
        from ${hotelAddonPackageValues} v where v.package_id = ${qualified(hotelAddonPackages.id)}), 0))::bigint`.mapWith(
          Number,
        ),
    })
    .from(hotelAddonPackages)
    .where(
      and(
        eq(hotelAddonPackages.propertyId, input.propertyId),
        eq(hotelAddonPackages.status, "active"),
        inArray(hotelAddonPackages.id, [...input.ids]),
        forRoomType,
      ),
    )
    .orderBy(asc(hotelAddonPackages.position), asc(hotelAddonPackages.id));
}
