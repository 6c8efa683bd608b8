import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { HeartIcon, UserIcon } from "../../../components/icons/icons";
import { OwnerActions } from "../../../components/owner/owner-actions";
import { DeleteButton } from "../../../components/owner/delete-dialog";
import { ListingChangeButtons } from "../../../components/owner/listing-change-buttons";
import {
  badgeOf,
  isPublic,
  type ListingChange,
  type OwnListing,
} from "../../../components/owner/own-listing";
import { RejectNote } from "../../../components/owner/reject-note";
import { OwnerCard } from "../../../components/owner/owner-card";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Price } from "../../../components/ui/price";
import { STAY_CLASSIFICATIONS } from "../../../lib/listing/listing-params";

type OwnListingCardProps = {
  listing: OwnListing;
  /** A change or deletion of this listing is on its way: its buttons wait. */
  busy: boolean;
  onChange: (listing: OwnListing, change: ListingChange) => void;
  onDelete: (listing: OwnListing) => void;
  onShowInterested: (listing: OwnListing) => void;
  /** "Feature this" (or until when it is featured), for a listing visitors can see. */
  feature?: ReactNode;
};

/** One of the owner's listings: where it stands, how it does, and what can be done with it. */
export function OwnListingCard({
  listing,
  busy,
  onChange,
  onDelete,
  onShowInterested,
  feature,
}: OwnListingCardProps) {
  const { t } = useTranslation();
  const interested = listing.total_interested_users;
  return (
    <OwnerCard
      testId="own-listing"
      dataId={{ name: "data-listing-id", value: listing.id }}
      image={listing.title_image}
      state={badgeOf(listing)}
      heading={
        <h3 className="text-base leading-snug font-bold text-slate-900" data-testid="property-title">
          <Link
            to={`/my-property/${listing.slug_id}`}
            className="underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {listing.title}
          </Link>
        </h3>
      }
    >
      <Price
        amountMinor={listing.price_minor}
        currency={listing.currency}
        decimals={0}
        className="text-lg font-extrabold text-brand-800"
      />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span data-testid="listing-views">{t("owner.card.views", { count: listing.total_click })}</span>
        <span className="inline-flex items-center gap-1" data-testid="listing-favourites">
          <HeartIcon className="size-4 text-rose-600" />
          {t("owner.card.favourites", { count: listing.favourite_count })}
        </span>
        <span className="inline-flex items-center gap-1" data-testid="listing-interested">
          <UserIcon className="size-4 text-slate-500" />
          {t("owner.card.interested", { count: interested })}
        </span>
      </p>
      {listing.request_status === "rejected" ? <RejectNote reason={listing.reject_reason} /> : null}
      <OwnerActions
        title={listing.title}
        publicHref={isPublic(listing) ? `/properties-details/${listing.slug_id}` : null}
        editHref={`/user/edit-property/${listing.id}`}
        editTestId="listing-edit"
      >
        <ListingChangeButtons listing={listing} busy={busy} onChange={onChange} />
        {STAY_CLASSIFICATIONS.some((c) => c === listing.property_classification) ? (
          // Stays are sold night by night: their calendar and prices have a page of their own.
          <Link
            to={`/user/stays/${listing.id}`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
            aria-label={t("owner_stays.card_action_label", { title: listing.title })}
            data-testid="listing-calendar"
          >
            {t("owner_stays.card_action")}
          </Link>
        ) : null}
        {STAY_CLASSIFICATIONS.some((c) => c === listing.property_classification) ? (
          <Link
            to={`/user/stays/${listing.id}/reservations`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
            aria-label={t("owner_reservations.card_action_label", { title: listing.title })}
            data-testid="listing-reservations"
          >
            {t("owner_reservations.card_action")}
          </Link>
        ) : null}
        {feature}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onShowInterested(listing)}
          aria-label={t("owner.card.change_label", {
            action: t("owner.card.interested_users"),
            title: listing.title,
          })}
        >
          {t("owner.card.interested_users")}
        </Button>
        <DeleteButton title={listing.title} busy={busy} onClick={() => onDelete(listing)} />
      </OwnerActions>
    </OwnerCard>
  );
}
