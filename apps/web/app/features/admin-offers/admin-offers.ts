import {
  PACKAGE_FEATURE_TYPES,
  type TAdminPackage,
  type TAdminPackageBody,
  type TPackageFeatureType,
} from "@manzil/domain/contracts";
import { minorUnitExponent, toDecimalString, toMinorUnits } from "@manzil/domain/money";

export const PACKAGES_KEY = "admin/packages";
export const REPORT_REASONS_KEY = "admin/report-reasons";
export const HOMEPAGE_SECTIONS_KEY = "admin/homepage-sections";

export const packageHref = (id: number | "new") => `/admin/packages/${id}`;

/**
 * The admin's typed amount ("199.99", "1,250.5") in minor units of `currency`, or null when it is not an
 * amount the currency can hold (more decimals than it has, letters, negative). Goes through the domain's
 * exact decimal conversion, so 199.99 is 19999 and never 19998.999….
 */
export function majorAmountToMinor(text: string, currency: string): number | null {
  const plain = text.trim().replace(/[,\s]/g, "");
  const decimals = minorUnitExponent(currency);
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{0,${decimals}})?$`) : /^\d{1,12}$/;
  if (!pattern.test(plain)) return null;
  return toMinorUnits(plain, currency);
}

/** Minor units back as the text the admin edits: 19999 EGP → "199.99", 0 → "0". */
export function minorToMajorText(amountMinor: number, currency: string): string {
  return amountMinor === 0 ? "0" : toDecimalString(amountMinor, currency);
}

export type Inclusion = "none" | "limited" | "unlimited";
export type DurationUnit = "hours" | "days";

/** The package form as typed: text where the admin types, so a half-typed number is never lost. */
export type PackageDraft = {
  name: string;
  name_ar: string;
  package_type: "free" | "paid";
  price: string;
  duration: string;
  duration_unit: DurationUnit;
  ios_product_id: string;
  features: Record<TPackageFeatureType, { inclusion: Inclusion; limit: string }>;
};

export function emptyDraft(): PackageDraft {
  return {
    name: "",
    name_ar: "",
    package_type: "paid",
    price: "",
    duration: "30",
    duration_unit: "days",
    ios_product_id: "",
    features: Object.fromEntries(
      PACKAGE_FEATURE_TYPES.map((type) => [type, { inclusion: "none", limit: "" }]),
    ) as PackageDraft["features"],
  };
}

export function draftOfPackage(pkg: TAdminPackage): PackageDraft {
  const draft = emptyDraft();
  const inDays = pkg.duration_hours % 24 === 0;
  for (const feature of pkg.features) {
    draft.features[feature.type] = {
      inclusion: feature.limit_type,
      limit: feature.limit === null ? "" : String(feature.limit),
    };
  }
  return {
    ...draft,
    name: pkg.name,
    name_ar: pkg.name_ar,
    package_type: pkg.package_type,
    price: minorToMajorText(pkg.price_minor, pkg.currency),
    duration: String(inDays ? pkg.duration_hours / 24 : pkg.duration_hours),
    duration_unit: inDays ? "days" : "hours",
    ios_product_id: pkg.ios_product_id ?? "",
  };
}

/** A whole number typed by the admin, or NaN (the API then names the field). */
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The API body of a draft, or the price's own error when the amount cannot be read (checked here because the
 * API takes minor units and would otherwise only see a number). `featureOrder` says which row each
 * `features.<i>` of a 422 belongs to.
 */
export function bodyOfDraft(
  draft: PackageDraft,
  currency: string,
):
  { ok: true; body: TAdminPackageBody; featureOrder: TPackageFeatureType[] } | { ok: false; field: "price" } {
  const priceMinor = draft.package_type === "free" ? 0 : majorAmountToMinor(draft.price, currency);
  if (priceMinor === null) return { ok: false, field: "price" };
  const included = PACKAGE_FEATURE_TYPES.filter((type) => draft.features[type].inclusion !== "none");
  const duration = wholeNumber(draft.duration);
  return {
    ok: true,
    featureOrder: included,
    body: {
      name: draft.name,
      name_ar: draft.name_ar,
      package_type: draft.package_type,
      price_minor: priceMinor,
      duration_hours: draft.duration_unit === "days" ? duration * 24 : duration,
      ios_product_id: draft.ios_product_id.trim() || null,
      features: included.map((type) => {
        const { inclusion, limit } = draft.features[type];
        return inclusion === "limited"
          ? { type, limit_type: "limited" as const, limit: wholeNumber(limit) }
          : { type, limit_type: "unlimited" as const };
      }),
    },
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); the ends stay put. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
