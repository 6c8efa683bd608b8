import type {
  TBulkAvailabilityBody,
  TBulkPriceBody,
  TCalendarEditResult,
  TDatePricesBody,
  TOwnerCalendar,
  TOwnListing,
  TUpdateRoomPriceBody,
} from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost, ApiRequestError } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import type { MonthText, NightRange } from "./calendar-month";

/** The owner's stay as the owner's listing call answers it: the details carry its room offers and packages. */
export type OwnStay = TOwnListing;

export const OWN_STAY_KEY = "get-added-properties";
export const OWNER_CALENDAR_KEY = "owner-calendar";

export function useOwnStay(id: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [OWN_STAY_KEY, "stay", id, locale],
    queryFn: () => apiGet<OwnStay[]>(OWN_STAY_KEY, { id, lang: locale }),
    select: (answer) => answer.data.find((listing) => listing.id === id) ?? null,
  });
}

/** Which offer's calendar: a hotel room offer, or null for the vacation home itself. */
export type OfferId = number | null;

const offerQuery = (offer: OfferId) => (offer === null ? {} : { hotel_room_id: offer });

/** A refusal (4xx: not yours, not a stay, a bad month) stays a refusal: only outages are tried again. */
function retryUnlessRefused(failures: number, error: unknown): boolean {
  const refused =
    error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status < 500;
  return !refused && failures < 3;
}

export function useOwnerCalendar(propertyId: number, offer: OfferId, month: MonthText, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [OWNER_CALENDAR_KEY, propertyId, offer, month, locale],
    queryFn: () =>
      apiGet<TOwnerCalendar>(`stays/${propertyId}/owner-calendar`, {
        ...offerQuery(offer),
        month,
        lang: locale,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
}

/** The nights of an inclusive range as they stand now: the "before" of a preview. */
export const fetchNights = (propertyId: number, offer: OfferId, range: NightRange, lang: string) =>
  apiGet<TOwnerCalendar>(`stays/${propertyId}/owner-calendar`, {
    ...offerQuery(offer),
    from: range.from,
    // The calendar read takes nights [from, to): the day after the last night.
    to: addDays(range.to, 1),
    lang,
  });

/** What `update-room-price` answers for each room offer of the type it priced. */
type RoomPriceUpdate = Pick<TCalendarEditResult, "changed_dates" | "nights"> & { hotel_room_id: number };

type Without<T> = Omit<T, "preview" | "lang" | "hotel_room_id">;

/** One owner edit of the calendar, as the web builds it; each becomes one API call. */
export type CalendarEdit =
  | { kind: "availability"; offer: OfferId; body: Without<TBulkAvailabilityBody> }
  | { kind: "prices"; offer: OfferId; body: Without<TBulkPriceBody> }
  | { kind: "date-prices"; offer: OfferId; body: Without<TDatePricesBody> }
  | {
      kind: "room-type-price";
      /** The hotel's offers of that room type: each one's preview is asked for separately. */
      offers: number[];
      body: Omit<TUpdateRoomPriceBody, "lang" | "roomTypeId" | "property_id">;
    };

/** Runs an edit; `preview` asks what would change without saving. */
export async function sendCalendarEdit(
  propertyId: number,
  edit: CalendarEdit,
  preview: boolean,
  lang: string,
): Promise<{ offer: OfferId; result: TCalendarEditResult }[]> {
  const flag = preview ? { preview: 1 } : {};
  if (edit.kind === "room-type-price") {
    if (preview) {
      // update-room-price sets the same price on every offer of the type: each offer's bulk price preview shows it.
      return Promise.all(
        edit.offers.map(async (offer) => ({
          offer,
          result: (
            await apiPost<TCalendarEditResult>(
              `stays/${propertyId}/prices`,
              {
                hotel_room_id: offer,
                from: edit.body.from,
                to: edit.body.to,
                price: edit.body.price,
                preview: 1,
              },
              { lang },
            )
          ).data,
        })),
      );
    }
    const answer = await apiPost<RoomPriceUpdate[]>(
      "update-room-price",
      { ...edit.body, property_id: propertyId },
      { lang },
    );
    return answer.data.map(({ hotel_room_id, changed_dates, nights }) => ({
      offer: hotel_room_id,
      result: { preview: false, changed_dates, nights },
    }));
  }
  // The language rides in the query, where the API reads it for its messages (refusals in the owner's language).
  const answer = await apiPost<TCalendarEditResult>(
    `stays/${propertyId}/${edit.kind}`,
    { ...edit.body, ...(edit.offer === null ? {} : { hotel_room_id: edit.offer }), ...flag },
    { lang },
  );
  return [{ offer: edit.offer, result: answer.data }];
}
