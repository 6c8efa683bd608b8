import { expect, test, type Page } from "@playwright/test";
import {
  adminApiToken,
  completeProfile,
  hydrated,
  isoDay,
  nextFriday,
  plusDays,
  screenshot,
  signUpNewMember,
  solidPng,
} from "./support.js";

/** Picks the `index`th real option (not "Choose…") of a select and returns its value. */
async function chooseOption(page: Page, selector: string, index = 0): Promise<string> {
  const option = page.locator(`${selector} option:not([value=""])`).nth(index);
  const value = (await option.getAttribute("value"))!;
  await page.locator(selector).selectOption(value);
  return value;
}

test("an owner posts a hotel in Arabic with two room types and an add-on, prices next weekend, and a guest sees it in the quote", async ({
  page,
  browser,
  request,
}) => {
  // Signing up, eleven steps, the calendar, an edit and a guest's quote.
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUpNewMember(page, {
    name: "Hala Hotelier",
    email: `hotel-${stamp}@example.com`,
    password: "Nile-River-2026",
  });
  await completeProfile(page, `+2011${String(stamp).slice(-8)}`);
  // No trip to the plans page: a new account holds the free package from registration (issue 18).

  await page.goto("/user/properties");
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-ar").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/user/properties");
  const title = page.getByTestId("editor-step-title");
  const next = page.getByTestId("editor-next");

  // 1. Category: a hotel. Stays are let by the night, so there is no sale or rent to choose.
  await expect(title).toHaveText("الفئة");
  await page.locator('select[name="property_classification"]').selectOption("5");
  await chooseOption(page, 'select[name="category_id"]');
  await expect(page.getByTestId("stay-explainer")).toBeVisible();
  await next.click();

  // 2. Details: no price here (a hotel's is its lowest room's).
  await expect(title).toHaveText("التفاصيل");
  const arabicTitle = `فندق قصر النيل ${stamp}`;
  await page.locator('input[name="title"]').fill(`Nile Palace Hotel ${stamp}`);
  await page.locator('input[name="title_ar"]').fill(arabicTitle);
  await page.locator('textarea[name="description"]').fill("A quiet hotel on the Corniche with a garden.");
  await page.locator('textarea[name="description_ar"]').fill("فندق هادئ على الكورنيش وله حديقة.");
  await expect(page.locator('input[name="price"]')).toHaveCount(0);
  const numbers = page.locator('input[name^="parameter_"][inputmode="decimal"]');
  for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill("40");
  await next.click();

  // 3. Stay terms: spec §9's default apartment type, times and instant booking.
  await expect(title).toHaveText("شروط الإقامة");
  await expect(page.locator('select[name="hotel_apartment_type_id"]')).toHaveValue("6");
  await page.locator('input[name="check_in"]').fill("14:00");
  await page.locator('input[name="check_out"]').fill("12:00");
  await page.getByRole("switch", { name: "الحجز الفوري" }).check();
  await next.click();

  // 4. Rooms: two room types; spec §5's price rule answers at the field as it is typed.
  await expect(title).toHaveText("الغرف");
  await page.getByTestId("add-room").click();
  await page.getByTestId("add-room").click();
  const rooms = page.getByTestId("room-item");
  await expect(rooms).toHaveCount(2);
  const firstType = await chooseOption(page, 'select[name="hotelRooms_0_room_type_id"]', 0);
  const secondType = await chooseOption(page, 'select[name="hotelRooms_1_room_type_id"]', 1);
  await page.locator('input[name="hotelRooms_0_price_per_night"]').fill("10001");
  await expect(rooms.first().getByText("السعر مرتفع جدًا (الحد الأقصى ١٠٬٠٠٠)")).toBeVisible();
  await page.locator('input[name="hotelRooms_0_price_per_night"]').fill("1200");
  await expect(rooms.first().getByText("السعر مرتفع جدًا (الحد الأقصى ١٠٬٠٠٠)")).toHaveCount(0);
  await page.locator('input[name="hotelRooms_0_available_rooms"]').fill("4");
  await page.locator('input[name="hotelRooms_1_price_per_night"]').fill("2500");
  await page.locator('input[name="hotelRooms_1_discount_percentage"]').fill("10");
  await page.locator('input[name="hotelRooms_1_available_rooms"]').fill("2");
  await next.click();

  // 5. An add-on package with a breakfast from the catalogue; its total adds the breakfast's price.
  await expect(title).toHaveText("الباقات الإضافية");
  await page.getByTestId("add-package").click();
  await page.locator('input[name="hotelPackages_0_name"]').fill("Half board");
  await page.locator('input[name="hotelPackages_0_name_ar"]').fill("نصف إقامة");
  await page.locator('input[name="hotelPackages_0_price"]').fill("150");
  const addon = page.locator('select[name^="hotelPackages_0_addon_"]').first();
  await addon.selectOption({ index: 1 });
  await expect(page.getByTestId("package-total")).toContainText("إجمالي الباقة");
  await next.click();

  // 6. Certificates: none for now.
  await expect(title).toHaveText("الشهادات");
  await next.click();

  // 7. Location: the address typed, the city found in the catalogue by its Arabic name.
  await expect(title).toHaveText("الموقع");
  await page.locator('input[name="address"]').fill("1 Sheraton Road, Hurghada");
  await page.getByLabel("ابحث عن مدينة").fill("الغردقة");
  await page.locator('select[name="city"]').selectOption({ index: 1 });
  await expect(page.locator('select[name="city"] option:checked')).toHaveText(/^الغردقة — /);
  await page.locator('input[name="latitude"]').fill("27.2579");
  await page.locator('input[name="longitude"]').fill("33.8116");
  await next.click();

  // 8–10. A main photo; no documents; search engines left to the defaults.
  await expect(title).toHaveText("الصور والفيديو");
  await page.locator('input[name="title_image"]').setInputFiles({
    name: "hotel.png",
    mimeType: "image/png",
    buffer: solidPng(640, 480, [31, 111, 139]),
  });
  await next.click();
  await expect(title).toHaveText("المستندات");
  await next.click();
  await expect(title).toHaveText("محركات البحث");
  await next.click();

  // 11. Questions and terms: the required question answered, the terms accepted.
  await expect(title).toHaveText("الأسئلة والشروط");
  await expect(page.getByTestId("property-terms")).toBeVisible();
  await page.getByTestId("editor-submit").click();
  await expect(page.getByText("يُرجى الموافقة على الشروط لنشر الإقامة.")).toBeVisible();
  const required = page.locator('fieldset[aria-invalid="true"] input[type="radio"]');
  for (let i = 0; i < (await required.count()); i++) await required.nth(i).check();
  await page.locator('input[name="terms_accepted"]').check();
  await screenshot(page, "stays-editor-questions-ar");

  const posting = page.waitForResponse((response) => response.url().includes("/api/post_property"));
  const answering = page.waitForResponse((response) =>
    response.url().includes("/api/save-property-question-answers"),
  );
  await page.getByTestId("editor-submit").click();
  const answer = await posting;
  expect(answer.status()).toBe(200);
  const posted = (await answer.json()).data as {
    id: number;
    slug_id: string;
    title_ar: string;
    hotel_rooms: { id: number; room_type_id: number; price_per_night: number; available_rooms: number }[];
    addons_packages: { name: string; total_price: number }[];
  };
  expect(posted.title_ar).toBe(arabicTitle);
  expect(
    posted.hotel_rooms.map((room) => [room.room_type_id, room.price_per_night, room.available_rooms]),
  ).toEqual([
    [Number(firstType), 1200, 4],
    [Number(secondType), 2500, 2],
  ]);
  // Answered in the page's language: the package's Arabic name.
  expect(posted.addons_packages.map((item) => item.name)).toEqual(["نصف إقامة"]);
  expect(posted.addons_packages[0]!.total_price).toBeGreaterThan(150);
  expect((await answering).status()).toBe(200);
  await expect(page.getByTestId("editor-success")).toBeVisible();

  // An admin approves the hotel (the review queue is tested elsewhere); then the owner prices next weekend's
  // Friday and Saturday of the first room type at 1,800 EGP from the calendar, previewed before it is saved.
  const admin = await adminApiToken(request);
  const approved = await request.post("/api/admin/moderate-property", {
    headers: { "x-manzil-transport": "http", authorization: `Bearer ${admin}` },
    data: { id: posted.id, request_status: "approved" },
  });
  expect(approved.status()).toBe(200);
  const friday = nextFriday();
  const fridayIso = isoDay(friday);
  const saturdayIso = isoDay(plusDays(friday, 1));
  const sundayIso = isoDay(plusDays(friday, 2));
  const firstRoom = posted.hotel_rooms[0]!.id;
  await page.goto(`/user/stays/${posted.id}?offer=${firstRoom}&month=${fridayIso.slice(0, 7)}`);
  await expect(page.getByTestId("month-grid")).toBeVisible();
  await hydrated(page);
  await page.getByRole("tab", { name: "سعر لفترة" }).click();
  await page.locator('input[name="from"]').fill(fridayIso);
  await page.locator('input[name="to"]').fill(saturdayIso);
  await page.locator('input[name="price"]').fill("1800");
  await page.getByRole("button", { name: "معاينة التغييرات" }).click();
  const preview = page.getByRole("dialog");
  await expect(preview.getByTestId("preview-row")).toHaveCount(2);
  await screenshot(page, "stays-editor-calendar-preview-ar");
  await preview.getByRole("button", { name: "احفظ ليلتين" }).click();
  await expect(page.getByText("تم الحفظ: تغيّرت ليلتان.")).toBeVisible();
  await expect(page.locator(`[data-testid="month-grid"] [data-date="${fridayIso}"]`)).toContainText("١٬٨٠٠");

  // A guest, signed out and in Arabic, asks for next Friday to Sunday in the first room type: both nights cost
  // the owner's 1,800.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/properties-details/${posted.slug_id}?lang=ar`);
  await expect(guest.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(guest);
  await guest.locator('select[name="hotel_room_id"]').selectOption(String(firstRoom));
  await guest.locator('input[name="check_in_date"]').fill(fridayIso);
  await guest.locator('input[name="check_out_date"]').fill(sundayIso);
  const quote = guest.getByTestId("stay-quote");
  const nights = quote.locator('[data-code="night"]');
  await expect(nights).toHaveCount(2);
  for (const night of await nights.all()) await expect(night).toContainText("١٬٨٠٠");
  await screenshot(guest, "stays-editor-guest-quote-ar");
  await guestContext.close();

  // The saved hotel, opened for editing, shows both rooms as they were sent.
  await page.goto(`/user/edit-property/${posted.id}`);
  await page.getByRole("button", { name: /الغرف/ }).click();
  await expect(page.getByTestId("room-item")).toHaveCount(2);
  await expect(page.locator('select[name="hotelRooms_0_room_type_id"]')).toHaveValue(firstType);
  await expect(page.locator('input[name="hotelRooms_0_price_per_night"]')).toHaveValue("1200");
  await expect(page.locator('select[name="hotelRooms_1_room_type_id"]')).toHaveValue(secondType);
  await expect(page.locator('input[name="hotelRooms_1_price_per_night"]')).toHaveValue("2500");
  await screenshot(page, "stays-editor-rooms-edit-ar");

  // Removing the second room and saving sends its id for removal; the first keeps its id (and its calendar).
  await page.getByRole("button", { name: "إزالة الغرفة ٢" }).click();
  await expect(page.getByTestId("room-item")).toHaveCount(1);
  await page.getByRole("button", { name: /الأسئلة والشروط/ }).click();
  const updating = page.waitForResponse((response) => response.url().includes("/api/update_post_property"));
  await page.getByTestId("editor-submit").click();
  const updated = await updating;
  expect(updated.status()).toBe(200);
  // The same room (same id: it was sent with it), and the other one gone.
  const kept = (await updated.json()).data as { hotel_rooms: { id: number; room_type_id: number }[] };
  expect(kept.hotel_rooms.map((room) => [room.id, room.room_type_id])).toEqual([
    [posted.hotel_rooms[0]!.id, Number(firstType)],
  ]);
  await expect(page.getByTestId("editor-success")).toContainText("تم تحديث إعلانك");
});
