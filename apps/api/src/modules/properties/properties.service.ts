import type {
  PropertyClassification,
  TGetPropertyListQuery,
  TGetPropertyQuery,
} from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import type { Database } from "../../db/client.js";
import type { PropertyFilters, PropertySort } from "./property-filters.js";
import { createCountCache } from "./count-cache.js";
import { createPageBoundaries } from "./page-boundaries.js";
import { mapPropertyCard, mapPropertyDetail, type MapContext } from "./properties.mapper.js";
import { stayDetailsFor } from "../stay-listings/stay-details.js";
import {
  facilityDistancesFor,
  favouritedBy,
  interestTotals,
  isPublicProperty,
  listedPropertiesByIds,
  type ListedProperty,
  listPublicProperties,
  mediaForMany,
  ownersFor,
  parameterValuesFor,
  recordView,
  viewerMarks,
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
    filters.classification = query.property_classification as PropertyClassification;
  if (query.is_commercial) filters.classification = 2;
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
  if (query.top_rated) filters.ratedOnly = true;
  if (query.bedrooms !== undefined) filters.bedrooms = query.bedrooms;
  if (query.bathrooms !== undefined) filters.bathrooms = query.bathrooms;
  if (query.min_area !== undefined) filters.minArea = query.min_area;
  if (query.max_area !== undefined) filters.maxArea = query.max_area;
  if (query.parameter_id !== undefined) filters.parameterId = query.parameter_id;
  if (query.parameter_filters?.length) filters.parameterValues = query.parameter_filters;
  if (query.facility_ids?.length) filters.facilityIds = query.facility_ids;
  if (query.check_in_date !== undefined && query.check_out_date !== undefined) {
    filters.stay = { checkIn: query.check_in_date, checkOut: query.check_out_date };
  }
  if (query.posted_since !== undefined) {
    filters.createdAfter = new Date(now.getTime() - (query.posted_since === 0 ? 7 : 30) * DAY_MS);
  }
  if (query.latitude !== undefined && query.longitude !== undefined && query.radius !== undefined) {
    filters.near = { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius };
  }
  return filters;
}

export function sortFromQuery(query: TGetPropertyQuery | TGetPropertyListQuery): PropertySort {
  if ("sort_by" in query && query.sort_by) return query.sort_by;
  if (query.most_viewed) return "most_viewed";
  if (query.most_liked) return "most_liked";
  if (query.top_rated) return "top_rated";
  if (query.promoted) return "featured";
  return "newest";
}

/** Who is looking, for "one view per viewer per day" and for what the viewer may see. */
export type Viewer = {
  id: number | null;
  /** `u:<id>` when signed in, else a keyed hash of address and browser; null for crawlers (never counted). */
  viewKey: string | null;
  /** Whether the viewer's package (or role) opens premium listings (spec §6). */
  hasPremiumAccess: () => Promise<boolean>;
};

/** Rows of several listings grouped by listing, each group in its original order. */
function byListing<T extends { propertyId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const group = grouped.get(row.propertyId);
    if (group) group.push(row);
    else grouped.set(row.propertyId, [row]);
  }
  return grouped;
}

/** How many similar listings the details call returns. */
const SIMILAR_ON_DETAILS = 6;
const SIMILAR_RADIUS_KM = 50;

/** Broad totals (10,000 matches and more) are reused for a minute; see count-cache.ts. */
// The repository stores only estimated totals (large matches, ADR 077); exact ones are never cached.
export const COUNT_CACHE = { ttlMs: 60_000, minTotal: 0, maxEntries: 500 };
/** Where deep pages of recent searches ended (keyset under offset/limit); see page-boundaries.ts. */
export const PAGE_BOUNDARIES = { ttlMs: 60_000, maxSearches: 200, maxPerSearch: 20 };

export function createPropertiesService(db: Database) {
  const countCache = createCountCache(COUNT_CACHE);
  const pageBoundaries = createPageBoundaries(PAGE_BOUNDARIES);
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

  /**
   * Full items for a page of listings, one query per kind for the whole page. `asOwner` is the owner's own
   * view (get-added-properties): never locked, always with contact, no marks of their own.
   */
  async function details(rows: ListedProperty[], viewer: Viewer, ctx: MapContext, asOwner = false) {
    const ids = rows.map((row) => row.id);
    const needsAccess = !asOwner && rows.some((row) => row.isPremium && row.ownerId !== viewer.id);
    const [parameterRows, facilityRows, favourites, media, owners, interest, marks, hasAccess, stays] =
      await Promise.all([
        parameterValuesFor(db, ids),
        facilityDistancesFor(db, ids),
        viewer.id ? favouritedBy(db, viewer.id, ids) : Promise.resolve(new Set<number>()),
        mediaForMany(db, ids),
        ownersFor(
          db,
          rows.map((row) => row.ownerId),
        ),
        interestTotals(db, ids),
        viewer.id && !asOwner ? viewerMarks(db, viewer.id, ids) : Promise.resolve(null),
        needsAccess ? viewer.hasPremiumAccess() : Promise.resolve(true),
        // One listing's details carry its calendars; a page of full items does not read a year per room.
        stayDetailsFor(db, rows, ctx, { calendars: rows.length === 1 }),
      ]);
    const parametersOf = byListing(parameterRows);
    const facilitiesOf = byListing(facilityRows);
    const mediaOf = byListing(media);
    return rows.map((row) =>
      mapPropertyDetail(
        row,
        {
          parameters: parametersOf.get(row.id) ?? [],
          facilities: facilitiesOf.get(row.id) ?? [],
          isFavourite: favourites.has(row.id),
          media: mediaOf.get(row.id) ?? [],
          owner: owners.get(row.ownerId) ?? null,
          showContact: asOwner || viewer.id !== null,
          locked: !asOwner && row.isPremium && row.ownerId !== viewer.id && !hasAccess,
          interest: {
            total: interest.get(row.id) ?? 0,
            mine: marks?.interested.has(row.id) ?? false,
            reported: marks?.reported.has(row.id) ?? false,
          },
          asOwner,
          stay: stays.get(row.id)!,
        },
        ctx,
      ),
    );
  }

  /** Same category, on the market, other than `row`: the nearest first, then the newest. */
  function similarTo(
    row: ListedProperty,
    page: { offset: number; limit: number; withTotal: boolean },
    now: Date,
  ) {
    return listPublicProperties(db, {
      filters: { onlyOnMarket: true, categoryId: row.categoryId, excludeId: row.id },
      sort: "newest",
      ...page,
      now,
    });
  }

  /**
   * The details page's few similar listings: same category and the same deal (sale or rent) within
   * SIMILAR_RADIUS_KM, nearest first; topped up with the category's newest when the area has too few.
   */
  async function nearestSimilar(row: ListedProperty, viewerId: number | null, ctx: MapContext) {
    const sameDeal = row.listingType === "rent" || row.listingType === "rented" ? "rent" : "sell";
    const near = await listPublicProperties(db, {
      filters: {
        categoryId: row.categoryId,
        excludeId: row.id,
        listingType: sameDeal,
        near: { latitude: row.latitude, longitude: row.longitude, radiusKm: SIMILAR_RADIUS_KM },
      },
      sort: "distance",
      offset: 0,
      limit: SIMILAR_ON_DETAILS,
      withTotal: false,
      now: ctx.now,
    });
    let rows = near.rows;
    if (rows.length < SIMILAR_ON_DETAILS) {
      const more = await similarTo(
        row,
        { offset: 0, limit: SIMILAR_ON_DETAILS * 2, withTotal: false },
        ctx.now,
      );
      const seen = new Set(rows.map((r) => r.id));
      rows = [...rows, ...more.rows.filter((r) => !seen.has(r.id))].slice(0, SIMILAR_ON_DETAILS);
    }
    return cards(rows, viewerId, ctx);
  }

  async function findPublic(ref: { id?: number | undefined; slug?: string | undefined }, now: Date) {
    if (ref.id === undefined && ref.slug === undefined) return null;
    const { rows } = await listPublicProperties(db, {
      filters: { id: ref.id, slug: ref.slug },
      sort: "newest",
      offset: 0,
      limit: 1,
      withTotal: false,
      now,
    });
    return rows[0] ?? null;
  }

  return {
    isPublic: (id: number) => isPublicProperty(db, id),

    /**
     * Full details of listings in any state, in the order of `ids`, as their owner sees them: never locked,
     * contact shown, no view counted. Callers decide whose listings these are.
     */
    async ownerDetails(ids: number[], ownerId: number, ctx: MapContext) {
      const owner: Viewer = { id: ownerId, viewKey: null, hasPremiumAccess: async () => true };
      return details(await listedPropertiesByIds(db, ids, ctx.now), owner, ctx, true);
    },

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
        countCache,
        pageBoundaries,
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
     * `set_property_total_click`: a public listing was opened. It counts as its view, once per viewer per day
     * like `get_property`'s, so a client calling both counts once. Null when there is no such public listing.
     */
    async countClick(
      ref: { id?: number | undefined; slug?: string | undefined },
      viewer: Viewer,
      ctx: MapContext,
    ): Promise<{ id: number; total_click: number } | null> {
      const row = await findPublic(ref, ctx.now);
      if (!row) return null;
      let total = row.viewCount;
      if (viewer.viewKey && row.ownerId !== viewer.id) {
        if (await recordView(db, { propertyId: row.id, viewerKey: viewer.viewKey, now: ctx.now })) total += 1;
      }
      return { id: row.id, total_click: total };
    },

    /**
     * `get_property`: full items. With `id` or `slug_id` it is the details call: it counts the view (once
     * per viewer per day) and also returns `similar_properties`; with `get_similar` as well, `data` holds the
     * similar listings themselves, paged.
     */
    async getProperty(query: TGetPropertyQuery, viewer: Viewer, ctx: MapContext) {
      const isDetail = query.id !== undefined || query.slug_id !== undefined;
      if (isDetail) {
        const row = await findPublic({ id: query.id, slug: query.slug_id }, ctx.now);
        if (!row) return null;
        if (query.get_similar) {
          const result = await similarTo(
            row,
            { offset: query.offset ?? 0, limit: query.limit ?? DEFAULT_LIMIT, withTotal: true },
            ctx.now,
          );
          const items = await details(result.rows, viewer, ctx);
          return { items, total: result.total, similar: [] };
        }
        if (viewer.viewKey && row.ownerId !== viewer.id) {
          const counted = await recordView(db, {
            propertyId: row.id,
            viewerKey: viewer.viewKey,
            now: ctx.now,
          });
          if (counted) row.viewCount += 1;
        }
        const [item, similar] = await Promise.all([
          details([row], viewer, ctx).then(([item]) => item!),
          nearestSimilar(row, viewer.id, ctx),
        ]);
        return { items: [item], total: 1, similar };
      }
      const { rows, total } = await listPublicProperties(db, {
        filters: filtersFromQuery(query, ctx.now),
        sort: sortFromQuery(query),
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        now: ctx.now,
        countCache,
        pageBoundaries,
      });
      const items = await details(rows, viewer, ctx);
      return { items, total, similar: [] };
    },

    /** `get-all-similar-properties`: every listing like this one, paged; null when the listing is not public. */
    async allSimilar(
      ref: { id?: number | undefined; slug?: string | undefined; offset: number; limit: number },
      viewerId: number | null,
      ctx: MapContext,
    ) {
      const row = await findPublic(ref, ctx.now);
      if (!row) return null;
      const result = await similarTo(row, { offset: ref.offset, limit: ref.limit, withTotal: true }, ctx.now);
      return { items: await cards(result.rows, viewerId, ctx), total: result.total };
    },

    /** The two public listings of `compare-properties`, with their parameters and near-by places. */
    async comparable(sourceId: number, targetId: number, ctx: MapContext) {
      const { rows } = await listPublicProperties(db, {
        filters: { ids: [sourceId, targetId] },
        sort: "newest",
        offset: 0,
        limit: 2,
        withTotal: false,
        now: ctx.now,
      });
      const source = rows.find((row) => row.id === sourceId) ?? null;
      const target = rows.find((row) => row.id === targetId) ?? null;
      if (!source || !target) return { source, target, parameters: [], facilities: [] };
      const [parameterRows, facilityRows] = await Promise.all([
        parameterValuesFor(db, [sourceId, targetId]),
        facilityDistancesFor(db, [sourceId, targetId]),
      ]);
      return { source, target, parameters: parameterRows, facilities: facilityRows };
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
