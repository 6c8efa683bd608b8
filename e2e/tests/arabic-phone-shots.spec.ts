import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { hydrated } from "./support.js";

// Issue 18: the home and property pages in Arabic on a phone, with what a reader notices checked (right to
// left, Arabic-Indic digits in prices and facts, the place named in Arabic) and full-page pictures kept with
// the browser test report.
test.use({ viewport: { width: 390, height: 844 }, locale: "ar-EG" });

const ARABIC_INDIC_DIGIT = /[٠-٩]/;

type Listing = {
  slug_id: string;
  is_premium: number;
  city: string;
  parameters: { name: string; name_en: string; value: string }[];
};

/** A listing for sale with a number of bedrooms, open to guests (not premium), as the API names it in Arabic. */
async function listingWithBedrooms(
  request: APIRequestContext,
): Promise<{ listing: Listing; bedrooms: string }> {
  const response = await request.get("/api/get-property-list?limit=30&property_type=0&lang=ar");
  const listings = (await response.json()).data as Listing[];
  for (const listing of listings) {
    const bedrooms = listing.parameters.find((parameter) => parameter.name_en === "Bedrooms");
    if (bedrooms && listing.city && !listing.is_premium) return { listing, bedrooms: bedrooms.name };
  }
  throw new Error("no seeded listing for sale names its bedrooms");
}

async function keepFullPage(page: Page, testInfo: TestInfo, name: string) {
  const path = `artifacts/screenshots/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("the Arabic home page on a phone: right to left, prices and card facts in Arabic-Indic digits", async ({
  page,
}, testInfo) => {
  await page.goto("/?lang=ar");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const card = page.getByTestId("property-card").first();
  await expect(card.getByTestId("price").first()).toHaveText(ARABIC_INDIC_DIGIT);
  await expect(page.getByTestId("card-facts").first()).toHaveText(ARABIC_INDIC_DIGIT);
  await expect(page.getByTestId("card-facts").first()).not.toHaveText(/[0-9]/);
  await keepFullPage(page, testInfo, "arabic-phone-home");
});

test("an Arabic property page on a phone: the price, the bedrooms and the city read in Arabic", async ({
  page,
  request,
}, testInfo) => {
  const { listing, bedrooms } = await listingWithBedrooms(request);
  await page.goto(`/properties-details/${listing.slug_id}?lang=ar`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("price").first()).toHaveText(ARABIC_INDIC_DIGIT);
  const fact = (name: string) =>
    page
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: name }) })
      .locator("dd")
      .first();
  await expect(fact(bedrooms)).toHaveText(/^[٠-٩]+$/);
  // The API names the city in Arabic (from the cities catalogue); the page shows that name, never English.
  expect(listing.city).toMatch(/[\u0600-\u06ff]/);
  await expect(fact("المدينة")).toHaveText(listing.city);
  await keepFullPage(page, testInfo, "arabic-phone-property");
});
