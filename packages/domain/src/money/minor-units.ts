import { formatScaledInteger, parseExactDecimal, rescale } from "./exact-decimal.js";
import { minorUnitExponent } from "./minor-unit-exponents.js";

function assertSafeMinorUnits(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${amountMinor}`);
  }
}

/**
 * Major units ("1250.5", 1250.5) → integer minor units (125050 for EGP). Strings are parsed as
 * exact decimals; digits beyond the currency's exponent are rounded half away from zero
 * ("10.005" USD → 1001). Throws RangeError on text that is not a plain decimal or on overflow.
 */
export function toMinorUnits(major: number | string, currency: string): number {
  const exponent = minorUnitExponent(currency);
  const { coefficient, scale } = parseExactDecimal(major);
  const minor = Number(rescale(coefficient, scale, exponent));
  assertSafeMinorUnits(minor);
  return minor;
}

/**
 * Integer minor units → major units as a number, for arithmetic-free uses such as charts.
 * Display goes through the currency formatters instead, which never leave integers.
 */
export function fromMinorUnits(amountMinor: number, currency: string): number {
  assertSafeMinorUnits(amountMinor);
  // Dividing two exactly representable numbers yields the double nearest the decimal; + 0 drops -0.
  return amountMinor / 10 ** minorUnitExponent(currency) + 0;
}

/** Exact major-unit text with every minor digit, e.g. (125050, "EGP") → "1250.50". */
export function toDecimalString(amountMinor: number, currency: string): string {
  assertSafeMinorUnits(amountMinor);
  return formatScaledInteger(BigInt(amountMinor), minorUnitExponent(currency));
}
