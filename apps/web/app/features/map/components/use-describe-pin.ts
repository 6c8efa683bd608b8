import { formatPrice } from "@manzil/domain/currency";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useCurrency } from "../../../lib/currency/currency-context";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { ListingFeatureProperties } from "../map-geometry";
import type { PinText } from "./listings-map";

/** A pin's short price and its spoken label, in the page's language and the visitor's display currency. */
export function useDescribePin(): (listing: ListingFeatureProperties) => PinText {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { currency: display, rates } = useCurrency();
  return (listing) => {
    const price = (abbreviate: boolean) =>
      formatPrice({
        amountMinor: listing.price_minor,
        currency: listing.currency,
        display,
        rates,
        locale,
        decimals: 0,
        abbreviate,
      });
    return {
      text: price(true),
      label: t("map_view.pin_label", { title: listing.title, price: price(false) }),
    };
  };
}
