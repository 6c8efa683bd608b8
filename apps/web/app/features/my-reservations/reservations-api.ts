import { CancellationPreview, Reservation, type TReservation } from "@manzil/domain/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import { SHOWS_ERRORS_IN_PLACE } from "../../lib/query/query-client";
import {
  RESERVATIONS_KEY,
  RESERVATIONS_PAGE_SIZE,
  reservationsOf,
  totalOf,
  type ReservationsView,
} from "./reservations-view";

/** One tab and page of the guest's bookings, always fresh when the page opens (an owner may have answered). */
export function useReservationsList(view: ReservationsView) {
  const { locale } = useLocale();
  const query = { when: view.tab, page: view.page, per_page: RESERVATIONS_PAGE_SIZE, lang: locale };
  return useQuery({
    queryKey: [RESERVATIONS_KEY, "mine", query],
    queryFn: async () => {
      const answer = await apiGet<unknown>("reservations", query);
      const items = reservationsOf(answer.data);
      return { items, total: totalOf(answer, items.length) };
    },
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** How often a booking waiting for its payment is asked again, and for how long (the hold lasts 15 minutes). */
export const BOOKING_POLL_MS = 3_000;
export const BOOKING_POLL_LIMIT = 60;

/** One of the guest's bookings; `poll` asks again while it waits for its payment. */
export function useReservation(id: number, poll: (reservation: TReservation) => boolean = () => false) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [RESERVATIONS_KEY, "one", id, locale],
    queryFn: async () =>
      Reservation.parse((await apiGet<unknown>(`reservations/${id}`, { lang: locale })).data),
    refetchOnMount: "always",
    refetchInterval: (query) =>
      query.state.data && poll(query.state.data) && query.state.dataUpdateCount < BOOKING_POLL_LIMIT
        ? BOOKING_POLL_MS
        : false,
    retry: (failures, error) => failures < 2 && !(error instanceof Error && /40[134]/.test(error.message)),
  });
}

/** The guest's loyalty counts (self only: the API refuses anyone else's id). */
export function useLoyaltyCounts(userId: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ["customer-reservation-counts", userId, locale],
    queryFn: async () =>
      (await apiGet<unknown>(`customer-reservation-counts/${userId}`, { lang: locale })).data,
    enabled: userId !== null,
    staleTime: 60_000,
    // A bonus on the page: its failure is not worth a toast.
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
  });
}

/** The refund the policy gives if the guest cancels now, without cancelling (`preview: 1`). */
export async function previewCancellation(id: number, locale: string) {
  const answer = await apiPost<unknown>(`reservations/${id}/cancel`, { preview: 1 }, { lang: locale });
  // The answer carries the refund under `cancellation` (with the booking once cancelled).
  const data = (answer.data ?? {}) as { cancellation?: unknown };
  return CancellationPreview.parse(data.cancellation ?? answer.data);
}

export function cancelReservation(id: number, reason: string, locale: string) {
  return apiPost<unknown>(`reservations/${id}/cancel`, reason ? { reason } : {}, { lang: locale });
}

/** Asks money back on a paid booking: `amount` in major units of its currency, at most what is left to refund. */
export function requestRefund(id: number, amount: number, reason: string, locale: string) {
  return apiPost<unknown>(`reservations/${id}/refund-request`, { amount, reason }, { lang: locale });
}
