import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import { properties } from "../src/db/schema/properties.js";

/** Rows per INSERT: big enough to stay set-based, small enough to show progress and spare PGlite's memory. */
const CHUNK = 200_000;

/**
 * Grows the catalogue to `target` listings by cloning the seeded public ones (listing `bench-<g>` copies seeded
 * row g mod n) with varied prices, positions, views and dates, then their parameter values: plain set-based
 * INSERTs into `properties` and `property_parameters`, so every trigger on those tables applies as it would to
 * listings saved one by one. A million rows load in minutes on PostgreSQL. Ends with ANALYZE so the planner
 * sees the grown tables. Returns how many listings it added.
 */
export async function loadBenchListings(
  db: Database,
  target: number,
  progress: (message: string) => void = () => {},
): Promise<number> {
  const [existing] = await db
    .select({
      all: sql<number>`count(*)::int`,
      clones: sql<number>`count(*) filter (where ${properties.slug} like 'bench-%')::int`,
    })
    .from(properties);
  const missing = target - Number(existing?.all ?? 0);
  if (missing <= 0) return 0;
  const first = Number(existing?.clones ?? 0) + 1;
  const last = first + missing - 1;
  for (let from = first; from <= last; from += CHUNK) {
    const to = Math.min(last, from + CHUNK - 1);
    const [before] = await db
      .select({ id: sql<number>`coalesce(max(${properties.id}), 0)::int` })
      .from(properties);
    await db.execute(sql`
      with base as (
        select p.*, row_number() over (order by p.id) - 1 as rn
        from properties p
        where p.moderation_status = 'approved' and p.is_active and p.slug not like 'bench-%'
      ), size as (select count(*) as c from base)
      insert into properties (slug, owner_id, category_id, classification, listing_type, title, title_ar,
        description, description_ar, address, address_ar, price_minor, currency, rent_duration, city_id, city,
        state, country, latitude, longitude, title_image, moderation_status, is_active, view_count, is_premium,
        created_at, updated_at)
      select 'bench-' || g, b.owner_id, b.category_id, b.classification, b.listing_type, b.title || ' ' || g,
        b.title_ar, b.description, b.description_ar, b.address, b.address_ar,
        greatest(100, (b.price_minor * (0.7 + ((g * 7919) % 600) / 1000.0))::bigint), b.currency, b.rent_duration,
        b.city_id, b.city, b.state, b.country,
        b.latitude + (((g * 104729) % 2000) - 1000) / 40000.0,
        b.longitude + (((g * 15485863) % 2000) - 1000) / 40000.0,
        b.title_image, 'approved', true, (g * 31) % 5000, (g % 10 = 0),
        now() - make_interval(days => (g % 540)::int, mins => (g % 1440)::int), now()
      from generate_series(${from}::bigint, ${to}::bigint) as g
      join base b on b.rn = g % (select c from size)
    `);
    // The clone's number is in its slug, so each finds its source row again without a join on text.
    await db.execute(sql`
      with base as (
        select p.id, row_number() over (order by p.id) - 1 as rn
        from properties p
        where p.moderation_status = 'approved' and p.is_active and p.slug not like 'bench-%'
      ), size as (select count(*) as c from base)
      insert into property_parameters (property_id, parameter_id, value, value_ar)
      select clone.id, pp.parameter_id, pp.value, pp.value_ar
      from properties clone
      join base b on b.rn = substr(clone.slug, 7)::bigint % (select c from size)
      join property_parameters pp on pp.property_id = b.id
      where clone.id > ${Number(before?.id ?? 0)} and clone.slug like 'bench-%'
    `);
    progress(`  ${(to - first + 1).toLocaleString("en")} of ${missing.toLocaleString("en")} listings`);
  }
  await db.execute(sql`analyze`);
  return missing;
}
