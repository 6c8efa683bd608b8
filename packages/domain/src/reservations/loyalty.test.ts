import { describe, expect, it } from "vitest";
import { loyaltyDiscountFor, loyaltyProgress, loyaltyTierOf } from "./loyalty.js";

const rates = [300, 700, 1000, 1500] as const;

describe("loyalty tiers", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [15, 3],
    [20, 4],
    [57, 4],
  ])("%i completed stays → tier %i", (stays, tier) => {
    expect(loyaltyTierOf(stays)).toBe(tier);
  });

  it("says how many stays are left to the next tier, and nothing at the maximum", () => {
    expect(loyaltyProgress(3)).toEqual({ tier: 0, staysToNextTier: 2, nextTier: 1 });
    expect(loyaltyProgress(12)).toEqual({ tier: 2, staysToNextTier: 3, nextTier: 3 });
    expect(loyaltyProgress(25)).toEqual({ tier: 4, staysToNextTier: null, nextTier: null });
  });

  it("gives the 6th booking (5 completed) the first tier's rate exactly once", () => {
    expect(loyaltyDiscountFor({ completedStays: 5, usedTiers: [], tierBasisPoints: rates })).toEqual({
      tier: 1,
      basisPoints: 300,
    });
    expect(loyaltyDiscountFor({ completedStays: 6, usedTiers: [1], tierBasisPoints: rates })).toBeNull();
    expect(loyaltyDiscountFor({ completedStays: 4, usedTiers: [], tierBasisPoints: rates })).toBeNull();
  });

  it("offers only the current tier: a tier passed over is not owed later", () => {
    expect(loyaltyDiscountFor({ completedStays: 10, usedTiers: [], tierBasisPoints: rates })).toEqual({
      tier: 2,
      basisPoints: 700,
    });
    expect(loyaltyDiscountFor({ completedStays: 11, usedTiers: [2], tierBasisPoints: rates })).toBeNull();
  });

  it("refuses impossible counts and rates instead of guessing", () => {
    expect(() => loyaltyTierOf(-1)).toThrow(RangeError);
    expect(() =>
      loyaltyDiscountFor({ completedStays: 5, usedTiers: [], tierBasisPoints: [20_000, 0, 0, 0] }),
    ).toThrow(RangeError);
  });
});
