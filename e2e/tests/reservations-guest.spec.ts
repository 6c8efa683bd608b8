import { expect, test } from "@playwright/test";
import { postHotel } from "./stay-fixtures.js";
import {
  adminApiToken,
  hydrated,
  isoDay as iso,
  nextFriday,
  plusDays,
  screenshot,
  signUpNewMember,
} from "./support.js";

// A guest books two nights in a hotel room with an add-on and pays by card (the local fake Stripe of
// playwright.config.ts), in Arabic; the booking then reads as confirmed in English (issue 15, guest side).
test("a guest books two nights with breakfast, pays by card in Arabic and finds the booking confirmed", async ({
  page,
  request,
}) => {
  const token = await adminApiToken(request);
  const hotel = await postHotel(request, token, "Reservations Test Hotel");
  const friday = plusDays(nextFriday(), 7);
  const [checkIn, checkOut] = [iso(friday), iso(plusDays(friday, 2))];
  const stamp = Date.now();
  await signUpNewMember(page, {
    name: "Guest Booker",
    email: `guest-booker-${stamp}@example.com`,
    password: "Booking-Guest-2026",
  });

  await page.goto(
    `/properties-details/${hotel.slug}?lang=ar&check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  await hydrated(page);
  await page.getByRole("checkbox", { name: /إفطار/ }).check();
  await expect(page.getByTestId("stay-quote").locator('[data-code="addon"]')).toHaveCount(1);
  await page.getByRole("link", { name: "احجز" }).click();

  // The checkout carries the same stay; the server's lines, the offers with their terms.
  await expect(page).toHaveURL(new RegExp(`/stays/${hotel.id}/checkout\\?`));
  await hydrated(page);
  const lines = page.getByTestId("checkout-lines");
  await expect(lines.locator('[data-code="night"]')).toHaveCount(2);
  await expect(lines.locator('[data-code="addon"]')).toHaveCount(1);
  await page.getByTestId("offer-refundable").click();
  await page.getByTestId("checkout-methods").getByRole("radio").first().check();
  await screenshot(page, "stay-checkout-ar");
  await page.getByRole("button", { name: "احجز وادفع" }).click();

  const cardNumber = page.getByLabel(/Card number/);
  await expect(cardNumber).toBeVisible();
  await cardNumber.fill("4242 4242 4242 4242");
  await page.getByTestId("card-pay").click();

  // Back from the card: the payment's outcome, then the booking's own page after a few seconds.
  await expect(page.getByTestId("booking-redirect")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/reservations\/\d+\?booked=1/, { timeout: 20_000 });
  await expect(page.getByTestId("reservation-headline")).toHaveText("تم تأكيد حجزك", { timeout: 20_000 });
  await expect(page.getByTestId("reservation-lines").locator('[data-code="addon"]')).toHaveCount(1);
  await screenshot(page, "reservation-confirmed-ar");

  await page.goto("/user/reservations?lang=en");
  const card = page.getByTestId("reservation-card").filter({ hasText: "Reservations Test Hotel" });
  await expect(card.getByTestId("status-badge")).toHaveText("Confirmed");
});
