import { DISPLAY_CURRENCIES, DEFAULT_EXCHANGE_RATES } from "@manzil/domain/currency";
import { fromMinorUnits } from "@manzil/domain/money";
import type { Database } from "../../db/client.js";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual, pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import {
  activeLanguages,
  allSettings,
  languageByCode,
  publicPriceRange,
  seoSettingsList,
} from "./settings.repository.js";

/** Settings any visitor may read. Anything not listed here (future mail templates, etc.) stays server-side. */
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
  "verification_required_for_user",
  "text_property_submission",
  "about_us",
  "privacy_policy",
  "terms_conditions",
  "latitude",
  "longitude",
  "timezone",
  "allow_cookies",
] as const;

/** Keys with an `_ar` twin in the table: the caller's language is served under the plain key. */
const bilingualKeys = new Set([
  "company_name",
  "company_address",
  "text_property_submission",
  "about_us",
  "privacy_policy",
  "terms_conditions",
]);

const imageKeys = [
  "web_logo",
  "web_footer_logo",
  "web_placeholder_logo",
  "web_favicon",
  "placeholder_logo",
] as const;

const currencyNames: Record<string, { en: string; ar: string; symbol: string }> = {
  EGP: { en: "Egyptian Pound", ar: "جنيه مصري", symbol: "E£" },
};

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

export function createSettingsService(db: Database, deps: { packages: PackagesService }) {
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
        allSettings(db),
        activeLanguages(db),
        publicPriceRange(db),
      ]);
      const data: Record<string, unknown> = {};
      for (const key of publicKeys) {
        const value = settings.get(key);
        if (value === undefined) continue;
        data[key] = bilingualKeys.has(key) ? pick(input.lang, value, settings.get(`${key}_ar`)) : value;
      }
      for (const key of imageKeys) data[key] = fileUrl(input.filesUrl, settings.get(key));
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
        rtl: l.rtl,
      }));
      data.features_available = { premium_properties: false, project_access: false };
      if (input.viewer) {
        data.features_available = await deps.packages.accessRights(input.viewer.id, input.now ?? new Date());
        data.verification_status = input.viewer.verificationStatus;
        data.is_active = input.viewer.isActive;
        data.is_premium = false;
        data.subscription = false;
      }
      if (input.type) return { [input.type]: data[input.type] ?? null };
      return data;
    },

    /** `get_languages`: one language with its translation bundle in `file_name`, or the list when no code is given. */
    async language(code: string | undefined, webFile: boolean) {
      if (!code) return { list: await activeLanguages(db) };
      const row = await languageByCode(db, code.toLowerCase());
      if (!row || !row.isActive) return { list: null, language: null };
      return {
        language: {
          id: row.id,
          code: row.code,
          name: row.name,
          native_name: row.nativeName,
          rtl: row.rtl,
          status: row.isActive ? 1 : 0,
          file_name: webFile ? row.webTranslations : row.appTranslations,
        },
      };
    },

    async seoSettings(input: { lang: Language; filesUrl: string; page?: string }) {
      const rows = await seoSettingsList(db, input.page);
      return rows.map((row) => ({
        id: row.id,
        page: row.page,
        ...bilingual("title", input.lang, row.title, row.titleAr),
        ...bilingual("description", input.lang, row.description, row.descriptionAr),
        keywords: row.keywords,
        image: fileUrl(input.filesUrl, row.image),
      }));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
