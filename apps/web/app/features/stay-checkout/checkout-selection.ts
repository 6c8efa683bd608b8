import { OFFER_KINDS, type TOfferKind } from "@manzil/domain/reservations";
import { isCalendarDate } from "@manzil/domain/stays";
import type { StaySelection } from "../stay-booking/stay-api";

/**
 * What the stay page hands the checkout, kept in the address (`/stays/5/checkout?check_in_date=…`) so a reload, the
 * back button or a sign-in round trip brings the same choice back. The names are the quote's own (eBroker's), so
 * the same query asks for the price.
 */
export type CheckoutSelection = StaySelection & {
  /** The offer chosen on the checkout page; null until the guest picks one (the quote's default then). */
  offer: TOfferKind | null;
};

export const checkoutPath = (propertyId: number) => `/stays/${propertyId}/checkout`;

const MAX_COUNT = 500;

function count(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_COUNT ? n : fallback;
}

function id(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

const isOffer = (value: string | null): value is TOfferKind =>
  (OFFER_KINDS as readonly string[]).includes(value ?? "");

/** The selection in the address; null when its dates do not make a stay (the page then sends the guest back). */
export function selectionOfSearch(search: URLSearchParams): CheckoutSelection | null {
  const checkIn = search.get("check_in_date") ?? "";
  const checkOut = search.get("check_out_date") ?? "";
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) return null;
  const addonIds = [
    ...new Set(
      (search.get("addon_ids") ?? "")
        .split(",")
        .map((part) => id(part.trim()))
        .filter((n): n is number => n !== null),
    ),
  ].sort((a, b) => a - b);
  const offer = search.get("booking_type");
  return {
    checkIn,
    checkOut,
    guests: count(search.get("number_of_guests"), 1),
    rooms: count(search.get("rooms"), 1),
    hotelRoomId: id(search.get("hotel_room_id")),
    addonIds,
    offer: isOffer(offer) ? offer : null,
  };
}

/** The address query of a selection, in a stable order (the same choice, the same address). */
export function searchOfSelection(selection: StaySelection & { offer?: TOfferKind | null }): string {
  const params = new URLSearchParams({
    check_in_date: selection.checkIn,
    check_out_date: selection.checkOut,
    number_of_guests: String(selection.guests),
    rooms: String(selection.rooms),
  });
  if (selection.hotelRoomId !== null) params.set("hotel_room_id", String(selection.hotelRoomId));
  if (selection.addonIds.length > 0) {
    params.set("addon_ids", [...selection.addonIds].sort((a, b) => a - b).join(","));
  }
  if (selection.offer) params.set("booking_type", selection.offer);
  return params.toString();
}

export function checkoutHref(
  propertyId: number,
  selection: StaySelection & { offer?: TOfferKind | null },
): string {
  return `${checkoutPath(propertyId)}?${searchOfSelection(selection)}`;
}
