import type { TActivePackage, TPackageCard, TPackageFeature } from "@manzil/domain/contracts";

const feature = (id: number, type: TPackageFeature["type"], limit: number | null): TPackageFeature => ({
  id,
  type,
  name: type,
  name_en: type,
  name_ar: type,
  limit_type: limit === null ? "unlimited" : "limited",
  limit,
});

const card = (overrides: Partial<TPackageCard> & Pick<TPackageCard, "id" | "name">): TPackageCard => ({
  name_en: overrides.name,
  name_ar: overrides.name,
  package_type: "paid",
  price: 0,
  price_minor: 0,
  currency: "EGP",
  duration: 720,
  ios_product_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  package_status: null,
  payment_transaction_id: null,
  features: [],
  ...overrides,
});

/** The demo catalogue's shape: one free package, one paid without premium access, one paid with it. */
export const FREE = card({
  id: 1,
  name: "Free",
  package_type: "free",
  features: [feature(1, "property_list", 3), feature(2, "property_feature", 1)],
});
export const BASIC = card({
  id: 2,
  name: "Basic",
  price: 499,
  price_minor: 49_900,
  features: [feature(1, "property_list", 10), feature(5, "mortgage_calculator_detail", null)],
});
export const PRO = card({
  id: 3,
  name: "Pro",
  price: 1499,
  price_minor: 149_900,
  duration: 2160,
  features: [feature(1, "property_list", null), feature(6, "premium_properties", null)],
});
export const PLANS = [FREE, BASIC, PRO];

/** The member holds the free package: one listing of three used, ends on 21 December 2026. */
export const HELD_FREE: TActivePackage = {
  ...FREE,
  package_status: "active",
  user_package_id: 40,
  start_date: "2026-11-21T00:00:00.000Z",
  end_date: "2026-12-21T00:00:00.000Z",
  is_active: true,
  features: [
    { ...feature(1, "property_list", 3), used_limit: 1, total_limit: 3 },
    { ...feature(2, "property_feature", 1), used_limit: 0, total_limit: 1 },
  ],
};
