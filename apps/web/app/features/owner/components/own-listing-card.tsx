import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeartIcon, UserIcon } from "../../../components/icons/icons";
import { DeleteButton } from "../../../components/owner/delete-dialog";
import { ListingChangeButtons } from "../../../components/owner/listing-change-buttons";
import {
  badgeOf,
  isPublic,
  type ListingChange,
  type OwnListing,
} from "../../../components/owner/own-listing";
import { RejectNote } from "../../../components/owner/reject-note";
import { OwnerStateBadge } from "../../../components/owner/state-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Price } from "../../../components/ui/price";

type OwnListingCardProps = {
  listing: OwnListing;
  /** A change or deletion of this listing is on its way: its buttons wait. */
  busy: boolean;
  onChange: (listing: OwnListing, change: ListingChange) => void;
  onDelete: (listing: OwnListing) => void;
  onShowInterested: (listing: OwnListing) => void;
};

/** One of the owner's listings: where it stands, how it does, and what can be done with it. */
export function OwnListingCard({ listing, busy, onChange, onDelete, onShowInterested }: OwnListingCardProps) {
  const { t } = useTranslation();
  const interested = listing.total_interested_users;
  return (
    <Card
      className="flex flex-col overflow-hidden sm:flex-row"
      data-testid="own-listing"
      data-listing-id={listing.id}
    >
      <div className="aspect-[4/3] shrink-0 bg-slate-100 sm:aspect-auto sm:w-56">
        {listing.title_image ? (
          <img src={listing.title_image} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-base leading-snug font-bold text-slate-900" data-testid="property-title">
            <Link
              to={`/my-property/${listing.slug_id}`}
              className="underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {listing.title}
            </Link>
          </h3>
          <OwnerStateBadge state={badgeOf(listing)} />
        </div>
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
        <div
          role="group"
          aria-label={t("owner.card.actions_label", { title: listing.title })}
          className="mt-auto flex flex-wrap gap-2"
        >
          {isPublic(listing) ? (
            <Link
              to={`/properties-details/${listing.slug_id}`}
              aria-label={t("owner.card.view_label", { title: listing.title })}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("owner.card.view")}
            </Link>
          ) : null}
          <Link
            to={`/user/edit-property/${listing.id}`}
            aria-label={t("owner.card.change_label", { action: t("owner.card.edit"), title: listing.title })}
            className={buttonClasses({ variant: "outline", size: "sm" })}
            data-testid="listing-edit"
          >
            {t("owner.card.edit")}
          </Link>
          <ListingChangeButtons listing={listing} busy={busy} onChange={onChange} />
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
        </div>
      </div>
    </Card>
  );
}
