import { expect, test, type APIRequestContext } from "@playwright/test";
import { amountIn, fullPriceText, hydrated, screenshot } from "./support.js";

type Card = { slug_id: string; city_en: string; city_ar: string; price: number; title_ar: string };

/** A city with enough sell listings to filter, and a price range that keeps some of them. */
async function cityAndRange(request: APIRequestContext) {
  const cities = (await (await request.get("/api/get-cities-data?limit=1")).json()).data as {
    City: string;
  }[];
  const city = cities[0]!.City;
  const cards = (
    await (
      await request.get(
        `/api/get-property-list?city=${encodeURIComponent(city)}&property_type=sell&limit=100`,
      )
    ).json()
  ).data as Card[];
  const prices = cards.map((card) => card.price).sort((a, b) => a - b);
  const min = prices[Math.floor(prices.length / 4)]!;
  const max = prices[Math.floor((prices.length * 3) / 4)]!;
  return { city, cityAr: cards[0]!.city_ar, min, max };
}

test("in Arabic: filter by city and price, open a result, see its map and similar listings", async ({
  page,
  request,
}) => {
  const { city, cityAr, min, max } = await cityAndRange(request);
  await page.goto("/properties?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // Filters applied before hydration would reload the whole document instead of the results alone.
  await hydrated(page);
  const filters = page.getByTestId("listing-filters");
  await filters.locator('select[name="city"]').selectOption(city);
  await filters.locator('[name="min_price"]').fill(String(min));
  await filters.locator('[name="max_price"]').fill(String(max));
  await filters.getByTestId("filters-apply").click();

  await expect(page).toHaveURL(/min_price=/);
  await expect(page).toHaveURL(/city=/);
  // The old results stay on screen (dimmed, aria-busy) until the new ones arrive.
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = page.getByTestId("property-card");
  await expect(cards.first()).toBeVisible();
  // "Show results" sits at the foot of the long filter column: the results come into view after it.
  await expect(cards.first()).toBeInViewport();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // Every card on the page is in the chosen city and price range, shown in Arabic.
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText(cityAr);
    const amount = amountIn(await fullPriceText(card.getByTestId("price").first()));
    expect(amount).toBeGreaterThanOrEqual(min);
    expect(amount).toBeLessThanOrEqual(max);
  }
  await screenshot(page, "listings-filtered-ar");

  await cards.first().locator("a").first().click();
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByTestId("property-title")).toBeVisible();
  await expect(page.getByTestId("property-location-map")).toBeVisible();
  const similar = page.getByTestId("similar-properties");
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByTestId("property-card").first()).toBeVisible();
  await screenshot(page, "property-details-ar");
});

test("a guest opening the map view is asked to sign in", async ({ page }) => {
  await page.goto("/map-view?lang=en");
  const prompt = page.getByTestId("sign-in-required");
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("You have not logged in");
  await prompt.getByTestId("sign-in-required-button").click();
  await expect(page.getByTestId("auth-dialog")).toBeVisible();
});

test("sitemap.xml lists property pages in both languages, and robots.txt points to it", async ({
  request,
}) => {
  const slug = ((await (await request.get("/api/get-property-list?limit=1")).json()).data as Card[])[0]!
    .slug_id;
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const index = xml.includes("<sitemapindex");
  const body = index
    ? await (await request.get(new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]!).pathname)).text()
    : xml;
  expect(body).toContain(`/properties-details/${slug}?lang=en`);
  expect(body).toContain(`/properties-details/${slug}?lang=ar`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});

test("the home page adds listings near a visitor who shares their position", async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: 30.0444, longitude: 31.2357 },
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  await page.goto("/?lang=en");
  const nearby = page.locator('[data-testid="home-section"][data-section-type="nearby_properties_section"]');
  await expect(nearby).toBeVisible();
  await expect(nearby.getByTestId("property-card").first()).toBeVisible();
  // The next visit renders the shelf on the server straight away.
  const html = await (await page.request.get("/?lang=en")).text();
  expect(html).toContain('data-section-type="nearby_properties_section"');
  await context.close();
});
