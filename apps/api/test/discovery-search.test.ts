import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { favourites, properties, propertyReviews } from "../src/db/schema/properties.js";
import { stayNights } from "../src/db/schema/stays.js";
import { createPageBoundaries } from "../src/modules/properties/page-boundaries.js";
import { listPublicProperties } from "../src/modules/properties/properties.repository.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { getJson, haversineKm, signInAs } from "./helpers.js";

type Card = {
  id: number;
  slug_id: string;
  title_en: string;
  title_ar: string;
  price_minor: number;
  property_classification: number;
  property_type: string;
  category_id: number;
  city_en: string;
  city_ar: string;
  latitude: number;
  longitude: number;
  created_at: string;
  total_click: number;
  favourite_count: number;
  rating_average: number | null;
  is_premium: boolean;
  parameters: { id: number; name_en: string; value: string }[];
  assign_facilities: { id: number }[];
};
type Detail = Card & {
  description: string;
  gallery: unknown[];
  contact: { name: string; email: string; mobile: string } | null;
  premium_locked: boolean;
  added_by: number;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every card of a query, page by page (the way a client pages through results). */
async function allPages(query: string, pageSize = 25): Promise<{ cards: Card[]; total: number }> {
  const cards: Card[] = [];
  let total = 0;
  for (let offset = 0; offset < 2000; offset += pageSize) {
    const { status, body } = await getJson<Card[]>(
      t.app,
      `/api/get-property-list?${query}&offset=${offset}&limit=${pageSize}`,
    );
    expect(status).toBe(200);
    total = body.total ?? 0;
    cards.push(...body.data);
    if (body.data.length < pageSize) break;
  }
  return { cards, total };
}

const guest = (agent: string) => ({ "user-agent": agent });

describe("search filters hold on every page", () => {
  it("keeps every radius result inside the radius, across pages, and counts them all", async () => {
    const centre = { latitude: 30.0444, longitude: 31.2357 };
    const { cards, total } = await allPages(
      `latitude=${centre.latitude}&longitude=${centre.longitude}&radius=15&sort_by=price_asc`,
      10,
    );
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.length).toBe(total);
    for (const card of cards) expect(haversineKm(centre, card)).toBeLessThanOrEqual(15.01);
    // The nearest outside the radius really is outside: a wider radius finds strictly more.
    const wider = await getJson<Card[]>(
      t.app,
      `/api/get-property-list?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=40&limit=1`,
    );
    expect(wider.body.total).toBeGreaterThan(total);
  });

  it("finds the same radius pages whether it walks the sort's index or the GiST box", async () => {
    const filters = { onlyOnMarket: true, near: { latitude: 30.0444, longitude: 31.2357, radiusKm: 25 } };
    for (const sort of ["newest", "price_asc"] as const) {
      for (const offset of [0, 10, 30]) {
        const input = { filters, sort, offset, limit: 10, now: new Date() };
        const byBox = await listPublicProperties(t.database.db, { ...input, radiusWalkFrom: 1_000_000 });
        const byWalk = await listPublicProperties(t.database.db, { ...input, radiusWalkFrom: 1 });
        expect(byBox.rows.length).toBeGreaterThan(0);
        expect(byWalk.rows.map((row) => row.id)).toEqual(byBox.rows.map((row) => row.id));
        // A crowded circle's total is estimated from a sample of the table (ADR 077); a catalogue smaller than
        // the sample is read whole, so here the estimate is the exact count the box finds.
        expect(byWalk.total).toBe(byBox.total);
      }
    }
  });

  it("resumes deep pages from where the previous page ended, with the same rows as plain offsets", async () => {
    const boundaries = createPageBoundaries({ ttlMs: 60_000, maxSearches: 10, maxPerSearch: 50 });
    for (const sort of [
      "newest",
      "oldest",
      "price_asc",
      "price_desc",
      "most_viewed",
      "most_liked",
    ] as const) {
      const plain: number[] = [];
      const resumed: number[] = [];
      for (let offset = 0; offset < 120; offset += 20) {
        const input = { filters: { onlyOnMarket: true }, sort, offset, limit: 20, now: new Date() };
        plain.push(...(await listPublicProperties(t.database.db, input)).rows.map((row) => row.id));
        const page = await listPublicProperties(t.database.db, {
          ...input,
          pageBoundaries: boundaries,
          seekFrom: 1,
        });
        resumed.push(...page.rows.map((row) => row.id));
      }
      expect(resumed).toEqual(plain);
      // A jump beyond the last remembered page resumes from it and skips only the difference.
      const jump = { filters: { onlyOnMarket: true }, sort, offset: 150, limit: 20, now: new Date() };
      const jumped = await listPublicProperties(t.database.db, {
        ...jump,
        pageBoundaries: boundaries,
        seekFrom: 1,
      });
      const expected = (await listPublicProperties(t.database.db, jump)).rows.map((row) => row.id);
      expect(jumped.rows.map((row) => row.id)).toEqual(expected);
      // Asking for the same deep page again starts exactly at it.
      const again = await listPublicProperties(t.database.db, {
        ...jump,
        pageBoundaries: boundaries,
        seekFrom: 1,
      });
      expect(again.rows.map((row) => row.id)).toEqual(expected);
    }
  });

  it("walks once for visitors arriving together at one deep page, and gives each the same rows", async () => {
    const boundaries = createPageBoundaries({ ttlMs: 60_000, maxSearches: 10, maxPerSearch: 50 });
    const walks = vi.spyOn(boundaries, "walk");
    const input = { filters: { onlyOnMarket: true }, sort: "price_asc" as const, offset: 60, limit: 12 };
    const expected = (await listPublicProperties(t.database.db, { ...input, now: new Date() })).rows.map(
      (row) => row.id,
    );
    expect(expected.length).toBe(12);
    const pages = await Promise.all(
      Array.from({ length: 8 }, () =>
        listPublicProperties(t.database.db, {
          ...input,
          now: new Date(),
          pageBoundaries: boundaries,
          seekFrom: 1,
        }),
      ),
    );
    for (const page of pages) expect(page.rows.map((row) => row.id)).toEqual(expected);
    expect(walks).toHaveBeenCalledTimes(1);
  });

  it("keeps the price range and the price order on every page, without repeats", async () => {
    const { cards, total } = await allPages("min_price=1000000&max_price=8000000&sort_by=price_asc", 7);
    expect(cards.length).toBe(total);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.price_minor).toBeGreaterThanOrEqual(1_000_000_00);
      expect(card.price_minor).toBeLessThanOrEqual(8_000_000_00);
    }
    const prices = cards.map((c) => c.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const down = await allPages("min_price=1000000&max_price=8000000&sort_by=price_desc", 9);
    const downPrices = down.cards.map((c) => c.price_minor);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(new Set(down.cards.map((c) => c.id))).toEqual(new Set(cards.map((c) => c.id)));
  });

  it("matches bedrooms, bathrooms and area against the listing's own parameters", async () => {
    const value = (card: Card, pattern: RegExp) =>
      Number(card.parameters.find((p) => pattern.test(p.name_en))?.value);
    const bedrooms = await allPages("bedrooms=3");
    expect(bedrooms.cards.length).toBeGreaterThan(0);
    for (const card of bedrooms.cards) expect(value(card, /bedroom/i)).toBe(3);

    const bathrooms = await allPages("bathrooms=2");
    expect(bathrooms.cards.length).toBeGreaterThan(0);
    for (const card of bathrooms.cards) expect(value(card, /bathroom/i)).toBe(2);

    const area = await allPages("min_area=100&max_area=180");
    expect(area.cards.length).toBeGreaterThan(0);
    for (const card of area.cards) {
      expect(value(card, /area/i)).toBeGreaterThanOrEqual(100);
      expect(value(card, /area/i)).toBeLessThanOrEqual(180);
    }
  });

  it("filters by any parameter of a category: a choice, a checkbox value, or a number range", async () => {
    const any = await getJson<Card[]>(t.app, "/api/get-property-list?limit=100");
    const withChoice = any.body.data.flatMap((card) =>
      card.parameters
        .filter((p) => p.value !== "" && !/^\d/.test(p.value) && !p.value.includes(","))
        .map((p) => ({ card, parameter: p })),
    )[0]!;
    const { id, name_en } = withChoice.parameter;
    const raw = (
      (await t.database.db.execute(
        sql`select value from property_parameters where property_id = ${withChoice.card.id} and parameter_id = ${id}`,
      )) as unknown as { rows: { value: string }[] }
    ).rows[0]!.value;
    const chosen = await allPages(`parameter[${id}]=${encodeURIComponent(raw.toUpperCase())}`);
    expect(chosen.cards.map((c) => c.id)).toContain(withChoice.card.id);
    const stored = (await t.database.db.execute(
      sql`select count(distinct pp.property_id)::int as n from property_parameters pp join properties p on p.id = pp.property_id
        where pp.parameter_id = ${id} and p.moderation_status = 'approved' and p.is_active and p.listing_type in ('sell','rent')
        and exists (select 1 from unnest(string_to_array(pp.value, ',')) v where lower(trim(v)) = lower(${raw}))`,
    )) as unknown as { rows: { n: number }[] };
    expect(chosen.total, name_en).toBe(Number(stored.rows[0]!.n));

    const floor = any.body.data.flatMap((card) => card.parameters).find((p) => /floor/i.test(p.name_en));
    if (floor) {
      const ranged = await allPages(`parameter_min[${floor.id}]=2&parameter_max[${floor.id}]=5`);
      for (const card of ranged.cards) {
        const value = Number(card.parameters.find((p) => p.id === floor.id)?.value);
        expect(value).toBeGreaterThanOrEqual(2);
        expect(value).toBeLessThanOrEqual(5);
      }
    }
    const bad = await getJson(t.app, "/api/get-property-list?parameter_min[3]=abc");
    expect(bad.status).toBe(422);
  });

  it("treats is_commercial as the commercial classification and applies the hotel rule", async () => {
    const commercial = await allPages("is_commercial=1");
    expect(commercial.cards.length).toBeGreaterThan(0);
    for (const card of commercial.cards) expect(card.property_classification).toBe(2);

    await t.database.db
      .update(properties)
      .set({ hotelApartmentTypeId: 6 })
      .where(eq(properties.id, commercial.cards[0]!.id));
    const hotels = await allPages("property_classification=5");
    expect(hotels.cards.some((card) => card.id === commercial.cards[0]!.id)).toBe(true);
    for (const card of hotels.cards) {
      if (card.id !== commercial.cards[0]!.id) expect(card.property_classification).toBe(5);
    }
  });

  it("filters by near-by facilities and by a filled parameter", async () => {
    const any = await getJson<Card[]>(t.app, "/api/get-property-list?limit=50");
    const facilityId = any.body.data.find((c) => c.assign_facilities.length > 0)!.assign_facilities[0]!.id;
    const near = await allPages(`facility_ids=${facilityId}`);
    expect(near.cards.length).toBeGreaterThan(0);
    for (const card of near.cards) expect(card.assign_facilities.map((f) => f.id)).toContain(facilityId);

    const parameterId = any.body.data[0]!.parameters[0]!.id;
    const withParameter = await allPages(`parameter_id=${parameterId}`);
    for (const card of withParameter.cards) expect(card.parameters.map((p) => p.id)).toContain(parameterId);
  });

  it("limits dated searches to stays with a free unit on every night, and refuses check-out before check-in", async () => {
    // The demo stays have no night rows here; give every stay five open nights, as posting one would.
    await t.database.db.execute(sql`insert into stay_nights (property_id, date, units)
      select p.id, d::date, 1 from properties p cross join generate_series('2027-01-10'::date, '2027-01-14'::date, '1 day') d
      where p.classification in (4, 5) on conflict do nothing`);
    const stays = await allPages("check_in_date=2027-01-10&check_out_date=2027-01-12");
    expect(stays.cards.length).toBeGreaterThan(0);
    for (const card of stays.cards) expect([4, 5]).toContain(card.property_classification);

    const blocked = stays.cards[0]!;
    await t.database.db
      .update(stayNights)
      .set({ closed: true })
      .where(and(eq(stayNights.propertyId, blocked.id), eq(stayNights.date, "2027-01-11")));
    const after = await allPages("check_in_date=2027-01-10&check_out_date=2027-01-12");
    expect(after.cards.map((c) => c.id)).not.toContain(blocked.id);
    const laterNights = await allPages("check_in_date=2027-01-12&check_out_date=2027-01-14");
    expect(laterNights.cards.map((c) => c.id)).toContain(blocked.id);

    const bad = await getJson(
      t.app,
      "/api/get-property-list?check_in_date=2027-01-12&check_out_date=2027-01-10",
      { "accept-language": "ar" },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.check_out_date?.[0]).toBe("يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول");
  });
});

describe("bad filters", () => {
  it("names a value that is not a number in the caller's words, never zod's type names", async () => {
    const ar = await getJson(t.app, "/api/get-property-list?min_price=abc&bedrooms=two", {
      "accept-language": "ar",
    });
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.min_price).toEqual(["يجب إدخال رقم"]);
    expect(ar.body.errors?.bedrooms).toEqual(["يجب إدخال رقم"]);
    const en = await getJson(t.app, "/api/get-property-list?max_area=big");
    expect(en.body.errors?.max_area).toEqual(["Must be a number"]);
  });
});

describe("Arabic-aware search", () => {
  it("finds a listing whatever the spelling of ta marbuta, alef and diacritics", async () => {
    const page = await getJson<Card[]>(t.app, "/api/get-property-list?limit=100");
    const card = page.body.data.find((c) => /[ةأ]/.test(c.title_ar))!;
    const word = card.title_ar.split(/\s+/).find((w) => /[ةأ]/.test(w) && w.length > 2)!;
    const variant = word.replace(/ة/g, "ه").replace(/أ/g, "ا").split("").join("\u064E");
    const found = await allPages(`search=${encodeURIComponent(variant)}`);
    expect(found.cards.map((c) => c.id)).toContain(card.id);
    for (const c of found.cards) {
      const folded = (text: string) => text.replace(/[ةه]/g, "ه").replace(/[أإآا]/g, "ا");
      expect(folded(`${c.title_ar} ${c.title_en}`).length).toBeGreaterThan(0);
    }
  });

  it("finds listings by the Arabic name of their city, and every term must match", async () => {
    const page = await getJson<Card[]>(t.app, "/api/get-property-list?limit=50");
    const card = page.body.data.find((c) => c.city_ar && c.city_ar !== c.city_en)!;
    const byCity = await allPages(`search=${encodeURIComponent(card.city_ar)}`);
    expect(byCity.cards.length).toBeGreaterThan(0);
    expect(byCity.cards.map((c) => c.id)).toContain(card.id);
    const both = await allPages(`search=${encodeURIComponent(`${card.city_ar} zzzqqq`)}`);
    expect(both.total).toBe(0);
  });
});

describe("views, likes and ratings", () => {
  it("counts a view once per viewer per day, and never the owner's own views", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=1&sort_by=oldest");
    const id = list.body.data[0]!.id;
    const views = async () =>
      (
        await t.database.db.select({ v: properties.viewCount }).from(properties).where(eq(properties.id, id))
      )[0]!.v;
    const before = await views();
    await getJson(t.app, `/api/get_property?id=${id}`, guest("Browser A"));
    await getJson(t.app, `/api/get_property?id=${id}`, guest("Browser A"));
    expect(await views()).toBe(before + 1);
    await getJson(t.app, `/api/get_property?id=${id}`, guest("Browser B"));
    expect(await views()).toBe(before + 2);
    await getJson(t.app, `/api/get_property?id=${id}`, guest("Googlebot/2.1"));
    expect(await views()).toBe(before + 2);

    const [row] = await t.database.db
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, id));
    const ownerToken = await t.app.services.auth.issueToken(row!.ownerId, "test");
    await getJson(t.app, `/api/get_property?id=${id}`, { authorization: `Bearer ${ownerToken}` });
    expect(await views()).toBe(before + 2);
  });

  it("orders most liked by favourites, kept up to date as users like and unlike", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=3&sort_by=oldest");
    const target = list.body.data[2]!;
    const likers = await t.database.db.select({ id: users.id }).from(users).limit(30);
    await t.database.db
      .insert(favourites)
      .values(likers.map((u) => ({ userId: u.id, propertyId: target.id })))
      .onConflictDoNothing();
    const likes = likers.length;
    const detail = await getJson<Card[]>(t.app, `/api/get_property?id=${target.id}`);
    expect(detail.body.data[0]!.favourite_count).toBeGreaterThanOrEqual(likes);
    const liked = detail.body.data[0]!.favourite_count;
    const { cards } = await allPages("sort_by=most_liked", 50);
    const counts = cards.map((c) => c.favourite_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The target sits among the listings with as many likes: none with fewer likes comes before it.
    const position = cards.findIndex((c) => c.id === target.id);
    expect(cards.slice(0, position).every((c) => c.favourite_count >= liked)).toBe(true);
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from favourites where property_id = ${target.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(liked).toBe(Number(counted.rows[0]!.n));

    await t.database.db.delete(favourites).where(eq(favourites.propertyId, target.id));
    const after = await getJson<Card[]>(t.app, `/api/get_property?id=${target.id}`);
    expect(after.body.data[0]!.favourite_count).toBe(0);
  });

  it("lists top rated stays by their guests' average rating, kept up to date as guests rate", async () => {
    type Rated = Card & { rating_count: number };
    const ratedPages = async () => (await allPages("top_rated=1", 50)).cards as Rated[];
    const before = await ratedPages();
    expect(before.length).toBeGreaterThan(3);
    for (const card of before) expect(card.rating_count).toBeGreaterThan(0);
    // Averages are shown to one decimal; the order follows the exact ones, so shown values never rise.
    const averages = before.map((card) => card.rating_average ?? 0);
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    // One more guest rates the top stay 1 star: its average is recomputed from every rating.
    const top = before[0]!;
    const [guest] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} not in (select user_id from property_reviews where property_id = ${top.id})`)
      .limit(1);
    await t.database.db.insert(propertyReviews).values({ propertyId: top.id, userId: guest!.id, rating: 1 });
    const stored = (await t.database.db.execute(
      sql`select avg(rating)::float8 as a, count(*)::int as n from property_reviews where property_id = ${top.id}`,
    )) as unknown as { rows: { a: number; n: number }[] };
    const after = await ratedPages();
    const again = after.find((card) => card.id === top.id)!;
    expect(again.rating_count).toBe(Number(stored.rows[0]!.n));
    // Shown to one decimal: within half a tenth of the exact average.
    expect(Math.abs(again.rating_average! - Number(stored.rows[0]!.a))).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(after.findIndex((card) => card.id === top.id)).toBeGreaterThan(0);
  });
});

describe("details", () => {
  it("shows the owner's contact only to signed-in viewers", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=20");
    const open = list.body.data.find((c) => !c.is_premium)!;
    const asGuest = await getJson<Detail[]>(t.app, `/api/get_property?id=${open.id}`);
    expect(asGuest.body.data[0]!.contact).toBeNull();
    const { authorization } = await signInAs(t.app, t.database.db);
    const signedIn = await getJson<Detail[]>(t.app, `/api/get_property?id=${open.id}`, { authorization });
    expect(signedIn.body.data[0]!.contact?.name).toBeTruthy();
    expect(signedIn.body.data[0]!.contact?.email || signedIn.body.data[0]!.contact?.mobile).toBeTruthy();
  });

  it("opens a premium listing as a teaser only to viewers without premium access", async () => {
    const premium = await getJson<Card[]>(
      t.app,
      "/api/get-property-list?get_all_premium_properties=1&limit=1",
    );
    const id = premium.body.data[0]!.id;
    const asGuest = await getJson<Detail[]>(t.app, `/api/get_property?id=${id}`, { "accept-language": "en" });
    const teaser = asGuest.body.data[0]!;
    expect(teaser.premium_locked).toBe(true);
    expect(teaser.description).toBe("");
    expect(teaser.gallery).toEqual([]);
    expect(teaser.contact).toBeNull();
    expect(teaser.title_en).not.toBe("");

    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const full = await getJson<Detail[]>(t.app, `/api/get_property?id=${id}`, {
      authorization: admin.authorization,
    });
    expect(full.body.data[0]!.premium_locked).toBe(false);
    expect(full.body.data[0]!.description).not.toBe("");
  });

  it("tells a signed-in viewer whether they already reported or marked interest in the listing", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=30");
    const open = list.body.data.filter((c) => !c.is_premium)[3]!;
    const { authorization } = await signInAs(t.app, t.database.db);
    type Flags = { is_reported: boolean; is_interested: boolean; total_interested_users: number };
    const before = await getJson<Flags[]>(t.app, `/api/get_property?id=${open.id}`, { authorization });
    expect(before.body.data[0]!.is_reported).toBe(false);
    const reasons = await getJson<{ id: number }[]>(t.app, "/api/get_report_reasons");
    const reported = await t.app.inject({
      method: "POST",
      url: "/api/add_reports",
      headers: { authorization },
      payload: { property_id: open.id, reason_id: reasons.body.data[0]!.id },
    });
    expect(reported.statusCode).toBe(200);
    const interested = await t.app.inject({
      method: "POST",
      url: "/api/interested_users",
      headers: { authorization },
      payload: { property_id: open.id, type: 1 },
    });
    expect(interested.statusCode).toBe(200);
    const after = await getJson<Flags[]>(t.app, `/api/get_property?id=${open.id}`, { authorization });
    expect(after.body.data[0]!.is_reported).toBe(true);
    expect(after.body.data[0]!.is_interested).toBe(true);
    expect(after.body.data[0]!.total_interested_users).toBe(before.body.data[0]!.total_interested_users + 1);
    const asGuest = await getJson<Flags[]>(t.app, `/api/get_property?id=${open.id}`);
    expect(asGuest.body.data[0]!.is_reported).toBe(false);
    expect(asGuest.body.data[0]!.is_interested).toBe(false);
  });

  it("shows similar listings of the same deal nearest first, then the category's newest", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=40&property_type=sell");
    for (const source of list.body.data.slice(0, 5)) {
      const { body } = await getJson<Card[]>(t.app, `/api/get_property?id=${source.id}`);
      const similar = body.similar_properties as Card[];
      expect(similar.length).toBeGreaterThan(0);
      const near = similar.filter(
        (card) => haversineKm(source, card) <= 49.9 && card.property_type === "sell",
      );
      // Nearby listings for sale, like the source, come first and nearest first.
      expect(similar.slice(0, near.length)).toEqual(near);
      const distances = near.map((card) => haversineKm(source, card));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const card of similar) expect(card.category_id).toBe(source.category_id);
    }
  });

  it("returns the similar listings themselves with get_similar, paged", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=1");
    const source = list.body.data[0]!;
    const similar = await getJson<Card[]>(t.app, `/api/get_property?id=${source.id}&get_similar=1&limit=4`);
    expect(similar.body.data.length).toBeGreaterThan(0);
    for (const card of similar.body.data) {
      expect(card.category_id).toBe(source.category_id);
      expect(card.id).not.toBe(source.id);
    }
  });
});

describe("nearby, similar and compare", () => {
  it("get_nearby_properties returns listings inside the radius, nearest first", async () => {
    const centre = { latitude: 30.0444, longitude: 31.2357 };
    const { status, body } = await getJson<(Card & { distance: number })[]>(
      t.app,
      `/api/get_nearby_properties?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=8&limit=30`,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const distances = body.data.map((card) => haversineKm(centre, card));
    for (const d of distances) expect(d).toBeLessThanOrEqual(8.01);
    for (let i = 1; i < distances.length; i++)
      expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! - 0.05);
    const missing = await getJson(t.app, "/api/get_nearby_properties?longitude=31", {
      "accept-language": "ar",
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.latitude).toBeDefined();
  });

  it("get-all-similar-properties pages through the category without the listing itself", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=1");
    const source = list.body.data[0]!;
    const all = await getJson<Card[]>(
      t.app,
      `/api/get-all-similar-properties?slug_id=${source.slug_id}&limit=100`,
    );
    const sameCategory = await getJson<Card[]>(
      t.app,
      `/api/get-property-list?category_id=${source.category_id}&limit=1`,
    );
    expect(all.body.total).toBe((sameCategory.body.total ?? 0) - 1);
    expect(all.body.data.map((c) => c.id)).not.toContain(source.id);
    const unknown = await getJson(t.app, "/api/get-all-similar-properties?property_id=999999");
    expect(unknown.status).toBe(404);
  });

  it("compares two listings of one category and refuses the same one or another category", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=100");
    const open = list.body.data.filter((c) => !c.is_premium);
    const a = open[0]!;
    const b = open.find((c) => c.category_id === a.category_id && c.id !== a.id)!;
    const other = open.find((c) => c.category_id !== a.category_id)!;

    const ok = await getJson<{
      source_property: { id: number; facilities: unknown[]; total_views: number };
      target_property: { id: number };
    }>(t.app, `/api/compare-properties?source_property_id=${a.id}&target_property_id=${b.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.source_property.id).toBe(a.id);
    expect(ok.body.data.target_property.id).toBe(b.id);
    expect(ok.body.data.source_property.facilities.length).toBe(a.parameters.length);

    const same = await getJson(
      t.app,
      `/api/compare-properties?source_property_id=${a.id}&target_property_id=${a.id}`,
      {
        "accept-language": "ar",
      },
    );
    expect(same.status).toBe(422);
    expect(same.body.message).toBe("اختر إعلانين مختلفين للمقارنة.");
    const mixed = await getJson(
      t.app,
      `/api/compare-properties?source_property_id=${a.id}&target_property_id=${other.id}`,
    );
    expect(mixed.status).toBe(422);
    const hidden = await getJson(
      t.app,
      `/api/compare-properties?source_property_id=${a.id}&target_property_id=999999`,
    );
    expect(hidden.status).toBe(404);
  });

  it("asks a guest to sign in before comparing a premium listing", async () => {
    const premium = await getJson<Card[]>(
      t.app,
      "/api/get-property-list?get_all_premium_properties=1&limit=1",
    );
    const p = premium.body.data[0]!;
    const peer = await getJson<Card[]>(t.app, `/api/get-all-similar-properties?property_id=${p.id}&limit=1`);
    const response = await getJson(
      t.app,
      `/api/compare-properties?source_property_id=${p.id}&target_property_id=${peer.body.data[0]!.id}`,
    );
    expect(response.status).toBe(401);
  });
});
