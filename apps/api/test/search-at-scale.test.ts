import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPublicProperties } from "../src/modules/properties/properties.repository.js";
import type { PropertyFilters, PropertySort } from "../src/modules/properties/property-filters.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { getJson } from "./helpers.js";

// ADR 077: bedrooms, bathrooms and area read from columns kept by triggers, and totals that are exact when
// small and estimated when large. These tests hold the new paths to what the old queries returned.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Rows<T> = { rows: T[] };
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** The old meaning, spelled out: a listing matches when one of its parameters named like `pattern` does. */
const byParameter = (pattern: string, condition: SQL) => sql`p.id in (select pp.property_id
  from property_parameters pp join parameters pr on pr.id = pp.parameter_id
  where pr.name ilike ${pattern} and ${condition})`;

/** Public listings matching `condition` in `order`, by a plain query without any of the search machinery. */
async function reference(condition: SQL, order: SQL): Promise<number[]> {
  const rows = await query<{ id: number }>(sql`select p.id from properties p
    where p.moderation_status = 'approved' and p.is_active and (${condition}) order by ${order}`);
  return rows.map((row) => Number(row.id));
}

const NEWEST = sql`p.created_at desc, p.id desc`;
const PRICE = sql`p.price_minor, p.id`;
const LIKED = sql`p.favourite_count desc, p.id desc`;
const VIEWED = sql`p.view_count desc, p.id desc`;

/**
 * Every id of a search, paged the way a client paging by `total` does: it asks for the next page while
 * offset + limit < total. Returns the ids and how many pages it asked for.
 */
async function pageByTotal(
  filters: PropertyFilters,
  sort: PropertySort,
  options: { limit: number; exactTotalUpTo?: number },
): Promise<{ ids: number[]; pages: number; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let pages = 0;
  for (let offset = 0; ; offset += options.limit) {
    const page = await listPublicProperties(t.database.db, {
      filters,
      sort,
      offset,
      limit: options.limit,
      now: new Date(),
      exactTotalUpTo: options.exactTotalUpTo,
    });
    pages += 1;
    ids.push(...page.rows.map((row) => row.id));
    totals.push(page.total);
    if (offset + options.limit >= page.total || pages > 500) break;
  }
  return { ids, pages, totals };
}

describe("bedrooms, bathrooms and area read from the listing", () => {
  it("return the same listings, in the same order, as matching the parameter values", async () => {
    const cases: [PropertyFilters, PropertySort, SQL, SQL][] = [
      [{ bedrooms: 3 }, "newest", byParameter("%bedroom%", sql`pp.value_number = 3`), NEWEST],
      [{ bathrooms: 2 }, "price_asc", byParameter("%bathroom%", sql`pp.value_number = 2`), PRICE],
      [
        { minArea: 100, maxArea: 250 },
        "most_liked",
        byParameter("%area%", sql`pp.value_number between 100 and 250`),
        LIKED,
      ],
      [
        { bedrooms: 2, minArea: 80 },
        "most_viewed",
        sql`${byParameter("%bedroom%", sql`pp.value_number = 2`)} and ${byParameter("%area%", sql`pp.value_number >= 80`)}`,
        VIEWED,
      ],
    ];
    for (const [filters, sort, condition, order] of cases) {
      const expected = await reference(condition, order);
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
      const paged = await pageByTotal(filters, sort, { limit: 25, exactTotalUpTo: 3 });
      expect(paged.ids, JSON.stringify(filters)).toEqual(expected);
    }
  });

  it("counts studios as no bedrooms", async () => {
    const studio = await reference(
      sql`${byParameter("%bedroom%", sql`pp.value_number = 0`)} or p.category_id in
        (select c.id from categories c where c.slug like 'studio%' or c.name ilike 'studio%')`,
      NEWEST,
    );
    const inStudioCategory = await reference(
      sql`p.category_id in (select c.id from categories c where c.slug = 'studio')`,
      NEWEST,
    );
    expect(inStudioCategory.length).toBeGreaterThan(0);
    const paged = await pageByTotal({ bedrooms: 0 }, "newest", { limit: 5 });
    expect(paged.ids).toEqual(studio);
    for (const id of inStudioCategory) expect(paged.ids).toContain(id);
  });

  it("follow the listing's parameter values as they are edited, deleted and renamed", async () => {
    const [bedroomsParameter] = await query<{ id: number }>(
      sql`select id from parameters where name ilike '%bedroom%' order by id limit 1`,
    );
    const [listing] = await query<{ id: number }>(sql`select p.id from properties p
      join property_parameters pp on pp.property_id = p.id and pp.parameter_id = ${bedroomsParameter!.id}
      where p.moderation_status = 'approved' and p.is_active order by p.id limit 1`);
    const parameterId = Number(bedroomsParameter!.id);
    const listingId = Number(listing!.id);
    const withNine = async () =>
      (
        await listPublicProperties(t.database.db, {
          filters: { bedrooms: 9 },
          sort: "newest",
          offset: 0,
          limit: 50,
          now: new Date(),
        })
      ).rows.map((row) => row.id);

    expect(await withNine()).not.toContain(listingId);
    await t.database.db.execute(sql`update property_parameters set value = ' 9 '
      where property_id = ${listingId} and parameter_id = ${parameterId}`);
    expect(await withNine()).toContain(listingId);

    // Renamed so it no longer reads as bedrooms: no listing has 9 bedrooms any more; renamed back, it has again.
    await t.database.db.execute(sql`update parameters set name = 'Sleeping rooms' where id = ${parameterId}`);
    expect(await withNine()).not.toContain(listingId);
    await t.database.db.execute(sql`update parameters set name = 'Bedrooms' where id = ${parameterId}`);
    expect(await withNine()).toContain(listingId);

    // Through the API as well (the route reads the same columns).
    const viaHttp = await getJson<{ id: number }[]>(t.app, "/api/get-property-list?bedrooms=9&limit=50");
    expect(viaHttp.body.data.map((card) => card.id)).toContain(listingId);

    await t.database.db.execute(sql`delete from property_parameters
      where property_id = ${listingId} and parameter_id = ${parameterId}`);
    expect(await withNine()).not.toContain(listingId);
    const [row] = await query<{ bedrooms: number | null }>(
      sql`select search_bedrooms as bedrooms from properties where id = ${listingId}`,
    );
    expect(row!.bedrooms).toBeNull();

    // A set-based insert of many values at once (as bulk loads do) fills every listing it touches.
    await t.database.db.execute(sql`insert into property_parameters (property_id, parameter_id, value)
      select ${listingId}, ${parameterId}, '9'`);
    expect(await withNine()).toContain(listingId);
  });
});

describe("totals: exact when small, estimated when large, and paging by them reaches the last row", () => {
  const broad: PropertyFilters = { onlyOnMarket: true };

  it("counts a small result exactly", async () => {
    const expected = await reference(byParameter("%bathroom%", sql`pp.value_number = 2`), PRICE);
    const first = await listPublicProperties(t.database.db, {
      filters: { bathrooms: 2 },
      sort: "price_asc",
      offset: 0,
      limit: 3,
      now: new Date(),
      exactTotalUpTo: expected.length,
    });
    expect(first.total).toBe(expected.length);
  });

  it("pages by an estimated total to exactly the last row, never past it", async () => {
    const expected = await reference(sql`p.listing_type in ('sell', 'rent')`, NEWEST);
    expect(expected.length).toBeGreaterThan(40);
    // Thresholds far below the catalogue: the first total is an estimate (counting is skipped at 2).
    // At 2 the count is skipped (the planner expects far more); at 10 it is capped and exceeded.
    for (const [exactTotalUpTo, limit] of [
      [2, 9],
      [10, 13],
    ] as const) {
      const paged = await pageByTotal(broad, "newest", { limit, exactTotalUpTo });
      expect(paged.ids).toEqual(expected);
      // No page past the end was needed, and the last total is exact.
      expect(paged.pages).toBe(Math.ceil(expected.length / limit));
      expect(paged.totals.at(-1)).toBe(expected.length);
    }
  });

  it("stops at the last row when the matches fill the last page exactly", async () => {
    const expected = await reference(sql`p.listing_type in ('sell', 'rent')`, PRICE);
    const limit =
      expected.length / 2 === Math.floor(expected.length / 2) ? expected.length / 2 : expected.length;
    const paged = await pageByTotal(broad, "price_asc", { limit, exactTotalUpTo: 1 });
    expect(paged.ids).toEqual(expected);
    expect(paged.pages).toBe(Math.ceil(expected.length / limit));
    expect(paged.totals.at(-1)).toBe(expected.length);
  });

  it("tells a client that jumped past the end the real total", async () => {
    const expected = await reference(sql`p.listing_type in ('sell', 'rent')`, NEWEST);
    const beyond = await listPublicProperties(t.database.db, {
      filters: broad,
      sort: "newest",
      offset: expected.length + 50,
      limit: 10,
      now: new Date(),
      exactTotalUpTo: 2,
    });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  it("keeps radius and text searches complete whichever total they report", async () => {
    const centre = { latitude: 30.0444, longitude: 31.2357 };
    const near = await reference(
      sql`earth_distance(ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8),
        ll_to_earth(p.latitude, p.longitude)) <= 25000 and p.listing_type in ('sell', 'rent')`,
      PRICE,
    );
    expect(near.length).toBeGreaterThan(5);
    for (const radiusWalkFrom of [1, 1_000_000]) {
      const paged = await listPublicProperties(t.database.db, {
        filters: { ...broad, near: { ...centre, radiusKm: 25 } },
        sort: "price_asc",
        offset: 0,
        limit: 1000,
        now: new Date(),
        radiusWalkFrom,
        exactTotalUpTo: 2,
      });
      expect(paged.rows.map((row) => row.id)).toEqual(near);
      expect(paged.total).toBe(near.length);
    }
    // A crowded circle on a small page still tells its size (a sample of the table, here all of it), not
    // merely that more than its walk threshold match.
    const crowded = await listPublicProperties(t.database.db, {
      filters: { ...broad, near: { ...centre, radiusKm: 25 } },
      sort: "newest",
      offset: 0,
      limit: 2,
      now: new Date(),
      radiusWalkFrom: 1,
    });
    expect(crowded.total).toBe(near.length);
    const text = await reference(sql`p.search_document like '%' || manzil_search_fold('شقة') || '%'`, NEWEST);
    expect(text.length).toBeGreaterThan(0);
    const paged = await pageByTotal({ search: "شقة" }, "newest", { limit: 4, exactTotalUpTo: 1 });
    expect(paged.ids).toEqual(text);
  });
});
