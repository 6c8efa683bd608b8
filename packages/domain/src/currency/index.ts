export { ABBREVIATED_DECIMALS, abbreviateAmount, isAbbreviationOn } from "./abbreviation.js";
export type { AbbreviatedAmount, AbbreviationTemplates, AbbreviationTier } from "./abbreviation.js";
export { CURRENCY_SYMBOLS, currencySymbol, SYMBOL_POSITIONS, symbolPosition } from "./currency-symbols.js";
export type { SymbolPosition } from "./currency-symbols.js";
export {
  DEFAULT_CURRENCY,
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
  parseCurrencySelection,
} from "./display-currencies.js";
export type { DisplayCurrency } from "./display-currencies.js";
export { convertMinorUnits, DEFAULT_EXCHANGE_RATES } from "./exchange-rates.js";
export type { ExchangeRates } from "./exchange-rates.js";
export { formatMoney, formatPrice } from "./format-price.js";
export type { FormatMoneyOptions, FormatPriceOptions, PriceDecimals } from "./format-price.js";
export { currencyOfCountry, visitorCountry } from "./visitor-currency.js";
