import { loyaltyBasisPointsFrom } from "@manzil/domain/reservations";
import type { Database } from "../../db/client.js";
import { allSettings } from "../settings/settings.repository.js";

/** The classifications with loyalty tiers: vacation homes (4) and hotels (5). */
export type LoyaltyClassification = 4 | 5;

/** Tiers 1–4 in basis points (500 = 5 %). */
export type LoyaltyTierRates = readonly [number, number, number, number];

/** The settings key holding a classification's tier percentages ("3,7,10,10"), as the admin's settings page names it. */
export const loyaltySettingKey = (classification: LoyaltyClassification) =>
  `loyalty_discounts_${classification}` as const;

/**
 * Both classifications' tier rates from the settings table, read by the domain's one parser (the quote, checkout
 * and the guest's loyalty counts all agree; blank or unreadable settings fall back to its defaults).
 */
export async function loyaltyTierRates(
  db: Database,
): Promise<Record<LoyaltyClassification, LoyaltyTierRates>> {
  const settings = await allSettings(db);
  return {
    4: loyaltyBasisPointsFrom(settings.get(loyaltySettingKey(4)), 4),
    5: loyaltyBasisPointsFrom(settings.get(loyaltySettingKey(5)), 5),
  };
}
