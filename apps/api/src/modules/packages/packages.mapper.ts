import type {
  TActivePackage,
  TActivePackageFeature,
  TFeatureSummary,
  TPackageCard,
  TPackageFeature,
} from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type {
  allFeatures,
  HeldPackageRow,
  LimitRow,
  PackageFeatureRow,
  PackageRow,
} from "./packages.repository.js";

type FeatureRow = Awaited<ReturnType<typeof allFeatures>>[number];

export function mapFeatureSummary(row: FeatureRow, lang: Language): TFeatureSummary {
  return { id: row.id, type: row.type, ...bilingual("name", lang, row.name, row.nameAr) };
}

function mapPackageFeature(row: PackageFeatureRow, lang: Language): TPackageFeature {
  return {
    id: row.featureId,
    type: row.type,
    ...bilingual("name", lang, row.name, row.nameAr),
    limit_type: row.limitType,
    limit: row.limitType === "limited" ? (row.limit ?? 0) : null,
  };
}

function packageFields(row: PackageRow, lang: Language) {
  return {
    id: row.id,
    ...bilingual("name", lang, row.name, row.nameAr),
    package_type: row.packageType,
    price: fromMinorUnits(row.priceMinor, row.currency),
    price_minor: row.priceMinor,
    currency: row.currency,
    duration: row.durationHours,
    ios_product_id: row.iosProductId,
    created_at: row.createdAt.toISOString(),
  };
}

export function mapPackageCard(
  row: PackageRow,
  features: PackageFeatureRow[],
  ctx: { lang: Language; status: TPackageCard["package_status"]; paymentTransactionId: number | null },
): TPackageCard {
  return {
    ...packageFields(row, ctx.lang),
    package_status: ctx.status,
    payment_transaction_id: ctx.paymentTransactionId,
    features: features.map((f) => mapPackageFeature(f, ctx.lang)),
  };
}

/**
 * A held package with its credits. A limited feature without a credit row (added to the package after it was
 * bought) shows 0 of 0: what was bought is what counts.
 */
export function mapActivePackage(
  held: HeldPackageRow,
  features: PackageFeatureRow[],
  limits: LimitRow[],
  ctx: { lang: Language; now: Date; paymentTransactionId?: number | null },
): TActivePackage {
  const isActive = held.startsAt <= ctx.now && held.endsAt > ctx.now;
  return {
    ...packageFields(held.package, ctx.lang),
    package_status: isActive ? "active" : "expired",
    payment_transaction_id: ctx.paymentTransactionId ?? null,
    user_package_id: held.userPackageId,
    start_date: held.startsAt.toISOString(),
    end_date: held.endsAt.toISOString(),
    is_active: isActive,
    features: features.map((f): TActivePackageFeature => {
      const credit = limits.find(
        (l) => l.userPackageId === held.userPackageId && l.featureId === f.featureId,
      );
      const isLimited = f.limitType === "limited";
      return {
        ...mapPackageFeature(f, ctx.lang),
        used_limit: isLimited ? (credit?.usedLimit ?? 0) : null,
        total_limit: isLimited ? (credit?.totalLimit ?? 0) : null,
      };
    }),
  };
}
