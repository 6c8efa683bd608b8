import type { THotelAddonPackage, THotelRoom, TPropertyCertificate } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { isCalendarDate } from "@manzil/domain/stays";

/** Vacation homes (4) and hotels (5) are booked by the night: only they get the stay section. */
export const STAY_CLASSIFICATION_IDS = [4, 5] as const;
export const HOTEL_CLASSIFICATION = 5;

export function isStayClassification(classification: number): boolean {
  return STAY_CLASSIFICATION_IDS.some((c) => c === classification);
}

/** What the details page needs of a stay, read from the `get_property` item. */
export type StayDetails = {
  isHotel: boolean;
  rooms: THotelRoom[];
  packages: THotelAddonPackage[];
  certificates: TPropertyCertificate[];
  /** A vacation home's identical apartments for sale per night (1 = a single home). */
  availableRooms: number;
  /** eBroker's `cancellation_period`: "same_day_6pm", "N" or "N_days"; null when the owner set none. */
  cancellationPeriod: string | null;
  refundPolicy: "flexible" | "non-refundable" | null;
  checkIn: string | null;
  checkOut: string | null;
  instantBooking: boolean;
  nonRefundable: boolean;
};

/** A room offer's name in the page's language: its room type, else the owner's own name for it. */
export function roomName(room: THotelRoom, locale: Locale): string {
  const type = room.room_type;
  const typed = type ? (locale === "ar" ? type.name_ar || type.name : type.name_en || type.name) : "";
  return typed || room.custom_room_type || room.room_number;
}

export function roomDescription(room: THotelRoom, locale: Locale): string {
  return (locale === "ar" ? room.description_ar || room.description : room.description) ?? "";
}

export function packageName(pack: THotelAddonPackage, locale: Locale): string {
  return locale === "ar" ? pack.name_ar || pack.name : pack.name;
}

export function packageDescription(pack: THotelAddonPackage, locale: Locale): string {
  return (locale === "ar" ? pack.description_ar || pack.description : pack.description) ?? "";
}

/** The add-on packages offered with a room offer: those of its room type and those for every room. */
export function packagesForRoom(
  packages: readonly THotelAddonPackage[],
  room: THotelRoom | undefined,
): THotelAddonPackage[] {
  return packages.filter((p) => p.room_type_id === null || p.room_type_id === room?.room_type_id);
}

/**
 * Dates a stay search carried to the page (`?check_in_date=…&check_out_date=…`): the picker starts from them, so
 * the quote for the searched stay shows at once. Only a real pair, check-out after check-in, is taken.
 */
export function searchedStayDates(search: URLSearchParams): { checkIn: string; checkOut: string } | null {
  const checkIn = search.get("check_in_date") ?? "";
  const checkOut = search.get("check_out_date") ?? "";
  return isCalendarDate(checkIn) && isCalendarDate(checkOut) && checkOut > checkIn
    ? { checkIn, checkOut }
    : null;
}
