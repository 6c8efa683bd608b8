import { and, eq, inArray, ne, or } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../src/db/schema/content.js";
import { projects, properties } from "../src/db/schema/properties.js";
import { seoRoutes } from "../src/modules/seo/seo.routes.js";
import { errorHandlerPlugin } from "../src/plugins/error-handler.js";
import { i18nPlugin } from "../src/plugins/i18n.js";
import { getJson } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const PUBLIC_URL = "http://manzil.test";

type UrlEntry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** Reads `<url>` entries with a few regular expressions: the XML we emit is flat and regular. */
function urlEntries(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang, href]) => [lang!, unescapeXml(href!)],
      ),
    ),
  }));
}

/** Outside text nodes and attribute values, a bare `&` or `<` would break the document. */
function hasOnlyEscapedText(xml: string): boolean {
  const text = xml.replace(/<[^>]*>/g, "");
  return !/&(?!(amp|lt|gt|quot|apos);)/.test(text) && !text.includes("<");
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function publicPropertySlugs() {
  const rows = await t.database.db
    .select({ slug: properties.slug })
    .from(properties)
    .where(
      and(
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
        inArray(properties.listingType, ["sell", "rent"]),
      ),
    );
  return rows.map((row) => row.slug);
}

describe("GET /sitemap.xml", () => {
  it("is XML listing every public property detail page in English and in Arabic, each naming the other", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(hasOnlyEscapedText(response.body)).toBe(true);

    const entries = urlEntries(response.body);
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    const slugs = await publicPropertySlugs();
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const path = `${PUBLIC_URL}/properties-details/${encodeURIComponent(slug)}`;
      const en = byLoc.get(`${path}?lang=en`);
      const ar = byLoc.get(`${path}?lang=ar`);
      expect(en, slug).toBeDefined();
      expect(ar, slug).toBeDefined();
      for (const entry of [en!, ar!]) {
        expect(entry.alternates).toEqual({
          en: `${path}?lang=en`,
          ar: `${path}?lang=ar`,
          "x-default": `${path}?lang=en`,
        });
        expect(Number.isNaN(Date.parse(entry.lastmod ?? ""))).toBe(false);
      }
    }
    const propertyLocs = entries.filter((e) => e.loc.includes("/properties-details/"));
    expect(propertyLocs).toHaveLength(slugs.length * 2);
  });

  it("leaves out listings that are pending, inactive, sold or rented, and projects that are not public", async () => {
    const hiddenListings = await t.database.db
      .select({ slug: properties.slug })
      .from(properties)
      .where(
        or(
          ne(properties.moderationStatus, "approved"),
          eq(properties.isActive, false),
          inArray(properties.listingType, ["sold", "rented"]),
        ),
      );
    const hiddenProjects = await t.database.db
      .select({ slug: projects.slug })
      .from(projects)
      .where(or(ne(projects.moderationStatus, "approved"), eq(projects.isActive, false)));
    expect(hiddenListings.length + hiddenProjects.length).toBeGreaterThan(0);
    const { body } = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    const locs = new Set(urlEntries(body).map((e) => e.loc));
    for (const { slug } of hiddenListings)
      expect(locs.has(`${PUBLIC_URL}/properties-details/${encodeURIComponent(slug)}?lang=en`)).toBe(false);
    for (const { slug } of hiddenProjects)
      expect(locs.has(`${PUBLIC_URL}/project-details/${encodeURIComponent(slug)}?lang=en`)).toBe(false);
  });

  it("lists the public projects, articles and agents the API lists, and the static pages, in both languages", async () => {
    const { body } = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    const locs = new Set(urlEntries(body).map((e) => e.loc));
    const has = (path: string) =>
      locs.has(`${PUBLIC_URL}${path}?lang=en`) && locs.has(`${PUBLIC_URL}${path}?lang=ar`);

    const projectList = await getJson<{ slug_id: string }[]>(t.app, "/api/get-projects?limit=100");
    expect(projectList.body.data.length).toBeGreaterThan(0);
    for (const p of projectList.body.data) expect(has(`/project-details/${p.slug_id}`), p.slug_id).toBe(true);
    expect([...locs].filter((l) => l.includes("/project-details/"))).toHaveLength(
      projectList.body.total! * 2,
    );

    const articleList = await getJson<{ slug_id: string }[]>(t.app, "/api/get_articles?limit=50");
    for (const a of articleList.body.data) expect(has(`/article-details/${a.slug_id}`), a.slug_id).toBe(true);

    const agentList = await getJson<{ slug_id: string }[]>(t.app, "/api/agent-list?limit=100");
    expect(agentList.body.data.length).toBeGreaterThan(0);
    for (const a of agentList.body.data) expect(has(`/agent-details/${a.slug_id}`), a.slug_id).toBe(true);
    expect([...locs].filter((l) => l.includes("/agent-details/"))).toHaveLength(agentList.body.total! * 2);

    for (const path of [
      "/",
      "/properties",
      "/projects",
      "/agents",
      "/articles",
      "/faqs",
      "/contact-us",
      "/about-us",
      "/privacy-policy",
      "/terms-and-condition",
    ]) {
      expect(has(path), path).toBe(true);
    }
  });

  it("escapes and encodes slugs so the document stays valid", async () => {
    const [article] = await t.database.db.select({ id: articles.id }).from(articles).limit(1);
    await t.database.db
      .update(articles)
      .set({ slug: `tips & "tricks" <2025> it's` })
      .where(eq(articles.id, article!.id));
    const { body } = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(hasOnlyEscapedText(body)).toBe(true);
    expect(body).toContain("it&apos;s?lang=ar</loc>");
    const locs = urlEntries(body).map((e) => e.loc);
    expect(locs).toContain(
      `${PUBLIC_URL}/article-details/${encodeURIComponent(`tips & "tricks" <2025> it's`)}?lang=ar`,
    );
  });

  it("answers no numbered sitemap while everything fits in one file", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap-1.xml" });
    expect(response.statusCode).toBe(404);
  });
});

describe("sitemap index", () => {
  let small: FastifyInstance;
  const URLS_PER_FILE = 40;
  beforeAll(async () => {
    small = Fastify({ logger: false });
    small.decorate("db", t.database.db);
    small.decorate("config", t.app.config);
    await small.register(i18nPlugin);
    await small.register(errorHandlerPlugin);
    await small.register(seoRoutes, { urlsPerSitemap: URLS_PER_FILE });
    await small.ready();
  });
  afterAll(async () => small.close());

  it("splits into numbered files that together hold exactly the single sitemap's URLs", async () => {
    const single = urlEntries((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    expect(single.length).toBeGreaterThan(URLS_PER_FILE);

    const index = await small.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = [...index.body.matchAll(/<sitemap>\s*<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
    expect(children).toHaveLength(Math.ceil(single.length / URLS_PER_FILE));
    expect(children[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);

    const collected: UrlEntry[] = [];
    for (const loc of children) {
      const child = await small.inject({ method: "GET", url: new URL(loc).pathname });
      expect(child.statusCode).toBe(200);
      const entries = urlEntries(child.body);
      expect(entries.length).toBeLessThanOrEqual(URLS_PER_FILE);
      expect(entries.length).toBeGreaterThan(0);
      collected.push(...entries);
    }
    expect(collected).toEqual(single);

    const beyond = await small.inject({ method: "GET", url: `/sitemap-${children.length + 1}.xml` });
    expect(beyond.statusCode).toBe(404);
    const zero = await small.inject({ method: "GET", url: "/sitemap-0.xml" });
    expect(zero.statusCode).toBe(404);
  });
});

describe("GET /robots.txt", () => {
  it("allows the public site, keeps crawlers out of private and API paths, and names the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/user/", "/api/", "/login", "/onboarding", "/my-property/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).not.toContain("Disallow: /properties");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
