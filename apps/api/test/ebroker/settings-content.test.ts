import { and, asc, eq, gt, lte, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/accounts.js";
import { categories } from "../../src/db/schema/catalogue.js";
import { articles, languages, seoSettings, settings } from "../../src/db/schema/content.js";
import { userPackages } from "../../src/db/schema/packages.js";
import { arabicLetters } from "../helpers.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { ebrokerCall, ebrokerClientEnv } from "./ebroker-client.js";

/**
 * Issue 12, items 2, 5, 7, 9 and 10: the settings and content calls as the unmodified eBroker web client makes
 * them, asserting what it reads. Failures are judged on the body only (the error transport is negotiated).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ebrokerClientEnv);
});
afterAll(async () => t.close());

type LanguageData = { code: string; rtl: unknown; file_name: Record<string, unknown> };

/**
 * These tests write the settings and languages tables directly, as an operator's SQL would: such writes reach
 * readers once the shared cache is told (ADR 078), which the admin routes do and these tests do here.
 */
const settingsWrittenDirectly = () => t.app.services.sharedCache.invalidate(["settings"]);

async function languageFile(code: string) {
  await settingsWrittenDirectly();
  const answer = await ebrokerCall(t.app, {
    path: "get_languages",
    query: { language_code: code, web_language_file: 1 },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.error).toBe(false);
  return answer.body.data as LanguageData;
}

async function tokenFor(userId: number) {
  return t.app.services.auth.issueToken(userId, "test");
}

describe("get_languages?web_language_file=1", () => {
  it("serves English as a flat map of strings, left to right", async () => {
    const english = await languageFile("en");
    expect(english.rtl).toBe(0);
    const entries = Object.entries(english.file_name);
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, value] of entries) expect(typeof value, key).toBe("string");
    // Keys the client's header, footer and article cards translate.
    expect(english.file_name).toMatchObject({ home: "Home", properties: "Properties", by: "By" });
  });

  it("serves Arabic right to left with Arabic strings for the same keys", async () => {
    const [arabic, english] = [await languageFile("ar"), await languageFile("en")];
    expect(arabic.rtl).toBe(1);
    for (const [key, value] of Object.entries(arabic.file_name)) expect(typeof value, key).toBe("string");
    expect(Object.keys(arabic.file_name).sort()).toEqual(Object.keys(english.file_name).sort());
    for (const key of ["home", "properties", "contactUs", "addProp", "logout"]) {
      expect(arabic.file_name[key], key).toMatch(arabicLetters);
    }
  });

  it("prefers the admin's uploaded file, and never passes a nested value on", async () => {
    await t.database.db
      .update(languages)
      .set({ webTranslations: { home: "البداية", app: { name: "Manzil" }, count: 3 } })
      .where(eq(languages.code, "ar"));
    try {
      const arabic = await languageFile("ar");
      expect(arabic.file_name.home).toBe("البداية");
      expect(arabic.file_name).not.toHaveProperty("app");
      expect(arabic.file_name).not.toHaveProperty("count");
      expect(arabic.file_name.logout).toMatch(arabicLetters);
    } finally {
      await t.database.db.update(languages).set({ webTranslations: {} }).where(eq(languages.code, "ar"));
    }
  });

  it("gives the app's call (no web_language_file) the same flat shape", async () => {
    const answer = await ebrokerCall(t.app, { path: "get_languages", query: { language_code: "ar" } });
    const data = answer.body.data as LanguageData;
    expect(data.rtl).toBe(1);
    for (const value of Object.values(data.file_name)) expect(typeof value).toBe("string");
  });

  it("lists the languages with rtl as 1/0", async () => {
    const answer = await ebrokerCall(t.app, { path: "get_languages" });
    const list = answer.body.data as { code: string; rtl: unknown }[];
    expect(list.map((l) => [l.code, l.rtl])).toEqual([
      ["en", 0],
      ["ar", 1],
    ]);
  });
});

describe("web-settings", () => {
  async function webSettings(token?: string) {
    await settingsWrittenDirectly();
    const answer = await ebrokerCall(t.app, { path: "web-settings", ...(token ? { token } : {}) });
    expect(answer.status).toBe(200);
    return answer.body.data as Record<string, unknown>;
  }

  it("gives a guest every key the client reads, typed as it tests them", async () => {
    const data = await webSettings();
    // Tested for truthiness by the client: "0" would refuse "Add Property", so these are booleans.
    expect(data.verification_required_for_user).toBe(false);
    expect(data.auto_approve).toBe(true);
    expect(typeof data.allow_cookies).toBe("boolean");
    // Tested with === "1".
    expect(data.email_password_login).toBe("1");
    expect(data.number_with_otp_login).toBe("1");
    expect(data.web_maintenance_mode).toBe("0");
    // No Google client id is configured here, so the client must not offer Google sign-in.
    expect(data.social_login).toBe("0");
    expect(data.otp_service_provider).toBe("twilio");
    expect(data.admin_name).toBe("Manzil Editorial Team");
    expect(String(data.admin_image)).toMatch(/^http:\/\/manzil\.test\/uploads\//);
    for (const key of ["facebook_id", "instagram_id", "twitter_id", "youtube_id"]) {
      expect(typeof data[key], key).toBe("string");
    }
    for (const key of [
      "category_background",
      "sell_web_color",
      "sell_web_background_color",
      "rent_web_color",
      "rent_web_background_color",
    ]) {
      expect(data[key], key).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect((data.languages as { code: string; rtl: unknown }[]).find((l) => l.code === "ar")?.rtl).toBe(1);
    expect(data).not.toHaveProperty("verification_status");
  });

  it("offers Google sign-in once a Google client id is configured", async () => {
    const google = await createTestApp({ ...ebrokerClientEnv, GOOGLE_CLIENT_IDS: "web-client.apps.test" });
    try {
      const answer = await ebrokerCall(google.app, { path: "web-settings" });
      expect((answer.body.data as Record<string, unknown>).social_login).toBe("1");
    } finally {
      await google.close();
    }
  });

  it("turns verification on as true when the admin requires it", async () => {
    await t.database.db
      .update(settings)
      .set({ value: "1" })
      .where(eq(settings.key, "verification_required_for_user"));
    try {
      expect((await webSettings()).verification_required_for_user).toBe(true);
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: "0" })
        .where(eq(settings.key, "verification_required_for_user"));
    }
  });

  it("falls back to working values for keys an older database lacks", async () => {
    const missing = [
      "email_password_login",
      "number_with_otp_login",
      "web_maintenance_mode",
      "sell_web_color",
    ];
    const saved = await t.database.db.select().from(settings);
    for (const key of missing) await t.database.db.delete(settings).where(eq(settings.key, key));
    try {
      const data = await webSettings();
      expect(data.email_password_login).toBe("1");
      expect(data.number_with_otp_login).toBe("1");
      expect(data.web_maintenance_mode).toBe("0");
      expect(data.sell_web_color).toBe(data.system_color);
    } finally {
      const rows = saved.filter((row) => missing.includes(row.key));
      await t.database.db.insert(settings).values(rows);
    }
  });

  it("tells a signed-in member their verification status and whether they subscribe", async () => {
    const db = t.database.db;
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userPackages, eq(userPackages.userId, users.id))
      .where(
        and(
          eq(users.role, "customer"),
          eq(users.isActive, true),
          lte(userPackages.startsAt, new Date()),
          gt(userPackages.endsAt, new Date()),
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    const [stranger] = await db
      .select({ id: users.id, verificationStatus: users.verificationStatus })
      .from(users)
      .where(
        and(
          eq(users.role, "customer"),
          eq(users.isActive, true),
          notExists(db.select().from(userPackages).where(eq(userPackages.userId, users.id))),
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    if (!holder || !stranger) throw new Error("the seed lacks a subscriber or a member without package");

    const subscribed = await webSettings(await tokenFor(holder.id));
    // The eBroker transport sends these legacy flags as 1/0, as the apps parse them (ADR 035).
    expect(subscribed.subscription).toBe(1);
    expect(subscribed.is_premium).toBe(1);

    const plain = await webSettings(await tokenFor(stranger.id));
    expect(plain.subscription).toBe(0);
    expect(plain.verification_status).toBe(stranger.verificationStatus);
  });
});

describe("check-package-limit", () => {
  it("answers a guest (Bearer undefined) that there is no package, without an error", async () => {
    const answer = await ebrokerCall(t.app, {
      path: "check-package-limit",
      query: { type: "mortgage_calculator_detail" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(false);
    expect(answer.body.data).toEqual({
      package_available: false,
      feature_available: false,
      limit_available: false,
    });
  });

  it("still asks a client whose token has expired to sign in again", async () => {
    const answer = await ebrokerCall(t.app, {
      path: "check-package-limit",
      query: { type: "mortgage_calculator_detail" },
      token: "no-such-token",
    });
    expect(answer.body.error).toBe(true);
    expect(typeof answer.body.message).toBe("string");
  });
});

describe("get_seo_settings", () => {
  it("gives each page its meta_* values in the caller's language", async () => {
    const [home] = await t.database.db.select().from(seoSettings).where(eq(seoSettings.page, "home"));
    if (!home) throw new Error("the seed has no home SEO row");
    const answer = await ebrokerCall(t.app, { path: "get_seo_settings", query: { page: "home" } });
    const [row] = answer.body.data as Record<string, unknown>[];
    expect(row).toMatchObject({
      meta_title: home.title,
      meta_description: home.description,
      meta_keywords: home.keywords,
    });
    expect(String(row!.meta_image)).toMatch(/^http:\/\/manzil\.test\/uploads\//);
    // Manzil's own web still reads the plain names.
    expect(row).toMatchObject({ title: home.title, keywords: home.keywords });

    const arabic = await ebrokerCall(t.app, {
      path: "get_seo_settings",
      query: { page: "home", lang: "ar" },
    });
    expect((arabic.body.data as Record<string, string>[])[0]!.meta_title).toMatch(arabicLetters);
  });
});

describe("get_articles", () => {
  it("gives every card its description and category object", async () => {
    const answer = await ebrokerCall(t.app, {
      path: "get_articles",
      query: { offset: 0, limit: 20, category_id: "" },
    });
    expect(answer.status).toBe(200);
    type Card = {
      id: number;
      description: string;
      category_id: number | null;
      category: { id: number; category: string; slug_id: string } | null;
    };
    const cards = answer.body.data as Card[];
    const rows = await t.database.db
      .select({ id: articles.id, description: articles.description, category: categories.name })
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((card) => card.category !== null)).toBe(true);
    for (const card of cards) {
      const row = byId.get(card.id)!;
      expect(card.description).toBe(row.description);
      expect(card.category?.category ?? null).toBe(row.category);
      expect(card.category?.id ?? null).toBe(card.category_id);
    }
  });

  it("names the author line through web-settings' admin_name, in Arabic for Arabic callers", async () => {
    const answer = await ebrokerCall(t.app, { path: "web-settings", query: { lang: "ar" } });
    expect((answer.body.data as Record<string, string>).admin_name).toMatch(arabicLetters);
  });
});
