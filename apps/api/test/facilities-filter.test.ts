import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilities } from "../src/db/schema/catalogue.js";
import { properties, propertyFacilities } from "../src/db/schema/properties.js";
import { arabicLetters, getJson } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type FacilityCount = {
  id: number;
  name: string;
  name_en: string;
  name_ar: string;
  image: string;
  properties_count: number;
};
type Listing = typeof properties.$inferSelect;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Counts per facility worked out here, from plain rows, for listings a visitor can find on the market. */
async function expectedCounts(keep: (listing: Listing) => boolean = () => true) {
  const [listings, links] = await Promise.all([
    t.database.db.select().from(properties),
    t.database.db.select().from(propertyFacilities),
  ]);
  const visible = new Map(
    listings
      .filter(
        (l) =>
          l.moderationStatus === "approved" &&
          l.isActive &&
          (l.listingType === "sell" || l.listingType === "rent") &&
          keep(l),
      )
      .map((l) => [l.id, l]),
  );
  const counts = new Map<number, number>();
  for (const link of links) {
    if (visible.has(link.propertyId)) counts.set(link.facilityId, (counts.get(link.facilityId) ?? 0) + 1);
  }
  return { counts, listings: [...visible.values()] };
}

function asMap(items: FacilityCount[]) {
  return new Map(items.map((f) => [f.id, f.properties_count]));
}

describe("GET /api/get-facilities-for-filter", () => {
  it("lists the facilities public listings are near, each with its number of listings, most used first", async () => {
    const { counts } = await expectedCounts();
    const { status, body } = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(asMap(body.data)).toEqual(counts);
    expect(body.total).toBe(body.data.length);
    const numbers = body.data.map((f) => f.properties_count);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    for (const facility of body.data) {
      expect(facility.properties_count).toBeGreaterThan(0);
      expect(facility.name).toBe(facility.name_en);
    }
  });

  it("leaves out facilities no public listing uses", async () => {
    const [unused] = await t.database.db
      .insert(facilities)
      .values({ name: "Observatory", nameAr: "مرصد فلكي" })
      .returning({ id: facilities.id });
    const { body } = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter");
    expect(body.data.map((f) => f.id)).not.toContain(unused!.id);
    const all = await getJson<FacilityCount[]>(t.app, "/api/get_facilities");
    expect(all.body.data.map((f) => f.id)).toContain(unused!.id);
  });

  it("counts one listing fewer once a listing is taken off the market", async () => {
    const before = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter");
    const top = before.body.data[0]!;
    const { listings } = await expectedCounts();
    const links = await t.database.db
      .select({ propertyId: propertyFacilities.propertyId })
      .from(propertyFacilities)
      .where(eq(propertyFacilities.facilityId, top.id));
    const onMarket = listings.find((l) => links.some((link) => link.propertyId === l.id))!;
    await t.database.db.update(properties).set({ listingType: "sold" }).where(eq(properties.id, onMarket.id));
    const after = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter");
    expect(asMap(after.body.data).get(top.id) ?? 0).toBe(top.properties_count - 1);
  });

  it("narrows the counts to a classification, categories or a city", async () => {
    const { listings } = await expectedCounts();
    const sample = listings.find((l) => l.classification === 1)!;

    const byClass = await getJson<FacilityCount[]>(
      t.app,
      "/api/get-facilities-for-filter?property_classification=1",
    );
    expect(asMap(byClass.body.data)).toEqual((await expectedCounts((l) => l.classification === 1)).counts);

    const byCategory = await getJson<FacilityCount[]>(
      t.app,
      `/api/get-facilities-for-filter?category_ids=${sample.categoryId},999999`,
    );
    expect(asMap(byCategory.body.data)).toEqual(
      (await expectedCounts((l) => l.categoryId === sample.categoryId)).counts,
    );

    const byCity = await getJson<FacilityCount[]>(
      t.app,
      `/api/get-facilities-for-filter?city=${encodeURIComponent(sample.city.toLowerCase())}`,
    );
    const cityCounts = (await expectedCounts((l) => l.city.toLowerCase() === sample.city.toLowerCase()))
      .counts;
    expect(asMap(byCity.body.data)).toEqual(cityCounts);

    const nowhere = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter?city=Atlantis");
    expect(nowhere.body.data).toEqual([]);
    expect(nowhere.body.total).toBe(0);
  });

  it("names facilities in Arabic for Arabic callers, with absolute icon URLs", async () => {
    const { body } = await getJson<FacilityCount[]>(t.app, "/api/get-facilities-for-filter?lang=ar");
    for (const facility of body.data) {
      expect(facility.name).toBe(facility.name_ar);
      expect(facility.name).toMatch(arabicLetters);
      if (facility.image) expect(facility.image).toMatch(/^https?:\/\//);
    }
    expect(body.message).toMatch(arabicLetters);
  });

  it("refuses a classification out of range or a malformed category list with a 422 in the caller's language", async () => {
    const en = await getJson(t.app, "/api/get-facilities-for-filter?property_classification=9");
    expect(en.status).toBe(422);
    expect(en.body.errors?.property_classification).toBeDefined();
    const ar = await getJson(t.app, "/api/get-facilities-for-filter?category_ids=1,abc", {
      "accept-language": "ar",
    });
    expect(ar.status).toBe(422);
    expect(ar.body.message).toMatch(arabicLetters);
  });
});
