import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { nightCount } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { users } from "../../db/schema/accounts.js";
import { interestedUsers, userReports } from "../../db/schema/engagement.js";
import { categories, cities, facilities, parameters } from "../../db/schema/catalogue.js";
import {
  advertisements,
  favourites,
  properties,
  propertyFacilities,
  propertyMedia,
  propertyParameters,
  propertyViews,
} from "../../db/schema/properties.js";
import { hotelRooms, stayNights } from "../../db/schema/stays.js";
import type { CountCache } from "./count-cache.js";
import type { PageBoundaries } from "./page-boundaries.js";
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

/** Search terms: whitespace-separated, each must match (so "شقة القاهرة" narrows, never widens). */
const MAX_SEARCH_TERMS = 8;

function earthPoint(latitude: number, longitude: number): SQL {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

const propertyPoint = sql`ll_to_earth(${properties.latitude}, ${properties.longitude})`;

function promotedSql(now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${advertisements} a where a.property_id = ${qualified(properties.id)}
    and a.status = 'approved' and a.starts_at <= ${now.toISOString()}::timestamptz and a.ends_at > ${now.toISOString()}::timestamptz)`;
}

/** Categories whose listings count as studios: a bedrooms=0 search includes them (as the reference does). */
const studioCategories = sql`(select c.id from ${categories} c where c.slug like 'studio%' or c.name ilike 'studio%')`;

/**
 * The studio categories' ids, read first so that the search carries them as constants: the planner estimates
 * `category_id in (5)` from its statistics, but takes a subquery for half the table (ADR 077: totals).
 */
async function studioCategoryIds(db: Database): Promise<number[]> {
  const rows = (await db.execute(studioCategories)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((row) => Number(row.id));
}

/**
 * A stay is free for [checkIn, checkOut) when one of its offers (the home, or an active hotel room offer) has a
 * sellable night row — open, a unit unsold — on EVERY night of the range (ADR 051). The inner query walks the
 * partial index `stay_nights_sellable_idx` by date and keeps the offers with as many sellable rows as nights; a
 * night without a row is closed, so a stay never materialised is never free.
 */
function freeForStay(checkIn: string, checkOut: string): SQL {
  const nights = nightCount(checkIn, checkOut) ?? 0;
  return sql`${properties.id} in (
    select sn.property_id from ${stayNights} sn
    where not sn.closed and sn.units > sn.units_sold
      and sn.date >= ${checkIn}::date and sn.date < ${checkOut}::date
      and (sn.hotel_room_id is null
        or sn.hotel_room_id in (select hr.id from ${hotelRooms} hr where hr.status = 'active'))
    group by sn.property_id, sn.hotel_room_id
    having count(*) = ${nights})`;
}

/** Only approved, active listings are ever public. */
function whereFor(
  filters: PropertyFilters,
  now: Date,
  options: { radiusByIndex?: boolean; studioIds?: number[] } = {},
): SQL | undefined {
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
  if (filters.classification === 5) {
    // Spec §7 hotel rule: hotel classification, a listing typed as a hotel apartment, or one with hotel rooms.
    conditions.push(
      sql`(${properties.classification} = 5 or ${properties.hotelApartmentTypeId} is not null
        or exists (select 1 from ${hotelRooms} hr where hr.property_id = ${qualified(properties.id)}))`,
    );
  } else if (filters.classification !== undefined) {
    conditions.push(eq(properties.classification, filters.classification));
  }
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
  if (filters.excludeOwnerId !== undefined) conditions.push(ne(properties.ownerId, filters.excludeOwnerId));
  if (filters.premiumOnly) conditions.push(eq(properties.isPremium, true));
  if (filters.promotedOnly) conditions.push(promotedSql(now));
  if (filters.ratedOnly) conditions.push(sql`${properties.ratingCount} > 0`);
  if (filters.ownerVerifiedOnly) conditions.push(eq(users.verificationStatus, "success"));
  if (filters.search !== undefined) {
    const terms = filters.search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
    for (const term of terms) {
      // Folded the same way as the document (migration 0009), so Arabic spelling variants and diacritics match.
      conditions.push(
        sql`${properties.searchDocument} like '%' || manzil_search_fold(${escapeLike(term)}) || '%'`,
      );
    }
  }
  // Bedrooms, bathrooms and area are columns on the listing kept by triggers from its parameter values
  // (migration 0027, ADR 077), so these filters use the listing's indexes instead of joining the values.
  if (filters.bedrooms !== undefined) {
    const bedrooms = eq(properties.searchBedrooms, filters.bedrooms);
    conditions.push(
      filters.bedrooms === 0
        ? sql`(${bedrooms} or ${
            options.studioIds === undefined
              ? sql`${properties.categoryId} in ${studioCategories}`
              : options.studioIds.length
                ? inArray(properties.categoryId, options.studioIds)
                : sql`false`
          })`
        : bedrooms,
    );
  }
  if (filters.bathrooms !== undefined) conditions.push(eq(properties.searchBathrooms, filters.bathrooms));
  if (filters.minArea !== undefined) conditions.push(gte(properties.searchArea, filters.minArea));
  if (filters.maxArea !== undefined) conditions.push(lte(properties.searchArea, filters.maxArea));
  if (filters.parameterId !== undefined) {
    conditions.push(sql`exists (select 1 from ${propertyParameters} pp where pp.property_id = ${qualified(properties.id)}
      and pp.parameter_id = ${filters.parameterId} and trim(pp.value) <> '')`);
  }
  for (const wanted of filters.parameterValues ?? []) {
    const parts: SQL[] = [];
    if (wanted.equals !== undefined) {
      // Choices are stored as the English option; checkboxes hold several, comma separated.
      parts.push(sql`exists (select 1 from unnest(string_to_array(pp.value, ',')) chosen
        where lower(trim(chosen)) = lower(${wanted.equals}))`);
    }
    if (wanted.min !== undefined) parts.push(sql`pp.value_number >= ${wanted.min}`);
    if (wanted.max !== undefined) parts.push(sql`pp.value_number <= ${wanted.max}`);
    if (parts.length === 0) continue;
    conditions.push(sql`${properties.id} in (select pp.property_id from ${propertyParameters} pp
      where pp.parameter_id = ${wanted.id} and ${sql.join(parts, sql` and `)})`);
  }
  if (filters.stay) {
    conditions.push(inArray(properties.classification, [4, 5]));
    conditions.push(freeForStay(filters.stay.checkIn, filters.stay.checkOut));
  }
  if (filters.near) {
    const centre = earthPoint(filters.near.latitude, filters.near.longitude);
    const metres = filters.near.radiusKm * 1000;
    // earth_box uses the GiST index; earth_distance then makes the radius exact (the box is a cube around it).
    if (options.radiusByIndex !== false)
      conditions.push(sql`earth_box(${centre}, ${metres}::float8) @> ${propertyPoint}`);
    conditions.push(sql`earth_distance(${centre}, ${propertyPoint}) <= ${metres}::float8`);
  }
  return and(...conditions);
}

/** Views in the last week, for "trending". */
const TRENDING_DAYS = 7;

function trendingScore(now: Date): SQL {
  const since = new Date(now.getTime() - TRENDING_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return sql`(select count(*) from ${propertyViews} v where v.property_id = ${qualified(properties.id)}
    and v.viewed_on >= ${since}::date)`;
}

// Orders spell out NULLS LAST so they match the partial indexes of migration 0008 (drizzle's desc() does too).
function orderFor(sort: PropertySort, filters: PropertyFilters, now: Date): SQL[] {
  const newest = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`];
  switch (sort) {
    case "oldest":
      return [asc(properties.createdAt), asc(properties.id)];
    case "price_asc":
      return [asc(properties.priceMinor), asc(properties.id)];
    case "price_desc":
      return [desc(properties.priceMinor), desc(properties.id)];
    case "most_viewed":
      return [sql`${properties.viewCount} desc nulls last`, sql`${properties.id} desc nulls last`];
    case "most_liked":
      return [sql`${properties.favouriteCount} desc nulls last`, sql`${properties.id} desc nulls last`];
    case "top_rated":
      return [
        sql`${properties.ratingAverage} desc nulls last`,
        sql`${properties.ratingCount} desc`,
        ...newest,
      ];
    case "trending":
      return [sql`${trendingScore(now)} desc`, sql`${properties.viewCount} desc nulls last`, ...newest];
    case "featured":
      return [sql`${promotedSql(now)} desc`, ...newest];
    case "distance":
      // The cube distance `<->` (a straight line through the earth, so in the order of the distance along it)
      // lets the GiST index hand out listings nearest first and stop at the page: at a million listings the
      // six nearest similar ones take a millisecond instead of sorting the whole circle (over a second).
      // A second key (id) would stop the index from ordering, so listings at one spot keep the index's order.
      return filters.near
        ? [sql`${propertyPoint} <-> ${earthPoint(filters.near.latitude, filters.near.longitude)}`]
        : newest;
    case "newest":
      return newest;
  }
}

/**
 * Sorts a page can resume from (keyset): the sort's columns, each with its SQL type for the comparison, all
 * in one direction so a row comparison `(a, id) < (x, y)` walks the sort's index from the boundary.
 */
const SEEKABLE: Partial<Record<PropertySort, { direction: "asc" | "desc"; columns: [SQL, string][] }>> = {
  newest: { direction: "desc", columns: [[sql`${properties.createdAt}`, "timestamptz"]] },
  oldest: { direction: "asc", columns: [[sql`${properties.createdAt}`, "timestamptz"]] },
  price_asc: { direction: "asc", columns: [[sql`${properties.priceMinor}`, "bigint"]] },
  price_desc: { direction: "desc", columns: [[sql`${properties.priceMinor}`, "bigint"]] },
  most_viewed: { direction: "desc", columns: [[sql`${properties.viewCount}`, "integer"]] },
  most_liked: { direction: "desc", columns: [[sql`${properties.favouriteCount}`, "integer"]] },
};

/** Pages from this offset on resume from a remembered boundary when there is one. */
const SEEK_FROM = 1000;

function seekCondition(seek: NonNullable<(typeof SEEKABLE)[PropertySort]>, key: string[]): SQL {
  const columns = sql.join([...seek.columns.map(([column]) => column), sql`${properties.id}`], sql`, `);
  const values = sql.join(
    [
      ...seek.columns.map(([, type], i) => sql`${key[i]}::${sql.raw(type)}`),
      sql`${key[seek.columns.length]}::integer`,
    ],
    sql`, `,
  );
  return seek.direction === "desc" ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/** From this many matches in a radius, a page walks the sort's index instead of the GiST box (ADR 013). */
const RADIUS_WALK_FROM = 500;

/**
 * Totals (ADR 077). Up to this many matches the total is counted exactly, by a count that stops one row past it;
 * beyond, it is the planner's estimate. When the planner already expects this many times more, the count is
 * skipped altogether (it would only confirm "large"). A radius counts only up to RADIUS_WALK_FROM: testing the
 * distance of each listing in the circle is the dearest part of such a count.
 */
const EXACT_TOTAL_UP_TO = 1000;
const TRUST_ESTIMATE_FROM = 5;

/** Joins a filter needs: the owner (verified agents) and the category (slug). */
function needsCategory(filters: PropertyFilters) {
  return filters.categorySlug !== undefined;
}

/** `from … where …` of a public search, for the capped count and the planner's estimate. */
function fromWhere(filters: PropertyFilters, where: SQL | undefined, samplePercent?: number): SQL {
  // The percentage is a number this module computes, never input, so it is written into the statement as text.
  const sample =
    samplePercent === undefined ? sql`` : sql`tablesample system (${sql.raw(samplePercent.toFixed(4))})`;
  return sql`from ${properties} ${sample}
    ${needsCategory(filters) ? sql`inner join ${categories} on ${categories.id} = ${properties.categoryId}` : sql``}
    ${filters.ownerVerifiedOnly ? sql`inner join ${users} on ${users.id} = ${properties.ownerId}` : sql``}
    where ${where ?? sql`true`}`;
}

const dialect = new PgDialect();

type Rows = { rows: Record<string, unknown>[] };

/**
 * Matches up to `cap + 1`: exact when it is at most `cap`, else only "more than cap". A radius count streams
 * the GiST index: the planner takes `earth_box` for a handful of rows (a constant selectivity) and would build a
 * bitmap of the whole circle, which in a crowded one is every listing in it, to count a thousand.
 */
async function cappedCount(db: Database, from: SQL, cap: number, radius = false): Promise<number> {
  const statement = sql`select count(*)::int as total from (select 1 ${from} limit ${cap + 1}) capped`;
  const result = (radius
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return tx.execute(statement);
      })
    : await db.execute(statement)) as unknown as Rows;
  return Number(result.rows[0]?.total ?? 0);
}

/** About this many listings are read to estimate a crowded circle's matches. */
const SAMPLE_LISTINGS = 10_000;

/**
 * A crowded circle's matches, estimated from a sample of the table's pages scaled up (the planner has no
 * estimate for a radius). The table's size comes from its statistics; a table never analysed, or one smaller
 * than the sample, is read whole, so the figure is then exact.
 */
async function sampledCount(db: Database, filters: PropertyFilters, where: SQL | undefined): Promise<number> {
  const stats = (await db.execute(
    sql`select reltuples::float8 as tuples from pg_class where oid = ${sql.raw("'properties'")}::regclass`,
  )) as unknown as Rows;
  const tuples = Number(stats.rows[0]?.tuples ?? -1);
  const percent = tuples > SAMPLE_LISTINGS ? (SAMPLE_LISTINGS * 100) / tuples : 100;
  const result = (await db.execute(
    sql`select count(*)::int as total ${fromWhere(filters, where, percent)}`,
  )) as unknown as Rows;
  return Math.round((Number(result.rows[0]?.total ?? 0) * 100) / percent);
}

/** The planner's estimate of the matches (EXPLAIN plans without running; about as cheap as planning). */
async function estimatedCount(db: Database, from: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 ${from}`)) as unknown as Rows;
  const raw = result.rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(plan[0].Plan["Plan Rows"]);
}

export async function listPublicProperties(
  db: Database,
  input: {
    filters: PropertyFilters;
    sort: PropertySort;
    offset: number;
    limit: number;
    now: Date;
    countCache?: CountCache;
    /** False when the caller shows no total (a details page's own row, its similar shelf): `total` is then 0. */
    withTotal?: boolean;
    /** Remembered page ends, for deep pages (keyset under offset/limit). */
    pageBoundaries?: PageBoundaries;
    /** Tests lower these to cover every strategy on a small catalogue. */
    radiusWalkFrom?: number;
    seekFrom?: number;
    exactTotalUpTo?: number;
  },
): Promise<{ rows: ListedProperty[]; total: number }> {
  const { filters, sort, offset, limit, now, countCache } = input;
  const studioIds = filters.bedrooms === 0 ? await studioCategoryIds(db) : undefined;
  const where = whereFor(filters, now, { studioIds });

  // Deferred join: the page's ids come from `properties` alone (walking the sort's index past `offset`),
  // and only those rows get their category, place, promotion and distance. Deep pages then cost the
  // index walk, not the joins and subqueries of every skipped row.
  const seek = filters.near ? undefined : SEEKABLE[sort];
  const idQuery = db
    .select({
      id: properties.id,
      // The sort key as text (timestamps keep their microseconds), to remember where this page ends.
      key: seek
        ? sql<string[]>`array[${sql.join(
            seek.columns.map(([column]) => sql`${column}::text`),
            sql`, `,
          )}, ${properties.id}::text]`
        : sql<null>`null`,
    })
    .from(properties)
    .$dynamic();
  if (needsCategory(filters)) idQuery.innerJoin(categories, eq(categories.id, properties.categoryId));
  if (filters.ownerVerifiedOnly) idQuery.innerJoin(users, eq(users.id, properties.ownerId));

  const from = fromWhere(filters, where);
  // The search's identity (for the count cache and page boundaries): its SQL text and parameters.
  const fromQuery = dialect.sqlToQuery(from);
  const countKey = `${fromQuery.sql}|${JSON.stringify(fromQuery.params)}`;
  const exactUpTo = input.exactTotalUpTo ?? EXACT_TOTAL_UP_TO;
  const radiusWalkFrom = input.radiusWalkFrom ?? RADIUS_WALK_FROM;
  // A radius search sorted otherwise than by distance needs a count to choose its plan, asked for or not.
  const radiusChoice = Boolean(filters.near && sort !== "distance");
  const counts = input.withTotal !== false || radiusChoice;
  const cap = filters.near ? radiusWalkFrom : exactUpTo;
  const exactBelow = Math.min(cap, exactUpTo);
  /** The matches, exact up to `exactUpTo` (a circle: its walk threshold); beyond, an estimate above it. */
  const baseTotal = async (): Promise<{ total: number; exact: boolean }> => {
    const cached = countCache?.get(countKey);
    if (cached !== undefined) return { total: cached, exact: cached <= exactBelow };
    // The planner cannot estimate a radius (earth_box has a constant selectivity), so a radius always counts.
    const estimate = filters.near ? 0 : await estimatedCount(db, from);
    const counted = estimate >= cap * TRUST_ESTIMATE_FROM ? cap + 1 : await cappedCount(db, from, cap);
    if (counted <= exactBelow) return { total: counted, exact: true };
    // Beyond the exact range: the planner's estimate, or a circle's sample; never below what was counted. Only
    // estimates are kept for a while: exact totals are cheap and must follow a changed listing at once.
    const guess = filters.near ? await sampledCount(db, filters, where) : estimate;
    const total = Math.max(guess, counted);
    countCache?.set(countKey, total);
    return { total, exact: false };
  };
  const seekFrom = input.seekFrom ?? SEEK_FROM;
  const search = `${countKey}|${sort}`;
  const deep = Boolean(seek && offset >= seekFrom);
  let boundary = deep ? input.pageBoundaries?.nearest(search, offset) : undefined;
  // Another request walking this search to here already: its boundary makes this page a short keyset read.
  // (Waited for before the count starts, so no count runs unobserved meanwhile.)
  const running = deep && !boundary ? input.pageBoundaries?.walkBelow(search, offset) : undefined;
  if (running) {
    await running;
    boundary = input.pageBoundaries?.nearest(search, offset);
  }
  const counting = counts ? baseTotal() : Promise.resolve({ total: 0, exact: true });

  // Without a boundary, a deep page also reads the row just before it, so that asking again starts there.
  const withLead = Boolean(deep && input.pageBoundaries && !boundary);
  // One row past the page tells whether another page follows, which keeps an estimated total honest for paging.
  const readPage = async (pageWhere: SQL | undefined) => {
    const fetched = await idQuery
      .where(boundary && seek ? and(pageWhere, seekCondition(seek, boundary.key)) : pageWhere)
      .orderBy(...orderFor(sort, filters, now))
      .offset(boundary ? offset - boundary.offset : withLead ? offset - 1 : offset)
      .limit((withLead ? limit + 1 : limit) + 1);
    const lead = withLead ? fetched[0] : undefined;
    if (lead?.key) input.pageBoundaries?.remember(search, { offset, key: lead.key });
    const after = withLead ? fetched.slice(1) : fetched;
    const rows = after.slice(0, limit);
    const last = rows.at(-1);
    if (seek && last?.key && rows.length === limit && offset + limit >= seekFrom) {
      input.pageBoundaries?.remember(search, { offset: offset + limit, key: last.key });
    }
    return { rows, more: after.length > limit };
  };
  // A walk others can wait for (see walkBelow above).
  const page = (pageWhere: SQL | undefined) =>
    withLead && input.pageBoundaries
      ? input.pageBoundaries.walk(search, offset, () => readPage(pageWhere))
      : readPage(pageWhere);
  let fetched: { rows: { id: number }[]; more: boolean };
  let base: { total: number; exact: boolean };
  if (radiusChoice) {
    // The planner cannot tell a crowded circle from an empty one. With many matches, walking the sort's index
    // and testing the distance finds a page in a few rows; with few, the GiST box finds them all at once.
    base = await counting;
    const walk = base.total >= radiusWalkFrom;
    fetched = await page(walk ? whereFor(filters, now, { radiusByIndex: false, studioIds }) : where);
  } else {
    [fetched, base] = await Promise.all([page(where), counting]);
  }
  const ids = fetched.rows.map((row) => row.id);
  const total = counts ? await pagedTotal(db, from, base, { offset, limit, ...fetched }) : 0;
  if (ids.length === 0) return { rows: [], total };

  const distance = filters.near
    ? sql<number>`earth_distance(${earthPoint(filters.near.latitude, filters.near.longitude)}, ${propertyPoint}) / 1000`
    : sql<null>`null`;
  return { rows: await hydrateListed(db, ids, now, distance), total };
}

/**
 * The total a client pages by (ADR 077). An exact count stays as it is. An estimate is made consistent with
 * the page: a page with rows after it reports at least one more row than it reaches (so a client paging by
 * `total` asks for the next page), and a page that ends the matches reports exactly where they end (offset +
 * rows), so the client stops there. A page past the end counts the rows before it, which costs no more than
 * walking to that offset.
 */
async function pagedTotal(
  db: Database,
  from: SQL,
  base: { total: number; exact: boolean },
  page: { offset: number; limit: number; rows: unknown[]; more: boolean },
): Promise<number> {
  if (base.exact) return base.total;
  if (page.more) return Math.max(base.total, page.offset + page.limit + 1);
  if (page.rows.length > 0 || page.offset === 0) return page.offset + page.rows.length;
  return cappedCount(db, from, page.offset);
}

/**
 * Listings by id whatever their state (approved or not, active or not), in the order of `ids`: for an owner's
 * own listings, which are not public until approved.
 */
export function listedPropertiesByIds(db: Database, ids: number[], now: Date): Promise<ListedProperty[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return hydrateListed(db, ids, now, sql<null>`null`);
}

/** The rows of `ids` with their category, place, promotion and distance, in the order of `ids`. */
async function hydrateListed(
  db: Database,
  ids: number[],
  now: Date,
  distance: SQL<number> | SQL<null>,
): Promise<ListedProperty[]> {
  const rows = await db
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
      isPromoted: promotedSql(now),
      distanceKm: distance,
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .where(inArray(properties.id, ids));
  const byId = new Map(rows.map((row) => [row.property.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row.property,
        category: row.category,
        place: row.place ?? { cityAr: null, stateAr: null, countryAr: null },
        favouriteCount: row.property.favouriteCount,
        isPromoted: Boolean(row.isPromoted),
        distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      },
    ];
  });
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

/** Media of several listings at once: gallery before documents, in their set order within each listing. */
export async function mediaForMany(db: Database, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select()
    .from(propertyMedia)
    .where(inArray(propertyMedia.propertyId, propertyIds))
    .orderBy(
      asc(propertyMedia.propertyId),
      asc(propertyMedia.kind),
      asc(propertyMedia.position),
      asc(propertyMedia.id),
    );
}

/** How many users marked each of several listings as interesting (listings nobody marked are absent). */
export async function interestTotals(db: Database, propertyIds: number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: interestedUsers.propertyId, total: sql<number>`count(*)::int` })
    .from(interestedUsers)
    .where(inArray(interestedUsers.propertyId, propertyIds))
    .groupBy(interestedUsers.propertyId);
  return new Map(rows.map((row) => [row.propertyId, Number(row.total)]));
}

/** The public profile and contact of several owners at once, by user id. */
export async function ownersFor(db: Database, userIds: number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            name: users.name,
            slug: users.slug,
            email: users.email,
            mobile: users.mobile,
            profileImage: users.profileImage,
            customerType: users.customerType,
            verificationStatus: users.verificationStatus,
            role: users.role,
          })
          .from(users)
          .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
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

/**
 * Counts a view unless this viewer already viewed the listing today (UTC). Returns whether it counted. The
 * insert and the increment are one statement, so concurrent views of one viewer count once.
 */
export async function recordView(
  db: Database,
  input: { propertyId: number; viewerKey: string; now: Date },
): Promise<boolean> {
  const day = input.now.toISOString().slice(0, 10);
  const result = (await db.execute(sql`
    with seen as (
      insert into ${propertyViews} (property_id, viewer_key, viewed_on)
      values (${input.propertyId}, ${input.viewerKey}, ${day}::date)
      on conflict do nothing
      returning property_id
    )
    update ${properties} set view_count = view_count + 1
    where id in (select property_id from seen)
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Of these listings, the ones the viewer marked as interesting and the ones they reported (so the page can
 * say so before a second try).
 */
export async function viewerMarks(
  db: Database,
  viewerId: number,
  propertyIds: number[],
): Promise<{ interested: Set<number>; reported: Set<number> }> {
  if (propertyIds.length === 0) return { interested: new Set(), reported: new Set() };
  const [interested, reported] = await Promise.all([
    db
      .select({ propertyId: interestedUsers.propertyId })
      .from(interestedUsers)
      .where(and(eq(interestedUsers.userId, viewerId), inArray(interestedUsers.propertyId, propertyIds))),
    db
      .select({ propertyId: userReports.propertyId })
      .from(userReports)
      .where(and(eq(userReports.userId, viewerId), inArray(userReports.propertyId, propertyIds))),
  ]);
  return {
    interested: new Set(interested.map((row) => row.propertyId)),
    reported: new Set(reported.map((row) => row.propertyId)),
  };
}
