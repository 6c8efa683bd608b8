import { isCalendarDate } from "@manzil/domain/stays";

// Zod-free, so the details page can decide whether a listing is a stay before (and without) loading the
// stay section and the contracts it parses rooms with (ADR 079).

/** Vacation homes (4) and hotels (5) are booked by the night: only they get the stay section. */
export const STAY_CLASSIFICATION_IDS = [4, 5] as const;
export const HOTEL_CLASSIFICATION = 5;

export function isStayClassification(classification: number): boolean {
  return STAY_CLASSIFICATION_IDS.some((c) => c === classification);
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
