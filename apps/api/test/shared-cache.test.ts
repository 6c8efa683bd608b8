import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TAdminHomepageSection, TCatalogueCity, TCategory } from "@manzil/domain/contracts";
import { categories } from "../src/db/schema/catalogue.js";
import { properties } from "../src/db/schema/properties.js";
import { tagsChangedBy } from "../src/plugins/cache-write-routes.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 19 (ADR 078): what every visitor shares is cached, and each write that changes it is seen on the next
// read: on this instance at once, on another instance sharing the database through Redis.

type Section = { id: number; type: string; title: string; data: { id: number; is_favourite?: boolean }[] };
type Home = { sections: Section[] };

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
let a: TestApp;
let b: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  // A fresh prefix: the invalidation channel is this test's alone.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}-` };
  a = await createTestApp(env);
  b = await createTestApp(env, { database: a.database });
  admin = { authorization: (await signInAs(a.app, a.database.db, { role: "admin" })).authorization };
});
afterAll(async () => {
  // B borrows A's database: B's app goes first, A closes the database.
  await b?.app.close();
  if (b) await rm(b.dataDir, { recursive: true, force: true });
  await a?.close();
});

const home = async (app: TestApp, headers: Record<string, string> = {}, lang = "en") =>
  (await get<Home>(app.app, "/api/homepage-data", { lang }, { headers })).body.data;
const write = <T>(url: string, body: Record<string, unknown>) =>
  post<T>(a.app, url, body, { headers: admin });
const adminSections = async () =>
  (await get<TAdminHomepageSection[]>(a.app, "/api/admin/homepage-sections", {}, { headers: admin })).body
    .data;

describe("shared caches", () => {
  it("know every write route of the API: each says which cached data it changes, if any", () => {
    const unclassified = a.app.writeRoutes
      .filter((route) => route.url.startsWith("/api"))
      .filter((route) => tagsChangedBy(route.method, route.url) === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(unclassified).toEqual([]);
  });

  it("show a home section hidden, renamed or shown again on the next read, on both instances", async () => {
    const before = await home(a);
    await home(b);
    const target = (await adminSections()).find((s) => s.section_type === before.sections[1]!.type)!;
    const hidden = await write(`/api/admin/homepage-sections/${target.id}`, {
      title: target.title,
      title_ar: target.title_ar,
      is_active: false,
    });
    expect(hidden.status).toBe(200);
    expect((await home(a)).sections.map((s) => s.type)).not.toContain(target.section_type);
    await vi.waitFor(async () =>
      expect((await home(b)).sections.map((s) => s.type)).not.toContain(target.section_type),
    );

    await write(`/api/admin/homepage-sections/${target.id}`, {
      title: "Renamed shelf",
      title_ar: target.title_ar,
      is_active: true,
    });
    expect((await home(a)).sections.find((s) => s.type === target.section_type)?.title).toBe("Renamed shelf");
    await vi.waitFor(async () =>
      expect((await home(b)).sections.find((s) => s.type === target.section_type)?.title).toBe(
        "Renamed shelf",
      ),
    );
  });

  it("show a changed setting in web-settings on the next read, on both instances", async () => {
    const name = async (app: TestApp) =>
      (await get<{ company_name: string }>(app.app, "/api/web-settings")).body.data.company_name;
    expect(await name(a)).toBe("Manzil");
    expect(await name(b)).toBe("Manzil");
    expect((await write("/api/admin/settings", { company_name: "Manzil Homes" })).status).toBe(200);
    expect(await name(a)).toBe("Manzil Homes");
    await vi.waitFor(async () => expect(await name(b)).toBe("Manzil Homes"));
    await write("/api/admin/settings", { company_name: "Manzil" });
    expect(await name(a)).toBe("Manzil");
  });

  it("show a category renamed and a city added on the next read, on both instances", async () => {
    const [row] = await a.database.db.select().from(categories).where(eq(categories.isActive, true)).limit(1);
    const named = async (app: TestApp) =>
      (await get<TCategory[]>(app.app, "/api/get_categories", { id: String(row!.id) })).body.data[0]
        ?.category;
    expect(await named(a)).toBe(row!.name);
    expect(await named(b)).toBe(row!.name);
    const renamed = await write(`/api/admin/catalogue/categories/${row!.id}`, {
      name: "Renamed homes",
      name_ar: row!.nameAr,
      slug: row!.slug,
      classification: row!.classification,
    });
    expect(renamed.status).toBe(200);
    expect(await named(a)).toBe("Renamed homes");
    await vi.waitFor(async () => expect(await named(b)).toBe("Renamed homes"));

    const cities = async (app: TestApp) =>
      (await get<TCatalogueCity[]>(app.app, "/api/get-city-catalogue", { search: "Siwa" })).body.data;
    expect(await cities(a)).toEqual([]);
    expect(await cities(b)).toEqual([]);
    const city = await write("/api/admin/catalogue/cities", {
      name: "Siwa",
      name_ar: "سيوة",
      state: "Matrouh",
      state_ar: "مطروح",
      country: "Egypt",
      country_ar: "مصر",
      country_code: "EG",
      latitude: 29.2,
      longitude: 25.5,
    });
    expect(city.status).toBe(200);
    expect((await cities(a)).map((c) => c.city)).toEqual(["Siwa"]);
    await vi.waitFor(async () => expect((await cities(b)).map((c) => c.city)).toEqual(["Siwa"]));
  });

  it("keep their copy when a write is refused: a guest cannot make every visitor wait for a cold load", async () => {
    const [row] = await a.database.db.select().from(categories).where(eq(categories.isActive, true)).limit(1);
    const named = async () =>
      (await get<TCategory[]>(a.app, "/api/get_categories", { id: String(row!.id) })).body.data[0]?.category;
    const cached = await named();
    // Changed behind the API's back (as an operator's SQL would): only a cache drop makes it visible.
    await a.database.db
      .update(categories)
      .set({ name: "Changed directly" })
      .where(eq(categories.id, row!.id));
    try {
      const refused = await post(a.app, `/api/admin/catalogue/categories/${row!.id}`, { name: "Nope" });
      expect(refused.status).toBe(401);
      expect(await named()).toBe(cached);
      await a.app.services.sharedCache.invalidate(["catalogue"]);
      expect(await named()).toBe("Changed directly");
    } finally {
      await a.database.db.update(categories).set({ name: cached! }).where(eq(categories.id, row!.id));
      await a.app.services.sharedCache.invalidate(["catalogue"]);
    }
  });

  it("show an approved listing on its home shelf and drop it once deactivated, on both instances", async () => {
    const owner = await newMember(a.app, a.database.db, "Shelf Owner");
    const [category] = await a.database.db.select().from(categories).where(eq(categories.classification, 1));
    // Pending, so no shelf shows it yet; the most viewed of all once approved.
    const [listing] = await a.database.db
      .insert(properties)
      .values({
        slug: `most-viewed-${process.pid}`,
        ownerId: owner.id,
        categoryId: category!.id,
        classification: 1,
        listingType: "sell",
        title: "The most viewed flat",
        titleAr: "الشقة الأكثر مشاهدة",
        description: "A flat everyone opens.",
        address: "5 Tahrir Street",
        city: "Cairo",
        state: "Cairo",
        country: "Egypt",
        latitude: 30.04,
        longitude: 31.24,
        priceMinor: 250_000_000,
        viewCount: 10_000_000,
        moderationStatus: "pending",
      })
      .returning({ id: properties.id });
    const onShelf = async (app: TestApp) =>
      (await home(app)).sections
        .find((s) => s.type === "most_viewed_properties_section")!
        .data.some((item) => item.id === listing!.id);
    expect(await onShelf(a)).toBe(false);
    expect(await onShelf(b)).toBe(false);

    const approved = await write("/api/admin/moderate-property", {
      id: listing!.id,
      request_status: "approved",
    });
    expect(approved.status).toBe(200);
    expect(await onShelf(a)).toBe(true);
    await vi.waitFor(async () => expect(await onShelf(b)).toBe(true));

    const hidden = await post(
      a.app,
      "/api/change-property-status",
      { property_id: listing!.id, status: 0 },
      { headers: { authorization: owner.authorization } },
    );
    expect(hidden.status).toBe(200);
    expect(await onShelf(a)).toBe(false);
    await vi.waitFor(async () => expect(await onShelf(b)).toBe(false));
  });

  it("mark only the viewer's own favourites on the shared shelves", async () => {
    const [first, second] = [
      await newMember(a.app, a.database.db, "First Viewer"),
      await newMember(a.app, a.database.db, "Second Viewer"),
    ];
    const shelf = (data: Home) => data.sections.find((s) => s.type === "featured_properties_section")!.data;
    const liked = shelf(await home(a))[0]!.id;
    const reply = await post(
      a.app,
      "/api/add_favourite",
      { property_id: liked, type: 1 },
      { headers: { authorization: first.authorization } },
    );
    expect(reply.status).toBe(200);

    const heartOf = async (headers: Record<string, string>) =>
      shelf(await home(a, headers)).find((item) => item.id === liked)?.is_favourite;
    expect(await heartOf({ authorization: first.authorization })).toBe(true);
    expect(await heartOf({ authorization: second.authorization })).toBe(false);
    expect(await heartOf({})).toBe(false);
    // The first viewer's heart did not stay on the shared copy either.
    expect(await heartOf({ authorization: first.authorization })).toBe(true);
    expect(await heartOf({ authorization: second.authorization })).toBe(false);
  });
});
