import type { TPackageLimitStatus } from "@manzil/domain/contracts";
import { durationParts } from "@manzil/domain/relative-time";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";

// The member's advertisements (featured listings), shared by /user/advertisement and the "Feature this" buttons
// of my properties and my projects. Shapes follow the issue 13 brief for get-featured-data; the contract lands
// with the featuring helper's branch, so the web keeps its own copy of the shape until then.

export type FeatureKind = "property" | "project";
export type AdvertisementState = "pending" | "approved" | "rejected" | "expired";

export type Advertisement = {
  id: number;
  feature_for: FeatureKind;
  status: AdvertisementState;
  start_date: string | null;
  end_date: string | null;
  property: { id: number; title: string; slug_id: string; title_image: string | null } | null;
  project: { id: number; title: string; slug_id: string; image: string | null } | null;
};

/** Cache key: the endpoint, so a new advertisement invalidates every page of it. */
export const FEATURED_KEY = "get-featured-data";
/** One page is plenty for a member's own advertisements; the list API allows up to 100. */
export const FEATURED_PAGE = 100;

export function useFeaturedItems() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [FEATURED_KEY, locale],
    queryFn: () => apiGet<Advertisement[]>(FEATURED_KEY, { offset: 0, limit: FEATURED_PAGE, lang: locale }),
    refetchOnMount: "always",
  });
}

/** A listing stays featured while its advertisement is waiting or running (one live one per listing, by the DB). */
export function liveAdvertisementOf(
  ads: readonly Advertisement[] | undefined,
  kind: FeatureKind,
  id: number,
): Advertisement | null {
  return (
    ads?.find(
      (ad) =>
        ad.feature_for === kind &&
        (ad.status === "pending" || ad.status === "approved") &&
        (kind === "property" ? ad.property?.id : ad.project?.id) === id,
    ) ?? null
  );
}

/** The package check for featuring one kind (spec §9's check types). */
export const featureCheckOf = (kind: FeatureKind) =>
  kind === "property" ? ("property_feature" as const) : ("project_feature" as const);

/** What stops featuring (spec §6), in the words of the posting gates; null when a credit is left. */
export function featureBlockerOf(
  status: TPackageLimitStatus,
): "not_subscribed" | "package_limit_over" | null {
  if (!status.package_available) return "not_subscribed";
  if (!status.feature_available || !status.limit_available) return "package_limit_over";
  return null;
}

/** Time left until `end`, spec §9's way: hours under a day, else whole days; null once it has passed. */
export function timeLeftOf(end: string | null, now: Date): { unit: "hour" | "day"; value: number } | null {
  if (!end) return null;
  const ms = new Date(end).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return durationParts(ms);
}
