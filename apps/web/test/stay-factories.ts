import {
  HotelAddonPackage,
  HotelRoom,
  PropertyCertificate,
  StayCalendar,
  StayQuote,
  type THotelAddonPackage,
  type THotelRoom,
  type TStayCalendar,
  type TStayQuote,
} from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";

/** Test fixtures typed and checked by the stays contracts the API answers with. */

export function hotelRoom(overrides: Partial<THotelRoom> = {}): THotelRoom {
  return HotelRoom.parse({
    id: 11,
    property_id: 5,
    room_type_id: 2,
    room_type: { id: 2, name: "Double room", name_en: "Double room", name_ar: "غرفة مزدوجة" },
    custom_room_type: null,
    room_number: "101",
    description: "Sea view, king bed.",
    description_ar: "إطلالة على البحر، سرير كبير.",
    price_per_night: 1250,
    price_per_night_minor: 125_000,
    currency: "EGP",
    discount_percentage: 10,
    weekend_commission: 20,
    nonrefundable_percentage: 0,
    refund_policy: "flexible",
    available_rooms: 4,
    max_guests: 2,
    status: "active",
    availability_type: 1,
    available_dates: [],
    ...overrides,
  });
}

export function addonPackage(overrides: Partial<THotelAddonPackage> = {}): THotelAddonPackage {
  return HotelAddonPackage.parse({
    id: 31,
    property_id: 5,
    room_type_id: null,
    name: "Breakfast",
    name_ar: "إفطار",
    description: "Buffet breakfast in the garden.",
    description_ar: "إفطار مفتوح في الحديقة.",
    status: "active",
    basis: "per_guest_per_night",
    price: 150,
    total_price: 150,
    total_price_minor: 15_000,
    currency: "EGP",
    addon_values: [],
    ...overrides,
  });
}

export const certificate = PropertyCertificate.parse({
  id: 41,
  title: "Tourism licence",
  description: "Ministry of Tourism, 2026.",
  file: "http://localhost/uploads/certificates/licence.pdf",
});

/** A calendar of `nights` nights from `from`, open with free rooms unless listed in `closed`. */
export function stayCalendar(
  from: string,
  nights: number,
  { closed = [], hotelRoomId = 11 }: { closed?: string[]; hotelRoomId?: number | null } = {},
): TStayCalendar {
  const dates = Array.from({ length: nights }, (_, i) => addDays(from, i));
  return StayCalendar.parse({
    property_id: 5,
    from,
    to: dates.at(-1),
    offers: [
      {
        hotel_room_id: hotelRoomId,
        name: "Double room",
        currency: "EGP",
        nights: dates.map((date) => {
          const isClosed = closed.includes(date);
          return {
            date,
            status: isClosed ? "closed" : "available",
            units_free: isClosed ? 0 : 4,
            weekend: false,
            price: 1125,
            price_minor: 112_500,
          };
        }),
      },
    ],
  });
}

/** A two-night quote as the API words it, in English or Arabic; the total is the lines' sum. */
export function stayQuote(language: "en" | "ar", display: TStayQuote["display"] = null): TStayQuote {
  const label = {
    en: [
      "Night of Thu 3 Dec",
      "Night of Fri 4 Dec",
      "Weekend (Fri 4 Dec)",
      "Discount 10%",
      "Breakfast × 4",
      "Sales tax (14%)",
    ],
    ar: [
      "ليلة الخميس ٣ ديسمبر",
      "ليلة الجمعة ٤ ديسمبر",
      "عطلة نهاية الأسبوع (الجمعة ٤ ديسمبر)",
      "خصم ١٠٪",
      "إفطار × ٤",
      "ضريبة المبيعات (١٤٪)",
    ],
  }[language];
  const lines = [
    { code: "night", date: "2026-12-03", addon_id: null, quantity: 1, amount_minor: 125_000 },
    { code: "night", date: "2026-12-04", addon_id: null, quantity: 1, amount_minor: 125_000 },
    { code: "weekend_commission", date: "2026-12-04", addon_id: null, quantity: 1, amount_minor: 25_000 },
    { code: "discount", date: null, addon_id: null, quantity: null, amount_minor: -27_500 },
    { code: "addon", date: null, addon_id: 31, quantity: 4, amount_minor: 60_000 },
    { code: "sales_tax", date: null, addon_id: null, quantity: null, amount_minor: 43_050 },
  ].map((line, i) => ({ ...line, label: label[i], amount: line.amount_minor / 100 }));
  const totalMinor = lines.reduce((sum, line) => sum + line.amount_minor, 0);
  return StayQuote.parse({
    property_id: 5,
    hotel_room_id: 11,
    check_in_date: "2026-12-03",
    check_out_date: "2026-12-05",
    nights: 2,
    rooms: 1,
    guests: 2,
    currency: "EGP",
    lines,
    total: totalMinor / 100,
    total_minor: totalMinor,
    display,
    // Issue 15: the offers of this selection, priced by the server (the lines above are the flexible one's).
    booking_type: "flexible",
    offers: [
      {
        booking_type: "flexible",
        pays_online: false,
        available: true,
        total: totalMinor / 100,
        total_minor: totalMinor,
        cancellation_deadline: "2026-12-02T12:00:00.000Z",
      },
      {
        booking_type: "refundable",
        pays_online: true,
        available: true,
        total: totalMinor / 100,
        total_minor: totalMinor,
        cancellation_deadline: "2026-12-02T12:00:00.000Z",
      },
      {
        booking_type: "non_refundable",
        pays_online: true,
        available: false,
        total: (totalMinor * 0.9) / 100,
        total_minor: Math.round(totalMinor * 0.9),
        cancellation_deadline: "2026-12-02T12:00:00.000Z",
      },
    ],
    cancellation_deadline: "2026-12-02T12:00:00.000Z",
    instant_booking: true,
    loyalty: null,
  });
}
