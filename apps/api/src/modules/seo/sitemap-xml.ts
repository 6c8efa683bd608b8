/** One public page; it appears once per language, each copy naming the others as hreflang alternates. */
export type SitemapPage = { path: string; lastmod?: Date };

/** The web's language switch is the same path with `?lang=`; x-default is the English page, as in pageMeta(). */
const LANGUAGES = ["en", "ar"] as const;
const DEFAULT_LANGUAGE = "en";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** `/properties-details/<slug>` with the slug percent-encoded, so any stored slug yields a valid URL. */
export function pagePath(prefix: string, slug: string): string {
  return `${prefix}/${encodeURIComponent(slug)}`;
}

function languageUrl(publicUrl: string, path: string, language: string): string {
  return `${publicUrl}${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}

function urlEntries(page: SitemapPage, publicUrl: string): string[] {
  const alternates = [
    ...LANGUAGES.map((language) => [language, languageUrl(publicUrl, page.path, language)] as const),
    ["x-default", languageUrl(publicUrl, page.path, DEFAULT_LANGUAGE)] as const,
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
  );
  const lastmod = page.lastmod ? [`    <lastmod>${page.lastmod.toISOString()}</lastmod>`] : [];
  return LANGUAGES.flatMap((language) => [
    "  <url>",
    `    <loc>${escapeXml(languageUrl(publicUrl, page.path, language))}</loc>`,
    ...lastmod,
    ...alternates,
    "  </url>",
  ]);
}

/** Every language's URL of each page: `LANGUAGES.length` `<url>` elements per page. */
export const URLS_PER_PAGE = LANGUAGES.length;

export function urlsetXml(pages: SitemapPage[], publicUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(page, publicUrl)),
    "</urlset>",
    "",
  ].join("\n");
}

/** The index of numbered child sitemaps `/sitemap-1.xml` … `/sitemap-<count>.xml`. */
export function sitemapIndexXml(count: number, publicUrl: string): string {
  const children = Array.from(
    { length: count },
    (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children,
    "</sitemapindex>",
    "",
  ].join("\n");
}

export function robotsTxt(publicUrl: string, disallowed: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
