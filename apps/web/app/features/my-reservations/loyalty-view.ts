import { loyaltyProgress, type LoyaltyTier } from "@manzil/domain/reservations";

/** The two kinds of stay that earn loyalty separately (spec §4): vacation homes and hotels. */
export const LOYALTY_KINDS = ["vacation_homes", "hotel_rooms"] as const;
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number];

export type LoyaltyStanding = {
  kind: LoyaltyKind;
  completed: number;
  tier: LoyaltyTier;
  /** Stays still needed for the next tier; null at the top. */
  staysToNext: number | null;
  /** The discount the next tier gives (or the current one, at the top), in percent; null when unknown. */
  nextDiscountPercent: number | null;
  /** The current tier's discount is there for the next booking (reached and not used yet). */
  discountReady: { percent: number } | null;
};

type TierRow = {
  tier_milestone?: unknown;
  discount_percentage?: unknown;
  is_available?: unknown;
  is_used?: unknown;
};

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * `customer-reservation-counts/{id}` in eBroker's shape (`vacation_homes` / `hotel_rooms`, each with
 * `completed_count` and `tier_discounts`), as "2 more stays to the next tier" per kind. The tier arithmetic is the
 * domain's; the percentages are the server's (settings per classification).
 */
export function loyaltyStandings(data: unknown): LoyaltyStanding[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return LOYALTY_KINDS.flatMap((kind) => {
    const block = record[kind] as Record<string, unknown> | undefined;
    const completed = num(block?.completed_count);
    if (!block || completed === null || completed < 0 || !Number.isInteger(completed)) return [];
    const progress = loyaltyProgress(completed);
    const tiers = (Array.isArray(block.tier_discounts) ? (block.tier_discounts as TierRow[]) : []).map(
      (row) => ({
        at: num(row.tier_milestone),
        percent: num(row.discount_percentage),
        available: row.is_available === true,
        used: row.is_used === true,
      }),
    );
    const nextAt = progress.staysToNextTier === null ? null : completed + progress.staysToNextTier;
    const next = tiers.find((row) => row.at === nextAt) ?? null;
    const ready = tiers.find((row) => row.available && !row.used && row.percent !== null && row.percent > 0);
    return [
      {
        kind,
        completed,
        tier: progress.tier,
        staysToNext: progress.staysToNextTier,
        nextDiscountPercent: next?.percent ?? null,
        discountReady: ready?.percent ? { percent: ready.percent } : null,
      },
    ];
  });
}
