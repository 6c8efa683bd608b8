import { divideRoundingHalfAwayFromZero, parseExactDecimal, rescale } from "./exact-decimal.js";

/** Hundredths of a percent: 14 % is 1400, 2.5 % is 250. Rates never pass through a binary fraction. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * A percentage written by an admin ("14", "2.5", "0") → basis points; null for anything that is not a rate
 * between 0 and 100 with at most two decimals.
 */
export function percentToBasisPoints(percent: string): number | null {
  let parsed;
  try {
    parsed = parseExactDecimal(percent);
  } catch {
    return null;
  }
  if (parsed.scale > 2) return null;
  const basisPoints = Number(rescale(parsed.coefficient, parsed.scale, 2));
  return basisPoints >= 0 && basisPoints <= 100 * 100 ? basisPoints : null;
}

/**
 * The tax contained in a tax-inclusive amount: gross × rate / (1 + rate), rounded half away from zero to a
 * whole minor unit. The price a member pays already includes the tax, so the invoice splits it rather than
 * adding to it: net = gross − includedTaxMinor(gross, rate), and net + tax is always exactly the amount paid.
 */
export function includedTaxMinor(grossMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new RangeError(`A gross amount must be a non-negative safe integer, got ${grossMinor}`);
  }
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`A tax rate must be non-negative basis points, got ${rateBasisPoints}`);
  }
  const rate = BigInt(rateBasisPoints);
  return Number(
    divideRoundingHalfAwayFromZero(BigInt(grossMinor) * rate, BigInt(BASIS_POINTS_PER_UNIT) + rate),
  );
}
