import type { TOfferKind } from "./offers.js";
import { OFFER_KINDS } from "./offers.js";

/**
 * What a listing or room lets a guest book (ADR 055), from eBroker's fields:
 * - a hotel room whose `refund_policy` is "non-refundable", or any room or home of a property flagged
 *   `non_refundable`, sells only the non-refundable offer (its room's rate off, 0 for a home: homes have no rate);
 * - otherwise flexible (pay at the property) and refundable (online) are always offered, and non-refundable only
 *   where the room names a rate above 0 (a "non-refundable" offer at full price helps no guest).
 */
export interface OfferTerms {
  readonly propertyNonRefundable: boolean;
  /** null for a vacation home. */
  readonly roomRefundPolicy: "flexible" | "non-refundable" | null;
  /** The room's non-refundable rate in basis points; 0 for a home. */
  readonly nonRefundableBasisPoints: number;
}

export function allowedOffers(terms: OfferTerms): readonly TOfferKind[] {
  if (terms.propertyNonRefundable || terms.roomRefundPolicy === "non-refundable") return ["non_refundable"];
  return terms.nonRefundableBasisPoints > 0 ? OFFER_KINDS : ["flexible", "refundable"];
}

/** The offer a quote prices when none is asked: the first allowed, in the order flexible, refundable, non-refundable. */
export function defaultOffer(terms: OfferTerms): TOfferKind {
  return allowedOffers(terms)[0] ?? "flexible";
}

/** The offer's rate off the rooms: the room's non-refundable rate for that offer, nothing for the others. */
export function offerDiscountBasisPoints(offer: TOfferKind, terms: OfferTerms): number {
  return offer === "non_refundable" ? terms.nonRefundableBasisPoints : 0;
}

/**
 * Loyalty rates per classification (settings `loyalty_discounts_4` for homes, `loyalty_discounts_5` for hotels):
 * four percents for tiers 1–4, comma separated ("3,7,10,10"; decimals allowed, "2.5"). Blank, short or unreadable
 * text falls back to the defaults, which follow eBroker's rates (homes 3/7/10 %, hotels 2/4/5 %, the maximum tier
 * keeping the last rate).
 */
export const DEFAULT_LOYALTY_PERCENTS: Readonly<Record<4 | 5, readonly [number, number, number, number]>> = {
  4: [3, 7, 10, 10],
  5: [2, 4, 5, 5],
};

export function loyaltyBasisPointsFrom(
  raw: string | undefined | null,
  classification: 4 | 5,
): [number, number, number, number] {
  const fallback = DEFAULT_LOYALTY_PERCENTS[classification];
  const parts = (raw ?? "").split(",").map((part) => part.trim());
  const percents = parts.map(Number);
  const readable =
    parts.length === 4 &&
    parts.every((part) => /^\d{1,3}(\.\d{1,2})?$/.test(part)) &&
    percents.every((p) => p >= 0 && p <= 100);
  const chosen = readable ? percents : fallback;
  return chosen.map((percent) => Math.round(percent * 100)) as [number, number, number, number];
}
