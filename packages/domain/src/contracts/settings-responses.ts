import { z } from "zod";
import { bilingualFields } from "./envelope.js";

const text = z.string().optional();
/** A switch as eBroker clients test it: `=== "1"`. */
const stringFlag = z.enum(["0", "1"]).optional();
/** eBroker clients test `rtl === 1`. */
const rtlFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * `web-settings`: only the public keys below ever leave the server (the reference leaked every setting).
 * Image keys are absolute URLs. Viewer keys appear only for signed-in callers.
 */
export const WebSettings = z.object({
  company_name: text,
  app_name: text,
  company_email: text,
  company_tel1: text,
  company_tel2: text,
  company_address: text,
  default_language: text,
  currency_code: text,
  currency_symbol: text,
  number_with_suffix: text,
  distance_option: text,
  min_radius_range: text,
  max_radius_range: text,
  svg_clr: text,
  system_color: text,
  playstore_id: text,
  appstore_id: text,
  /** Booleans: eBroker clients test these for truthiness, where the stored "0" would read as on. */
  verification_required_for_user: z.boolean().optional(),
  auto_approve: z.boolean().optional(),
  allow_cookies: z.boolean().optional(),
  text_property_submission: text,
  about_us: text,
  privacy_policy: text,
  terms_conditions: text,
  latitude: text,
  longitude: text,
  timezone: text,
  email_password_login: stringFlag,
  number_with_otp_login: stringFlag,
  /** Google sign-in: "1" only when it is configured (GOOGLE_CLIENT_IDS) and not switched off. */
  social_login: stringFlag,
  /** Always "twilio": codes are sent by the API (get-otp), never by Firebase in the client. */
  otp_service_provider: text,
  web_maintenance_mode: stringFlag,
  facebook_id: text,
  instagram_id: text,
  twitter_id: text,
  youtube_id: text,
  category_background: text,
  sell_web_color: text,
  sell_web_background_color: text,
  rent_web_color: text,
  rent_web_background_color: text,
  /** The author line of articles (the site, not an admin account) and its picture URL. */
  admin_name: text,
  admin_image: text,
  /** The web's Google sign-in client id (public by design); absent when Google sign-in is off. */
  google_client_id: text,
  /** MapLibre style JSON for maps; absent: the web draws pins on its blank built-in style. */
  map_style_url: text,
  /** Nominatim-compatible search/reverse endpoint; absent: no place look-ups. */
  map_geocoder_url: text,
  web_logo: text,
  web_footer_logo: text,
  web_placeholder_logo: text,
  web_favicon: text,
  placeholder_logo: text,
  img_placeholder: text,
  selected_currency_data: z.object({ code: z.string(), name: z.string(), symbol: z.string() }).optional(),
  /** EGP per one unit of each display currency. */
  currency_rates: z.record(z.string(), z.number()).optional(),
  display_currencies: z.array(z.string()).optional(),
  demo_mode: z.boolean().optional(),
  min_price: z.number().optional(),
  max_price: z.number().optional(),
  languages: z
    .array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        native_name: z.string(),
        rtl: rtlFlag,
      }),
    )
    .optional(),
  features_available: z.object({ premium_properties: z.boolean(), project_access: z.boolean() }).optional(),
  verification_status: z.enum(["initial", "pending", "success", "failed"]).optional(),
  is_active: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  subscription: z.boolean().optional(),
});
export type TWebSettings = z.infer<typeof WebSettings>;

export const LanguageSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  rtl: rtlFlag,
});

/**
 * `get_languages?language_code=…`: the language with its file in `file_name`, a flat map of key to string
 * (eBroker clients render `file_name[key]` directly; ADR 036).
 */
export const LanguageDetail = LanguageSummary.extend({
  status: z.union([z.literal(0), z.literal(1)]),
  file_name: z.record(z.string(), z.string()),
});
export type TLanguageDetail = z.infer<typeof LanguageDetail>;

export const SeoSetting = z.object({
  id: z.number().int(),
  page: z.string(),
  ...bilingualFields("title"),
  ...bilingualFields("description"),
  keywords: z.string(),
  image: z.string(),
  /** The same values under the names eBroker clients read. */
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
});
export type TSeoSetting = z.infer<typeof SeoSetting>;

/** Company data of an owner or agent, under the reference's `companies` column names. */
export const CompanyDetails = z.object({
  company_legal_name: z.string(),
  manager_name: z.string(),
  /** One of the spec §9 company types as a code (`private_limited` …), or "" when not chosen. */
  type_of_company: z.string(),
  email_address: z.string(),
  bank_branch: z.string(),
  bank_address: z.string(),
  /** The company's country (the user's own is `country` on the profile). */
  country: z.string(),
  bank_account_number: z.string(),
  iban: z.string(),
  swift_code: z.string(),
});
export type TCompanyDetails = z.infer<typeof CompanyDetails>;

/** `get-user-data`: the caller's own profile. Never a password hash. */
export const OwnProfile = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  profile: z.string(),
  address: z.string(),
  logintype: z.string(),
  customer_type: z.string().nullable(),
  owner_kind: z.string().nullable(),
  management_type: z.string().nullable(),
  about_me: z.string(),
  whatsappnumber: z.string(),
  facebook_id: z.string(),
  twiiter_id: z.string(),
  instagram_id: z.string(),
  youtube_id: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  notification: z.union([z.literal(0), z.literal(1)]),
  is_verified: z.boolean(),
  verification_status: z.enum(["initial", "pending", "success", "failed"]),
  isActive: z.union([z.literal(0), z.literal(1)]),
  is_admin: z.boolean(),
  created_at: z.string(),
  /** A new address waiting for its code (`verify-email-change`); `email` is still the old one until then. */
  pending_email: z.string().nullable(),
  /** Null until company data was saved once. */
  company: CompanyDetails.nullable(),
});
export type TOwnProfile = z.infer<typeof OwnProfile>;

export const Health = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  database_ms: z.number(),
});
