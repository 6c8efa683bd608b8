import type { TComparisonResult } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { LockedPreview } from "../../../components/ui/locked-preview";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { PropertyCardData, PropertyDetailData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { SHOWS_ERRORS_IN_PLACE } from "../../../lib/query/query-client";
import { useRootData } from "../../../lib/seo/root-data";
import { parseListingRef, type ListingRef } from "../compare-rows";
import { PackageRequired } from "./access-gates";
import { ComparisonTable } from "./comparison-table";
import { ListingPicker } from "./listing-picker";

/**
 * A chosen side: an id is used as it is (the comparison need not wait), a slug from a listing's page
 * becomes its id through the details call; that call also gives the name and picture shown above the table.
 */
function useChosenListing(ref: ListingRef | null, locale: string) {
  const lookup = useQuery({
    queryKey: ["compare-listing", ref, locale],
    queryFn: () =>
      apiGet<PropertyDetailData[]>("get_property", {
        ...(ref && "slug" in ref ? { slug_id: ref.slug } : { id: ref?.id }),
        lang: locale,
      }),
    enabled: ref !== null,
  });
  const listing = lookup.data?.data[0] ?? null;
  const id = ref && "id" in ref ? ref.id : (listing?.id ?? null);
  const preview = listing ? { id: listing.id, title: listing.title, image: listing.title_image } : null;
  // Only a slug that cannot be read stops the page; a missing picture for an id is not worth an error.
  const isSlug = ref !== null && "slug" in ref;
  return {
    id,
    preview,
    isPending: isSlug && lookup.isPending,
    error: isSlug ? lookup.error : null,
  };
}

/** A refused pair (422: the same listing, or two categories) says why in its field messages. */
function comparisonFailure(error: unknown, t: TFunction): string {
  const reasons = error instanceof ApiRequestError ? Object.values(error.fieldErrors ?? {}).flat() : [];
  return reasons.length > 0 ? [...new Set(reasons)].join(" ") : failureMessage(error, t);
}

/** The chosen listings' names and pictures, shown even while the table itself is locked. */
function ChosenListings({ listings }: { listings: ({ id: number; title: string; image: string } | null)[] }) {
  const shown = listings.filter((listing) => listing !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="compare-chosen">
      {shown.map((listing) => (
        <li
          key={listing.id}
          className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200/80"
        >
          {listing.image ? (
            <img
              src={listing.image}
              alt=""
              width={96}
              height={72}
              className="h-18 w-24 shrink-0 rounded-xl object-cover"
            />
          ) : null}
          <span
            dir="auto"
            className="min-w-0 font-semibold text-slate-900"
            data-testid="compare-chosen-title"
          >
            {listing.title}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A 403 of compare-properties is the package gate (spec §6): its own message leads to the plans. */
function gateMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.failure.kind !== "http" || error.failure.status !== 403)
    return null;
  return error.failure.serverMessage ?? null;
}

type ComparePageProps = {
  /** A guest picks listings too; the table waits behind the sign-in prompt (issue 18). */
  isSignedIn: boolean;
  signInPrompt: ReactNode;
};

/** /compare-properties: pick two listings, then see them side by side (members; guests see it locked). */
export function ComparePage({ isSignedIn, signInPrompt }: ComparePageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const distanceUnit = useRootData()?.settings?.distance_option || "km";
  const [titles, setTitles] = useState<Record<string, string>>({});
  const sourceRef = parseListingRef(search.get("source"));
  const targetRef = parseListingRef(search.get("target"));
  const source = useChosenListing(sourceRef, locale);
  const target = useChosenListing(targetRef, locale);
  const bothChosen = source.id !== null && target.id !== null;

  const comparison = useQuery({
    queryKey: ["compare-properties", source.id, target.id, locale],
    queryFn: () =>
      apiGet<TComparisonResult>("compare-properties", {
        source_property_id: source.id,
        target_property_id: target.id,
        lang: locale,
      }),
    enabled: bothChosen && isSignedIn,
    retry: false,
    // Every refusal (the package gate, a mismatched pair) is said below the pickers, not in a toast too.
    meta: { [SHOWS_ERRORS_IN_PLACE]: true },
  });
  const result = comparison.data?.data ?? null;

  const choose = (side: "source" | "target") => (listing: PropertyCardData) => {
    setTitles((current) => ({ ...current, [`${side}:${listing.id}`]: listing.title }));
    const next = new URLSearchParams(search);
    next.set(side, String(listing.id));
    setSearch(next, { replace: false, preventScrollReset: true });
  };
  const titleOf = (side: "source" | "target", id: number | null) => {
    if (id === null) return null;
    const fromResult = side === "source" ? result?.source_property : result?.target_property;
    const preview = side === "source" ? source.preview : target.preview;
    return (
      titles[`${side}:${id}`] ?? fromResult?.title ?? preview?.title ?? t("compare.listing_number", { id })
    );
  };
  const swap = () => {
    const next = new URLSearchParams(search);
    const [first, second] = [search.get("source"), search.get("target")];
    if (second) next.set("source", second);
    else next.delete("source");
    if (first) next.set("target", first);
    else next.delete("target");
    setSearch(next, { preventScrollReset: true });
  };

  const lookupError = source.error ?? target.error;
  const gate = gateMessage(comparison.error);
  const isUnauthenticated =
    comparison.error instanceof ApiRequestError &&
    comparison.error.failure.kind === "http" &&
    comparison.error.failure.status === 401;

  return (
    <div className="flex flex-col gap-8">
      <Card className="grid gap-6 p-5 md:grid-cols-[1fr_auto_1fr] md:items-start">
        <ListingPicker
          label={t("compare.first")}
          chosenTitle={titleOf("source", source.id)}
          excludeId={target.id}
          onChoose={choose("source")}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={swap}
          className="self-center md:mt-8"
          disabled={!search.get("source") && !search.get("target")}
        >
          {t("compare.swap")}
        </Button>
        <ListingPicker
          label={t("compare.second")}
          chosenTitle={titleOf("target", target.id)}
          excludeId={source.id}
          onChoose={choose("target")}
        />
      </Card>

      <ChosenListings listings={[source.preview, target.preview]} />

      {!isSignedIn ? (
        <LockedPreview rows={7} data-testid="compare-locked">
          {signInPrompt}
        </LockedPreview>
      ) : lookupError ? (
        <Card role="alert" className="p-6 text-slate-700">
          {failureMessage(lookupError, t)}
        </Card>
      ) : !bothChosen ? (
        source.isPending || target.isPending ? (
          <p className="text-slate-600">{t("compare.loading")}</p>
        ) : (
          <Card className="px-6 py-10 text-center text-slate-600" data-testid="compare-empty">
            {t("compare.choose_pair")}
          </Card>
        )
      ) : comparison.isPending ? (
        <div
          className="h-96 animate-pulse rounded-2xl bg-slate-200"
          aria-label={t("compare.loading")}
          role="status"
        />
      ) : gate ? (
        <LockedPreview rows={7} data-testid="compare-locked">
          <PackageRequired message={gate} feature="premium_properties" />
        </LockedPreview>
      ) : isUnauthenticated ? (
        <LockedPreview rows={7} data-testid="compare-locked">
          {signInPrompt}
        </LockedPreview>
      ) : comparison.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-6" data-testid="compare-error">
          <p className="text-slate-700">{comparisonFailure(comparison.error, t)}</p>
        </Card>
      ) : result ? (
        <ComparisonTable
          source={result.source_property}
          target={result.target_property}
          distanceUnit={distanceUnit}
        />
      ) : null}
    </div>
  );
}
