import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../src/db/schema/properties.js";
import { seoTextFor } from "../src/lib/localise.js";
import { get } from "./auth-helpers.js";
import { unfeaturedPublicProperty } from "./featuring-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Detail = { title: string; meta_title: string; meta_description: string };

async function pageOf(id: number, lang: "en" | "ar") {
  const reply = await get<Detail[]>(
    t.app,
    "/api/get_property",
    { id: String(id) },
    { headers: { "accept-language": lang, "x-manzil-transport": "http" } },
  );
  expect(reply.status).toBe(200);
  return reply.body.data[0]!;
}

describe("an owner's SEO title on the page of the other language", () => {
  it("is left out on the Arabic page of a listing whose SEO title is English, which then uses its Arabic title", async () => {
    const id = await unfeaturedPublicProperty(t.database.db);
    await t.database.db
      .update(properties)
      .set({
        title: "Sea view villa",
        titleAr: "فيلا مطلة على البحر",
        metaTitle: "Sea view villa with a private pool",
        metaDescription: "A five-bedroom villa on the north coast with a private pool and a garden.",
      })
      .where(eq(properties.id, id));

    const english = await pageOf(id, "en");
    expect(english.meta_title).toBe("Sea view villa with a private pool");
    expect(english.meta_description).toMatch(/^A five-bedroom villa/);

    const arabic = await pageOf(id, "ar");
    expect(arabic.title).toBe("فيلا مطلة على البحر");
    expect(arabic.meta_title).toBe("");
    // The description falls back to the listing's own description in Arabic (or nothing), never the English one.
    expect(arabic.meta_description).not.toMatch(/five-bedroom/);
  });

  it("keeps an Arabic SEO title on the Arabic page and leaves it out of the English one", () => {
    expect(seoTextFor("ar", "فيلا للبيع في الساحل الشمالي")).toBe("فيلا للبيع في الساحل الشمالي");
    expect(seoTextFor("en", "فيلا للبيع في الساحل الشمالي")).toBe("");
    expect(seoTextFor("ar", "Villa for sale, North Coast (فيلا)")).toBe("");
    expect(seoTextFor("en", "2026")).toBe("2026");
    expect(seoTextFor("ar", null)).toBe("");
  });
});
