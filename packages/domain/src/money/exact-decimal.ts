/**
 * Exact decimal arithmetic on bigint, so that money never passes through a binary float.
 * An ExactDecimal is `coefficient × 10^-scale`, e.g. 47.6 is { coefficient: 476n, scale: 1 }.
 */
export interface ExactDecimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// Bounds the bigint powers of ten we build; real prices and rates are nowhere near this.
const MAX_EXPONENT_MAGNITUDE = 400;

/**
 * Reads a number or decimal string exactly. Numbers go through `String()`, which yields the
 * shortest text that round-trips, so 0.1 reads as 1/10 and 1.005 as 1005/1000 — the value the
 * author typed, not the nearest binary float.
 */
export function parseExactDecimal(value: number | string): ExactDecimal {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  const [, sign = "", integerDigits = "", fractionDigits = "", exponentText = "0"] = match ?? [];
  if (match === null || integerDigits.length + fractionDigits.length === 0) {
    throw new RangeError(`Not a decimal number: "${text}"`);
  }
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT_MAGNITUDE) {
    throw new RangeError(`Decimal exponent out of range: "${text}"`);
  }
  const digits = BigInt(integerDigits + fractionDigits);
  const signedDigits = sign === "-" ? -digits : digits;
  const scale = fractionDigits.length - exponent;
  return scale >= 0
    ? { coefficient: signedDigits, scale }
    : { coefficient: signedDigits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Integer division rounding half away from zero (2.5 → 3, −2.5 → −3): the rule shoppers expect on
 * a receipt, and symmetric for refunds. The one place in the package where money is rounded.
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new RangeError("Division by zero");
  }
  const negative = numerator < 0n !== denominator < 0n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absDenominator = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * absNumerator + absDenominator) / (2n * absDenominator);
  return negative ? -quotient : quotient;
}

/** Re-expresses `value × 10^-fromScale` at `toScale` decimals, rounding half away from zero. */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  return toScale >= fromScale
    ? value * 10n ** BigInt(toScale - fromScale)
    : divideRoundingHalfAwayFromZero(value, 10n ** BigInt(fromScale - toScale));
}

/** Plain decimal text for `value × 10^-scale`, e.g. (-5n, 2) → "-0.05". Never uses exponents. */
export function formatScaledInteger(value: bigint, scale: number): string {
  const sign = value < 0n ? "-" : "";
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, "0");
  if (scale === 0) {
    return sign + digits;
  }
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
