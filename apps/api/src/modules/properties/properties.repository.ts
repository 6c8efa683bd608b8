import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { categories, cities, facilities, parameters } from "../../db/schema/catalogue.js";
import {
  advertisements,
  favourites,
  properties,
  propertyFacilities,
  propertyMedia,
  propertyParameters,
} from "../../db/schema/properties.js";
import type { PropertyFilters, PropertySort } from "./property-filters.js";

export type PropertyRow = typeof properties.$inferSelect;
export type ListedProperty = PropertyRow & {
  category: { id: number; slug: string; name: string; nameAr: string; image: string | null };
  /** Arabic place names from the cities table when the listing is linked to a known city. */
  place: { cityAr: string | null; stateAr: string | null; countryAr: string | null };
  favouriteCount: number;
  isPromoted: boolean;
  distanceKm: number | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function earthPoint(latitude: number, longitude: number): SQL {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

const propertyPoint = sql`ll_to_earth(${properties.latitude}, ${properties.longitude})`;

function promotedSql(now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${advertisements} a where a.property_id = ${qualified(properties.id)}
    and a.status = 'approved' and a.starts_at <= ${now.toISOString()}::timestamptz and a.ends_at > ${now.toISOString()}::timestamptz)`;
}

const favouriteCountSql = sql<number>`(select count(*)::int from ${favourites} f where f.property_id = ${qualified(properties.id)})`;

/** Only approved, active listings are ever public. */
function whereFor(filters: PropertyFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(properties.moderationStatus, "approved"),
    eq(properties.isActive, true),
  ];
  if (filters.id !== undefined) conditions.push(eq(properties.id, filters.id));
  if (filters.ids !== undefined)
    conditions.push(filters.ids.length ? inArray(properties.id, filters.ids) : sql`false`);
  if (filters.categoryIds !== undefined)
    conditions.push(
      filters.categoryIds.length ? inArray(properties.categoryId, filters.categoryIds) : sql`false`,
    );
  if (filters.listingTypes !== undefined)
    conditions.push(
      filters.listingTypes.length ? inArray(properties.listingType, filters.listingTypes) : sql`false`,
    );
  for (const facilityId of filters.facilityIds ?? []) {
    conditions.push(
      sql`exists (select 1 from ${propertyFacilities} pf where pf.property_id = ${qualified(properties.id)} and pf.facility_id = ${facilityId})`,
    );
  }
  if (filters.slug !== undefined) conditions.push(eq(properties.slug, filters.slug));
  if (filters.excludeId !== undefined) conditions.push(ne(properties.id, filters.excludeId));
  if (filters.classification !== undefined)
    conditions.push(eq(properties.classification, filters.classification));
  if (filters.classifications) conditions.push(inArray(properties.classification, filters.classifications));
  if (filters.listingType !== undefined) conditions.push(eq(properties.listingType, filters.listingType));
  else if (filters.onlyOnMarket) conditions.push(inArray(properties.listingType, ["sell", "rent"]));
  if (filters.categoryId !== undefined) conditions.push(eq(properties.categoryId, filters.categoryId));
  if (filters.categorySlug !== undefined) conditions.push(eq(categories.slug, filters.categorySlug));
  if (filters.minPriceMinor !== undefined) conditions.push(gte(properties.priceMinor, filters.minPriceMinor));
  if (filters.maxPriceMinor !== undefined) conditions.push(lte(properties.priceMinor, filters.maxPriceMinor));
  if (filters.city !== undefined) conditions.push(sql`lower(${properties.city}) = lower(${filters.city})`);
  if (filters.state !== undefined) conditions.push(sql`lower(${properties.state}) = lower(${filters.state})`);
  if (filters.country !== undefined)
    conditions.push(sql`lower(${properties.country}) = lower(${filters.country})`);
  if (filters.createdAfter !== undefined) conditions.push(gte(properties.createdAt, filters.createdAfter));
  if (filters.ownerId !== undefined) conditions.push(eq(properties.ownerId, filters.ownerId));
  if (filters.premiumOnly) conditions.push(eq(properties.isPremium, true));
  if (filters.promotedOnly) conditions.push(promotedSql(now));
  if (filters.ownerVerifiedOnly) conditions.push(eq(users.verificationStatus, "success"));
  if (filters.search !== undefined) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      sql`(${properties.title} ilike ${pattern} or ${properties.titleAr} ilike ${pattern}
        or ${properties.address} ilike ${pattern} or ${properties.addressAr} ilike ${pattern}
        or ${properties.city} ilike ${pattern} or ${properties.state} ilike ${pattern})`,
    );
  }
  if (filters.near) {
    const centre = earthPoint(filters.near.latitude, filters.near.longitude);
    const metres = filters.near.radiusKm * 1000;
    // earth_box uses the GiST index; earth_distance then makes the radius exact (the box is a cube around it).
    conditions.push(sql`earth_box(${centre}, ${metres}::float8) @> ${propertyPoint}`);
    conditions.push(sql`earth_distance(${centre}, ${propertyPoint}) <= ${metres}::float8`);
  }
  return and(...conditions);
}

function orderFor(sort: PropertySort, filters: PropertyFilters, now: Date): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(properties.createdAt), asc(properties.id)];
    case "price_asc":
      return [asc(properties.priceMinor), asc(properties.id)];
    case "price_desc":
      return [desc(properties.priceMinor), desc(properties.id)];
    case "most_viewed":
      return [desc(properties.viewCount), desc(properties.id)];
    case "most_liked":
      return [desc(favouriteCountSql), desc(properties.id)];
    case "featured":
      return [desc(promotedSql(now)), desc(properties.createdAt), desc(properties.id)];
    case "distance":
      return filters.near
        ? [
            asc(
              sql`earth_distance(${earthPoint(filters.near.latitude, filters.near.longitude)}, ${propertyPoint})`,
            ),
          ]
        : [desc(properties.createdAt), desc(properties.id)];
    case "newest":
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

export async function listPublicProperties(
  db: Database,
  input: { filters: PropertyFilters; sort: PropertySort; offset: number; limit: number; now: Date },
): Promise<{ rows: ListedProperty[]; total: number }> {
  const { filters, sort, offset, limit, now } = input;
  const where = whereFor(filters, now);
  const distance = filters.near
    ? sql<number>`earth_distance(${earthPoint(filters.near.latitude, filters.near.longitude)}, ${propertyPoint}) / 1000`
    : sql<null>`null`;

  const [rows, counted] = await Promise.all([
    db
      .select({
        property: properties,
        category: {
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          nameAr: categories.nameAr,
          image: categories.image,
        },
        place: { cityAr: cities.nameAr, stateAr: cities.stateAr, countryAr: cities.countryAr },
        favouriteCount: favouriteCountSql,
        isPromoted: promotedSql(now),
        distanceKm: distance,
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.categoryId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .leftJoin(cities, eq(cities.id, properties.cityId))
      .where(where)
      .orderBy(...orderFor(sort, filters, now))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.categoryId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(where),
  ]);

  return {
    rows: rows.map((row) => ({
      ...row.property,
      category: row.category,
      place: row.place ?? { cityAr: null, stateAr: null, countryAr: null },
      favouriteCount: Number(row.favouriteCount),
      isPromoted: Boolean(row.isPromoted),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}

export type ParameterValueRow = {
  propertyId: number;
  id: number;
  name: string;
  nameAr: string;
  type: string;
  image: string | null;
  isRequired: boolean;
  options: { value: string; value_ar: string }[];
  value: string;
  valueAr: string | null;
};

export async function parameterValuesFor(db: Database, propertyIds: number[]): Promise<ParameterValueRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: propertyParameters.propertyId,
      id: parameters.id,
      name: parameters.name,
      nameAr: parameters.nameAr,
      type: parameters.type,
      image: parameters.image,
      isRequired: parameters.isRequired,
      options: parameters.options,
      value: propertyParameters.value,
      valueAr: propertyParameters.valueAr,
    })
    .from(propertyParameters)
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .where(inArray(propertyParameters.propertyId, propertyIds))
    .orderBy(asc(propertyParameters.propertyId), asc(parameters.id));
}

export type FacilityDistanceRow = {
  propertyId: number;
  id: number;
  name: string;
  nameAr: string;
  image: string | null;
  distance: number;
};

export async function facilityDistancesFor(
  db: Database,
  propertyIds: number[],
): Promise<FacilityDistanceRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: propertyFacilities.propertyId,
      id: facilities.id,
      name: facilities.name,
      nameAr: facilities.nameAr,
      image: facilities.image,
      distance: propertyFacilities.distance,
    })
    .from(propertyFacilities)
    .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
    .where(inArray(propertyFacilities.propertyId, propertyIds))
    .orderBy(asc(propertyFacilities.propertyId), asc(propertyFacilities.distance));
}

export async function mediaFor(db: Database, propertyId: number) {
  return db
    .select()
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
    .orderBy(asc(propertyMedia.kind), asc(propertyMedia.position), asc(propertyMedia.id));
}

export async function ownerFor(db: Database, userId: number) {
  const rows = await db
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
  return rows[0] ?? null;
}

export async function favouritedBy(
  db: Database,
  userId: number,
  propertyIds: number[],
): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.propertyId, propertyIds)));
  return new Set(rows.map((row) => row.propertyId));
}

/** Whether a listing is publicly visible (approved and active), for actions on it such as reports. */
export async function isPublicProperty(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(eq(properties.id, id), eq(properties.moderationStatus, "approved"), eq(properties.isActive, true)),
    )
    .limit(1);
  return rows.length === 1;
}
