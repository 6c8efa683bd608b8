/**
 * Loyalty (spec §4 "tiers by reservation count: 5, 10, 15, 20, then maximum tier"; issue 15): a guest's completed
 * stays of one classification reach tiers; the first booking after reaching a tier gets that tier's discount, once.
 * A tier passed over without booking is not owed later: only the current tier can be used. Past 20 the guest stays
 * at the maximum tier.
 */
export const LOYALTY_TIER_STAYS = [5, 10, 15, 20] as const;
export type LoyaltyTier = 0 | 1 | 2 | 3 | 4;
export const MAX_LOYALTY_TIER: LoyaltyTier = 4;

function assertStays(completedStays: number): void {
  if (!Number.isSafeInteger(completedStays) || completedStays < 0) {
    throw new RangeError(`Completed stays must be a non-negative integer, got ${completedStays}`);
  }
}

export function loyaltyTierOf(completedStays: number): LoyaltyTier {
  assertStays(completedStays);
  return LOYALTY_TIER_STAYS.filter((stays) => completedStays >= stays).length as LoyaltyTier;
}

export interface LoyaltyProgress {
  readonly tier: LoyaltyTier;
  /** Stays still needed for the next tier; null at the maximum tier. */
  readonly staysToNextTier: number | null;
  readonly nextTier: LoyaltyTier | null;
}

/** "2 more stays to the next tier". */
export function loyaltyProgress(completedStays: number): LoyaltyProgress {
  const tier = loyaltyTierOf(completedStays);
  if (tier === MAX_LOYALTY_TIER) return { tier, staysToNextTier: null, nextTier: null };
  const needed = (LOYALTY_TIER_STAYS as readonly number[])[tier] ?? 0;
  return { tier, staysToNextTier: needed - completedStays, nextTier: (tier + 1) as LoyaltyTier };
}

/**
 * The discount the next booking gets: the current tier's rate (basis points, per classification from settings)
 * unless that tier was already used, or null.
 */
export function loyaltyDiscountFor(input: {
  readonly completedStays: number;
  readonly usedTiers: readonly number[];
  /** Rates of tiers 1–4 in basis points (300 = 3 %). */
  readonly tierBasisPoints: readonly [number, number, number, number];
}): { readonly tier: Exclude<LoyaltyTier, 0>; readonly basisPoints: number } | null {
  const tier = loyaltyTierOf(input.completedStays);
  if (tier === 0 || input.usedTiers.includes(tier)) return null;
  const basisPoints = input.tierBasisPoints[tier - 1] ?? 0;
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`A loyalty rate must be 0–10000 basis points, got ${basisPoints}`);
  }
  return basisPoints === 0 ? null : { tier, basisPoints };
}
