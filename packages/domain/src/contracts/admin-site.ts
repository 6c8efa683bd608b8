import { z } from "zod";

// The admin console's site setup (issue 17, ADR 071): stay tax rates, languages and the site's logos. One schema
// per call, shared by the API and the web so both refuse the same input with the same words.

/** Stay classifications with their own tax rates (4 vacation home, 5 hotel), as `property_taxes` keys them. */
export const TAX_CLASSIFICATIONS = [4, 5] as const;
export const TAX_KINDS = ["service_charge", "sales_tax", "city_tax"] as const;
export type TTaxKind = (typeof TAX_KINDS)[number];

/**
 * A tax rate as the admin writes it: a percentage 0–100 with at most 2 decimals, which is exactly what the table's
 * basis points hold (12.5 % = 1250). Read digit by digit, so no float decides whether "7.125" has 3 decimals.
 */
const taxPercentage = z
  .union([z.string(), z.number()], { error: "admin_site.tax_rate" })
  .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, {
    error: "admin_site.tax_rate",
  })
  .transform((value) => {
    const [whole = "0", fraction = ""] = value.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });

/** `POST /api/admin/taxes`: one classification's rates; a rate left out stays as it is. */
export const UpdateTaxRatesBody = z.strictObject(
  {
    classification: z.union([z.literal(4), z.literal(5)], { error: "admin_site.classification" }),
    service_charge: taxPercentage.optional(),
    sales_tax: taxPercentage.optional(),
    city_tax: taxPercentage.optional(),
  },
  { error: "admin_site.unknown_key" },
);
export type TUpdateTaxRatesBody = z.input<typeof UpdateTaxRatesBody>;
/** The parsed body: rates in basis points. */
export type TTaxRateChanges = z.output<typeof UpdateTaxRatesBody>;

/** One classification's rates, as percentages (what the admin reads) and basis points (what is stored). */
export const AdminTaxRates = z.object({
  classification: z.number().int(),
  service_charge: z.number(),
  sales_tax: z.number(),
  city_tax: z.number(),
  service_charge_bp: z.number().int(),
  sales_tax_bp: z.number().int(),
  city_tax_bp: z.number().int(),
});
export type TAdminTaxRates = z.infer<typeof AdminTaxRates>;

/** Languages whose web pages Manzil writes itself (ADR 007): never switched off, their direction fixed. */
export const REQUIRED_LANGUAGES = ["en", "ar"] as const;

/** `GET /api/admin/languages`: each language with how many strings its uploaded bundles hold. */
export const AdminLanguage = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  rtl: z.boolean(),
  is_active: z.boolean(),
  /** The site's default language or one the web needs: it cannot be switched off. */
  required: z.boolean(),
  web_strings: z.number().int(),
  app_strings: z.number().int(),
});
export type TAdminLanguage = z.infer<typeof AdminLanguage>;

const languageName = z
  .string({ error: "admin_site.language_name" })
  .trim()
  .min(1, { error: "admin_site.language_name" })
  .max(60, { error: "admin_site.too_long" });

export const LanguageCodeParams = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, { error: "admin_site.language_code" }),
});

/** `POST /api/admin/languages/:code`: any of the four, the rest kept. */
export const UpdateLanguageBody = z.strictObject(
  {
    name: languageName.optional(),
    native_name: languageName.optional(),
    rtl: z.boolean({ error: "admin_site.flag" }).optional(),
    is_active: z.boolean({ error: "admin_site.flag" }).optional(),
  },
  { error: "admin_site.unknown_key" },
);
export type TUpdateLanguageBody = z.infer<typeof UpdateLanguageBody>;

export const TRANSLATION_TARGETS = ["web", "app"] as const;
/** An uploaded translation file's limits: eBroker's bundles hold about 1,500 short strings. */
export const TRANSLATION_FILE_MAX_BYTES = 512 * 1024;
export const TRANSLATION_MAX_STRINGS = 5000;
export const TRANSLATION_MAX_STRING_LENGTH = 5000;

/** `POST /api/admin/languages/:code/translations` (multipart): `target` web or app, `file` the JSON bundle. */
export const UploadTranslationsBody = z.object({
  target: z.enum(TRANSLATION_TARGETS, { error: "admin_site.translation_target" }),
  file: z.unknown().optional(),
});

/** The settings keys of the site's images; each is served as a URL by `web-settings`. */
export const SITE_IMAGE_KINDS = [
  "web_logo",
  "web_footer_logo",
  "web_placeholder_logo",
  "web_favicon",
  "placeholder_logo",
] as const;
export type TSiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
/** The largest image accepted (before it is re-encoded, which only ever shrinks it). */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /api/admin/settings/images` (multipart): which image, and the file. */
export const UploadSiteImageBody = z.object({
  kind: z.enum(SITE_IMAGE_KINDS, { error: "admin_site.image_kind" }),
  file: z.unknown().optional(),
});

/** The site's images as the public settings serve them: a URL each, or "" when none is set. */
export const AdminSiteImages = z.object({
  web_logo: z.string(),
  web_footer_logo: z.string(),
  web_placeholder_logo: z.string(),
  web_favicon: z.string(),
  placeholder_logo: z.string(),
});
export type TAdminSiteImages = z.infer<typeof AdminSiteImages>;
