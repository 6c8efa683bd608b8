import { useState } from "react";
import { FeatureAction } from "../../../components/featuring/feature-action";
import { useFeaturedItems } from "../../../components/featuring/featured-items";
import { HomeIcon } from "../../../components/icons/icons";
import { InterestedUsersDialog } from "../../../components/owner/interested-users-dialog";
import { isPublic, OWN_LISTINGS_KEY, type OwnListing } from "../../../components/owner/own-listing";
import { OwnerListPage, useOwnerList } from "../../../components/owner/owner-list-page";
import { useListingChanges } from "../../../components/owner/use-listing-changes";
import { OWNER_TABS, tabQuery, type OwnerTab } from "../owner-listings";
import { OwnListingCard } from "./own-listing-card";

export const MY_PROPERTIES_PAGE_SIZE = 10;

type MyPropertiesPageProps = { tab: OwnerTab; search: string; page: number };

/**
 * The owner's listings by state (tabs with the API's counts), searchable by name, a page at a time, each
 * with its figures and the changes the API allows from where it stands.
 */
export function MyPropertiesPage(view: MyPropertiesPageProps) {
  const [interestedIn, setInterestedIn] = useState<OwnListing | null>(null);
  const { queryKey, query } = useOwnerList<OwnListing, OwnerTab>({
    endpoint: OWN_LISTINGS_KEY,
    view,
    tabQuery,
    pageSize: MY_PROPERTIES_PAGE_SIZE,
  });
  const { busy, change, remove } = useListingChanges(queryKey);
  const featured = useFeaturedItems();

  return (
    <OwnerListPage
      base="/user/my-properties"
      view={view}
      tabs={OWNER_TABS}
      texts="owner.my_properties"
      tabTexts="owner.tabs"
      add={{ to: "/user/properties", testId: "add-property" }}
      EmptyIcon={HomeIcon}
      pageSize={MY_PROPERTIES_PAGE_SIZE}
      query={query}
      deleteMessages="owner.delete"
      onDelete={(listing, onHidden) => void remove(listing, { onHidden })}
      renderItem={(listing, askDelete) => (
        <OwnListingCard
          listing={listing}
          busy={busy.has(listing.id)}
          onChange={(item, requested) => void change(item, requested)}
          onDelete={askDelete}
          onShowInterested={setInterestedIn}
          feature={
            isPublic(listing) ? (
              <FeatureAction
                kind="property"
                id={listing.id}
                title={listing.title}
                ads={featured.data?.data}
              />
            ) : null
          }
        />
      )}
    >
      <InterestedUsersDialog
        listing={interestedIn ? { id: interestedIn.id, title: interestedIn.title } : null}
        onClose={() => setInterestedIn(null)}
      />
    </OwnerListPage>
  );
}
