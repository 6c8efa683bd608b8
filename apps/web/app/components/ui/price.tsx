import { formatPrice, type PriceDecimals } from "@manzil/domain/currency";
import { clsx } from "clsx";
import { useCurrency } from "../../lib/currency/currency-context";
import { useLocale } from "../../lib/i18n/use-locale";

type PriceProps = {
  /** Integer minor units, as the API's `price_minor`. */
  amountMinor: number;
  /** Currency the amount is stored in (`currency` from the API; EGP today). */
  currency: string;
  decimals?: PriceDecimals;
  className?: string;
};

/**
 * A stored price shown in the visitor's display currency, in the page's language (spec §9). When the K/M/B
 * setting shortens it ("2.5M EGP"), the full amount stays in its title (a tooltip) and is what a screen
 * reader reads.
 */
export function Price({ amountMinor, currency, decimals = 2, className }: PriceProps) {
  const { locale } = useLocale();
  const { currency: display, rates, abbreviate } = useCurrency();
  const options = { amountMinor, currency, display, rates, locale, decimals };
  const full = formatPrice({ ...options, abbreviate: false });
  const shown = abbreviate ? formatPrice({ ...options, abbreviate: true }) : full;
  return (
    <span
      data-testid="price"
      data-amount-minor={amountMinor}
      data-currency={currency}
      title={shown === full ? undefined : full}
      // Isolated so the figure and its symbol stay one unit inside surrounding text of either direction.
      className={clsx("inline-block whitespace-nowrap tabular-nums [unicode-bidi:isolate]", className)}
    >
      {shown === full ? (
        full
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{full}</span>
        </>
      )}
    </span>
  );
}
