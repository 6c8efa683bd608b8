import { intlLocale, type Locale } from "@manzil/domain/i18n";

/**
 * Numbers and dates through Intl with the domain's locale tags (ADR 005 and 007): the server and the
 * browser then print the same digits, and hydration matches. Dates take an explicit time zone for
 * the same reason.
 */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

export function formatDate(iso: string, locale: Locale, timeZone = "UTC"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(date);
}

// Building an Intl formatter costs tens of microseconds (it resolves locale data); formatting with a built one
// costs well under one. A page prints hundreds of numbers with a handful of option sets, so each formatter is
// built once per locale and options and then reused (ADR 081). The sets come from code, not from visitors, so
// the cache stays small; the cap only guards against a caller that builds options from data.
const MAX_FORMATTERS = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** A shared Intl.NumberFormat for the page's locale tag (Arabic-Indic digits for Arabic). */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(intlLocale(locale), options));
}

/** A shared Intl.DateTimeFormat for the page's locale tag. */
export function dateTimeFormat(locale: Locale, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
  return cached(dateTimeFormats, key, () => new Intl.DateTimeFormat(intlLocale(locale), options));
}
