import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCatalogueCity, TOwnListing } from "@manzil/domain/contracts";
import { cities } from "../src/db/schema/catalogue.js";
import { properties } from "../src/db/schema/properties.js";
import { getJson, type Envelope } from "./helpers.js";
import { listingPoster, photo } from "./listing-poster.js";
import type { Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 18: places come from the cities catalogue, so a page names them in its own language.
let t: TestApp;
let poster: Awaited<ReturnType<typeof listingPoster>>;
let giza: typeof cities.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  poster = await listingPoster(t);
  [giza] = (await t.database.db.select().from(cities).where(eq(cities.name, "Giza"))) as [
    typeof cities.$inferSelect,
  ];
});
afterAll(async () => t.close());

const PLACE_FIELDS = new Set(["city", "state", "country"]);

/** The poster's valid listing with its place replaced by `place` (the text fields dropped unless named). */
async function listingAt(place: Record<string, string>): Promise<Part[]> {
  const rest = poster.fields.filter((part) => !PLACE_FIELDS.has(part.name));
  return [
    ...rest,
    ...Object.entries(place).map(([name, value]) => ({ name, value })),
    { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
  ];
}

async function postListing(place: Record<string, string>, lang: "en" | "ar" = "en") {
  const member = await poster.readyMember();
  const reply = await poster.send("/api/post_property", await listingAt(place), member.authorization, {
    "accept-language": lang,
  });
  return {
    status: reply.status,
    body: reply.body as Envelope<TOwnListing> & { errors?: Record<string, string[]> },
  };
}

async function storedPlace(id: number) {
  const [row] = await t.database.db
    .select({
      cityId: properties.cityId,
      city: properties.city,
      state: properties.state,
      country: properties.country,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

describe("GET /api/get-city-catalogue", () => {
  it("lists active cities named in the caller's language, found by a name in either language", async () => {
    const arabic = await getJson<TCatalogueCity[]>(t.app, "/api/get-city-catalogue?search=الجيزة&lang=ar");
    expect(arabic.status).toBe(200);
    expect(arabic.body.data).toContainEqual(
      expect.objectContaining({ id: giza.id, city: giza.nameAr, city_en: "Giza", country: "مصر" }),
    );
    const english = await getJson<TCatalogueCity[]>(t.app, "/api/get-city-catalogue?search=giz&lang=en");
    expect(english.body.data.map((city) => city.city)).toContain("Giza");
    expect(english.body.data.every((city) => /giz/i.test(`${city.city_en} ${city.state_en}`))).toBe(true);
  });
});

describe("placing a listing", () => {
  it("takes a catalogue city by id alone and fills city, state and country from it", async () => {
    const posted = await postListing({ city_id: String(giza.id) }, "ar");
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data).toMatchObject({ city: giza.nameAr, state: giza.stateAr, country: "مصر" });
    expect(await storedPlace(posted.body.data.id)).toEqual({
      cityId: giza.id,
      city: "Giza",
      state: giza.state,
      country: "Egypt",
    });
  });

  it("matches an older client's free text to the catalogue city, in either language and any case", async () => {
    for (const place of [
      { city: "giza", state: "Giza Governorate", country: "egypt" },
      { city: "الجيزة", state: "الجيزة", country: "مصر" },
    ]) {
      const posted = await postListing(place, "ar");
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect(posted.body.data.city).toBe(giza.nameAr);
      expect(await storedPlace(posted.body.data.id)).toMatchObject({ cityId: giza.id, city: "Giza" });
    }
  });

  it("keeps a place the catalogue does not know as typed, unlinked", async () => {
    const posted = await postListing({ city: "Siwa", state: "Matrouh", country: "Egypt" }, "ar");
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.city).toBe("Siwa");
    expect(await storedPlace(posted.body.data.id)).toEqual({
      cityId: null,
      city: "Siwa",
      state: "Matrouh",
      country: "Egypt",
    });
  });

  it("refuses a city id the catalogue does not have, in the caller's language, and a post with no place", async () => {
    const unknown = await postListing({ city_id: "999999" }, "ar");
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain("يُرجى اختيار مدينة من القائمة.");
    const none = await postListing({});
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain("City is required");
  });
});
