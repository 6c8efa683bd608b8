import { expect, type APIRequestContext } from "@playwright/test";
import { solidPng } from "./support.js";

const HTTP = { "x-manzil-transport": "http" };

/**
 * A hotel with a double room (1,000 EGP a night, no discount, no weekend commission) and a breakfast package,
 * posted through post_property and approved, as an owner's listing would be once reviewed.
 */
export async function postHotel(request: APIRequestContext, token: string, title: string) {
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
