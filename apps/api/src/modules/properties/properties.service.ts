import type { TGetPropertyListQuery, TGetPropertyQuery } from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import type { Database } from "../../db/client.js";
import type { PropertyFilters, PropertySort } from "./property-filters.js";
import { mapPropertyCard, mapPropertyDetail, type MapContext } from "./properties.mapper.js";
import {
  facilityDistancesFor,
  favouritedBy,
  isPublicProperty,
  listPublicProperties,
  mediaFor,
  ownerFor,
  parameterValuesFor,
  type ListedProperty,
} from "./properties.repository.js";

const DEFAULT_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Request filters (eBroker names, prices in EGP) → server criteria (minor units, dates). */
export function filtersFromQuery(
  query: TGetPropertyQuery | TGetPropertyListQuery,
  now: Date,
): PropertyFilters {
  const filters: PropertyFilters = { onlyOnMarket: true };
  if (query.id !== undefined) filters.id = query.id;
  if (query.slug_id !== undefined) filters.slug = query.slug_id;
  if (query.category_id !== undefined) filters.categoryId = query.category_id;
  if (query.category_slug_id !== undefined) filters.categorySlug = query.category_slug_id;
  if (query.property_classification !== undefined)
    filters.classification = query.property_classification as 1;
  if (query.property_type !== undefined) filters.listingType = query.property_type;
  if (query.min_price !== undefined) filters.minPriceMinor = toMinorUnits(query.min_price, "EGP");
  if (query.max_price !== undefined) filters.maxPriceMinor = toMinorUnits(query.max_price, "EGP");
  if (query.city !== undefined) filters.city = query.city;
  if (query.state !== undefined) filters.state = query.state;
  if (query.country !== undefined) filters.country = query.country;
  if (query.search !== undefined) filters.search = query.search;
  if (query.userid !== undefined) filters.ownerId = query.userid;
  if (query.get_all_premium_properties) filters.premiumOnly = true;
  if (query.promoted) filters.promotedOnly = true;
  if (query.users_promoted) filters.ownerVerifiedOnly = true;
  if (query.posted_since !== undefined) {
    filters.createdAfter = new Date(now.getTime() - (query.posted_since === 0 ? 7 : 30) * DAY_MS);
  }
  if (query.latitude !== undefined && query.longitude !== undefined && query.radius !== undefined) {
    filters.near = { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius };
  }
  return filters;
}

function sortFromQuery(query: TGetPropertyQuery | TGetPropertyListQuery): PropertySort {
  if ("sort_by" in query && query.sort_by) return query.sort_by;
  if (query.most_viewed) return "most_viewed";
  if (query.most_liked) return "most_liked";
  if (query.promoted) return "featured";
  return "newest";
}

export function createPropertiesService(db: Database) {
  async function cards(rows: ListedProperty[], viewerId: number | null, ctx: MapContext) {
    const ids = rows.map((row) => row.id);
    const [parameterRows, facilityRows, favourites] = await Promise.all([
      parameterValuesFor(db, ids),
      facilityDistancesFor(db, ids),
      viewerId ? favouritedBy(db, viewerId, ids) : Promise.resolve(new Set<number>()),
    ]);
    return rows.map((row) =>
      mapPropertyCard(
        row,
        {
          parameters: parameterRows.filter((p) => p.propertyId === row.id),
          facilities: facilityRows.filter((f) => f.propertyId === row.id),
          isFavourite: favourites.has(row.id),
        },
        ctx,
      ),
    );
  }

  async function detail(row: ListedProperty, viewerId: number | null, ctx: MapContext) {
    const [parameterRows, facilityRows, favourites, media, owner] = await Promise.all([
      parameterValuesFor(db, [row.id]),
      facilityDistancesFor(db, [row.id]),
      viewerId ? favouritedBy(db, viewerId, [row.id]) : Promise.resolve(new Set<number>()),
      mediaFor(db, row.id),
      ownerFor(db, row.ownerId),
    ]);
    return mapPropertyDetail(
      row,
      {
        parameters: parameterRows,
        facilities: facilityRows,
        isFavourite: favourites.has(row.id),
        media,
        owner,
      },
      ctx,
    );
  }

  return {
    isPublic: (id: number) => isPublicProperty(db, id),

    /** A page of cards plus the total matching count. */
    async searchCards(input: {
      filters: PropertyFilters;
      sort: PropertySort;
      offset?: number;
      limit?: number;
      viewerId: number | null;
      ctx: MapContext;
    }) {
      const { rows, total } = await listPublicProperties(db, {
        filters: input.filters,
        sort: input.sort,
        offset: input.offset ?? 0,
        limit: input.limit ?? DEFAULT_LIMIT,
        now: input.ctx.now,
      });
      return { items: await cards(rows, input.viewerId, input.ctx), total };
    },

    /** `get-property-list`: the lighter card list. */
    async propertyList(query: TGetPropertyListQuery, viewerId: number | null, ctx: MapContext) {
      const filters = filtersFromQuery(query, ctx.now);
      return this.searchCards({
        filters,
        sort: sortFromQuery(query),
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        viewerId,
        ctx,
      });
    },

    /**
     * `get_property`: full items. With `id` or `slug_id` it is the details call and also returns
     * `similar_properties` (same category, nearest first by creation) as the reference does.
     */
    async getProperty(query: TGetPropertyQuery, viewerId: number | null, ctx: MapContext) {
      const filters = filtersFromQuery(query, ctx.now);
      const isDetail = query.id !== undefined || query.slug_id !== undefined;
      // A details link must keep working for a listing that has since been sold or rented.
      if (isDetail) filters.onlyOnMarket = false;
      const { rows, total } = await listPublicProperties(db, {
        filters,
        sort: sortFromQuery(query),
        offset: query.offset ?? 0,
        limit: isDetail ? 1 : (query.limit ?? DEFAULT_LIMIT),
        now: ctx.now,
      });
      const items = await Promise.all(rows.map((row) => detail(row, viewerId, ctx)));
      let similar: Awaited<ReturnType<typeof cards>> = [];
      const first = rows[0];
      if (isDetail && first) {
        const result = await listPublicProperties(db, {
          filters: { onlyOnMarket: true, categoryId: first.categoryId, excludeId: first.id },
          sort: "newest",
          offset: 0,
          limit: 6,
          now: ctx.now,
        });
        similar = await cards(result.rows, viewerId, ctx);
      }
      return { items, total, similar };
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
