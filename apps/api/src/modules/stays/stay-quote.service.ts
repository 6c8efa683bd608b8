import type { TStayQuote, TStayQuoteLoyalty, TStayQuoteQuery } from "@manzil/domain/contracts";
import { convertMinorUnits, isDisplayCurrency } from "@manzil/domain/currency";
import { fromMinorUnits } from "@manzil/domain/money";
import {
  LOYALTY_TIER_STAYS,
  OFFER_KINDS,
  allowedOffers,
  cancellationDeadline,
  defaultOffer,
  loyaltyBasisPointsFrom,
  loyaltyDiscountFor,
  loyaltyProgress,
  offerDiscountBasisPoints,
  paysOnline,
  type OfferTerms,
  type TOfferKind,
} from "@manzil/domain/reservations";
import {
  MAX_STAY_NIGHTS,
  quoteStay,
  stayNights,
  type StayQuote,
  type StayQuoteInput,
} from "@manzil/domain/stays";
import type { TFunction } from "i18next";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import {
  loyaltyStanding,
  roomTerms,
  stayTerms,
  type RoomTerms,
  type StayTerms,
} from "../reservations/booking-terms.repository.js";
import { allSettings } from "../settings/settings.repository.js";
import { taxesOf } from "../stays-catalogue/stays-catalogue.repository.js";
import { readNights } from "./night-rows.repository.js";
import { mapQuoteLine, type QuoteLabelFacts } from "./stays.mapper.js";
import { addonPackagesFor, type StayListing } from "./stays.repository.js";
import {
  chosenOffer,
  publicStay,
  staySettings,
  todayIn,
  type ResolvedOffer,
  type StaySettings,
} from "./stay-offers.js";

type Ctx = { lang: Language; now: Date; t: TFunction; viewerId?: number | null };

function quoteRefusal(messageKey: string, params: Record<string, string | number>, field: string) {
  return new AppError("VALIDATION_FAILED", { messageKey, params, fields: { [field]: [messageKey] } });
}

/** What to price: one offer (a home, or one hotel room offer) × rooms for [checkIn, checkOut). */
export interface StaySelection {
  readonly hotelRoomId: number | undefined;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
  /** Counted for per-guest add-ons. */
  readonly guests: number;
  readonly addonIds: readonly number[];
  /** Absent: the first offer the listing allows (ADR 055). */
  readonly bookingType: TOfferKind | undefined;
}

/** The viewer's loyalty in the listing's classification, and the discount this booking would get. */
export interface LoyaltyStanding {
  readonly completedStays: number;
  readonly tier: number;
  readonly discount: { tier: number; basisPoints: number } | null;
}

/** A priced stay with everything checkout stores or shows; the same numbers the public quote answers. */
export interface PricedStay {
  readonly listing: StayListing;
  readonly settings: StaySettings;
  readonly offer: ResolvedOffer;
  readonly terms: StayTerms;
  readonly room: RoomTerms | null;
  readonly offerTerms: OfferTerms;
  readonly bookingType: TOfferKind;
  readonly allowed: readonly TOfferKind[];
  readonly quote: StayQuote;
  /** Every offer priced for the same selection (with the loyalty discount if it applies). */
  readonly offerTotals: ReadonlyMap<TOfferKind, number>;
  readonly facts: QuoteLabelFacts;
  readonly deadlineMs: number;
  readonly loyalty: LoyaltyStanding | null;
  readonly taxes: { serviceChargeBp: number; salesTaxBp: number; cityTaxBp: number };
}

/** The loyalty setting of a classification: `loyalty_discounts_4` (homes), `loyalty_discounts_5` (hotels). */
export const loyaltySettingKey = (classification: 4 | 5) => `loyalty_discounts_${classification}`;

async function loyaltyOf(
  db: Database,
  viewerId: number | null | undefined,
  classification: 4 | 5,
): Promise<LoyaltyStanding | null> {
  if (viewerId === null || viewerId === undefined) return null;
  const [standing, settings] = await Promise.all([
    loyaltyStanding(db, viewerId, classification),
    allSettings(db),
  ]);
  const discount = loyaltyDiscountFor({
    completedStays: standing.completedStays,
    usedTiers: standing.usedTiers,
    tierBasisPoints: loyaltyBasisPointsFrom(settings.get(loyaltySettingKey(classification)), classification),
  });
  return {
    completedStays: standing.completedStays,
    tier: loyaltyProgress(standing.completedStays).tier,
    discount,
  };
}

/**
 * Prices a selection on the server — the one pricing of both `GET stays/:id/quote` and checkout, so a booking is
 * charged exactly what the guest was shown. Refuses (4xx in the caller's language) a past check-in, a stay too
 * long, an unknown add-on, a closed night or one without enough free units (409), and an offer the listing does
 * not sell.
 */
export async function priceStay(
  db: Database,
  propertyId: number,
  selection: StaySelection,
  ctx: Ctx,
): Promise<PricedStay> {
  const listing = await publicStay(db, propertyId);
  const settings = await staySettings(db);
  const offer = await chosenOffer(db, {
    listing,
    hotelRoomId: selection.hotelRoomId,
    settings,
    lang: ctx.lang,
    activeOnly: true,
  });
  const { checkIn, checkOut } = selection;
  const today = todayIn(ctx.now, settings.timeZone);
  if (checkIn < today) throw quoteRefusal("stays.quote.past_check_in", { today }, "check_in_date");
  const stay = stayNights(checkIn, checkOut);
  if (!stay.ok) {
    throw stay.reason === "stay_too_long"
      ? quoteRefusal("stays.quote.stay_too_long", { max: MAX_STAY_NIGHTS }, "check_out_date")
      : quoteRefusal("validation.check_out_not_after_check_in", {}, "check_out_date");
  }

  const terms = (await stayTerms(db, listing.id))!;
  const room = offer.offer.hotelRoomId === null ? null : await roomTerms(db, offer.offer.hotelRoomId);
  const offerTerms: OfferTerms = {
    propertyNonRefundable: terms.nonRefundable,
    roomRefundPolicy: room?.refundPolicy ?? null,
    nonRefundableBasisPoints: room?.nonrefundableBp ?? 0,
  };
  const allowed = allowedOffers(offerTerms);
  const bookingType = selection.bookingType ?? defaultOffer(offerTerms);
  if (!allowed.includes(bookingType)) {
    throw quoteRefusal("stays.quote.offer_not_available", {}, "booking_type");
  }

  const addonIds = [...new Set(selection.addonIds)];
  const packages = await addonPackagesFor(db, {
    propertyId: listing.id,
    roomTypeId: offer.roomTypeId,
    ids: addonIds,
  });
  const unknown = addonIds.find((id) => !packages.some((p) => p.id === id));
  if (unknown !== undefined) {
    throw quoteRefusal("stays.quote.addon_not_available", { id: unknown }, "addon_ids");
  }
  const taxRow = await taxesOf(db, listing.classification as 4 | 5);
  const taxes = {
    serviceChargeBp: taxRow?.serviceChargeBp ?? 0,
    salesTaxBp: taxRow?.salesTaxBp ?? 0,
    cityTaxBp: taxRow?.cityTaxBp ?? 0,
  };
  const loyalty = await loyaltyOf(db, ctx.viewerId, listing.classification as 4 | 5);

  const nights = await readNights(db, offer.offer, { from: checkIn, to: checkOut });
  const base: StayQuoteInput = {
    currency: offer.currency,
    checkIn,
    checkOut,
    inventory: nights,
    soldUnits: Object.fromEntries(nights.map((night) => [night.date, night.unitsSold])),
    rooms: selection.rooms,
    guests: selection.guests,
    price: offer.rule,
    addons: packages.map((p) => ({ id: String(p.id), priceMinor: p.totalPriceMinor, basis: p.basis })),
    taxes: {
      serviceChargeBasisPoints: taxes.serviceChargeBp,
      salesTaxBasisPoints: taxes.salesTaxBp,
      cityTaxBasisPoints: taxes.cityTaxBp,
    },
    loyaltyBasisPoints: loyalty?.discount?.basisPoints ?? 0,
  };
  const priceOf = (kind: TOfferKind) =>
    quoteStay({ ...base, nonRefundableBasisPoints: offerDiscountBasisPoints(kind, offerTerms) });
  const result = priceOf(bookingType);
  if (!result.ok) {
    if (result.reason === "night_closed" || result.reason === "not_enough_units") {
      throw new AppError("CONFLICT", {
        messageKey: `stays.quote.${result.reason}`,
        params: { date: result.date, room: offer.name },
      });
    }
    throw quoteRefusal("validation.check_out_not_after_check_in", {}, "check_out_date");
  }
  const offerTotals = new Map<TOfferKind, number>();
  for (const kind of OFFER_KINDS) {
    const priced = kind === bookingType ? result : priceOf(kind);
    if (priced.ok) offerTotals.set(kind, priced.quote.totalMinor);
  }
  return {
    listing,
    settings,
    offer,
    terms,
    room,
    offerTerms,
    bookingType,
    allowed,
    quote: result.quote,
    offerTotals,
    facts: {
      rule: offer.rule,
      taxes,
      addonNames: new Map(packages.map((p) => [String(p.id), pick(ctx.lang, p.name, p.nameAr)])),
      nonRefundableBp: offerDiscountBasisPoints(bookingType, offerTerms),
      loyalty: loyalty?.discount ?? null,
    },
    deadlineMs: cancellationDeadline({
      checkInDate: checkIn,
      checkInTime: terms.checkInTime,
      cancellationPeriod: terms.cancellationPeriod,
      timeZone: settings.timeZone,
    }),
    loyalty,
    taxes,
  };
}

/** The quote's and checkout's loyalty block: progress, and whether this price carries the tier's discount. */
export function mapLoyalty(loyalty: LoyaltyStanding | null): TStayQuoteLoyalty | null {
  if (loyalty === null) return null;
  const progress = loyaltyProgress(loyalty.completedStays);
  return {
    completed_stays: loyalty.completedStays,
    tier: loyalty.tier,
    next_tier_at: progress.nextTier === null ? null : (LOYALTY_TIER_STAYS[progress.nextTier - 1] ?? null),
    stays_to_next: progress.staysToNextTier,
    discount_percent: loyalty.discount === null ? null : loyalty.discount.basisPoints / 100,
    applied: loyalty.discount !== null,
  };
}

/** Public `GET stays/:id/quote`: a stay priced on the server from the stored nights, as coded line items. */
export function createStayQuoteService(db: Database) {
  return {
    async quote(propertyId: number, query: TStayQuoteQuery, ctx: Ctx): Promise<TStayQuote> {
      const priced = await priceStay(
        db,
        propertyId,
        {
          hotelRoomId: query.hotel_room_id,
          checkIn: query.check_in_date,
          checkOut: query.check_out_date,
          rooms: query.rooms ?? 1,
          guests: query.number_of_guests ?? 1,
          addonIds: query.addon_ids ?? [],
          bookingType: query.booking_type,
        },
        ctx,
      );
      const { quote, listing, settings } = priced;
      const wanted = query.currency?.toUpperCase();
      const converted =
        wanted !== undefined && isDisplayCurrency(wanted) && wanted !== quote.currency
          ? convertMinorUnits(
              { amount: quote.totalMinor, currency: quote.currency },
              wanted,
              settings.exchangeRates,
            )
          : null;
      const deadline = new Date(priced.deadlineMs).toISOString();
      return {
        property_id: listing.id,
        hotel_room_id: priced.offer.offer.hotelRoomId,
        check_in_date: query.check_in_date,
        check_out_date: query.check_out_date,
        nights: quote.nights,
        rooms: quote.rooms,
        guests: query.number_of_guests ?? 1,
        currency: quote.currency,
        lines: quote.lines.map((line) => mapQuoteLine(line, quote.currency, priced.facts, ctx.t)),
        total: fromMinorUnits(quote.totalMinor, quote.currency),
        total_minor: quote.totalMinor,
        display:
          converted === null
            ? null
            : {
                currency: converted.currency,
                total: fromMinorUnits(converted.amount, converted.currency),
                total_minor: converted.amount,
              },
        booking_type: priced.bookingType,
        offers: OFFER_KINDS.map((kind) => {
          const totalMinor = priced.offerTotals.get(kind) ?? quote.totalMinor;
          return {
            booking_type: kind,
            pays_online: paysOnline(kind),
            available: priced.allowed.includes(kind),
            total: fromMinorUnits(totalMinor, quote.currency),
            total_minor: totalMinor,
            cancellation_deadline: deadline,
          };
        }),
        cancellation_deadline: deadline,
        instant_booking: priced.terms.instantBooking,
        loyalty: mapLoyalty(priced.loyalty),
      };
    },
  };
}

export type StayQuoteService = ReturnType<typeof createStayQuoteService>;
