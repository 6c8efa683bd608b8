import { divideRoundingHalfAwayFromZero, rescale } from "../money/index.js";

/** The `number_with_suffix` setting: the string "1" turns abbreviation on (1 is accepted too). */
export function isAbbreviationOn(settingValue: unknown): boolean {
  return settingValue === "1" || settingValue === 1;
}

export type AbbreviationTier = "thousand" | "million" | "billion";

/** Per-tier templates with a `{{value}}` placeholder, e.g. "{{value}}K" or "{{value}} ألف". */
export type AbbreviationTemplates = Readonly<Record<AbbreviationTier, string>>;

/** Abbreviated figures keep up to this many decimals ("1.25M"); trailing zeros are dropped later. */
export const ABBREVIATED_DECIMALS = 2;

// Ascending, so that promotion can step to the next tier.
const TIERS: readonly { readonly tier: AbbreviationTier; readonly magnitude: bigint }[] = [
  { tier: "thousand", magnitude: 1_000n },
  { tier: "million", magnitude: 1_000_000n },
  { tier: "billion", magnitude: 1_000_000_000n },
];

export interface AbbreviatedAmount {
  readonly tier: AbbreviationTier;
  /** The figure in tier units at ABBREVIATED_DECIMALS: 150n in "million" reads 1.50M. */
  readonly scaled: bigint;
}

/**
 * Chooses K, M or B for a non-negative amount, or null below 1,000. The tier follows the value as
 * it would otherwise be displayed (`displayDecimals`), and a figure that rounds up to 1,000 moves
 * to the next tier, so 999,999 reads "1M" and never "1,000K".
 */
export function abbreviateAmount(
  absoluteMinor: bigint,
  exponent: number,
  displayDecimals: number,
): AbbreviatedAmount | null {
  const displayed = rescale(absoluteMinor, exponent, displayDecimals);
  const displayUnit = 10n ** BigInt(displayDecimals);
  const first = TIERS.findLastIndex(({ magnitude }) => displayed >= magnitude * displayUnit);
  if (first === -1) {
    return null;
  }
  const perMinorUnit = 10n ** BigInt(exponent);
  const decimalsUnit = 10n ** BigInt(ABBREVIATED_DECIMALS);
  // A figure that rounds to 1,000 moves up a tier; B, the last, keeps whatever is left (1,000B).
  let result: AbbreviatedAmount | null = null;
  for (const { tier, magnitude } of TIERS.slice(first)) {
    const scaled = divideRoundingHalfAwayFromZero(absoluteMinor * decimalsUnit, magnitude * perMinorUnit);
    result = { tier, scaled };
    if (scaled < 1_000n * decimalsUnit) {
      break;
    }
  }
  return result;
}
