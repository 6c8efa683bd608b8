import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { postHotel } from "./stay-fixtures.js";
import { adminApiToken, hydrated, screenshot, signInWithPassword, signUpNewMember } from "./support.js";

/** Today where the site is (its `timezone` setting): check-in is allowed from that day on. */
async function siteToday(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get("/api/web-settings")).json()).data as { timezone?: string };
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: settings.timezone || "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

const plusDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Issue 15 end to end: a guest books two nights from today in a hotel room with breakfast and pays by card (the
// local fake Stripe of playwright.config.ts) in Arabic; the booking reads as confirmed. The hotel's owner sees it
// in English, checks the guest in and out, and the guest's hotel stays count one more.
test("a guest books and pays in Arabic; the owner checks them in and out; the guest's loyalty count goes up", async ({
  page,
  request,
  browser,
}) => {
  const token = await adminApiToken(request);
  const hotel = await postHotel(request, token, "Reservations Test Hotel");
  const checkIn = await siteToday(request);
  const checkOut = plusDay(checkIn, 2);
  const stamp = Date.now();
  await signUpNewMember(page, {
    name: "Guest Booker",
    email: `guest-booker-${stamp}@example.com`,
    password: "Booking-Guest-2026",
  });

  // Before: no hotel stay yet.
  await page.goto("/user/reservations?lang=en");
  await hydrated(page);
  await expect(page.getByTestId("loyalty-hotel_rooms")).toContainText("0 completed stays");

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

  // The owner (the admin posted the hotel) runs the front desk in English.
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const desk = await owner.newPage();
  // An owner who finished onboarding reaches the member area (the admin account never went through it).
  const onboarded = await request.post("/api/update_profile", {
    headers: { "x-manzil-transport": "http", authorization: `Bearer ${token}` },
    data: { management_type: "platform" },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  await signInWithPassword(desk, E2E_ADMIN);
  await desk.goto(`/user/stays/${hotel.id}/reservations?lang=en`);
  await hydrated(desk);
  const row = desk.getByTestId("owner-reservation").filter({ hasText: "Guest Booker" });
  await expect(row).toBeVisible();
  await screenshot(desk, "owner-reservations-en");

  await row.getByRole("button", { name: /^Check in Guest Booker/ }).click();
  await desk.getByRole("dialog").getByRole("button", { name: "Check in" }).click();
  await expect(desk.getByRole("dialog")).toBeHidden();
  await expect(row.getByRole("button", { name: /^Check out Guest Booker/ })).toBeVisible();
  await row.getByRole("button", { name: /^Check out Guest Booker/ }).click();
  await desk.getByRole("dialog").getByRole("button", { name: "Check out" }).click();
  await expect(desk.getByRole("dialog")).toBeHidden();
  await expect(row.getByRole("button", { name: /^Complete the stay of Guest Booker/ })).toBeVisible();
  await owner.close();

  // The guest has left: one hotel stay towards the next tier.
  await page.goto("/user/reservations?lang=en&tab=past");
  await hydrated(page);
  await expect(page.getByTestId("loyalty-hotel_rooms")).toContainText("1 completed stay");
  const card = page.getByTestId("reservation-card").filter({ hasText: "Reservations Test Hotel" });
  await expect(card.getByTestId("status-badge")).toHaveText("Checked out");
  await screenshot(page, "my-reservations-after-stay-en");
});
