import type { Database } from "../../db/client.js";
import { countPublicPages, publicPageSlice, sitemapSources, type SitemapSource } from "./seo.repository.js";
import {
  pagePath,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
  URLS_PER_PAGE,
  type SitemapPage,
} from "./sitemap-xml.js";

/** The sitemaps protocol's limit of URLs in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Public pages without a database row, in the order they appear in the sitemap. */
export const STATIC_PATHS = [
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
  "/mortgage-calculator",
  "/area-converter",
] as const;

/** Where each kind of detail page lives on the web (apps/web/app/routes.ts). */
const DETAIL_PREFIX: Record<SitemapSource, string> = {
  property: "/properties-details",
  project: "/project-details",
  article: "/article-details",
  agent: "/agent-details",
};

export const ROBOTS_DISALLOWED = [
  "/api/",
  "/user/",
  "/my-property/",
  "/login",
  "/logout",
  "/onboarding",
  "/set-language",
] as const;

export type SitemapAnswer = { kind: "urlset" | "index"; xml: string };

export function createSeoService(db: Database, options: { publicUrl: string; urlsPerSitemap?: number }) {
  const urlsPerSitemap = options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP;
  // Every page is listed once per language, and one page's languages never straddle two files.
  const pagesPerSitemap = Math.max(1, Math.floor(urlsPerSitemap / URLS_PER_PAGE));

  async function counts() {
    const perSource = await Promise.all(sitemapSources.map((source) => countPublicPages(db, source)));
    return sitemapSources.map((source, i) => ({ source, count: perSource[i] ?? 0 }));
  }

  /** Pages [start, end) of the whole sequence: the static pages, then each source in id order. */
  async function pagesBetween(
    start: number,
    end: number,
    sourceCounts: { source: SitemapSource; count: number }[],
  ): Promise<SitemapPage[]> {
    const pages: SitemapPage[] = STATIC_PATHS.slice(start, end).map((path) => ({ path }));
    let offset = STATIC_PATHS.length;
    const slices = sourceCounts.map(({ source, count }) => {
      const from = Math.max(start, offset);
      const to = Math.min(end, offset + count);
      const sliceOffset = from - offset;
      offset += count;
      if (to <= from) return Promise.resolve([]);
      return publicPageSlice(db, { source, offset: sliceOffset, limit: to - from }).then((rows) =>
        rows.map((row) => ({ path: pagePath(DETAIL_PREFIX[source], row.slug), lastmod: row.updatedAt })),
      );
    });
    for (const slice of await Promise.all(slices)) pages.push(...slice);
    return pages;
  }

  function childCount(sourceCounts: { count: number }[]) {
    const total = STATIC_PATHS.length + sourceCounts.reduce((sum, { count }) => sum + count, 0);
    return { total, children: Math.ceil(total / pagesPerSitemap) };
  }

  return {
    /** `/sitemap.xml`: every public page when they fit in one file, otherwise the index of numbered files. */
    async sitemap(): Promise<SitemapAnswer> {
      const sourceCounts = await counts();
      const { total, children } = childCount(sourceCounts);
      if (children <= 1) {
        return {
          kind: "urlset",
          xml: urlsetXml(await pagesBetween(0, total, sourceCounts), options.publicUrl),
        };
      }
      return { kind: "index", xml: sitemapIndexXml(children, options.publicUrl) };
    },

    /** `/sitemap-<n>.xml` (1-based), or null when there is no such file. */
    async childSitemap(n: number): Promise<string | null> {
      const sourceCounts = await counts();
      const { total, children } = childCount(sourceCounts);
      if (children <= 1 || n < 1 || n > children) return null;
      const start = (n - 1) * pagesPerSitemap;
      const pages = await pagesBetween(start, Math.min(total, start + pagesPerSitemap), sourceCounts);
      return urlsetXml(pages, options.publicUrl);
    },

    robots(): string {
      return robotsTxt(options.publicUrl, ROBOTS_DISALLOWED);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
