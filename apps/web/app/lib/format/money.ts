import { intlLocale, type Locale } from "@manzil/domain/i18n";
import { fromMinorUnits } from "@manzil/domain/money";

/**
 * An amount in the currency it was paid in, never converted (a payment is a record, unlike a listing's price
 * that follows the visitor's display currency), through Intl in the page's language.
 */
export function formatPaid(amountMinor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(
    fromMinorUnits(amountMinor, currency),
  );
}
