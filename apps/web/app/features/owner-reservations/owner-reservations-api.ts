import type { TOwnerReservationsPage, TOwnListing } from "@manzil/domain/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../lib/i18n/use-translation";
import { toast } from "sonner";
import { apiGet, apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import { STAY_CLASSIFICATIONS } from "../../lib/listing/listing-params";
import {
  OWNER_RESERVATIONS_KEY,
  OWNER_RESERVATIONS_PAGE_SIZE,
  updateBodyOf,
  type OwnerReservation,
  type OwnerReservationsView,
  type ReservationAction,
} from "./owner-reservations";

/**
 * One page of the owner's reservations with the counts over all of them. The owner is the signed-in user: the
 * API refuses another id, the path carries it only because eBroker's call does.
 */
export function useOwnerReservations(ownerId: number | null, view: OwnerReservationsView) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [OWNER_RESERVATIONS_KEY, ownerId, view, locale],
    queryFn: async () => {
      const answer = await apiGet<TOwnerReservationsPage>(`${OWNER_RESERVATIONS_KEY}/${ownerId}`, {
        property_id: view.propertyId,
        status: view.status,
        from: view.from,
        to: view.to,
        page: view.page,
        per_page: OWNER_RESERVATIONS_PAGE_SIZE,
        lang: locale,
      });
      return answer.data;
    },
    enabled: ownerId !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** The owner's vacation homes and hotels: the property filter's choices. */
export function useOwnStays() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ["get-added-properties", "stays", locale],
    queryFn: () => apiGet<TOwnListing[]>("get-added-properties", { limit: 1000, lang: locale }),
    select: (answer) =>
      answer.data.filter((listing) =>
        STAY_CLASSIFICATIONS.some((c) => c === listing.property_classification),
      ),
  });
}

/**
 * One owner decision on a reservation; the list is refreshed after it, whatever the answer. A refusal stays in
 * the dialog that asked (the caller shows `error`), so the owner reads it next to what they tried.
 */
export function useUpdateReservationStatus(reservation: OwnerReservation, onDone: () => void) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ReservationAction; reason?: string }) =>
      apiPost<OwnerReservation>(
        `reservations/${reservation.id}/update-status`,
        { ...updateBodyOf(reservation, action, reason), lang: locale },
        { lang: locale },
      ),
    onSuccess: (answer, { action }) => {
      onDone();
      toast.success(answer.message || t(`owner_reservations.done.${action.kind}`));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [OWNER_RESERVATIONS_KEY] }),
  });
}
