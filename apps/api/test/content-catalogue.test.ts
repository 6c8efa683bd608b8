import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arabicLetters, getJson } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Article = {
  id: number;
  slug_id: string;
  title: string;
  title_en: string;
  title_ar: string;
  category_id: number | null;
  category: { id: number; category: string } | null;
  created_at: string;
  meta_title?: string;
  description?: string;
  description_en?: string;
  description_ar?: string;
};
type Faq = { id: number; question: string; question_ar: string; answer: string };
type City = { City: string; city: string; city_ar: string; Count: number; count: number; image: string };
type Facility = { id: number; name: string; name_en: string; name_ar: string; image: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/get_articles", () => {
  it("lists cards newest first with their text and category, with a total", async () => {
    const { status, body } = await getJson<Article[]>(t.app, "/api/get_articles?limit=50");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.data.length);
    const dates = body.data.map((a) => Date.parse(a.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of body.data) {
      expect(article.description).toMatch(/^<p>/);
      expect(article.meta_title).toBeUndefined();
      if (article.category_id === null) expect(article.category).toBeNull();
      else expect(article.category?.id).toBe(article.category_id);
    }
  });

  it("pages consistently: offset pages join up to the whole list", async () => {
    const all = await getJson<Article[]>(t.app, "/api/get_articles?limit=50");
    const first = await getJson<Article[]>(t.app, "/api/get_articles?limit=2&offset=0");
    const second = await getJson<Article[]>(t.app, "/api/get_articles?limit=2&offset=2");
    expect(first.body.total).toBe(all.body.total);
    expect(second.body.total).toBe(all.body.total);
    expect([...first.body.data, ...second.body.data].map((a) => a.id)).toEqual(
      all.body.data.slice(0, 4).map((a) => a.id),
    );
    const beyond = await getJson<Article[]>(t.app, `/api/get_articles?offset=${all.body.total}`);
    expect(beyond.body.data).toEqual([]);
  });

  it("answers one article with its HTML text by id and by slug, in English and Arabic", async () => {
    const list = await getJson<Article[]>(t.app, "/api/get_articles");
    const card = list.body.data[0]!;
    const en = await getJson<Article[]>(t.app, `/api/get_articles?id=${card.id}`);
    expect(en.status).toBe(200);
    expect(en.body.data).toHaveLength(1);
    expect(en.body.data[0]!.description).toBe(en.body.data[0]!.description_en);
    expect(en.body.data[0]!.description!.length).toBeGreaterThan(0);
    const ar = await getJson<Article[]>(
      t.app,
      `/api/get_articles?slug_id=${encodeURIComponent(card.slug_id)}`,
      {
        "accept-language": "ar",
      },
    );
    expect(ar.body.data[0]!.id).toBe(card.id);
    expect(ar.body.data[0]!.title).toMatch(arabicLetters);
    expect(ar.body.data[0]!.description).toMatch(arabicLetters);
    expect(ar.body.message).toMatch(arabicLetters);
  });

  it("filters by category", async () => {
    const all = await getJson<Article[]>(t.app, "/api/get_articles?limit=50");
    const withCategory = all.body.data.find((a) => a.category_id !== null);
    if (!withCategory) return;
    const { body } = await getJson<Article[]>(
      t.app,
      `/api/get_articles?limit=50&category_id=${withCategory.category_id}`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const article of body.data) expect(article.category_id).toBe(withCategory.category_id);
    expect(body.total).toBe(all.body.data.filter((a) => a.category_id === withCategory.category_id).length);
  });

  it("answers 404 for an unknown article, in the caller's language", async () => {
    const byId = await getJson(t.app, "/api/get_articles?id=999999");
    expect(byId.status).toBe(404);
    const bySlug = await getJson(t.app, "/api/get_articles?slug_id=no-such-article", {
      "accept-language": "ar",
    });
    expect(bySlug.status).toBe(404);
    expect(bySlug.body.message).toMatch(arabicLetters);
  });
});

describe("GET /api/faqs", () => {
  it("lists active FAQs with a total, in English and Arabic", async () => {
    const en = await getJson<Faq[]>(t.app, "/api/faqs?limit=100");
    expect(en.status).toBe(200);
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.total).toBe(en.body.data.length);
    const ar = await getJson<Faq[]>(t.app, "/api/faqs?limit=100&lang=ar");
    expect(ar.body.data.map((f) => f.id)).toEqual(en.body.data.map((f) => f.id));
    for (const faq of ar.body.data) {
      expect(faq.question).toBe(faq.question_ar);
      expect(faq.question).toMatch(arabicLetters);
    }
  });

  it("pages in the same order", async () => {
    const all = await getJson<Faq[]>(t.app, "/api/faqs?limit=100");
    const page = await getJson<Faq[]>(t.app, "/api/faqs?limit=1&offset=1");
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.data.map((f) => f.id)).toEqual(all.body.data.slice(1, 2).map((f) => f.id));
  });
});

describe("GET /api/get-cities-data", () => {
  it("lists cities busiest first with counts matching the listing search", async () => {
    const { status, body } = await getJson<City[]>(t.app, "/api/get-cities-data?limit=100");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.data.length);
    const counts = body.data.map((c) => c.Count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const busiest = body.data[0]!;
    expect(busiest.count).toBe(busiest.Count);
    const [sell, rent] = await Promise.all(
      ["sell", "rent"].map((type) =>
        getJson(
          t.app,
          `/api/get-property-list?limit=1&property_type=${type}&city=${encodeURIComponent(busiest.City)}`,
        ),
      ),
    );
    expect(busiest.Count).toBe((sell!.body.total ?? 0) + (rent!.body.total ?? 0));
  });

  it("pages with a stable total and answers Arabic city names", async () => {
    const all = await getJson<City[]>(t.app, "/api/get-cities-data?limit=100");
    const page = await getJson<City[]>(t.app, "/api/get-cities-data?limit=2&offset=1", {
      "accept-language": "ar",
    });
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.data.map((c) => c.City)).toEqual(all.body.data.slice(1, 3).map((c) => c.City));
    for (const city of page.body.data) if (city.city_ar) expect(city.city).toBe(city.city_ar);
    expect(page.body.data.some((c) => arabicLetters.test(c.city))).toBe(true);
  });
});

describe("GET /api/get_facilities", () => {
  it("lists every outdoor facility with bilingual names and absolute image URLs", async () => {
    const en = await getJson<Facility[]>(t.app, "/api/get_facilities");
    expect(en.status).toBe(200);
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.total).toBe(en.body.data.length);
    for (const facility of en.body.data) {
      expect(facility.name).toBe(facility.name_en);
      if (facility.image) expect(facility.image).toMatch(/^https?:\/\//);
    }
    const ar = await getJson<Facility[]>(t.app, "/api/get_facilities?lang=ar");
    for (const facility of ar.body.data) expect(facility.name).toMatch(arabicLetters);
  });
});

describe("hostile parameters", () => {
  it.each([
    "/api/get_articles?limit=0",
    "/api/get_articles?limit=51",
    "/api/get_articles?limit=abc",
    "/api/get_articles?offset=-1",
    "/api/get_articles?id=99999999999",
    "/api/get_articles?id=1.5",
    "/api/get_articles?category_id=0x10",
    "/api/get_articles?slug_id=%00",
    "/api/get_articles?slug_id=a%00b",
    `/api/get_articles?slug_id=${"x".repeat(300)}`,
    "/api/faqs?limit=-5",
    "/api/faqs?offset=1e3",
    "/api/get-cities-data?limit=1000",
    "/api/get-cities-data?offset=abc",
  ])("%s is a 4xx, never a 5xx", async (url) => {
    const { status, body } = await getJson(t.app, url);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error).toBe(true);
  });

  it("treats empty parameters as absent", async () => {
    const { status, body } = await getJson(
      t.app,
      "/api/get_articles?id=&slug_id=&limit=&offset=&category_id=",
    );
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
  });
});
