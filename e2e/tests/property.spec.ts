import { expect, test } from "@playwright/test";
import { firstPropertySlug, screenshot } from "./support.js";

test("the property page's HTML holds its title, description and JSON-LD before any script runs", async ({
  request,
}) => {
  const { slug, title } = await firstPropertySlug(request);
  const response = await request.get(`/properties-details/${slug}`, { headers: { "accept-language": "en" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const titleTag = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  expect(titleTag.replaceAll("&amp;", "&")).toContain(title);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain('<link rel="canonical"');
  // HTML attribute names are case-insensitive; React prints `hrefLang`.
  expect(html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+lang=ar"/i);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(jsonLd).toBeDefined();
  expect(JSON.stringify(JSON.parse(jsonLd!))).toContain(title.slice(0, 20));
});

test("the property page renders without JavaScript", async ({ browser, request }) => {
  const { slug, title } = await firstPropertySlug(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/properties-details/${slug}`);
  await expect(page.getByTestId("property-title")).toHaveText(title);
  await context.close();
});

test("property page screenshots in English and Arabic", async ({ page, request }) => {
  const { slug, titleAr } = await firstPropertySlug(request);
  await page.goto(`/properties-details/${slug}?lang=en`);
  await expect(page.getByTestId("property-title")).toBeVisible();
  await screenshot(page, "property-en");
  await page.goto(`/properties-details/${slug}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("property-title")).toHaveText(titleAr);
  await screenshot(page, "property-ar");
});
