import type { Locale } from "../i18n/index.js";
import { isDisplayCurrency } from "./display-currencies.js";
import type { DisplayCurrency } from "./display-currencies.js";

export type SymbolPosition = "before" | "after";

/** Spec §9: "$" and "£" lead the number; EGP, EUR, SAR and AED follow it, in both languages. */
export const SYMBOL_POSITIONS: Readonly<Record<DisplayCurrency, SymbolPosition>> = {
  EGP: "after",
  USD: "before",
  EUR: "after",
  SAR: "after",
  GBP: "before",
  AED: "after",
};

/**
 * English uses ISO codes for EGP, SAR and AED: "E£" is easily misread as "£" (GBP), and the new
 * riyal and dirham signs are missing from most fonts. Arabic uses the abbreviations read locally.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<Locale, Readonly<Record<DisplayCurrency, string>>>> = {
  en: { EGP: "EGP", USD: "$", EUR: "€", SAR: "SAR", GBP: "£", AED: "AED" },
  ar: { EGP: "ج.م", USD: "$", EUR: "€", SAR: "ر.س", GBP: "£", AED: "د.إ" },
};

/** Currencies outside the display six show their ISO code after the number. */
export function currencySymbol(currency: string, locale: Locale): string {
  return isDisplayCurrency(currency) ? CURRENCY_SYMBOLS[locale][currency] : currency;
}

export function symbolPosition(currency: string): SymbolPosition {
  return isDisplayCurrency(currency) ? SYMBOL_POSITIONS[currency] : "after";
}
