import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { HomeIcon } from "../../../components/icons/icons";
import { DeleteDialog } from "../../../components/owner/delete-dialog";
import { InterestedUsersDialog } from "../../../components/owner/interested-users-dialog";
import {
  OWN_LISTINGS_KEY,
  type OwnListing,
  type OwnListingsAnswer,
} from "../../../components/owner/own-listing";
import { OwnerListPage } from "../../../components/owner/owner-list-page";
import { useListingChanges } from "../../../components/owner/use-listing-changes";
import { apiGet } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { OWNER_TABS, tabQuery, type OwnerTab } from "../owner-listings";
import { OwnListingCard } from "./own-listing-card";

export const MY_PROPERTIES_PAGE_SIZE = 10;

type MyPropertiesPageProps = { tab: OwnerTab; search: string; page: number };

/**
 * The owner's listings by state (tabs with the API's counts), searchable by name, a page at a time, each
 * with its figures and the changes the API allows from where it stands.
 */
export function MyPropertiesPage({ tab, search, page }: MyPropertiesPageProps) {
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const [toDelete, setToDelete] = useState<OwnListing | null>(null);
  const [interestedIn, setInterestedIn] = useState<OwnListing | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const queryKey = [OWN_LISTINGS_KEY, viewerId, locale, tab, search, page];
  const listings = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<OwnListing[]>(OWN_LISTINGS_KEY, {
        ...tabQuery(tab),
        search,
        offset: (page - 1) * MY_PROPERTIES_PAGE_SIZE,
        limit: MY_PROPERTIES_PAGE_SIZE,
        lang: locale,
      }) as Promise<OwnListingsAnswer>,
    placeholderData: keepPreviousData,
    // Moderators approve and reject elsewhere: show the cached page at once, then the current one.
    refetchOnMount: "always",
  });
  const { busy, change, remove } = useListingChanges(queryKey);

  return (
    <OwnerListPage
      base="/user/my-properties"
      view={{ tab, search, page }}
      tabs={OWNER_TABS}
      texts="owner.my_properties"
      tabTexts="owner.tabs"
      add={{ to: "/user/properties", testId: "add-property" }}
      EmptyIcon={HomeIcon}
      pageSize={MY_PROPERTIES_PAGE_SIZE}
      query={listings}
      headingRef={headingRef}
      renderItem={(listing) => (
        <OwnListingCard
          listing={listing}
          busy={busy.has(listing.id)}
          onChange={(item, requested) => void change(item, requested)}
          onDelete={setToDelete}
          onShowInterested={setInterestedIn}
        />
      )}
    >
      <DeleteDialog
        title={toDelete?.title ?? null}
        messages="owner.delete"
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          // The deleted card took the focused button with it: keyboard users restart from the heading.
          if (toDelete)
            void remove(toDelete, {
              onHidden: () => requestAnimationFrame(() => headingRef.current?.focus()),
            });
          setToDelete(null);
        }}
      />
      <InterestedUsersDialog
        listing={interestedIn ? { id: interestedIn.id, title: interestedIn.title } : null}
        onClose={() => setInterestedIn(null)}
      />
    </OwnerListPage>
  );
}
