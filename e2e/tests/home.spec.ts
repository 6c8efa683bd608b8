import { expect, test } from "@playwright/test";
import { amountIn, fullPriceText, homepageSections, screenshot } from "./support.js";

test("home shows the seeded sections in English", async ({ page, request }) => {
  const sections = await homepageSections(request, "en");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const rendered = page.getByTestId("home-section");
  await expect(rendered).toHaveCount(sections.length);
  for (const section of sections.slice(0, 4)) {
    await expect(page.locator(`[data-section-type="${section.type}"]`)).toContainText(section.title);
  }
  await expect(page.getByTestId("property-card").first()).toBeVisible();
  await screenshot(page, "home-en");
});

test("switching to Arabic mirrors the page and shows Arabic titles", async ({ page, request }) => {
  const arabic = await homepageSections(request, "ar");
  await page.goto("/");
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-ar").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator(`[data-section-type="${arabic[0]!.type}"]`)).toContainText(arabic[0]!.title);
  // The choice sticks: a fresh load of another page stays Arabic.
  await page.goto("/properties");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/");
  await screenshot(page, "home-ar");
});

test("choosing USD converts a shown price by the configured rate", async ({ page, request }) => {
  const settings = (await (await request.get("/api/web-settings")).json()).data;
  const usdRate = settings.currency_rates.USD as number;
  expect(usdRate).toBe(47.6);

  await page.goto("/");
  const price = page.getByTestId("price").first();
  await expect(price).toBeVisible();
  const minor = Number(await price.getAttribute("data-amount-minor"));
  expect(await price.getAttribute("data-currency")).toBe("EGP");
  expect(amountIn(await fullPriceText(price))).toBeCloseTo(minor / 100, 2);

  await page.getByTestId("currency-select").selectOption("USD");
  await expect(price).toContainText("$");
  expect(amountIn(await fullPriceText(price))).toBeCloseTo(minor / 100 / usdRate, 2);

  // The choice is remembered as `selectedCurrency` and survives a reload.
  expect(await page.evaluate(() => localStorage.getItem("selectedCurrency"))).toBe("USD");
  await page.reload();
  await expect(page.getByTestId("price").first()).toContainText("$");
});
