import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";
import { bilingualFields } from "./envelope.js";

/** The seven package features (spec §9 "Package check types"), the same list as the `features` table's CHECK. */
export const PACKAGE_FEATURE_TYPES = [
  "property_list",
  "property_feature",
  "project_list",
  "project_feature",
  "mortgage_calculator_detail",
  "premium_properties",
  "project_access",
] as const;
export type TPackageFeatureType = (typeof PACKAGE_FEATURE_TYPES)[number];

/** Features that are used up one credit at a time; the other three are access rights (spec §9). */
export const CONSUMABLE_FEATURE_TYPES = [
  "property_list",
  "property_feature",
  "project_list",
  "project_feature",
] as const satisfies readonly TPackageFeatureType[];

export function isConsumableFeature(type: TPackageFeatureType): boolean {
  return (CONSUMABLE_FEATURE_TYPES as readonly string[]).includes(type);
}

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());

/** `get-package`: `platform_type=ios` keeps packages sold through the App Store, plus the free ones. */
export const GetPackageQuery = z.object({
  platform_type: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().max(20).optional()),
  lang,
});
export type TGetPackageQuery = z.infer<typeof GetPackageQuery>;

/** `check-package-limit`: one of the seven feature types (eBroker forgot `project_feature`; it is accepted). */
export const CheckPackageLimitQuery = z.object({
  type: z.enum(PACKAGE_FEATURE_TYPES),
  lang,
});
export type TCheckPackageLimitQuery = z.infer<typeof CheckPackageLimitQuery>;

/**
 * `assign_package`. `in_app` and `product_id` are read only so that an App Store purchase can be refused with a
 * clear message: eBroker granted any paid package on `in_app=true` without checking a receipt.
 */
export const AssignPackageBody = z.object({
  package_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
  in_app: coerceBooleanFlag,
  product_id: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});
export type TAssignPackageBody = z.infer<typeof AssignPackageBody>;

export const PackageFeature = z.object({
  id: z.number().int(),
  type: z.enum(PACKAGE_FEATURE_TYPES),
  ...bilingualFields("name"),
  limit_type: z.enum(["limited", "unlimited"]),
  /** Credits the package gives; null when unlimited. */
  limit: z.number().int().nullable(),
});
export type TPackageFeature = z.infer<typeof PackageFeature>;

/** `package_status` values eBroker clients know; Manzil sets active or expired until payments exist. */
export const PACKAGE_STATUSES = [
  "active",
  "pending",
  "review",
  "failed",
  "rejected",
  "expired",
  "inactive",
] as const;

export const PackageCard = z.object({
  id: z.number().int(),
  ...bilingualFields("name"),
  package_type: z.enum(["free", "paid"]),
  /** Major units of `currency`, for eBroker clients; `price_minor` is the exact amount. */
  price: z.number(),
  price_minor: z.number().int(),
  currency: z.string(),
  /** Validity in hours. */
  duration: z.number().int(),
  ios_product_id: z.string().nullable(),
  created_at: z.string(),
  /** The signed-in member's relation to this package; null for guests and packages never held. */
  package_status: z.enum(PACKAGE_STATUSES).nullable(),
  payment_transaction_id: z.number().int().nullable(),
  features: z.array(PackageFeature),
});
export type TPackageCard = z.infer<typeof PackageCard>;

export const ActivePackageFeature = PackageFeature.extend({
  /** Credits used and bought; both null for unlimited features and access rights. */
  used_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
});
export type TActivePackageFeature = z.infer<typeof ActivePackageFeature>;

/** A package the member holds now, with what is left of it. */
export const ActivePackage = PackageCard.omit({ features: true }).extend({
  user_package_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
  features: z.array(ActivePackageFeature),
});
export type TActivePackage = z.infer<typeof ActivePackage>;

export const FeatureSummary = z.object({
  id: z.number().int(),
  type: z.enum(PACKAGE_FEATURE_TYPES),
  ...bilingualFields("name"),
});
export type TFeatureSummary = z.infer<typeof FeatureSummary>;

export const PackageList = z.array(PackageCard);

/** Top-level keys of `get-package` beside `data`, as eBroker returned them. */
export const GetPackageExtra = {
  active_packages: z.array(ActivePackage),
  all_features: z.array(FeatureSummary),
};

/** `check-package-limit`. `limit_available` matters for the consumable types; for access rights it equals
 * `feature_available`. */
export const PackageLimitStatus = z.object({
  package_available: z.boolean(),
  feature_available: z.boolean(),
  limit_available: z.boolean(),
});
export type TPackageLimitStatus = z.infer<typeof PackageLimitStatus>;

/**
 * `get_limits` (eBroker's older web): whether the signed-in member may post a listing (`package_type=property`)
 * or feature one (`advertisement`). `id` (a package id some versions send) is ignored.
 */
export const GetLimitsQuery = z.object({
  package_type: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined),
    z.enum(["property", "advertisement", ...PACKAGE_FEATURE_TYPES]).default("property"),
  ),
  id: z.unknown().optional(),
  lang,
});
export type TGetLimitsQuery = z.infer<typeof GetLimitsQuery>;

/** `get_limits` puts eBroker's flag beside `data`: whether a package allows it now. */
export const GetLimitsExtra = { package: z.boolean() };
