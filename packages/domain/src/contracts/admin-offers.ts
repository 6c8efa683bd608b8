import { z } from "zod";
import { coerceOptionalInt } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";
import { PACKAGE_FEATURE_TYPES } from "./packages.js";

// The admin console's offers (issue 17, ADR 068): packages with their feature limits, report reasons and the
// home page's sections. Error messages are keys (`admin_offers.*`) so a 422 reads in the caller's language.

const id = z.number({ error: "admin_offers.id" }).int().positive().max(MAX_ID);

export const AdminOffersIdParams = z.object({ id: coerceOptionalInt(id).pipe(z.number()) });

const text = (max: number) =>
  z
    .string({ error: "admin_offers.required" })
    .trim()
    .min(1, { error: "admin_offers.required" })
    .max(max, { error: "admin_offers.too_long" });

/** Sets `is_active` of a package or a report reason. */
export const AdminActiveBody = z.strictObject({ is_active: z.boolean({ error: "admin_offers.flag" }) });
export type TAdminActiveBody = z.infer<typeof AdminActiveBody>;

/** A whole new order: every id of the list exactly once, first shown first. */
export const AdminOrderBody = z.strictObject({
  ids: z
    .array(id, { error: "admin_offers.order" })
    .min(1, { error: "admin_offers.order" })
    .max(500, { error: "admin_offers.order" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "admin_offers.order" }),
});
export type TAdminOrderBody = z.infer<typeof AdminOrderBody>;

// ---------------------------------------------------------------- packages

export const packageTypes = ["free", "paid"] as const;
export const featureLimitTypes = ["limited", "unlimited"] as const;

/** Longest validity an admin may give a package: ten years, in hours. */
export const MAX_PACKAGE_HOURS = 10 * 366 * 24;
/** Highest limit of a limited feature (a typo guard: nobody sells a million listings). */
export const MAX_FEATURE_LIMIT = 100_000;
/** Highest package price in minor units (a typo guard well inside a safe integer). */
export const MAX_PACKAGE_PRICE_MINOR = 100_000_000_000;

/** One included feature; a feature left out of the list is not included. */
const PackageFeatureInput = z
  .strictObject({
    type: z.enum(PACKAGE_FEATURE_TYPES, { error: "admin_offers.feature" }),
    limit_type: z.enum(featureLimitTypes, { error: "admin_offers.limit_type" }),
    limit: z
      .number({ error: "admin_offers.limit" })
      .int({ error: "admin_offers.limit" })
      .min(1, { error: "admin_offers.limit" })
      .max(MAX_FEATURE_LIMIT, { error: "admin_offers.limit" })
      .nullable()
      .optional(),
  })
  .superRefine((feature, ctx) => {
    if (feature.limit_type === "limited" && (feature.limit === undefined || feature.limit === null)) {
      ctx.addIssue({ code: "custom", path: ["limit"], message: "admin_offers.limit" });
    }
    if (feature.limit_type === "unlimited" && feature.limit !== undefined && feature.limit !== null) {
      ctx.addIssue({ code: "custom", path: ["limit"], message: "admin_offers.unlimited_no_limit" });
    }
  });

/**
 * `POST /api/admin/packages` and `POST /api/admin/packages/:id`: the whole package. The price is integer minor
 * units of the site currency (ADR 005, 068): the form turns the admin's "199.99" into 19999 with the domain's
 * `toMinorUnits`, so no float ever reaches the database.
 */
export const AdminPackageBody = z
  .strictObject({
    name: text(100),
    name_ar: text(100),
    package_type: z.enum(packageTypes, { error: "admin_offers.package_type" }),
    price_minor: z
      .number({ error: "admin_offers.price" })
      .int({ error: "admin_offers.price" })
      .min(0, { error: "admin_offers.price" })
      .max(MAX_PACKAGE_PRICE_MINOR, { error: "admin_offers.price" }),
    duration_hours: z
      .number({ error: "admin_offers.duration" })
      .int({ error: "admin_offers.duration" })
      .min(1, { error: "admin_offers.duration" })
      .max(MAX_PACKAGE_HOURS, { error: "admin_offers.duration" }),
    /** The App Store product sold for it; empty or null when it is not sold in the iOS app. */
    ios_product_id: z
      .string({ error: "admin_offers.ios_product_id" })
      .trim()
      .max(150, { error: "admin_offers.too_long" })
      .regex(/^$|^[A-Za-z0-9._-]+$/, { error: "admin_offers.ios_product_id" })
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    features: z
      .array(PackageFeatureInput, { error: "admin_offers.features" })
      .max(PACKAGE_FEATURE_TYPES.length, { error: "admin_offers.features" })
      .refine((list) => new Set(list.map((f) => f.type)).size === list.length, {
        error: "admin_offers.features",
      }),
  })
  .superRefine((body, ctx) => {
    // A free package costs nothing and a paid one something: the checkout relies on it.
    if (body.package_type === "free" && body.price_minor !== 0) {
      ctx.addIssue({ code: "custom", path: ["price_minor"], message: "admin_offers.free_price" });
    }
    if (body.package_type === "paid" && body.price_minor === 0) {
      ctx.addIssue({ code: "custom", path: ["price_minor"], message: "admin_offers.paid_price" });
    }
  });
export type TAdminPackageBody = z.input<typeof AdminPackageBody>;

export const AdminPackageFeature = z.object({
  type: z.enum(PACKAGE_FEATURE_TYPES),
  name: z.string(),
  name_ar: z.string(),
  limit_type: z.enum(featureLimitTypes),
  limit: z.number().int().nullable(),
});
export type TAdminPackageFeature = z.infer<typeof AdminPackageFeature>;

export const AdminPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  package_type: z.enum(packageTypes),
  price_minor: z.number().int(),
  currency: z.string(),
  duration_hours: z.number().int(),
  ios_product_id: z.string().nullable(),
  is_active: z.boolean(),
  /** Members holding it now (started, not ended). */
  holders: z.number().int(),
  features: z.array(AdminPackageFeature),
  created_at: z.string(),
});
export type TAdminPackage = z.infer<typeof AdminPackage>;

/** `GET /api/admin/packages`: every package, and every feature a package may include (for the form). */
export const AdminPackageList = z.object({
  packages: z.array(AdminPackage),
  features: z.array(z.object({ type: z.enum(PACKAGE_FEATURE_TYPES), name: z.string(), name_ar: z.string() })),
  currency: z.string(),
});
export type TAdminPackageList = z.infer<typeof AdminPackageList>;

// ---------------------------------------------------------------- report reasons

/** `POST /api/admin/report-reasons` and `…/:id`: the reason in both languages. */
export const AdminReportReasonBody = z.strictObject({ reason: text(200), reason_ar: text(200) });
export type TAdminReportReasonBody = z.infer<typeof AdminReportReasonBody>;

export const AdminReportReason = z.object({
  id: z.number().int(),
  reason: z.string(),
  reason_ar: z.string(),
  is_active: z.boolean(),
  sequence: z.number().int(),
  /** Reports that name it: such a reason can be deactivated, not deleted. */
  reports: z.number().int(),
});
export type TAdminReportReason = z.infer<typeof AdminReportReason>;

// ---------------------------------------------------------------- homepage sections

export const AdminHomepageSectionBody = z.strictObject({
  title: text(100),
  title_ar: text(100),
  is_active: z.boolean({ error: "admin_offers.flag" }),
});
export type TAdminHomepageSectionBody = z.infer<typeof AdminHomepageSectionBody>;

export const AdminHomepageSection = z.object({
  id: z.number().int(),
  section_type: z.string(),
  title: z.string(),
  title_ar: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type TAdminHomepageSection = z.infer<typeof AdminHomepageSection>;
