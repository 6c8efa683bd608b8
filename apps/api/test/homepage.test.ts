import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, haversineKm } from "./helpers.js";

type Section = { type: string; title: string; data: Record<string, unknown>[] };
type Homepage = {
  sections: Section[];
  slider_section: { web_image: string }[];
  homepage_location_data_available: boolean;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/homepage-data", () => {
  it("answers with non-empty sections when location parameters are empty", async () => {
    const { status, body } = await getJson<Homepage>(
      t.app,
      "/api/homepage-data?latitude=&longitude=&radius=",
    );
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.data.sections.length).toBeGreaterThan(3);
    for (const section of body.data.sections) expect(section.data.length).toBeGreaterThan(0);
    expect(body.data.homepage_location_data_available).toBe(false);
    expect(body.data.sections.map((s) => s.type)).not.toContain("nearby_properties_section");
  });

  it("caps listing sections at 12 items and text sections at 5", async () => {
    const { body } = await getJson<Homepage>(t.app, "/api/homepage-data");
    for (const section of body.data.sections) {
      const cap = section.type === "faqs_section" || section.type === "articles_section" ? 5 : 12;
      expect(section.data.length).toBeLessThanOrEqual(cap);
    }
    const featured = body.data.sections.find((s) => s.type === "featured_properties_section");
    expect(featured?.data.length).toBe(12);
  });

  it("adds nearby listings inside the radius, nearest first", async () => {
    const dubai = { latitude: 25.2048, longitude: 55.2708 };
    const { body } = await getJson<Homepage>(
      t.app,
      `/api/homepage-data?latitude=${dubai.latitude}&longitude=${dubai.longitude}&radius=40`,
    );
    const nearby = body.data.sections.find((s) => s.type === "nearby_properties_section");
    expect(nearby).toBeDefined();
    const distances = nearby!.data.map((card) =>
      haversineKm(dubai, card as { latitude: number; longitude: number }),
    );
    for (const km of distances) expect(km).toBeLessThanOrEqual(40.05);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data.homepage_location_data_available).toBe(true);
  });

  it("titles sections in Arabic for Arabic callers, with slider images as absolute URLs", async () => {
    const { body } = await getJson<Homepage>(t.app, "/api/homepage-data?lang=ar");
    for (const section of body.data.sections) expect(section.title).toMatch(arabicLetters);
    expect(body.data.slider_section.length).toBeGreaterThan(0);
    for (const slide of body.data.slider_section)
      expect(slide.web_image).toMatch(/^http:\/\/manzil\.test\/uploads\//);
  });
});
