import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TDeletedListing, TListingState } from "@manzil/domain/contracts";
import { apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import {
  actionFailureMessage,
  applyChange,
  applyState,
  OWN_LISTINGS_KEY,
  requestOf,
  type ListingChange,
  type OwnListing,
  type OwnListingsAnswer,
} from "./owner-listings";

/**
 * Changes and deletions of the owner's listings on the page shown (`queryKey`): the card changes at
 * once and goes back if the API refuses; the API's own message is the toast either way. Every page and
 * tab is fetched again afterwards, since the counts and the tabs' contents move.
 */
export function useListingChanges(queryKey: QueryKey) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const markBusy = (id: number, isBusy: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (isBusy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Rewrites the cached page and returns how to put it back. */
  const patch = (update: (answer: OwnListingsAnswer) => OwnListingsAnswer) => {
    const before = queryClient.getQueryData<OwnListingsAnswer>(queryKey);
    if (before) queryClient.setQueryData<OwnListingsAnswer>(queryKey, update(before));
    return () => queryClient.setQueryData<OwnListingsAnswer>(queryKey, before);
  };
  const patchListing = (id: number, update: (listing: OwnListing) => OwnListing) =>
    patch((answer) => ({
      ...answer,
      data: answer.data.map((listing) => (listing.id === id ? update(listing) : listing)),
    }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [OWN_LISTINGS_KEY] });

  const change = async (listing: OwnListing, requested: ListingChange) => {
    markBusy(listing.id, true);
    // A refetch landing now would overwrite the optimistic card with the old state.
    await queryClient.cancelQueries({ queryKey });
    const rollback = patchListing(listing.id, (item) => applyChange(item, requested));
    try {
      const { path, body } = requestOf(listing.id, requested);
      const answer = await apiPost<TListingState>(path, body, { lang: locale });
      patchListing(listing.id, (item) => applyState(item, answer.data));
      if (answer.message) toast.success(answer.message);
      refresh();
    } catch (error) {
      rollback();
      toast.error(actionFailureMessage(error, t));
    } finally {
      markBusy(listing.id, false);
    }
  };

  /** `onHidden` runs once the card has left the page: the focus was on its button and must go somewhere. */
  const remove = async (listing: OwnListing, onHidden?: () => void) => {
    markBusy(listing.id, true);
    await queryClient.cancelQueries({ queryKey });
    const rollback = patch((answer) => ({
      ...answer,
      data: answer.data.filter((item) => item.id !== listing.id),
      total: Math.max(0, (answer.total ?? answer.data.length) - 1),
    }));
    onHidden?.();
    try {
      const answer = await apiPost<TDeletedListing>("delete_property", { id: listing.id }, { lang: locale });
      if (answer.message) toast.success(answer.message);
      refresh();
    } catch (error) {
      rollback();
      toast.error(actionFailureMessage(error, t));
    } finally {
      markBusy(listing.id, false);
    }
  };

  return { busy, change, remove };
}
