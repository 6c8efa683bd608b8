import { DISPLAY_CURRENCIES, DEFAULT_EXCHANGE_RATES } from "@manzil/domain/currency";
import { SITE_IMAGE_KINDS } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { Database } from "../../db/client.js";
import type { SharedCache } from "../../lib/shared-cache.js";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual, pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import { languageFile } from "./language-file.js";
import {
  activeLanguages,
  allSettings,
  languageByCode,
  publicPriceRange,
  seoSettingsList,
} from "./settings.repository.js";

/** Settings any visitor may read, as stored strings. Anything not listed here stays server-side. */
const publicKeys = [
  "company_name",
  "app_name",
  "company_email",
  "company_tel1",
  "company_tel2",
  "company_address",
  "default_language",
  "currency_code",
  "currency_symbol",
  "number_with_suffix",
  "distance_option",
  "min_radius_range",
  "max_radius_range",
  "svg_clr",
  "system_color",
  "playstore_id",
  "appstore_id",
  "text_property_submission",
  "about_us",
  "privacy_policy",
  "terms_conditions",
  "latitude",
  "longitude",
  "timezone",
  "email_password_login",
  "number_with_otp_login",
  "web_maintenance_mode",
  "facebook_id",
  "instagram_id",
  "twitter_id",
  "youtube_id",
  "category_background",
  "sell_web_color",
  "sell_web_background_color",
  "rent_web_color",
  "rent_web_background_color",
] as const;

/**
 * Values for keys a database seeded before they existed lacks. eBroker clients test the login flags with
 * `=== "1"`, so a missing flag would hide every sign-in method, and a missing colour would blank their CSS.
 */
const publicDefaults: Partial<Record<(typeof publicKeys)[number], string>> = {
  email_password_login: "1",
  number_with_otp_login: "1",
  web_maintenance_mode: "0",
  facebook_id: "",
  instagram_id: "",
  twitter_id: "",
  youtube_id: "",
};

/**
 * Settings eBroker clients test for truthiness (`if (needToVerify)`): the stored "0" would read as true, so
 * these are served as booleans, as the reference backend does.
 */
const booleanKeys = ["verification_required_for_user", "auto_approve", "allow_cookies"] as const;

/** Keys with an `_ar` twin in the table: the caller's language is served under the plain key. */
const bilingualKeys = new Set([
  "company_name",
  "company_address",
  "text_property_submission",
  "about_us",
  "privacy_policy",
  "terms_conditions",
]);

/** The brand images, served as URLs; admins replace them on /admin/site (ADR 071). */
const imageKeys = SITE_IMAGE_KINDS;

const colourKeys = [
  "category_background",
  "sell_web_color",
  "sell_web_background_color",
  "rent_web_color",
  "rent_web_background_color",
] as const;

const currencyNames: Record<string, { en: string; ar: string; symbol: string }> = {
  EGP: { en: "Egyptian Pound", ar: "جنيه مصري", symbol: "E£" },
};

const isFlagOn = (value: string | undefined) => value === "1" || value === "true";

export function parseExchangeRates(raw: string | undefined): Record<string, number> {
  try {
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const rates: Record<string, number> = { ...DEFAULT_EXCHANGE_RATES };
    for (const [code, value] of Object.entries(parsed)) {
      if (typeof value === "number" && value > 0) rates[code] = value;
    }
    return rates;
  } catch {
    return { ...DEFAULT_EXCHANGE_RATES };
  }
}

export function createSettingsService(db: Database, deps: { packages: PackagesService; cache: SharedCache }) {
  // The public reads every page makes come from the shared cache (ADR 078); the admin writes that change them
  // drop it. `raw()` stays uncached: payments, bookings and e-mails read the table as it is now.
  const cache = deps.cache;
  const cachedSettings = () => cache.get("settings:all", ["settings"], () => allSettings(db));
  const cachedLanguages = () => cache.get("settings:languages", ["settings"], () => activeLanguages(db));
  return {
    async raw(): Promise<Map<string, string>> {
      return allSettings(db);
    },

    /** `web-settings`: the public settings, brand images as URLs, and viewer-specific flags when signed in. */
    async webSettings(input: {
      lang: Language;
      filesUrl: string;
      viewer: Viewer | null;
      /** The clock package periods are checked against (tests fix it). */
      now?: Date;
      demoMode: boolean;
      googleClientId?: string | undefined;
      /** MAP_STYLE_URL / MAP_GEOCODER_URL: deployment config, not table rows, so they come from the caller. */
      mapStyleUrl?: string | undefined;
      mapGeocoderUrl?: string | undefined;
      type?: string;
    }) {
      const [settings, langs, range] = await Promise.all([
        cachedSettings(),
        cachedLanguages(),
        cache.get("settings:price-range", ["listings"], () => publicPriceRange(db)),
      ]);
      const data: Record<string, unknown> = {};
      for (const key of publicKeys) {
        const value = settings.get(key) ?? publicDefaults[key];
        if (value === undefined) continue;
        data[key] = bilingualKeys.has(key) ? pick(input.lang, value, settings.get(`${key}_ar`)) : value;
      }
      for (const key of booleanKeys) data[key] = isFlagOn(settings.get(key));
      for (const key of imageKeys) data[key] = fileUrl(input.filesUrl, settings.get(key));
      const brandColour = settings.get("system_color");
      for (const key of colourKeys) data[key] ??= brandColour;
      // Manzil never uses Firebase phone sign-in: the client asks the API for codes (get-otp / verify-otp).
      data.otp_service_provider = "twilio";
      data.social_login = input.googleClientId && settings.get("social_login") !== "0" ? "1" : "0";
      // The author line of articles; the site signs them, so no admin account's name is published.
      data.admin_name =
        pick(input.lang, settings.get("admin_name"), settings.get("admin_name_ar")) ||
        (data.company_name ?? "");
      data.admin_image = fileUrl(
        input.filesUrl,
        settings.get("admin_image") ?? settings.get("web_placeholder_logo"),
      );
      const currencyCode = settings.get("currency_code") ?? "EGP";
      const currency = currencyNames[currencyCode];
      data.selected_currency_data = {
        code: currencyCode,
        name: currency ? (input.lang === "ar" ? currency.ar : currency.en) : currencyCode,
        symbol: settings.get("currency_symbol") ?? currency?.symbol ?? currencyCode,
      };
      data.currency_rates = parseExchangeRates(settings.get("currency_rates"));
      data.display_currencies = DISPLAY_CURRENCIES;
      data.img_placeholder = fileUrl(input.filesUrl, settings.get("web_placeholder_logo"));
      data.demo_mode = input.demoMode;
      if (input.googleClientId) data.google_client_id = input.googleClientId;
      if (input.mapStyleUrl) data.map_style_url = input.mapStyleUrl;
      if (input.mapGeocoderUrl) data.map_geocoder_url = input.mapGeocoderUrl;
      data.min_price = fromMinorUnits(range.min, range.currency);
      data.max_price = fromMinorUnits(range.max, range.currency);
      data.languages = langs.map((l) => ({
        id: l.id,
        code: l.code,
        name: l.name,
        native_name: l.nativeName,
        rtl: l.rtl ? 1 : 0,
      }));
      data.features_available = { premium_properties: false, project_access: false };
      if (input.viewer) {
        const now = input.now ?? new Date();
        const [rights, hasPackage] = await Promise.all([
          deps.packages.accessRights(input.viewer.id, now),
          deps.packages.hasActivePackage(input.viewer.id, now),
        ]);
        data.features_available = rights;
        data.verification_status = input.viewer.verificationStatus;
        data.is_active = input.viewer.isActive;
        data.subscription = hasPackage;
        data.is_premium = hasPackage || rights.premium_properties;
      }
      if (input.type) return { [input.type]: data[input.type] ?? null };
      return data;
    },

    /**
     * `get_languages`: one language with its file in `file_name` (the web's with `web_language_file=1`, else
     * the app's), or the list when no code is given. `rtl` is 1/0: eBroker clients test `rtl === 1`.
     */
    async language(code: string | undefined, webFile: boolean) {
      if (!code) return { list: await cachedLanguages() };
      const lower = code.toLowerCase();
      const row = await cache.get(`settings:language:${lower}`, ["settings"], () =>
        languageByCode(db, lower),
      );
      if (!row || !row.isActive) return { list: null, language: null };
      return {
        language: {
          id: row.id,
          code: row.code,
          name: row.name,
          native_name: row.nativeName,
          rtl: row.rtl ? 1 : 0,
          status: 1,
          file_name: languageFile(row.code, webFile ? row.webTranslations : row.appTranslations),
        },
      };
    },

    async seoSettings(input: { lang: Language; filesUrl: string; page?: string }) {
      const rows = await cache.get(`settings:seo:${input.page ?? ""}`, ["settings"], () =>
        seoSettingsList(db, input.page),
      );
      return rows.map((row) => {
        const title = bilingual("title", input.lang, row.title, row.titleAr);
        const description = bilingual("description", input.lang, row.description, row.descriptionAr);
        const image = fileUrl(input.filesUrl, row.image);
        // eBroker clients read the meta_* names; Manzil's web reads the plain ones.
        return {
          id: row.id,
          page: row.page,
          ...title,
          ...description,
          keywords: row.keywords,
          image,
          meta_title: title.title,
          meta_description: description.description,
          meta_keywords: row.keywords,
          meta_image: image,
        };
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
