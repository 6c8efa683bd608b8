import type { QueryKey } from "@tanstack/react-query";
import type { TDeletedListing, TListingState } from "@manzil/domain/contracts";
import { apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import {
  applyChange,
  applyState,
  OWN_LISTINGS_KEY,
  requestOf,
  type ListingChange,
  type OwnListing,
} from "./own-listing";
import { useOwnedChanges, type OwnedRemoval } from "./use-owned-changes";

/** Status changes and deletion of the owner's listings shown under `queryKey` (see useOwnedChanges). */
export function useListingChanges(queryKey: QueryKey) {
  const { locale } = useLocale();
  const owned = useOwnedChanges<OwnListing>({ queryKey, refreshKey: OWN_LISTINGS_KEY });

  const change = (listing: OwnListing, requested: ListingChange) =>
    owned.change(listing, {
      expected: (item) => applyChange(item, requested),
      send: () => {
        const { path, body } = requestOf(listing.id, requested);
        return apiPost<TListingState>(path, body, { lang: locale });
      },
      settled: applyState,
    });

  const remove = (listing: OwnListing, options: Omit<OwnedRemoval, "send"> = {}) =>
    owned.remove(listing, {
      ...options,
      send: () => apiPost<TDeletedListing>("delete_property", { id: listing.id }, { lang: locale }),
    });

  return { busy: owned.busy, change, remove };
}
