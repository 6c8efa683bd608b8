import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { DownloadIcon, HeartIcon, MailIcon, UserIcon } from "../../../components/icons/icons";
import { DeleteButton, DeleteDialog } from "../../../components/owner/delete-dialog";
import { InterestedUsersDialog } from "../../../components/owner/interested-users-dialog";
import { ListingChangeButtons } from "../../../components/owner/listing-change-buttons";
import {
  badgeOf,
  isPublic,
  OWN_LISTINGS_KEY,
  ownParameterText,
  type OwnListing,
  type OwnListingsAnswer,
} from "../../../components/owner/own-listing";
import { OwnerActions } from "../../../components/owner/owner-actions";
import { BackLink } from "../../../components/owner/back-link";
import { QueryFailurePage } from "../../../components/owner/query-failure-page";
import { RejectNote } from "../../../components/owner/reject-note";
import { OwnerStateBadge } from "../../../components/owner/state-badge";
import { useListingChanges } from "../../../components/owner/use-listing-changes";
import { NotFoundPage } from "../../../components/pages/status-pages";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Price } from "../../../components/ui/price";
import { apiGet } from "../../../lib/api/browser-api";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { documentFormat, listingOfSlug, picturesOf, sizeUnit } from "../own-property";

function Figure({
  testId,
  icon,
  label,
  value,
}: {
  testId: string;
  icon: ReactNode;
  label: string;
  value: number;
}) {
  const { locale } = useLocale();
  return (
    <div
      className="flex flex-col gap-1 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
      data-testid={testId}
    >
      <dt className="flex items-center gap-1.5 text-sm text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{formatNumber(value, locale)}</dd>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The owner's private papers, each a download link signed for a few minutes. */
function OwnerDocuments({ documents }: { documents: OwnListing["owner_documents"] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (documents.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6" data-testid="owner-documents">
      <h2 className="text-lg font-bold text-slate-900">{t("own_property.documents_title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("own_property.documents_lead")}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {documents.map((document) => {
          const size = sizeUnit(document.size);
          const label = t(`own_property.document_kind.${document.kind}`);
          return (
            <li key={document.kind}>
              <a
                href={document.url}
                download
                target="_blank"
                rel="noreferrer"
                data-testid="owner-document"
                className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="flex items-center gap-2 font-semibold text-brand-800">
                  <DownloadIcon className="size-4" />
                  {label}
                </span>
                <span className="text-slate-600">
                  {t(`own_property.document_format.${documentFormat(document)}`)} ·{" "}
                  {t(`own_property.size_${size.unit}`, {
                    size: formatNumber(size.value, locale, { maximumFractionDigits: size.digits }),
                  })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * /my-property/:slug — one of the owner's listings in any state (under review, rejected, switched off, sold):
 * what visitors would see, how it does, what can be done with it, and the owner's private papers.
 */
export function OwnPropertyPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const [isDeleting, setIsDeleting] = useState(false);
  const [showInterested, setShowInterested] = useState(false);

  const queryKey = [OWN_LISTINGS_KEY, viewerId, locale, "slug", slug];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<OwnListing[]>(OWN_LISTINGS_KEY, {
        slug_id: slug,
        limit: 1,
        lang: locale,
      }) as Promise<OwnListingsAnswer>,
    // The papers' links are signed for a few minutes: every visit asks for fresh ones.
    refetchOnMount: "always",
    staleTime: 0,
  });
  const { busy, change, remove } = useListingChanges(queryKey);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <QueryFailurePage error={query.error} />;
  const listing = listingOfSlug(query.data.data, slug);
  if (!listing) return <NotFoundPage />;

  const pictures = picturesOf(listing);
  const place = [listing.address, listing.city, listing.country]
    .filter((part) => part.trim())
    .join(t("app.list_separator"));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16" data-testid="own-property">
      <BackLink to="/user/my-properties" label={t("owner.my_properties.title")} />

      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl" data-testid="property-title">
            {listing.title}
          </h1>
          {place ? <p className="mt-2 text-slate-600">{place}</p> : null}
        </div>
        <OwnerStateBadge state={badgeOf(listing)} />
      </div>
      <Price
        amountMinor={listing.price_minor}
        currency={listing.currency}
        decimals={0}
        className="mt-3 text-2xl font-extrabold text-brand-800"
      />

      <div className="mt-4 flex flex-col gap-3">
        {listing.request_status === "rejected" ? <RejectNote reason={listing.reject_reason} /> : null}
        {listing.request_status === "pending" ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="review-note">
            {t("own_property.pending_note")}
          </p>
        ) : null}
        {listing.request_status === "approved" && listing.status === 0 ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {t("own_property.inactive_note")}
          </p>
        ) : null}
      </div>

      <div className="mt-6">
        <OwnerActions
          title={listing.title}
          publicHref={isPublic(listing) ? `/properties-details/${listing.slug_id}` : null}
          editHref={`/user/edit-property/${listing.id}`}
          editTestId="listing-edit"
        >
          <ListingChangeButtons
            listing={listing}
            busy={busy.has(listing.id)}
            onChange={(item, requested) => void change(item, requested)}
          />
          <DeleteButton
            title={listing.title}
            busy={busy.has(listing.id)}
            onClick={() => setIsDeleting(true)}
          />
        </OwnerActions>
      </div>

      {pictures.length > 0 ? (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("own_property.pictures")}>
          {pictures.map((url, index) => (
            <li
              key={url}
              className={
                index === 0
                  ? "col-span-2 row-span-2 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100"
                  : "aspect-[4/3] overflow-hidden rounded-xl bg-slate-100"
              }
            >
              <img
                src={url}
                alt=""
                loading={index === 0 ? "eager" : "lazy"}
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          testId="listing-views"
          icon={null}
          label={t("own_property.views")}
          value={listing.total_click}
        />
        <Figure
          testId="listing-favourites"
          icon={<HeartIcon className="size-4 text-rose-600" />}
          label={t("own_property.favourites")}
          value={listing.favourite_count}
        />
        <Figure
          testId="listing-interested"
          icon={<UserIcon className="size-4 text-slate-500" />}
          label={t("own_property.interested")}
          value={listing.total_interested_users}
        />
        <Figure
          testId="listing-inquiries"
          icon={<MailIcon className="size-4 text-slate-500" />}
          label={t("own_property.inquiries")}
          value={listing.total_inquiries}
        />
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setShowInterested(true)}>
          {t("owner.card.interested_users")}
        </Button>
        <Link to={`/user/inquiries?property=${listing.id}`} className={buttonClasses({ variant: "outline" })}>
          {t("own_property.open_inquiries")}
        </Link>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">{t("own_property.facts_title")}</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Fact label={t("own_property.listing_type")}>
              {t(`own_property.type.${listing.property_type}`)}
            </Fact>
            <Fact label={t("own_property.category")}>{listing.category.category}</Fact>
            {listing.parameters
              .map((parameter) => ({ ...parameter, text: ownParameterText(parameter, locale) }))
              .filter((parameter) => parameter.text.trim())
              .map((parameter) => (
                <Fact key={parameter.id} label={parameter.name}>
                  {parameter.text}
                </Fact>
              ))}
            <Fact label={t("own_property.posted")}>{listing.post_created}</Fact>
          </dl>
          {listing.description ? (
            <p className="mt-6 text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {listing.description}
            </p>
          ) : null}
        </Card>
        <OwnerDocuments documents={listing.owner_documents ?? []} />
      </div>

      <DeleteDialog
        title={isDeleting ? listing.title : null}
        messages="owner.delete"
        onClose={() => setIsDeleting(false)}
        onConfirm={() => {
          setIsDeleting(false);
          void remove(listing, {
            waitForAnswer: true,
            onDeleted: () => void navigate("/user/my-properties", { replace: true }),
          });
        }}
      />
      <InterestedUsersDialog
        listing={showInterested ? { id: listing.id, title: listing.title } : null}
        onClose={() => setShowInterested(false)}
      />
    </div>
  );
}
