import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import { properties } from "../src/db/schema/properties.js";

/**
 * Grows the seeded catalogue to `target` public listings by cloning seeded ones with varied prices, positions
 * and dates, in one set-based INSERT (plus their parameter values), so loading 100k rows takes seconds.
 */
export async function loadBenchListings(db: Database, target: number): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  const missing = target - Number(existing?.count ?? 0);
  if (missing <= 0) return 0;
  await db.execute(sql`
    with base as (
      select p.*, row_number() over (order by p.id) - 1 as rn
      from properties p where p.moderation_status = 'approved' and p.is_active
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
    from generate_series(1::bigint, ${missing}::bigint) as g
    join base b on b.rn = g % (select c from size)
  `);
  await db.execute(sql`
    insert into property_parameters (property_id, parameter_id, value)
    select clone.id, pp.parameter_id, pp.value
    from properties clone
    join properties source on source.title = regexp_replace(clone.title, ' [0-9]+$', '')
      and source.slug not like 'bench-%'
    join property_parameters pp on pp.property_id = source.id
    where clone.slug like 'bench-%'
    on conflict do nothing
  `);
  await db.execute(sql`analyze`);
  return missing;
}
