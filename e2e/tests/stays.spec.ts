import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  adminApiToken,
  hydrated,
  isoDay as iso,
  nextFriday,
  plusDays,
  screenshot,
  solidPng,
} from "./support.js";

const HTTP = { "x-manzil-transport": "http" };

/**
 * A hotel with a double room (1,000 EGP a night, no discount, no weekend commission) and a breakfast package,
 * posted through post_property and approved, as an owner's listing would be once reviewed.
 */
async function postHotel(request: APIRequestContext, token: string, title: string) {
  const headers = { ...HTTP, authorization: `Bearer ${token}` };
  const categories = (await (await request.get("/api/get_categories?limit=100")).json()).data as {
    id: number;
    property_classification: number;
    parameter_types: {
      id: number;
      type_of_parameter: string;
      is_required: number;
      options: { value: string }[];
    }[];
  }[];
  const hotelCategory = categories.find((c) => c.property_classification === 5)!;
  const roomTypes = (await (await request.get("/api/hotel-room-types")).json()).data as { id: number }[];
  const required = hotelCategory.parameter_types.filter((p) => p.is_required === 1);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    category_id: String(hotelCategory.id),
    property_type: "1",
    rentduration: "daily",
    title,
    title_ar: "فندق الاختبار على النيل",
    description: "A hotel posted by the stays browser test.",
    address: "Corniche, Aswan",
    city: "Aswan",
    state: "Aswan",
    country: "Egypt",
    latitude: "24.09",
    longitude: "32.9",
    check_in: "14:00",
    check_out: "12:00",
    instant_booking: "1",
    hotelRooms: JSON.stringify([
      {
        room_type_id: roomTypes[0]!.id,
        room_number: "101",
        description: "Nile view.",
        price_per_night: 1000,
        discount_percentage: 0,
        weekend_commission: 0,
        available_rooms: 3,
        max_guests: 2,
      },
    ]),
    hotelPackages: JSON.stringify([{ name: "Breakfast", name_ar: "إفطار", price: 100, status: "active" }]),
    title_image: { name: "front.png", mimeType: "image/png", buffer: solidPng(64, 40, [30, 110, 140]) },
  };
  required.forEach((parameter, i) => {
    multipart[`parameters[${i}][parameter_id]`] = String(parameter.id);
    multipart[`parameters[${i}][value]`] =
      parameter.type_of_parameter === "number" ? "3" : (parameter.options[0]?.value ?? "Nile");
  });
  const posted = await request.post("/api/post_property", { headers, multipart });
  expect(posted.status(), await posted.text()).toBe(200);
  const { id, slug_id: slug } = (await posted.json()).data as { id: number; slug_id: string };
  const approved = await request.post("/api/admin/moderate-property", {
    headers,
    data: { id, request_status: "approved" },
  });
  expect(approved.status()).toBe(200);
  const detail = (await (await request.get(`/api/get_property?slug_id=${slug}`)).json()).data[0];
  return { id, slug, roomId: detail.hotel_rooms[0].id as number, headers };
}

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
  await expect(page.getByRole("button", { name: "احجز" })).toBeDisabled();
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
  await expect(page.getByRole("link", { name: "Stays Test Hotel on the Nile" })).toBeVisible();
  await search(checkIn, checkOut);
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(page.getByRole("link", { name: "Stays Test Hotel on the Nile" })).toHaveCount(0);
});
