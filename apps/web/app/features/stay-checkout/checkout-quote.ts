import type { TStayQuote } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import type { TOfferKind } from "@manzil/domain/reservations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api/browser-api";
import { SHOWS_ERRORS_IN_PLACE } from "../../lib/query/query-client";
import { isRefusal, quotePath, quoteQuery, type StaySelection } from "../stay-booking/stay-api";

/**
 * The server's price of this selection for one offer (`booking_type`): every line and total the checkout shows
 * comes from here, never from a sum in the browser. Fresh on every visit: a price a minute old may be gone.
 */
export function useCheckoutQuote(
  propertyId: number,
  selection: StaySelection,
  offer: TOfferKind | null,
  displayCurrency: string,
  locale: Locale,
) {
  const query = { ...quoteQuery(selection, displayCurrency, locale), booking_type: offer ?? undefined };
  return useQuery({
    queryKey: ["stay-checkout-quote", propertyId, query],
    queryFn: async () => (await apiGet<TStayQuote>(quotePath(propertyId), query)).data,
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    retry: (failures, error) => !isRefusal(error) && failures < 1,
  });
}
