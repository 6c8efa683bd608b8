/**
 * The three ways to book a stay (spec §3 "Charges shown"; issue 15), shown to guests before they pay:
 * - flexible: pay at the property; free cancellation until the cancellation deadline;
 * - refundable: pay online now; full refund until the deadline, then the first night is kept;
 * - non_refundable: pay online now at the room's non-refundable percentage off; no refund.
 */
export const OFFER_KINDS = ["flexible", "refundable", "non_refundable"] as const;
export type TOfferKind = (typeof OFFER_KINDS)[number];

export function paysOnline(offer: TOfferKind): boolean {
  return offer !== "flexible";
}
