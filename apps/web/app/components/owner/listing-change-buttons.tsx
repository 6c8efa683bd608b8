import { useTranslation } from "../../lib/i18n/use-translation";
import { Button } from "../ui/button";
import { changesFor, type ListingChange, type OwnListing } from "./own-listing";

/** The words of each change's button. */
export function changeLabelKey(change: ListingChange): string {
  if (change.kind === "visibility")
    return change.status === 1 ? "owner.card.activate" : "owner.card.deactivate";
  switch (change.to) {
    case "sold":
      return "owner.card.mark_sold";
    case "rented":
      return "owner.card.mark_rented";
    case "sell":
      return "owner.card.available_sell";
    case "rent":
      return "owner.card.available_rent";
  }
}

type ListingChangeButtonsProps = {
  listing: OwnListing;
  /** A change or deletion of this listing is on its way: the buttons wait. */
  busy: boolean;
  onChange: (listing: OwnListing, change: ListingChange) => void;
};

/** One button per change the API accepts from where the listing stands (none while it is reviewed). */
export function ListingChangeButtons({ listing, busy, onChange }: ListingChangeButtonsProps) {
  const { t } = useTranslation();
  return changesFor(listing).map((change) => {
    const action = t(changeLabelKey(change));
    return (
      <Button
        key={change.kind}
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onChange(listing, change)}
        aria-label={t("owner.card.change_label", { action, title: listing.title })}
        data-testid={`listing-change-${change.kind === "visibility" ? change.status : change.to}`}
      >
        {action}
      </Button>
    );
  });
}
