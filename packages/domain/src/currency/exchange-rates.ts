import { divideRoundingHalfAwayFromZero, minorUnitExponent, parseExactDecimal } from "../money/index.js";
import type { ExactDecimal, Money } from "../money/index.js";
import { DEFAULT_CURRENCY, isDisplayCurrency } from "./display-currencies.js";
import type { DisplayCurrency } from "./display-currencies.js";

/**
 * EGP per one unit of each currency (USD: 47.6 means 1 USD = 47.6 EGP), as held in settings.
 * EGP is the base, so its own entry is ignored: it is always 1.
 */
export type ExchangeRates = Readonly<Partial<Record<DisplayCurrency, number>>>;

/** Seed values until an admin sets real ones. Only the USD rate comes from the spec. */
export const DEFAULT_EXCHANGE_RATES = {
  USD: 47.6,
  EUR: 51.5,
  GBP: 60.2,
  SAR: 12.69,
  AED: 12.96,
} as const satisfies ExchangeRates;

const ONE: ExactDecimal = { coefficient: 1n, scale: 0 };

/** A non-finite, zero or negative rate is treated as missing: it could only mislabel a price. */
function egpPerUnit(currency: string, rates: ExchangeRates): ExactDecimal | undefined {
  if (currency === DEFAULT_CURRENCY) {
    return ONE;
  }
  const rate = isDisplayCurrency(currency) ? rates[currency] : undefined;
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? parseExactDecimal(rate) : undefined;
}

/**
 * Converts through EGP with exact decimal rates, rounding once, half away from zero, to the
 * target's minor unit. Returns null when either side lacks a usable rate, so the caller can keep
 * showing the source amount rather than a number with the wrong currency on it.
 */
export function convertMinorUnits(amount: Money, to: string, rates: ExchangeRates): Money | null {
  if (amount.currency === to) {
    return amount;
  }
  const fromRate = egpPerUnit(amount.currency, rates);
  const toRate = egpPerUnit(to, rates);
  if (fromRate === undefined || toRate === undefined) {
    return null;
  }
  // target minor = source minor × (EGP per source unit ÷ EGP per target unit) × 10^(target exp − source exp)
  const numerator =
    BigInt(amount.amount) *
    fromRate.coefficient *
    10n ** BigInt(toRate.scale) *
    10n ** BigInt(minorUnitExponent(to));
  const denominator =
    toRate.coefficient * 10n ** BigInt(fromRate.scale) * 10n ** BigInt(minorUnitExponent(amount.currency));
  const converted = Number(divideRoundingHalfAwayFromZero(numerator, denominator));
  if (!Number.isSafeInteger(converted)) {
    throw new RangeError(
      `Converted amount exceeds safe integer minor units (${amount.amount} ${amount.currency})`,
    );
  }
  return { amount: converted, currency: to };
}
