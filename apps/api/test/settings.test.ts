import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/web-settings", () => {
  it("gives guests the public settings with the currency rates and languages", async () => {
    const { status, body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    expect(status).toBe(200);
    const data = body.data;
    expect((data.currency_rates as Record<string, number>).USD).toBe(47.6);
    expect(data.display_currencies).toEqual(["EGP", "USD", "EUR", "SAR", "GBP", "AED"]);
    expect((data.languages as { code: string }[]).map((l) => l.code)).toEqual(["en", "ar"]);
    expect(String(data.web_favicon)).toMatch(/^http:\/\/manzil\.test\/uploads\//);
    expect(data).not.toHaveProperty("verification_status");
    expect(Number(data.max_price)).toBeGreaterThan(Number(data.min_price));
  });

  it("adds the viewer's own flags when signed in", async () => {
    const { authorization } = await signInAs(t.app, t.database.db);
    const { body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings", { authorization });
    expect(body.data).toHaveProperty("verification_status");
    expect(body.data.is_active).toBe(true);
  });

  it("serves the company name in Arabic to Arabic callers", async () => {
    const { body } = await getJson<Record<string, string>>(t.app, "/api/web-settings?lang=ar");
    expect(body.data.company_name).toMatch(arabicLetters);
  });

  it("never exposes settings outside the public list", async () => {
    const { body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    for (const key of Object.keys(body.data))
      expect(key).not.toMatch(/secret|password(?!_login)|api_key|token/i);
  });
});

describe("GET /api/get_languages", () => {
  it("returns Arabic as right-to-left with its web translation file", async () => {
    const { status, body } = await getJson<{
      code: string;
      rtl: number;
      file_name: Record<string, unknown>;
    }>(t.app, "/api/get_languages?language_code=ar&web_language_file=1");
    expect(status).toBe(200);
    expect(body.data.code).toBe("ar");
    expect(body.data.rtl).toBe(1);
    expect(body.data.file_name.home).toMatch(arabicLetters);
  });

  it("lists the languages without a code and 404s an unknown one", async () => {
    const list = await getJson<{ code: string }[]>(t.app, "/api/get_languages");
    expect(list.body.data.map((l) => l.code)).toEqual(["en", "ar"]);
    const missing = await getJson(t.app, "/api/get_languages?language_code=xx");
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/get_seo_settings", () => {
  it("returns per-page SEO texts, one page when asked", async () => {
    const all = await getJson<{ page: string }[]>(t.app, "/api/get_seo_settings");
    expect(all.body.data.length).toBeGreaterThan(3);
    const home = await getJson<{ page: string; title: string }[]>(
      t.app,
      "/api/get_seo_settings?page=home&lang=ar",
    );
    expect(home.body.data).toHaveLength(1);
    expect(home.body.data[0]!.title).toMatch(arabicLetters);
  });
});

describe("GET /api/get_categories", () => {
  type Category = {
    id: number;
    category: string;
    property_classification: number;
    properties_count: number;
    parameter_types: { id: number; name: string; type_of_parameter: string }[];
  };

  it("replaces parameter_types with the ordered parameter objects", async () => {
    const { body } = await getJson<Category[]>(t.app, "/api/get_categories?limit=50");
    expect(body.total).toBeGreaterThan(8);
    const withParams = body.data.filter((c) => c.parameter_types.length > 0);
    expect(withParams.length).toBe(body.data.length);
    for (const p of withParams[0]!.parameter_types) {
      expect(p).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        type_of_parameter: expect.any(String),
      });
    }
  });

  it("filters by classification and by having listings", async () => {
    const hotels = await getJson<Category[]>(t.app, "/api/get_categories?property_classification=5&limit=50");
    expect(hotels.body.data.length).toBeGreaterThan(0);
    for (const c of hotels.body.data) expect(c.property_classification).toBe(5);
    const used = await getJson<Category[]>(t.app, "/api/get_categories?has_property=1&limit=50");
    for (const c of used.body.data) expect(c.properties_count).toBeGreaterThan(0);
  });

  it("counts each category's listings exactly as the listing search finds them", async () => {
    const { body } = await getJson<Category[]>(t.app, "/api/get_categories?has_property=1&limit=50");
    const counts = new Set(body.data.map((c) => c.properties_count));
    expect(counts.size).toBeGreaterThan(1);
    for (const category of body.data.slice(0, 6)) {
      const list = await getJson(t.app, `/api/get-property-list?category_id=${category.id}&limit=1`);
      expect(category.properties_count).toBe(list.body.total);
    }
  });
});

describe("Google sign-in setting", () => {
  it("exposes the web client id only when Google sign-in is configured", async () => {
    const { body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    expect(body.data).not.toHaveProperty("google_client_id");
    const configured = await createTestApp({
      GOOGLE_CLIENT_IDS: "web-client.apps.example, android-client.apps.example",
    });
    try {
      const answer = await getJson<Record<string, unknown>>(configured.app, "/api/web-settings");
      expect(answer.body.data.google_client_id).toBe("web-client.apps.example");
    } finally {
      await configured.close();
    }
  });
});
