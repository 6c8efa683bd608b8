import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, haversineKm, signInAs } from "./helpers.js";

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

  it("counts each agent's listings as the listing search finds them, verified agents first", async () => {
    const { body } = await getJson<Homepage>(t.app, "/api/homepage-data");
    const agents = body.data.sections.find((s) => s.type === "agents_list_section")!.data as {
      id: number;
      property_count: number;
      is_verified: boolean;
    }[];
    expect(agents.length).toBeGreaterThan(1);
    for (const agent of agents.slice(0, 4)) {
      const list = await getJson(t.app, `/api/get-property-list?userid=${agent.id}&limit=1`);
      expect(agent.property_count).toBe(list.body.total);
    }
    const firstUnverified = agents.findIndex((a) => !a.is_verified);
    if (firstUnverified >= 0)
      for (const agent of agents.slice(firstUnverified)) expect(agent.is_verified).toBe(false);
  });

  it("fills the featured shelf with promoted listings and orders the most liked by likes", async () => {
    const { body } = await getJson<Homepage>(t.app, "/api/homepage-data");
    const featured = body.data.sections.find((s) => s.type === "featured_properties_section")!.data;
    for (const card of featured) expect(card.promoted).toBe(true);
    const liked = body.data.sections.find((s) => s.type === "most_liked_properties_section")!.data;
    const likes = liked.map((card) => card.favourite_count as number);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(likes[0]).toBeGreaterThan(likes[likes.length - 1]!);
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

  it("gives guests the shelves a member sees, with the message in each guest's language", async () => {
    // Guests without a location share one serialised answer per language (ADR 081): it must be the answer the
    // serializer gives anyone else, and must not hand the first guest's language to the next one.
    const arabic = await getJson<Homepage>(t.app, "/api/homepage-data?lang=ar");
    const english = await getJson<Homepage>(t.app, "/api/homepage-data?lang=en");
    const again = await getJson<Homepage>(t.app, "/api/homepage-data?lang=ar");
    expect(arabic.body.message).toBe("تم جلب البيانات بنجاح");
    expect(english.body.message).toBe("Data fetched successfully");
    expect(again.body).toEqual(arabic.body);
    expect(english.headers["content-type"]).toBe("application/json; charset=utf-8");

    const member = await signInAs(t.app, t.database.db);
    const signedIn = await getJson<Homepage>(t.app, "/api/homepage-data?lang=en", {
      authorization: member.authorization,
    });
    const withoutHearts = (sections: Section[]) =>
      sections.map(({ data, ...section }) => ({
        ...section,
        data: data.map(({ is_favourite: _heart, ...item }) => item),
      }));
    const shared = withoutHearts(signedIn.body.data.sections).filter((section) =>
      english.body.data.sections.some((s) => s.type === section.type),
    );
    expect(withoutHearts(english.body.data.sections)).toEqual(shared);
    expect(english.body.data.slider_section).toEqual(signedIn.body.data.slider_section);
  });

  it("titles sections in Arabic for Arabic callers, with slider images as absolute URLs", async () => {
    const { body } = await getJson<Homepage>(t.app, "/api/homepage-data?lang=ar");
    for (const section of body.data.sections) expect(section.title).toMatch(arabicLetters);
    const projects = body.data.sections.find((s) => s.type === "projects_section")!.data;
    for (const project of projects) expect(project.city).toMatch(arabicLetters);
    expect(body.data.slider_section.length).toBeGreaterThan(0);
    for (const slide of body.data.slider_section)
      expect(slide.web_image).toMatch(/^http:\/\/manzil\.test\/uploads\//);
  });
});
