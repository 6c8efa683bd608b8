import { isCurrencyCode } from "../money/index.js";
import type { NightInventory } from "./availability.js";
import { assertPriceMinor } from "./availability.js";
import type { CalendarDate, StayNightsRefusal } from "./calendar-date.js";
import { stayNights } from "./calendar-date.js";
import type { NightlyPriceRule } from "./nightly-price.js";
import { nightlyPrice, percentOfMinorRounded } from "./nightly-price.js";

export type QuoteLineCode =
  | "night"
  | "weekend_commission"
  | "discount"
  | "non_refundable_discount"
  | "loyalty_discount"
  | "addon"
  | "service_charge"
  | "sales_tax"
  | "city_tax";

/** Translation keys for the lines; the web's message catalogue supplies the words (ar, en). */
export const QUOTE_LINE_LABEL_KEYS: Readonly<Record<QuoteLineCode, string>> = {
  night: "stays.quote.night",
  weekend_commission: "stays.quote.weekend_commission",
  discount: "stays.quote.discount",
  non_refundable_discount: "stays.quote.non_refundable_discount",
  loyalty_discount: "stays.quote.loyalty_discount",
  addon: "stays.quote.addon",
  service_charge: "stays.quote.service_charge",
  sales_tax: "stays.quote.sales_tax",
  city_tax: "stays.quote.city_tax",
};

/**
 * How an add-on is charged (ADR 050). Add-ons belong to the booking, not to each room: a breakfast
 * for every guest is `per_guest_per_night`, an airport pick-up `per_stay`.
 */
export type AddonBasis = "per_stay" | "per_night" | "per_guest" | "per_guest_per_night";

export interface StayAddon {
  readonly id: string;
  readonly priceMinor: number;
  readonly basis: AddonBasis;
}

/** Rates of the listing's classification (`get-property-taxes`), in basis points (14 % = 1400). */
export interface StayTaxRates {
  readonly serviceChargeBasisPoints: number;
  readonly salesTaxBasisPoints: number;
  readonly cityTaxBasisPoints: number;
}

export interface QuoteLine {
  readonly code: QuoteLineCode;
  readonly labelKey: string;
  readonly amountMinor: number;
  /** The night a night, weekend or discount line belongs to. */
  readonly date?: CalendarDate;
  /** The add-on an addon line charges, and how many times its price was counted. */
  readonly addonId?: string;
  readonly quantity?: number;
}

export interface StayQuote {
  readonly currency: string;
  readonly nights: number;
  readonly rooms: number;
  readonly lines: readonly QuoteLine[];
  /** Exactly the sum of `lines[].amountMinor`. */
  readonly totalMinor: number;
}

export interface StayQuoteInput {
  readonly currency: string;
  readonly checkIn: string;
  readonly checkOut: string;
  /** The room type's (or home's) rows covering the stay; a missing night counts as closed. */
  readonly inventory: readonly NightInventory[];
  /** Units already sold per night; missing dates have sold none. */
  readonly soldUnits?: Readonly<Record<CalendarDate, number>>;
  readonly rooms: number;
  readonly guests: number;
  readonly price: NightlyPriceRule;
  readonly addons?: readonly StayAddon[];
  readonly taxes: StayTaxRates;
  /**
   * Discounts of the booking (issue 15, ADR 055), both on the rooms' subtotal (nights, weekend commissions and
   * their discounts) and before taxes: the non-refundable offer's rate, then the loyalty tier's rate on what is left.
   */
  readonly nonRefundableBasisPoints?: number;
  readonly loyaltyBasisPoints?: number;
}

export type StayQuoteResult =
  | { readonly ok: true; readonly quote: StayQuote }
  | { readonly ok: false; readonly reason: StayNightsRefusal }
  | { readonly ok: false; readonly reason: "night_closed" | "not_enough_units"; readonly date: CalendarDate };

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${what} must be a whole number ≥ 1, got ${value}`);
}

function addonQuantity(basis: AddonBasis, nights: number, guests: number): number {
  switch (basis) {
    case "per_stay":
      return 1;
    case "per_night":
      return nights;
    case "per_guest":
      return guests;
    case "per_guest_per_night":
      return guests * nights;
  }
}

/** Line amounts are summed exactly; a total beyond safe integers is a caller bug, not a price. */
export function sumLines(lines: readonly QuoteLine[]): number {
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError("A quote total left safe integer minor units");
  return total + 0;
}

/**
 * The price of a stay as coded line items (ADR 050):
 * - per night, for all rooms: the night's price, its weekend commission, its discount;
 * - the non-refundable offer's discount, then the loyalty discount, each one line on the rooms' subtotal;
 * - each add-on, its price × its basis quantity;
 * - service charge, sales tax and city tax, each on the same base (rooms after discounts + add-ons),
 *   each rounded on its own line, none compounding on another.
 * Lines of 0 other than nights are left out. The total is the sum of the lines and nothing else.
 * A stay with a closed (or missing) night, or a night without `rooms` unsold units, is refused
 * naming the first such night.
 */
export function quoteStay(input: StayQuoteInput): StayQuoteResult {
  if (!isCurrencyCode(input.currency)) throw new RangeError(`Not a currency code: ${input.currency}`);
  assertCount(input.rooms, "Rooms");
  assertCount(input.guests, "Guests");
  const stay = stayNights(input.checkIn, input.checkOut);
  if (!stay.ok) return stay;

  const byDate = new Map(input.inventory.map((row) => [row.date, row]));
  for (const date of stay.nights) {
    const row = byDate.get(date);
    if (row === undefined || !row.open) return { ok: false, reason: "night_closed", date };
    if (row.units - (input.soldUnits?.[date] ?? 0) < input.rooms) {
      return { ok: false, reason: "not_enough_units", date };
    }
  }

  const lines: QuoteLine[] = [];
  const push = (line: Omit<QuoteLine, "labelKey">, keep = line.amountMinor !== 0) => {
    if (keep) lines.push({ ...line, labelKey: QUOTE_LINE_LABEL_KEYS[line.code] });
  };
  for (const date of stay.nights) {
    const price = nightlyPrice(date, byDate.get(date)?.priceOverrideMinor ?? null, input.price);
    push({ code: "night", date, amountMinor: price.nightMinor * input.rooms, quantity: input.rooms }, true);
    push({ code: "weekend_commission", date, amountMinor: price.weekendCommissionMinor * input.rooms });
    push({ code: "discount", date, amountMinor: price.discountMinor * input.rooms });
  }
  // Whole-stay discounts: one line each, on the rooms only (add-ons keep their price), before the taxes.
  const roomsSubtotal = sumLines(lines);
  const nonRefundableMinor = -percentOfMinorRounded(roomsSubtotal, input.nonRefundableBasisPoints ?? 0) + 0;
  push({ code: "non_refundable_discount", amountMinor: nonRefundableMinor });
  push({
    code: "loyalty_discount",
    amountMinor:
      -percentOfMinorRounded(roomsSubtotal + nonRefundableMinor, input.loyaltyBasisPoints ?? 0) + 0,
  });
  for (const addon of input.addons ?? []) {
    assertPriceMinor(addon.priceMinor);
    const quantity = addonQuantity(addon.basis, stay.nights.length, input.guests);
    push({ code: "addon", addonId: addon.id, quantity, amountMinor: addon.priceMinor * quantity });
  }
  const taxBase = sumLines(lines);
  push({
    code: "service_charge",
    amountMinor: percentOfMinorRounded(taxBase, input.taxes.serviceChargeBasisPoints),
  });
  push({ code: "sales_tax", amountMinor: percentOfMinorRounded(taxBase, input.taxes.salesTaxBasisPoints) });
  push({ code: "city_tax", amountMinor: percentOfMinorRounded(taxBase, input.taxes.cityTaxBasisPoints) });

  return {
    ok: true,
    quote: {
      currency: input.currency,
      nights: stay.nights.length,
      rooms: input.rooms,
      lines,
      totalMinor: sumLines(lines),
    },
  };
}
