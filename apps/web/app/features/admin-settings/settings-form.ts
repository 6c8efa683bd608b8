import {
  LOYALTY_KEYS,
  RATED_CURRENCIES,
  type TAdminSettings,
  type TUpdateAdminSettingsBody,
} from "@manzil/domain/contracts";

export const ADMIN_SETTINGS_KEY = "admin/settings";

/** The text fields of the page by section, in the order shown; their names are the API's keys. */
export const textSections = {
  general: ["company_name", "company_name_ar", "app_name"],
  branding: [
    "system_color",
    "category_background",
    "sell_web_color",
    "sell_web_background_color",
    "rent_web_color",
    "rent_web_background_color",
  ],
  contact: ["company_email", "company_tel1", "company_tel2", "company_address", "company_address_ar"],
  social: ["facebook_id", "instagram_id", "twitter_id", "youtube_id"],
  apps: ["playstore_id", "appstore_id"],
} as const;

export const flagKeys = [
  "verification_required_for_user",
  "auto_approve",
  "auto_approve_edited_listings",
  "bank_transfer_status",
] as const;

type TextKey = (typeof textSections)[keyof typeof textSections][number];
type FlagKey = (typeof flagKeys)[number];
type LoyaltyKey = (typeof LOYALTY_KEYS)[number];

/** What the form holds: everything as typed (strings), flags as booleans. */
export type SettingsDraft = {
  text: Record<TextKey | "default_language", string>;
  rates: Record<(typeof RATED_CURRENCIES)[number], string>;
  flags: Record<FlagKey, boolean>;
  weekendDays: number[];
  loyalty: Record<LoyaltyKey, string[]>;
};

export function draftOf(settings: TAdminSettings): SettingsDraft {
  const text = {
    ...settings.general,
    ...settings.branding,
    ...settings.contact,
    ...settings.social,
    ...settings.apps,
  } as SettingsDraft["text"];
  return {
    text,
    rates: Object.fromEntries(
      RATED_CURRENCIES.map((code) => [code, String(settings.currency_rates[code] ?? "")]),
    ) as SettingsDraft["rates"],
    flags: {
      ...settings.listing_rules,
      bank_transfer_status: settings.payment_methods.bank_transfer_status,
    },
    weekendDays: [...settings.weekend_days].sort(),
    loyalty: {
      loyalty_discounts_4: settings.loyalty.loyalty_discounts_4.map(String),
      loyalty_discounts_5: settings.loyalty.loyalty_discounts_5.map(String),
    },
  };
}

/** A typed percentage as the API reads it; what is not a number is sent as typed, for the API to name it. */
const numberOrText = (value: string): number | string => {
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The request body: only what differs from the saved settings, so a save records exactly what the admin
 * changed (and two admins editing different sections do not overwrite each other).
 */
export function changesOf(draft: SettingsDraft, saved: TAdminSettings): TUpdateAdminSettingsBody {
  const base = draftOf(saved);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.text)) {
    if (value !== base.text[key as keyof SettingsDraft["text"]]) body[key] = value;
  }
  const rates: Record<string, string> = {};
  for (const code of RATED_CURRENCIES) {
    if (draft.rates[code].trim() !== base.rates[code]) rates[code] = draft.rates[code].trim();
  }
  if (Object.keys(rates).length > 0) body.currency_rates = rates;
  for (const key of flagKeys) if (draft.flags[key] !== base.flags[key]) body[key] = draft.flags[key];
  const days = [...draft.weekendDays].sort();
  if (!sameList(days, base.weekendDays)) body.weekend_days = days;
  for (const key of LOYALTY_KEYS) {
    if (!sameList(draft.loyalty[key], base.loyalty[key])) body[key] = draft.loyalty[key].map(numberOrText);
  }
  return body as TUpdateAdminSettingsBody;
}

/** The API's first message for a field, or for anything under it (`currency_rates.USD`, `weekend_days.1`). */
export function fieldError(errors: Record<string, string[]> | undefined, field: string): string | undefined {
  if (!errors) return undefined;
  if (errors[field]?.[0]) return errors[field][0];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested ? errors[nested]?.[0] : undefined;
}

/** Weekday names in the page's language, Sunday (0) first, as the settings number them. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}
