import { HotelAddonPackage, HotelRoom, PropertyCertificate } from "@manzil/domain/contracts";
import { HOTEL_CLASSIFICATION, type StayDetails } from "./stay-details";

// Reading a stay checks its rooms, packages and certificates against the domain's zod contracts, about
// 50 kB of script gzipped: only route loaders call this, on the server, so the details page's browser
// bundle never downloads zod (ADR 082); `.server` keeps it out of every browser bundle. Client code imports
// ./stay-details, which holds no schema.

/** The items of a list that match their contract; one malformed item never hides the others. */
function validItems<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const textOrNull = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The stay fields of a details item. They arrive with the stays API (issue 14); an older answer, or a locked
 * premium listing, simply has none, and the section shows its empty states.
 */
export function stayDetailsOf(item: Record<string, unknown>, classification: number): StayDetails {
  const refund = item.refund_policy;
  const units = item.available_rooms;
  return {
    isHotel: classification === HOTEL_CLASSIFICATION,
    rooms: validItems(HotelRoom, item.hotel_rooms).filter((room) => room.status === "active"),
    packages: validItems(HotelAddonPackage, item.addons_packages).filter((p) => p.status === "active"),
    certificates: validItems(PropertyCertificate, item.certificates),
    availableRooms: typeof units === "number" && Number.isInteger(units) && units > 0 ? units : 1,
    cancellationPeriod: textOrNull(item.cancellation_period),
    refundPolicy: refund === "flexible" || refund === "non-refundable" ? refund : null,
    checkIn: textOrNull(item.check_in),
    checkOut: textOrNull(item.check_out),
    instantBooking: item.instant_booking === true,
    nonRefundable: item.non_refundable === true,
  };
}
