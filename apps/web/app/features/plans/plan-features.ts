import {
  isConsumableFeature,
  PACKAGE_FEATURE_TYPES,
  type TActivePackage,
  type TActivePackageFeature,
  type TPackageCard,
  type TPackageFeature,
  type TPackageFeatureType,
} from "@manzil/domain/contracts";

export function isPackageFeatureType(value: unknown): value is TPackageFeatureType {
  return typeof value === "string" && (PACKAGE_FEATURE_TYPES as readonly string[]).includes(value);
}

/** The feature a gate sent the visitor for (`?feature=premium_properties`); anything else is ignored. */
export function requestedFeature(search: URLSearchParams): TPackageFeatureType | null {
  const value = search.get("feature")?.trim().toLowerCase();
  return isPackageFeatureType(value) ? value : null;
}

export function includesFeature(plan: Pick<TPackageCard, "features">, type: TPackageFeatureType): boolean {
  return plan.features.some((feature) => feature.type === type);
}

/**
 * How a package's feature reads on its card: a counted credit ("10 property listings", plural key with
 * `count`), an unlimited one, or an access right that has no number at all.
 */
export function featureMessage(feature: Pick<TPackageFeature, "type" | "limit_type" | "limit">): {
  key: string;
  count?: number;
} {
  if (!isConsumableFeature(feature.type)) return { key: `plans.feature.${feature.type}` };
  if (feature.limit_type === "unlimited" || feature.limit === null) {
    return { key: `plans.feature.${feature.type}_unlimited` };
  }
  return { key: `plans.feature.${feature.type}`, count: feature.limit };
}

/** What is left of one feature of a held package, for its usage bar; null for unlimited features and rights. */
export function featureUsage(
  feature: Pick<TActivePackageFeature, "used_limit" | "total_limit">,
): { used: number; total: number; percent: number } | null {
  if (feature.total_limit === null || feature.used_limit === null) return null;
  const total = Math.max(feature.total_limit, 0);
  const used = Math.min(Math.max(feature.used_limit, 0), total);
  return { used, total, percent: total === 0 ? 100 : Math.round((used / total) * 100) };
}

/** The viewer's active holding of a package on sale, to badge its card and say until when it runs. */
export function activeHoldingOf(
  plan: Pick<TPackageCard, "id">,
  activePackages: readonly TActivePackage[],
): TActivePackage | null {
  return activePackages.find((held) => held.id === plan.id && held.is_active) ?? null;
}
