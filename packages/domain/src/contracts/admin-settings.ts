import { z } from "zod";

// The admin console's settings page (issue 17, ADR 066): what an admin may change in the settings table, each
// value checked here so the API and the web's form refuse the same things with the same words.

/** The display currencies with a rate against the site currency (EGP, always 1). */
export const RATED_CURRENCIES = ["USD", "EUR", "SAR", "GBP", "AED"] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** The classifications with loyalty tiers (vacation homes 4, hotels 5), as their settings keys name them. */
export const LOYALTY_KEYS = ["loyalty_discounts_4", "loyalty_discounts_5"] as const;

const colour = z
  .string({ error: "admin_settings.colour" })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "admin_settings.colour" })
  .transform((value) => value.toLowerCase());

/** A link to a social page: https only (a profile page opened from our site), or empty to hide the icon. */
const httpsUrlOrEmpty = z
  .string({ error: "admin_settings.https_url" })
  .trim()
  .max(500, { error: "admin_settings.too_long" })
  .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: "admin_settings.https_url",
  });

const text = (max: number, required = true) =>
  z
    .string({ error: "admin_settings.text" })
    .trim()
    .max(max, { error: "admin_settings.too_long" })
    .refine((value) => !required || value.length > 0, { error: "admin_settings.required" });

const email = z
  .string({ error: "admin_settings.email" })
  .trim()
  .max(254, { error: "admin_settings.too_long" })
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: "admin_settings.email" });

const phone = z
  .string({ error: "admin_settings.phone" })
  .trim()
  .refine((value) => value === "" || /^\+?[0-9 ()-]{6,20}$/.test(value), { error: "admin_settings.phone" });

/**
 * Units of the site currency per one unit of a display currency: positive, at most 6 decimals. Strings are
 * read digit by digit (no float rounding decides whether "47.1234567" has seven decimals).
 */
const rate = z
  .union([z.string(), z.number()], { error: "admin_settings.rate" })
  .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
  .refine((value) => /^\d{1,9}(\.\d{1,6})?$/.test(value) && Number(value) > 0, {
    error: "admin_settings.rate",
  })
  .transform(Number);

const percentage = z
  .number({ error: "admin_settings.percentage" })
  .min(0, { error: "admin_settings.percentage" })
  .max(100, { error: "admin_settings.percentage" })
  .refine((value) => Number.isInteger(value * 100), { error: "admin_settings.percentage" });

/** Four tiers, each at least the one before: a more loyal guest never gets less. */
const loyaltyTiers = z
  .array(percentage, { error: "admin_settings.loyalty_tiers" })
  .length(4, { error: "admin_settings.loyalty_tiers" })
  .refine((tiers) => tiers.every((value, i) => i === 0 || value >= tiers[i - 1]!), {
    error: "admin_settings.loyalty_ascending",
  });

const weekendDays = z
  .array(z.number({ error: "admin_settings.weekend_days" }).int().min(0).max(6), {
    error: "admin_settings.weekend_days",
  })
  .max(7, { error: "admin_settings.weekend_days" })
  .refine((days) => new Set(days).size === days.length, { error: "admin_settings.weekend_days" });

/** `POST /api/admin/settings`: any subset of the known keys; an unknown key refuses the whole request. */
export const UpdateAdminSettingsBody = z.strictObject(
  {
    company_name: text(120).optional(),
    company_name_ar: text(120).optional(),
    app_name: text(60).optional(),
    default_language: z.enum(["en", "ar"], { error: "admin_settings.language" }).optional(),
    system_color: colour.optional(),
    category_background: colour.optional(),
    sell_web_color: colour.optional(),
    sell_web_background_color: colour.optional(),
    rent_web_color: colour.optional(),
    rent_web_background_color: colour.optional(),
    company_email: email.optional(),
    company_tel1: phone.optional(),
    company_tel2: phone.optional(),
    company_address: text(300, false).optional(),
    company_address_ar: text(300, false).optional(),
    facebook_id: httpsUrlOrEmpty.optional(),
    instagram_id: httpsUrlOrEmpty.optional(),
    twitter_id: httpsUrlOrEmpty.optional(),
    youtube_id: httpsUrlOrEmpty.optional(),
    playstore_id: text(150, false).optional(),
    appstore_id: text(150, false).optional(),
    verification_required_for_user: z.boolean({ error: "admin_settings.flag" }).optional(),
    auto_approve: z.boolean({ error: "admin_settings.flag" }).optional(),
    auto_approve_edited_listings: z.boolean({ error: "admin_settings.flag" }).optional(),
    bank_transfer_status: z.boolean({ error: "admin_settings.flag" }).optional(),
    currency_rates: z
      .strictObject(
        {
          USD: rate.optional(),
          EUR: rate.optional(),
          SAR: rate.optional(),
          GBP: rate.optional(),
          AED: rate.optional(),
        },
        { error: "admin_settings.rates" },
      )
      .optional(),
    weekend_days: weekendDays.optional(),
    loyalty_discounts_4: loyaltyTiers.optional(),
    loyalty_discounts_5: loyaltyTiers.optional(),
  },
  { error: "admin_settings.unknown_key" },
);
export type TUpdateAdminSettingsBody = z.input<typeof UpdateAdminSettingsBody>;
export type TAdminSettingsChanges = z.output<typeof UpdateAdminSettingsBody>;

/** A secret the page may replace but never read: only whether one is configured. */
export const SecretState = z.object({ set: z.boolean() });

/** `GET /api/admin/settings`: the editable settings by section, plus what the deployment decides (read only). */
export const AdminSettings = z.object({
  site_currency: z.string(),
  currency_rates: z.record(z.string(), z.number()),
  general: z.object({
    company_name: z.string(),
    company_name_ar: z.string(),
    app_name: z.string(),
    default_language: z.string(),
  }),
  branding: z.object({
    system_color: z.string(),
    category_background: z.string(),
    sell_web_color: z.string(),
    sell_web_background_color: z.string(),
    rent_web_color: z.string(),
    rent_web_background_color: z.string(),
  }),
  contact: z.object({
    company_email: z.string(),
    company_tel1: z.string(),
    company_tel2: z.string(),
    company_address: z.string(),
    company_address_ar: z.string(),
  }),
  social: z.object({
    facebook_id: z.string(),
    instagram_id: z.string(),
    twitter_id: z.string(),
    youtube_id: z.string(),
  }),
  apps: z.object({ playstore_id: z.string(), appstore_id: z.string() }),
  listing_rules: z.object({
    verification_required_for_user: z.boolean(),
    auto_approve: z.boolean(),
    auto_approve_edited_listings: z.boolean(),
  }),
  /** DEMO_MODE is deployment config: shown, not switched from the page. */
  demo_mode: z.boolean(),
  weekend_days: z.array(z.number().int()),
  loyalty: z.object({
    loyalty_discounts_4: z.array(z.number()),
    loyalty_discounts_5: z.array(z.number()),
  }),
  payment_methods: z.object({
    bank_transfer_status: z.boolean(),
    /** Gateways are keyed in the deployment's environment (ADR 038): enabled or not, secrets masked. */
    gateways: z.array(z.object({ method: z.string(), enabled: z.boolean(), secret: SecretState })),
  }),
});
export type TAdminSettings = z.infer<typeof AdminSettings>;
