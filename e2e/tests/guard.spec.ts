import { expect, test } from "@playwright/test";

test("a signed-out visitor opening /user/properties lands on the home page", async ({ page }) => {
  await page.goto("/user/properties");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("home-section").first()).toBeVisible();
});

test("a signed-out visitor opening /onboarding lands on the home page", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown page answers 404 in the visitor's language", async ({ page }) => {
  const response = await page.goto("/no-such-page?lang=ar");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("a malformed property address answers 404, not an error", async ({ request }) => {
  const response = await request.get("/properties-details/%00");
  expect(response.status()).toBe(404);
});
