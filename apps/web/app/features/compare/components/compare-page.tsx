import type { TComparisonResult } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { PropertyCardData, PropertyDetailData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { parseListingRef, type ListingRef } from "../compare-rows";
import { PackageRequired } from "./access-gates";
import { ComparisonTable } from "./comparison-table";
import { ListingPicker } from "./listing-picker";

/** A slug from a listing's page becomes its id through the details call; an id is used as it is. */
function useListingId(ref: ListingRef | null, locale: string) {
  const slug = ref && "slug" in ref ? ref.slug : null;
  const lookup = useQuery({
    queryKey: ["compare-slug", slug, locale],
    queryFn: () => apiGet<PropertyDetailData[]>("get_property", { slug_id: slug, lang: locale }),
    enabled: slug !== null,
  });
  if (!ref) return { id: null, isPending: false, error: null };
  if ("id" in ref) return { id: ref.id, isPending: false, error: null };
  return { id: lookup.data?.data[0]?.id ?? null, isPending: lookup.isPending, error: lookup.error };
}

/** A refused pair (422: the same listing, or two categories) says why in its field messages. */
function comparisonFailure(error: unknown, t: TFunction): string {
  const reasons = error instanceof ApiRequestError ? Object.values(error.fieldErrors ?? {}).flat() : [];
  return reasons.length > 0 ? [...new Set(reasons)].join(" ") : failureMessage(error, t);
}

/** A 403 of compare-properties is the package gate (spec §6): its own message leads to the plans. */
function gateMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.failure.kind !== "http" || error.failure.status !== 403)
    return null;
  return error.failure.serverMessage ?? null;
}

/** /compare-properties for a signed-in visitor: pick two listings, then see them side by side. */
export function ComparePage({ signInPrompt }: { signInPrompt: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const distanceUnit = useRootData()?.settings?.distance_option || "km";
  const [titles, setTitles] = useState<Record<string, string>>({});
  const sourceRef = parseListingRef(search.get("source"));
  const targetRef = parseListingRef(search.get("target"));
  const source = useListingId(sourceRef, locale);
  const target = useListingId(targetRef, locale);
  const bothChosen = source.id !== null && target.id !== null;

  const comparison = useQuery({
    queryKey: ["compare-properties", source.id, target.id, locale],
    queryFn: () =>
      apiGet<TComparisonResult>("compare-properties", {
        source_property_id: source.id,
        target_property_id: target.id,
        lang: locale,
      }),
    enabled: bothChosen,
    retry: false,
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
    return titles[`${side}:${id}`] ?? fromResult?.title ?? t("compare.listing_number", { id });
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

      {lookupError ? (
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
        <PackageRequired message={gate} />
      ) : isUnauthenticated ? (
        signInPrompt
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
