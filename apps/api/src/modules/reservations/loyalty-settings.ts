import type { Database } from "../../db/client.js";
import { allSettings } from "../settings/settings.repository.js";

/** The classifications with loyalty tiers: vacation homes (4) and hotels (5). */
export type LoyaltyClassification = 4 | 5;

/** Tiers 1–4 in basis points (500 = 5 %). */
export type LoyaltyTierRates = readonly [number, number, number, number];

/** Used when the setting is blank or unreadable: 5, 10, 15 and 20 % for tiers 1–4 (issue 15's tiers). */
export const DEFAULT_LOYALTY_PERCENTAGES: LoyaltyTierRates = [500, 1000, 1500, 2000];

/** The settings key holding a classification's tier percentages ("5,10,15,20"), as the admin's settings page names it. */
export const loyaltySettingKey = (classification: LoyaltyClassification) =>
  `loyalty_discounts_${classification}` as const;

/**
 * "5,10,15,20" (percentages of tiers 1–4; decimals allowed: "2.5") → basis points. A list that is not exactly four
 * numbers between 0 and 100 falls back to the defaults as a whole: a half-read list would give a tier the next
 * tier's rate.
 */
export function parseLoyaltyPercentages(raw: string | undefined | null): LoyaltyTierRates {
  if (raw === undefined || raw === null || raw.trim() === "") return DEFAULT_LOYALTY_PERCENTAGES;
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length !== 4) return DEFAULT_LOYALTY_PERCENTAGES;
  const rates = parts.map((part) =>
    /^\d{1,3}(\.\d{1,2})?$/.test(part) ? Math.round(Number(part) * 100) : NaN,
  );
  if (rates.some((bp) => !Number.isInteger(bp) || bp < 0 || bp > 10_000)) return DEFAULT_LOYALTY_PERCENTAGES;
  return rates as unknown as LoyaltyTierRates;
}

/** Both classifications' tier rates from the settings table. */
export async function loyaltyTierRates(
  db: Database,
): Promise<Record<LoyaltyClassification, LoyaltyTierRates>> {
  const settings = await allSettings(db);
  return {
    4: parseLoyaltyPercentages(settings.get(loyaltySettingKey(4))),
    5: parseLoyaltyPercentages(settings.get(loyaltySettingKey(5))),
  };
}
