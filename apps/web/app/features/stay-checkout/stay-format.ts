import { formatMoney } from "@manzil/domain/currency";
import { intlLocale, type Locale } from "@manzil/domain/i18n";

/** An amount in the currency it is charged in, never converted (what the guest pays is a record). */
export const chargedMoney = (amountMinor: number, currency: string, locale: Locale) =>
  formatMoney({ amount: amountMinor, currency }, locale);

/**
 * An instant (a cancellation deadline, the owner's answer-by time) in the site's time zone, with its time: the
 * deadline is a moment, and "3 Dec" alone would hide whether it is morning or evening.
 */
export function formatMoment(iso: string | null | undefined, locale: Locale, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    }).format(instant);
  } catch {
    // An unknown zone in the settings: UTC rather than a broken page.
    return new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(instant);
  }
}

/** Whether a deadline is still ahead (it is only said as "until …" while it is). */
export const isAhead = (iso: string | null | undefined, nowMs: number) =>
  Boolean(iso) && new Date(iso as string).getTime() > nowMs;
