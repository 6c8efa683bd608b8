import { Reservation, type TReservation } from "@manzil/domain/contracts";

/** A guest's booking as `GET reservations` answers it; the lines are stored in the caller's language. */
export function reservation(
  overrides: Partial<TReservation> = {},
  language: "en" | "ar" = "en",
): TReservation {
  const label =
    language === "en"
      ? ["Night of Thu 3 Dec", "Night of Fri 4 Dec", "Sales tax (14%)"]
      : ["ليلة الخميس ٣ ديسمبر", "ليلة الجمعة ٤ ديسمبر", "ضريبة المبيعات (١٤٪)"];
  const lines = [
    { code: "night", date: "2026-12-03", addon_id: null, quantity: 1, amount_minor: 125_000 },
    { code: "night", date: "2026-12-04", addon_id: null, quantity: 1, amount_minor: 125_000 },
    { code: "sales_tax", date: null, addon_id: null, quantity: null, amount_minor: 35_000 },
  ].map((line, i) => ({ ...line, label: label[i], amount: line.amount_minor / 100 }));
  return Reservation.parse({
    id: 41,
    reference: "RSV-7K2M9Q",
    property_id: 5,
    property_title: language === "en" ? "Nile View Hotel" : "فندق إطلالة النيل",
    property_slug: "nile-view-hotel",
    property_classification: 5,
    reservable_type: "hotel_room",
    reservable_id: 11,
    hotel_room_id: 11,
    room_type_name: language === "en" ? "Double room" : "غرفة مزدوجة",
    check_in_date: "2026-12-03",
    check_out_date: "2026-12-05",
    nights: 2,
    rooms: 1,
    number_of_guests: 2,
    booking_type: "refundable",
    status: "confirmed",
    payment_status: "paid",
    payment_method: "stripe",
    currency: "EGP",
    lines,
    total_price: 2850,
    total_minor: 285_000,
    refunded_minor: 0,
    loyalty_tier: null,
    special_requests: null,
    guest: { name: "Mona Adel", email: "mona@example.com", phone: null },
    hold_expires_at: null,
    respond_by: null,
    cancellation_deadline: "2026-12-02T12:00:00.000Z",
    next_statuses: ["cancelled"],
    created_at: "2026-11-27T09:00:00.000Z",
    ...overrides,
  });
}
