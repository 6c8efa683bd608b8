import { intlLocale, type Locale } from "@manzil/domain/i18n";

/**
 * Numbers and dates through Intl with the domain's locale tags (ADR 005 and 007): the server and the
 * browser then print the same digits, and hydration matches. Dates take an explicit time zone for
 * the same reason.
 */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

export function formatDate(iso: string, locale: Locale, timeZone = "UTC"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone }).format(date);
}
