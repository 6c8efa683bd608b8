import { expect, test } from "@playwright/test";
import { postHotel } from "./stay-fixtures.js";
import { adminApiToken, hydrated, isoDay as iso, nextFriday, plusDays, screenshot } from "./support.js";

test("a guest sees the hotel's price for next weekend in the quote, in Arabic, and finds it by date", async ({
  page,
  request,
}) => {
  const token = await adminApiToken(request);
  const hotel = await postHotel(request, token, "Stays Test Hotel on the Nile");
  const friday = nextFriday();
  const [checkIn, checkOut] = [iso(friday), iso(plusDays(friday, 2))];
  // The owner prices next Friday and Saturday at 1,800 EGP.
  const priced = await request.post(`/api/stays/${hotel.id}/prices`, {
    headers: hotel.headers,
    data: { hotel_room_id: hotel.roomId, from: checkIn, to: iso(plusDays(friday, 1)), price: 1800 },
  });
  expect(priced.status(), await priced.text()).toBe(200);

  await page.goto(`/properties-details/${hotel.slug}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(page);
  await page.locator('input[name="check_in_date"]').fill(checkIn);
  await page.locator('input[name="check_out_date"]').fill(checkOut);
  await page.getByRole("checkbox", { name: /إفطار/ }).check();
  const quote = page.getByTestId("stay-quote");
  await expect(quote).toBeVisible();
  const nights = quote.locator('[data-code="night"]');
  await expect(nights).toHaveCount(2);
  // 1,800.00 in Arabic-Indic digits, on each of the two nights.
  for (const night of await nights.all()) await expect(night).toContainText("١٬٨٠٠٫٠٠");
  await expect(quote.locator('[data-code="addon"]')).toHaveCount(1);
  // "Reserve" carries this very stay to the checkout (issue 15).
  await expect(page.getByRole("link", { name: "احجز" })).toHaveAttribute(
    "href",
    new RegExp(`^/stays/${hotel.id}/checkout\\?`),
  );
  await screenshot(page, "stay-quote-ar");

  // A closed night is refused beside the picker, in the page's language.
  await request.post(`/api/stays/${hotel.id}/availability`, {
    headers: hotel.headers,
    data: { hotel_room_id: hotel.roomId, from: checkIn, to: checkIn, open: 0 },
  });
  await page.goto(
    `/properties-details/${hotel.slug}?lang=en&check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  await expect(page.getByTestId("quote-refusal")).toContainText("is not available");

  // Date search: the hotel is found for the nights after, and not for the closed one.
  const search = (from: string, to: string) =>
    page.goto(`/properties?lang=en&property_classification=5&check_in_date=${from}&check_out_date=${to}`);
  await search(iso(plusDays(friday, 1)), checkOut);
  await expect(page.getByRole("link", { name: "Stays Test Hotel on the Nile", exact: true })).toBeVisible();
  await search(checkIn, checkOut);
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(page.getByRole("link", { name: "Stays Test Hotel on the Nile", exact: true })).toHaveCount(0);
});
