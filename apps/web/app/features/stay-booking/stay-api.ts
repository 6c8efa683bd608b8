import type { TStayCalendar, TStayQuote } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ApiQuery } from "../../lib/api/load-context";
import { apiGet, ApiRequestError } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";
import { SHOWS_ERRORS_IN_PLACE } from "../../lib/query/query-client";

/** What the guest has chosen in the picker; dates as YYYY-MM-DD, "" until chosen. */
export type StaySelection = {
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  /** The hotel room offer; null for a vacation home. */
  hotelRoomId: number | null;
  addonIds: number[];
};

export const calendarPath = (propertyId: number) => `stays/${propertyId}/calendar`;
export const quotePath = (propertyId: number) => `stays/${propertyId}/quote`;

export function calendarQuery(
  range: { from: string; to: string },
  hotelRoomId: number | null,
  locale: Locale,
): ApiQuery {
  return { from: range.from, to: range.to, hotel_room_id: hotelRoomId, lang: locale };
}

/** The quote call's parameters, eBroker's reservation names; add-ons as a CSV of package ids. */
export function quoteQuery(selection: StaySelection, displayCurrency: string, locale: Locale): ApiQuery {
  return {
    check_in_date: selection.checkIn,
    check_out_date: selection.checkOut,
    number_of_guests: selection.guests,
    hotel_room_id: selection.hotelRoomId,
    rooms: selection.rooms,
    addon_ids:
      selection.addonIds.length > 0 ? [...selection.addonIds].sort((a, b) => a - b).join(",") : undefined,
    currency: displayCurrency,
    lang: locale,
  };
}

/** Both dates typed: the API, not the page, decides whether they make a stay. */
export const isQuotable = (selection: StaySelection) =>
  /^\d{4}-\d{2}-\d{2}$/.test(selection.checkIn) && /^\d{4}-\d{2}-\d{2}$/.test(selection.checkOut);

/** The API's answer to these choices (a closed night, too few rooms, bad dates), not a failure to reach it. */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.failure.kind === "http" &&
    error.failure.status >= 400 &&
    error.failure.status < 500 &&
    error.failure.status !== 401
  );
}

/** Asking again would only repeat a refusal; an outage gets one more try before the page says so. */
const retryUnlessRefused = (failures: number, error: unknown) => !isRefusal(error) && failures < 1;

export function useStayCalendar(
  propertyId: number,
  range: { from: string; to: string } | null,
  hotelRoomId: number | null,
  locale: Locale,
) {
  const query = range ? calendarQuery(range, hotelRoomId, locale) : {};
  return useQuery({
    queryKey: ["stay-calendar", propertyId, query],
    queryFn: async () => (await apiGet<TStayCalendar>(calendarPath(propertyId), query)).data,
    enabled: range !== null,
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
    // Nights sell: a calendar a minute old is old enough.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useStayQuote(
  propertyId: number,
  selection: StaySelection,
  displayCurrency: string,
  locale: Locale,
) {
  const query = quoteQuery(selection, displayCurrency, locale);
  return useQuery({
    queryKey: ["stay-quote", propertyId, query],
    queryFn: async () => (await apiGet<TStayQuote>(quotePath(propertyId), query)).data,
    enabled: isQuotable(selection),
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}

/** Why the API would not quote, in its own words: the field messages of a 422, else its message. */
export function quoteRefusal(
  error: unknown,
  t: TFunction,
): { message: string; fields: Record<string, string> } {
  if (isRefusal(error) && error instanceof ApiRequestError && error.failure.kind === "http") {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
      if (messages[0]) fields[field] = messages[0];
    }
    const message = Object.values(fields)[0] ?? error.failure.serverMessage?.trim() ?? "";
    if (message) return { message, fields };
  }
  return { message: failureMessage(error, t), fields: {} };
}
