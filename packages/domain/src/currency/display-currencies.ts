/** The currencies a visitor may pick for display (spec §9). Prices are stored in EGP. */
export const DISPLAY_CURRENCIES = ["EGP", "USD", "EUR", "SAR", "GBP", "AED"] as const;

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const DEFAULT_CURRENCY = "EGP" satisfies DisplayCurrency;

/** Case-sensitive on purpose: the stored selection is written by us, so "usd" is not a choice. */
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === "string" && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Reads a persisted or requested currency choice (e.g. localStorage `selectedCurrency`). Anything
 * other than the six codes is ignored in favour of `fallback`, as the spec requires.
 */
export function parseCurrencySelection(
  value: unknown,
  fallback: DisplayCurrency = DEFAULT_CURRENCY,
): DisplayCurrency {
  return isDisplayCurrency(value) ? value : fallback;
}
