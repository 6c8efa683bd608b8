import { formatMoney } from "@manzil/domain/currency";
import type { Locale } from "@manzil/domain/i18n";

/**
 * An amount in the currency it was paid in, never converted (a payment is a record, unlike a listing's price
 * that follows the visitor's display currency). The same formatter as every price on the site, so "ج.م" reads
 * the same on a plan card and on its payment.
 */
export function formatPaid(amountMinor: number, currency: string, locale: Locale): string {
  return formatMoney({ amount: amountMinor, currency }, locale);
}
