import { DEFAULT_CURRENCY, type DisplayCurrency } from "./display-currencies.js";

// Where each display currency other than the site's is the money people use (ISO 3166-1 alpha-2). The euro area
// and the countries whose currency is the US dollar; the rest of the world sees the site currency.
const EURO_AREA = [
  "AT",
  "BE",
  "HR",
  "CY",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PT",
  "SK",
  "SI",
  "ES",
  "AD",
  "MC",
  "SM",
  "VA",
  "ME",
  "XK",
];
const DOLLAR_COUNTRIES = [
  "US",
  "EC",
  "SV",
  "PA",
  "PR",
  "TL",
  "ZW",
  "FM",
  "MH",
  "PW",
  "BQ",
  "VG",
  "TC",
  "AS",
  "GU",
  "MP",
  "VI",
];

const CURRENCY_OF_COUNTRY: ReadonlyMap<string, DisplayCurrency> = new Map<string, DisplayCurrency>([
  ["EG", "EGP"],
  ["SA", "SAR"],
  ["AE", "AED"],
  ["GB", "GBP"],
  ["GG", "GBP"],
  ["JE", "GBP"],
  ["IM", "GBP"],
  ...EURO_AREA.map((code): [string, DisplayCurrency] => [code, "EUR"]),
  ...DOLLAR_COUNTRIES.map((code): [string, DisplayCurrency] => [code, "USD"]),
]);

/** The display currency of a country, or the site's own when the country uses none of the six. */
export function currencyOfCountry(country: string | null | undefined): DisplayCurrency {
  return CURRENCY_OF_COUNTRY.get((country ?? "").trim().toUpperCase()) ?? DEFAULT_CURRENCY;
}

/**
 * The visitor's country as the deployment's CDN or proxy states it (CF-IPCountry, X-Country-Code): two letters,
 * or null when it does not say. Accept-Language is not used: most browsers send en-US wherever they are.
 */
export function visitorCountry(header: string | null | undefined): string | null {
  const country = header?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null;
}
