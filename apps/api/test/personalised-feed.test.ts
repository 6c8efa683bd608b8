import { and, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, facilities } from "../src/db/schema/catalogue.js";
import { interestedUsers, personalisedFields } from "../src/db/schema/engagement.js";
import { properties, propertyFacilities } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, getJson, type Envelope } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Card = {
  id: number;
  category_id: number;
  property_type: string;
  price_minor: number;
  city_en: string;
  created_at: string;
  assign_facilities: { facility_id: number }[];
};
type Fields = {
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  price_range: string;
  price_min_minor: number | null;
  price_max_minor: number | null;
  currency: string;
  property_type: string;
  property_types: string[];
  city: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const member = () => newMember(t.app, t.database.db);

const isPublicOnMarket = and(
  eq(properties.moderationStatus, "approved"),
  eq(properties.isActive, true),
  inArray(properties.listingType, ["sell", "rent"]),
);

/** The city and category with the most public listings for sale, and those listings' price span. */
async function busiestMarket() {
  const [row] = await t.database.db
    .select({
      city: properties.city,
      categoryId: properties.categoryId,
      n: count(),
      minPrice: sql<number>`min(${properties.priceMinor})::float8`,
      maxPrice: sql<number>`max(${properties.priceMinor})::float8`,
    })
    .from(properties)
    .where(and(isPublicOnMarket, eq(properties.listingType, "sell")))
    .groupBy(properties.city, properties.categoryId)
    .orderBy(desc(count()), properties.city, properties.categoryId)
    .limit(1);
  return row!;
}

const savePreferences = (
  authorization: string,
  body: Record<string, unknown> | URLSearchParams,
  lang = "en",
) =>
  post<Fields>(t.app, "/api/personalised-fields", body, {
    headers: { authorization, "accept-language": lang },
  });

const preferences = (authorization: string) =>
  getJson<Fields | null>(t.app, "/api/personalised-fields", { authorization });

const recommendations = (authorization: string, query = "") =>
  getJson<Card[]>(t.app, `/api/get_user_recommendation${query}`, { authorization });

async function forget(authorization: string, lang = "en") {
  const response = await t.app.inject({
    method: "DELETE",
    url: "/api/personalised-fields",
    headers: { authorization, "accept-language": lang },
  });
  return { status: response.statusCode, body: response.json() as Envelope<null> };
}

describe("guests", () => {
  it("get 401 in their language on every endpoint", async () => {
    const calls = [
      () => getJson(t.app, "/api/personalised-fields?lang=ar"),
      () => getJson(t.app, "/api/get_user_recommendation?lang=ar"),
      async () => {
        const reply = await post(t.app, "/api/personalised-fields?lang=ar", { city: "Cairo" });
        return { status: reply.status, body: reply.body };
      },
      async () => {
        const response = await t.app.inject({ method: "DELETE", url: "/api/personalised-fields?lang=ar" });
        return { status: response.statusCode, body: response.json() as Envelope };
      },
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(arabicLetters);
    }
    const en = await getJson(t.app, "/api/get_user_recommendation");
    expect(en.body.message).toBe("You have not logged in");
  });
});

describe("without stored interests", () => {
  it("the feed is empty and invites the member to say what they look for", async () => {
    const someone = await member();
    expect((await preferences(someone.authorization)).body.data).toBeNull();
    const en = await recommendations(someone.authorization);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ data: [], total: 0 });
    expect(en.body.message).toBe("Tell us what you are looking for to see recommendations.");
    const ar = await recommendations(someone.authorization, "?lang=ar");
    expect(ar.body.message).toMatch(arabicLetters);
  });
});

describe("POST /api/personalised-fields", () => {
  it("stores eBroker's form (CSV ids, EGP price range, 0/1 types) and answers it back", async () => {
    const someone = await member();
    const market = await busiestMarket();
    const form = new URLSearchParams({
      category_ids: `${market.categoryId}`,
      outdoor_facilitiy_ids: "",
      price_range: "150000,9500000.5",
      property_type: "1,0",
      city: market.city,
    });
    const saved = await savePreferences(someone.authorization, form);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Your preferences are saved. Your recommendations will follow them.");
    const expected = {
      category_ids: [market.categoryId],
      outdoor_facilitiy_ids: [],
      price_range: "150000,9500000.5",
      price_min_minor: 15_000_000,
      price_max_minor: 950_000_050,
      currency: "EGP",
      property_type: "0,1",
      property_types: ["sell", "rent"],
      city: market.city,
    };
    expect(saved.body.data).toMatchObject(expected);
    expect((await preferences(someone.authorization)).body.data).toMatchObject(expected);
  });

  it("replaces the previous interests and keeps each member's own", async () => {
    const first = await member();
    const second = await member();
    await savePreferences(first.authorization, { city: "Alexandria", property_type: "0" });
    await savePreferences(first.authorization, { price_range: ",2000000" });
    await savePreferences(second.authorization, { city: "Giza" });
    const mine = (await preferences(first.authorization)).body.data!;
    expect(mine).toMatchObject({
      city: "",
      property_type: "",
      price_range: ",2000000",
      price_min_minor: null,
    });
    expect((await preferences(second.authorization)).body.data?.city).toBe("Giza");
  });

  it("refuses unknown categories and places, an upside-down price range, or nothing at all, changing nothing", async () => {
    const someone = await member();
    await savePreferences(someone.authorization, { city: "Cairo" });

    const [maxCategory] = await t.database.db
      .select({ id: sql<number>`max(${categories.id})` })
      .from(categories);
    const [maxFacility] = await t.database.db
      .select({ id: sql<number>`max(${facilities.id})` })
      .from(facilities);
    const unknown = await savePreferences(
      someone.authorization,
      {
        category_ids: [1, Number(maxCategory!.id) + 1],
        outdoor_facilitiy_ids: `${Number(maxFacility!.id) + 5}`,
        price_range: "900,100",
      },
      "ar",
    );
    expect(unknown.status).toBe(422);
    for (const field of ["category_ids", "outdoor_facilitiy_ids", "price_range"]) {
      expect(unknown.body.errors?.[field]?.join(" ")).toMatch(arabicLetters);
    }
    const en = await savePreferences(someone.authorization, { price_range: "900,100" });
    expect(en.body.errors?.price_range).toEqual([
      "The lowest price must not be higher than the highest price.",
    ]);

    const nothing = await savePreferences(someone.authorization, { category_ids: "", city: " " }, "ar");
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toMatch(arabicLetters);
    expect(
      Object.values(nothing.body.errors ?? {})
        .flat()
        .join(" "),
    ).toMatch(arabicLetters);

    const malformed = await savePreferences(someone.authorization, {
      property_type: "2",
      price_range: "cheap",
      category_ids: "1,x",
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {}).sort()).toEqual([
      "category_ids",
      "price_range",
      "property_type",
    ]);

    expect((await preferences(someone.authorization)).body.data).toMatchObject({ city: "Cairo" });
  });
});

describe("GET /api/get_user_recommendation", () => {
  it("returns public listings matching every interest, newest first, with the same total as the database", async () => {
    const someone = await member();
    const market = await busiestMarket();
    const minMinor = market.minPrice;
    const maxMinor = market.maxPrice;
    await savePreferences(someone.authorization, {
      category_ids: [market.categoryId],
      price_range: `${minMinor / 100},${maxMinor / 100}`,
      property_type: "0",
      city: market.city.toUpperCase(),
    });

    const [expected] = await t.database.db
      .select({ n: count() })
      .from(properties)
      .where(
        and(
          isPublicOnMarket,
          eq(properties.categoryId, market.categoryId),
          eq(properties.listingType, "sell"),
          gte(properties.priceMinor, minMinor),
          lte(properties.priceMinor, maxMinor),
          sql`lower(${properties.city}) = lower(${market.city})`,
        ),
      );
    const feed = await recommendations(someone.authorization, "?limit=100");
    expect(feed.status).toBe(200);
    expect(feed.body.total).toBe(expected!.n);
    expect(feed.body.data.length).toBe(Math.min(100, expected!.n));
    expect(feed.body.data.length).toBeGreaterThan(1);
    for (const card of feed.body.data) {
      expect(card.category_id).toBe(market.categoryId);
      expect(card.property_type).toBe("sell");
      expect(card.city_en.toLowerCase()).toBe(market.city.toLowerCase());
      expect(card.price_minor).toBeGreaterThanOrEqual(minMinor);
      expect(card.price_minor).toBeLessThanOrEqual(maxMinor);
    }
    const times = feed.body.data.map((card) => Date.parse(card.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page = await recommendations(someone.authorization, "?limit=1&offset=1");
    expect(page.body.data.map((card) => card.id)).toEqual([feed.body.data[1]!.id]);
  });

  it("never recommends the member's own listings", async () => {
    const owner = await member();
    const market = await busiestMarket();
    await savePreferences(owner.authorization, { category_ids: [market.categoryId], property_type: "0,1" });
    const before = await recommendations(owner.authorization, "?limit=100");
    const mine = before.body.data[0]!;
    await t.database.db.update(properties).set({ ownerId: owner.id }).where(eq(properties.id, mine.id));
    const after = await recommendations(owner.authorization, "?limit=100");
    expect(after.body.data.map((card) => card.id)).not.toContain(mine.id);
    expect(after.body.total).toBe(before.body.total! - 1);
  });

  it("keeps to listings near a chosen place", async () => {
    const someone = await member();
    const [busiest] = await t.database.db
      .select({ facilityId: propertyFacilities.facilityId, n: count() })
      .from(propertyFacilities)
      .innerJoin(properties, eq(properties.id, propertyFacilities.propertyId))
      .where(isPublicOnMarket)
      .groupBy(propertyFacilities.facilityId)
      .orderBy(desc(count()), propertyFacilities.facilityId)
      .limit(1);
    await savePreferences(someone.authorization, { outdoor_facilitiy_ids: `${busiest!.facilityId}` });
    const feed = await recommendations(someone.authorization, "?limit=50");
    expect(feed.body.total).toBe(busiest!.n);
    for (const card of feed.body.data) {
      expect(card.assign_facilities.map((facility) => facility.facility_id)).toContain(busiest!.facilityId);
    }
  });

  it("fills the homepage's recommendations shelf for that member only", async () => {
    const someone = await member();
    const market = await busiestMarket();
    type Home = { sections: { type: string; data: { id: number }[] }[] };
    const shelf = (body: Envelope<Home>) =>
      body.data.sections.find((section) => section.type === "user_recommendations_section");

    expect(
      shelf(
        (await getJson<Home>(t.app, "/api/homepage-data", { authorization: someone.authorization })).body,
      ),
    ).toBeUndefined();
    await savePreferences(someone.authorization, { category_ids: [market.categoryId] });
    const feed = await recommendations(someone.authorization, "?limit=12");
    const home = await getJson<Home>(t.app, "/api/homepage-data", { authorization: someone.authorization });
    expect(shelf(home.body)?.data.map((card) => card.id)).toEqual(feed.body.data.map((card) => card.id));
    expect(shelf((await getJson<Home>(t.app, "/api/homepage-data")).body)).toBeUndefined();
  });
});

describe("DELETE /api/personalised-fields", () => {
  it("forgets the interests and empties the feed", async () => {
    const someone = await member();
    await savePreferences(someone.authorization, { property_type: "rent" });
    expect((await recommendations(someone.authorization)).body.total).toBeGreaterThan(0);
    const reply = await forget(someone.authorization, "ar");
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatch(arabicLetters);
    expect((await preferences(someone.authorization)).body.data).toBeNull();
    expect((await recommendations(someone.authorization)).body).toMatchObject({ data: [], total: 0 });
    expect((await forget(someone.authorization)).status).toBe(200);
  });
});

describe("the member's own data", () => {
  it("is in export-my-data and erased when the account is deleted", async () => {
    const someone = await member();
    const [{ id: listingId }] = (await getJson<{ id: number }[]>(t.app, "/api/get-property-list?limit=1"))
      .body.data as [{ id: number }];
    await savePreferences(someone.authorization, { city: "Cairo", property_type: "0" });
    await post(
      t.app,
      "/api/interested_users",
      { property_id: listingId, type: 1 },
      {
        headers: { authorization: someone.authorization },
      },
    );

    const exported = await getJson<{
      interests: { property_id: number }[];
      personalised_fields: Fields | null;
    }>(t.app, "/api/export-my-data", { authorization: someone.authorization });
    expect(exported.body.data.interests.map((row) => row.property_id)).toEqual([listingId]);
    expect(exported.body.data.personalised_fields).toMatchObject({ city: "Cairo", property_type: "0" });

    const deleted = await post(
      t.app,
      "/api/delete_user",
      {},
      { headers: { authorization: someone.authorization } },
    );
    expect(deleted.status).toBe(200);
    expect(
      await t.database.db.select().from(personalisedFields).where(eq(personalisedFields.userId, someone.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(interestedUsers).where(eq(interestedUsers.userId, someone.id)),
    ).toEqual([]);
  });
});

describe("hostile input", () => {
  it("never produces a 5xx on any engagement endpoint", async () => {
    const someone = await member();
    const headers = { authorization: someone.authorization };
    const bodies: Record<string, unknown>[] = [
      { city: "Cai\u0000ro" },
      { city: "x".repeat(5000) },
      { category_ids: "99999999999999" },
      { category_ids: { nested: true } },
      { category_ids: Array.from({ length: 500 }, (_, i) => i + 1) },
      { price_range: "1e30,2" },
      { price_range: ["-1", "5"] },
      { price_range: "1,2,3" },
      { property_type: ["0", { a: 1 }] },
      { property_type: "constructor" },
    ];
    for (const body of bodies) {
      const reply = await post(t.app, "/api/personalised-fields", body, { headers });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    for (const body of [{ property_id: "1e30", type: 1 }, { property_id: 1, type: "maybe" }, {}]) {
      for (const url of ["/api/add_favourite", "/api/interested_users"]) {
        expect((await post(t.app, url, body, { headers })).status).toBe(422);
      }
    }
    for (const url of [
      "/api/get_favourite_property?limit=0",
      "/api/get_favourite_property?offset=99999999999",
      "/api/get_user_recommendation?limit=abc",
      "/api/get_interested_users?property_id=99999999999999",
    ]) {
      expect((await getJson(t.app, url, headers)).status).toBe(422);
    }
    const emptyJsonDelete = await t.app.inject({
      method: "DELETE",
      url: "/api/personalised-fields",
      headers: { ...headers, "content-type": "application/json" },
    });
    expect(emptyJsonDelete.statusCode).toBeLessThan(500);
  });
});
