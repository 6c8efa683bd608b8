import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, haversineKm } from "./helpers.js";

type Card = {
  id: number;
  slug_id: string;
  title: string;
  title_en: string;
  title_ar: string;
  price: number;
  price_minor: number;
  currency: string;
  property_classification: number;
  property_type: string;
  latitude: number;
  longitude: number;
  created_at: string;
  category: { id: number; category: string };
  parameters: { name: string; value: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/get_property", () => {
  it("lists five approved properties with the total of all public listings", async () => {
    const { status, body } = await getJson<Card[]>(t.app, "/api/get_property?limit=5");
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(300);
  });

  it.each(["Bearer undefined", "Bearer null", "Bearer ", "Bearer"])(
    "treats `Authorization: %s` as a guest, not a 401",
    async (authorization) => {
      const { status, body } = await getJson<Card[]>(t.app, "/api/get_property?limit=5", { authorization });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(5);
      expect(body.total).toBeGreaterThanOrEqual(300);
    },
  );

  it("returns one property by slug_id with details and similar listings of the same category", async () => {
    const list = await getJson<Card[]>(t.app, "/api/get-property-list?limit=1");
    const slug = list.body.data[0]!.slug_id;
    const { status, body } = await getJson<(Card & { description: string; gallery: unknown[] })[]>(
      t.app,
      `/api/get_property?slug_id=${encodeURIComponent(slug)}`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.slug_id).toBe(slug);
    expect(body.data[0]!.description.length).toBeGreaterThan(20);
    const similar = body.similar_properties as Card[];
    expect(similar.length).toBeGreaterThan(0);
    for (const card of similar) {
      expect(card.category.id).toBe(body.data[0]!.category.id);
      expect(card.slug_id).not.toBe(slug);
    }
  });

  it("answers in Arabic when asked, keeping both languages", async () => {
    const { body } = await getJson<Card[]>(t.app, "/api/get_property?limit=3", {
      "accept-language": "ar-EG,ar;q=0.9",
    });
    for (const item of body.data) {
      expect(item.title).toMatch(arabicLetters);
      expect(item.title).toBe(item.title_ar);
      expect(item.title_en).not.toMatch(arabicLetters);
      expect(item.category.category).toMatch(arabicLetters);
      expect((item as unknown as { city: string }).city).toMatch(arabicLetters);
      for (const parameter of item.parameters) {
        // Numbers stay digits; every worded choice (single or multiple) comes back in Arabic.
        if (/[A-Za-z]/.test(parameter.value)) throw new Error(`untranslated value "${parameter.value}"`);
      }
    }
    expect(body.message).toMatch(arabicLetters);
  });

  it("answers 404 in the caller's language for an unknown slug", async () => {
    const { status, body } = await getJson(t.app, "/api/get_property?slug_id=no-such-listing&lang=ar");
    expect(status).toBe(404);
    expect(body.error).toBe(true);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.message).toMatch(arabicLetters);
  });

  it("reports bad parameters as 422 with field messages in Arabic, never a 500", async () => {
    const { status, body } = await getJson(t.app, "/api/get_property?limit=abc&property_classification=9", {
      "accept-language": "ar",
    });
    expect(status).toBe(422);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining(["limit", "property_classification"]),
    );
    for (const messages of Object.values(body.errors ?? {}))
      expect(messages.join(" ")).toMatch(arabicLetters);
  });

  it("filters by classification and price range in EGP", async () => {
    const { body } = await getJson<Card[]>(
      t.app,
      "/api/get_property?property_classification=1&min_price=2000000&max_price=9000000&limit=50",
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) {
      expect(item.property_classification).toBe(1);
      expect(item.price).toBeGreaterThanOrEqual(2_000_000);
      expect(item.price).toBeLessThanOrEqual(9_000_000);
      expect(item.price_minor).toBe(item.price * 100);
      expect(item.currency).toBe("EGP");
    }
  });
});

describe("GET /api/get-property-list", () => {
  it("pages without overlap and keeps the total", async () => {
    const first = await getJson<Card[]>(t.app, "/api/get-property-list?limit=10&offset=0");
    const second = await getJson<Card[]>(t.app, "/api/get-property-list?limit=10&offset=10");
    expect(first.body.total).toBe(second.body.total);
    const ids = new Set(first.body.data.map((c) => c.id));
    for (const card of second.body.data) expect(ids.has(card.id)).toBe(false);
  });

  it("sorts by price ascending and descending", async () => {
    const asc = await getJson<Card[]>(
      t.app,
      "/api/get-property-list?sort_by=price_asc&limit=20&property_classification=1",
    );
    const prices = asc.body.data.map((c) => c.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await getJson<Card[]>(
      t.app,
      "/api/get-property-list?sort_by=price_desc&limit=20&property_classification=1",
    );
    const down = desc.body.data.map((c) => c.price_minor);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("keeps only listings inside the radius (km), exactly", async () => {
    const cairo = { latitude: 30.0444, longitude: 31.2357 };
    const { body } = await getJson<Card[]>(
      t.app,
      `/api/get-property-list?latitude=${cairo.latitude}&longitude=${cairo.longitude}&radius=15&limit=100`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const card of body.data) expect(haversineKm(cairo, card)).toBeLessThanOrEqual(15.05);
    const all = await getJson<Card[]>(t.app, "/api/get-property-list?limit=100");
    expect(body.total).toBeLessThan(all.body.total!);
  });

  it("treats empty parameters (latitude=) as absent", async () => {
    const empty = await getJson<Card[]>(
      t.app,
      "/api/get-property-list?latitude=&longitude=&radius=&search=&limit=5",
    );
    const none = await getJson<Card[]>(t.app, "/api/get-property-list?limit=5");
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe(none.body.total);
  });

  it("searches English and Arabic titles", async () => {
    const sample = (await getJson<Card[]>(t.app, "/api/get-property-list?limit=1")).body.data[0]!;
    const arabicWord = sample.title_ar.split(/\s+/).find((w) => w.length >= 4)!;
    const { body } = await getJson<Card[]>(
      t.app,
      `/api/get-property-list?search=${encodeURIComponent(arabicWord)}&limit=50`,
    );
    expect(body.data.some((c) => c.id === sample.id)).toBe(true);
    for (const card of body.data) expect(`${card.title_ar} ${card.title_en}`.length).toBeGreaterThan(0);
  });

  it("never shows sold or rented listings in public lists", async () => {
    const { body } = await getJson<Card[]>(t.app, "/api/get-property-list?limit=100&sort_by=oldest");
    for (const card of body.data) expect(["sell", "rent"]).toContain(card.property_type);
  });
});
