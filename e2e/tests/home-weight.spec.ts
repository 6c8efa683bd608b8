import { expect, test } from "@playwright/test";

/**
 * The home page's HTML, as the production build serves it to a guest on the demo data, before compression:
 * everything in it is parsed before the page shows, on a phone too. Issue 19 asks for under 100 kB; the page is
 * at about 140 kB (English) and 150 kB (Arabic) after its loader data and sections were trimmed (it was 175 and
 * 186 kB), so these limits hold that gain, with about 5 kB of room, until the rest lands (docs/performance.md).
 */
const HOME_HTML_LIMIT = { en: 145_000, ar: 156_000 } as const;

for (const lang of ["en", "ar"] as const) {
  test(`the ${lang} home page's HTML stays within its ${HOME_HTML_LIMIT[lang] / 1000} kB budget`, async ({
    request,
  }) => {
    const response = await request.get(`/?lang=${lang}`, { headers: { "accept-encoding": "identity" } });
    expect(response.status()).toBe(200);
    const html = await response.body();
    // A whole page, not an error shell: its shelves of listing cards are in it.
    expect(html.toString("utf8")).toContain('data-testid="property-card"');
    expect(html.byteLength).toBeLessThan(HOME_HTML_LIMIT[lang]);
  });
}
