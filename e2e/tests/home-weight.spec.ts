import { expect, test } from "@playwright/test";

/**
 * The home page's HTML, as the production build serves it to a guest on the demo data, before compression:
 * everything in it is parsed before the page shows, on a phone too. Issue 19 asks for under 100 kB. The page was
 * 502 kB, then 140 kB (English) and 150 kB (Arabic) once its loader data and cards were trimmed; with only the
 * first sections rendered whole on the server it is about 80 and 86 kB, and these limits hold that, with about
 * 5 kB of room (docs/performance.md).
 */
const HOME_HTML_LIMIT = { en: 85_000, ar: 91_000 } as const;

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

  test(`the ${lang} home page fills in the sections the server left for later`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const agents = page.locator("[data-section-type=agents_list_section]");
    // In the HTML: the heading and "view all" over a reserved space.
    await expect(agents.getByRole("heading", { level: 2 })).toBeVisible();
    // After hydration every section has its content, and nothing is left waiting.
    await expect(page.locator("[data-testid=home-section] [aria-busy=true]")).toHaveCount(0);
    await expect(agents.getByRole("link").nth(1)).toBeVisible();
    await expect(page.locator("[data-section-type=faqs_section] details").first()).toBeVisible();
  });
}
