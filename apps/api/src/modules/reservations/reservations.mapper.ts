import type { TReservation, TStayQuoteLine } from "@manzil/domain/contracts";
import { quoteLineCodes } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import { daysBetween, type CalendarDate } from "@manzil/domain/stays";
import { nextReservationStatuses, type TReservationActor } from "@manzil/domain/reservations";
import type { QuoteLine } from "@manzil/domain/stays";
import type { StoredQuoteLine } from "../../db/schema/reservations.js";
import { mapQuoteLine, type QuoteLabelFacts } from "../stays/stays.mapper.js";
import { translatorFor } from "../../plugins/i18n.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { ReservationView } from "./reservations.repository.js";

type QuoteLineCode = (typeof quoteLineCodes)[number];

const isQuoteLineCode = (code: string): code is QuoteLineCode =>
  (quoteLineCodes as readonly string[]).includes(code);

const taxRateKeys = {
  service_charge: "serviceChargeBp",
  sales_tax: "salesTaxBp",
  city_tax: "cityTaxBp",
} as const;

/**
 * Quote lines as a booking stores them, worded in both languages: a receipt never changes its words later. Tax
 * lines keep their rate, so a later change of the site's rates (ADR 071) never changes what a booking owes.
 */
export function storedQuoteLines(
  lines: readonly QuoteLine[],
  currency: string,
  facts: QuoteLabelFacts,
): StoredQuoteLine[] {
  const en = translatorFor("en");
  const ar = translatorFor("ar");
  return lines.map((line) => ({
    code: line.code,
    labels: {
      en: mapQuoteLine(line, currency, facts, en).label,
      ar: mapQuoteLine(line, currency, facts, ar).label,
    },
    amount_minor: line.amountMinor,
    ...(line.date === undefined ? {} : { date: line.date }),
    ...(line.addonId === undefined ? {} : { addon_id: Number(line.addonId) }),
    ...(line.quantity === undefined ? {} : { quantity: line.quantity }),
    ...(line.code in taxRateKeys
      ? { rate_bp: facts.taxes[taxRateKeys[line.code as keyof typeof taxRateKeys]] }
      : {}),
  }));
}

/** A stored line in the caller's language, amounts in the reservation's currency. */
export function mapStoredLine(line: StoredQuoteLine, currency: string, lang: Language): TStayQuoteLine {
  return {
    // Codes come from our own quote; an unknown one (an older row) still shows as a night, never fails the list.
    code: isQuoteLineCode(line.code) ? line.code : "night",
    label: pick(lang, line.labels.en, line.labels.ar),
    date: line.date ?? null,
    addon_id: line.addon_id ?? null,
    quantity: line.quantity ?? null,
    amount: fromMinorUnits(line.amount_minor, currency),
    amount_minor: line.amount_minor,
  };
}

/**
 * A reservation as the API answers it (contract `Reservation`). `actor` is who is looking — the guest, the owner
 * of the listing, or an admin — and decides `next_statuses`, the buttons the web shows.
 */
export function mapReservation(
  view: ReservationView,
  ctx: { lang: Language; actor: TReservationActor },
): TReservation {
  return {
    id: view.id,
    reference: view.reference,
    property_id: view.propertyId,
    property_title: pick(ctx.lang, view.propertyTitle, view.propertyTitleAr),
    property_slug: view.propertySlug,
    property_classification: view.propertyClassification,
    reservable_type:
      view.hotelRoomId === null && view.propertyClassification !== 5 ? "property" : "hotel_room",
    reservable_id: view.hotelRoomId ?? view.propertyId,
    hotel_room_id: view.hotelRoomId,
    room_type_name:
      view.roomTypeName === null ? null : pick(ctx.lang, view.roomTypeName, view.roomTypeNameAr),
    check_in_date: view.checkInDate,
    check_out_date: view.checkOutDate,
    nights: daysBetween(view.checkInDate as CalendarDate, view.checkOutDate as CalendarDate),
    rooms: view.rooms,
    number_of_guests: view.guests,
    booking_type: view.offer,
    status: view.status,
    payment_status: view.paymentStatus,
    payment_method: view.paymentMethod,
    currency: view.currency,
    lines: view.lines.map((line) => mapStoredLine(line, view.currency, ctx.lang)),
    total_price: fromMinorUnits(view.totalMinor, view.currency),
    total_minor: view.totalMinor,
    refunded_minor: view.refundedMinor,
    loyalty_tier: view.loyaltyTier,
    special_requests: view.specialRequests,
    guest: { name: view.bookedForName, email: view.bookedForEmail, phone: view.bookedForPhone },
    hold_expires_at: view.holdExpiresAt?.toISOString() ?? null,
    respond_by: view.respondBy?.toISOString() ?? null,
    cancellation_deadline: view.cancellationDeadline.toISOString(),
    next_statuses: nextReservationStatuses(view.status, ctx.actor),
    created_at: view.createdAt.toISOString(),
  };
}
