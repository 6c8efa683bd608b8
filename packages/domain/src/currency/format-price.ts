import { interpolate } from "../i18n/interpolate.js";
import { intlLocale } from "../i18n/locales.js";
import { ABBREVIATION_TEMPLATES } from "./abbreviation-templates.js";
import type { Locale } from "../i18n/index.js";
import { formatScaledInteger, isMoney, minorUnitExponent, rescale } from "../money/index.js";
import type { Money } from "../money/index.js";
import { ABBREVIATED_DECIMALS, abbreviateAmount } from "./abbreviation.js";
import type { AbbreviationTemplates } from "./abbreviation.js";
import { currencySymbol, symbolPosition } from "./currency-symbols.js";
import type { DisplayCurrency } from "./display-currencies.js";
import { convertMinorUnits } from "./exchange-rates.js";
import type { ExchangeRates } from "./exchange-rates.js";

/** Spec §9: prices show two decimals, or none in one compact display. */
export type PriceDecimals = 0 | 2;

export interface FormatMoneyOptions {
  /** Fraction digits when not abbreviated; defaults to the currency's minor-unit exponent. */
  readonly decimals?: number;
  /** Pass `isAbbreviationOn(settings.number_with_suffix)`. */
  readonly abbreviate?: boolean;
  /** Replaces the locale's K/M/B templates from the i18n catalogue. */
  readonly abbreviationTemplates?: AbbreviationTemplates;
}

export interface FormatPriceOptions {
  readonly amountMinor: number;
  /** Currency the amount is stored in; EGP for every listing price today. */
  readonly currency: string;
  readonly display: DisplayCurrency;
  readonly rates: ExchangeRates;
  readonly locale: Locale;
  readonly decimals: PriceDecimals;
  readonly abbreviate: boolean;
  readonly abbreviationTemplates?: AbbreviationTemplates;
}

// Keeps the symbol on the same line as its number when text wraps.
const NO_BREAK_SPACE = "\u00a0";

const MAX_INTL_FRACTION_DIGITS = 20;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number) {
  const cacheKey = `${locale}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * Localised digits for an exact decimal. Intl receives decimal text, which it formats exactly
 * (ES2023), so no binary float ever sits between the integer amount and the screen.
 */
function formatExactDecimal(
  locale: Locale,
  value: bigint,
  scale: number,
  minimumFractionDigits: number,
): string {
  const text = formatScaledInteger(value, scale) as Intl.StringNumericLiteral;
  return numberFormat(locale, minimumFractionDigits, scale).format(text);
}

/** The locale's own negative prefix: "-" in English, ALM + "-" in Arabic so it stays on the left. */
function negativePrefix(locale: Locale): string {
  const parts = numberFormat(locale, 0, 0).formatToParts(-1);
  const firstDigit = parts.findIndex((part) => part.type === "integer");
  return parts
    .slice(0, firstDigit)
    .map((part) => part.value)
    .join("");
}

/**
 * Formats Money in its own currency: "$1,000.00", "1,000.00 EGP", "١٬٠٠٠٫٠٠ ج.م", "-$1.5M".
 * Non-abbreviated amounts are rounded to `decimals` half away from zero; abbreviated ones keep up
 * to two decimals with trailing zeros trimmed, whatever `decimals` says.
 */
export function formatMoney(money: Money, locale: Locale, options: FormatMoneyOptions = {}): string {
  if (!isMoney(money)) {
    throw new TypeError("formatMoney expects integer minor units and an ISO 4217 code");
  }
  const exponent = minorUnitExponent(money.currency);
  const decimals = options.decimals ?? exponent;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_INTL_FRACTION_DIGITS) {
    throw new RangeError(
      `decimals must be an integer from 0 to ${MAX_INTL_FRACTION_DIGITS}, got ${decimals}`,
    );
  }
  const absoluteMinor = BigInt(Math.abs(money.amount));
  const abbreviated = options.abbreviate ? abbreviateAmount(absoluteMinor, exponent, decimals) : null;

  let figure: string;
  let showsZero: boolean;
  if (abbreviated === null) {
    const rounded = rescale(absoluteMinor, exponent, decimals);
    figure = formatExactDecimal(locale, rounded, decimals, decimals);
    showsZero = rounded === 0n;
  } else {
    const templates = options.abbreviationTemplates ?? ABBREVIATION_TEMPLATES[locale];
    const value = formatExactDecimal(locale, abbreviated.scaled, ABBREVIATED_DECIMALS, 0);
    figure = interpolate(templates[abbreviated.tier], { value });
    showsZero = false;
  }

  // A loss that rounds to zero is shown as plain zero, never "-0.00".
  const sign = money.amount < 0 && !showsZero ? negativePrefix(locale) : "";
  const symbol = currencySymbol(money.currency, locale);
  return symbolPosition(money.currency) === "before"
    ? `${sign}${symbol}${figure}`
    : `${sign}${figure}${NO_BREAK_SPACE}${symbol}`;
}

/**
 * Formats a stored price in the visitor's display currency. When the rate for either currency is
 * missing or unusable, the price is shown in its source currency (EGP) rather than not at all.
 */
export function formatPrice(options: FormatPriceOptions): string {
  const source: Money = { amount: options.amountMinor, currency: options.currency };
  const shown = convertMinorUnits(source, options.display, options.rates) ?? source;
  return formatMoney(shown, options.locale, {
    decimals: options.decimals,
    abbreviate: options.abbreviate,
    ...(options.abbreviationTemplates === undefined
      ? {}
      : { abbreviationTemplates: options.abbreviationTemplates }),
  });
}
