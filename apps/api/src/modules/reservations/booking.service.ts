import { storedQuoteLines } from "./reservations.mapper.js";
import { randomBytes } from "node:crypto";
import type {
  TCreateReservationBody,
  TCreateReservationWithPaymentBody,
  TCreatedReservations,
  TCreatedReservationsWithPayment,
  TReservationDiscountInfo,
  TStartedPaymentReply,
} from "@manzil/domain/contracts";
import { SelectedRoom } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { TPaymentMethod } from "@manzil/domain/payments";
import {
  LOYALTY_TIER_STAYS,
  OWNER_RESPONSE_HOURS,
  PAYMENT_HOLD_MINUTES,
  paysOnline,
  type TOfferKind,
} from "@manzil/domain/reservations";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PaymentsService } from "../payments/payments.service.js";
import { readNights } from "../stays/night-rows.repository.js";
import { priceStay, type PricedStay } from "../stays/stay-quote.service.js";
import { roomTerms, spendLoyaltyTier } from "./booking-terms.repository.js";
import { insertReservations, returnLoyaltyTier, updateReservation } from "./booking.repository.js";
import { silentNotifier, type ReservationNotifier } from "./reservation-events.js";
import { mapReservation } from "./reservations.mapper.js";
import { lockReservationGroup, reservationGroup, type NewReservationRow } from "./reservations.repository.js";
import { releaseStayUnits, takeStayUnits } from "./stay-units.repository.js";

type Ctx = { lang: Language; now: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Crockford's base32 without look-alikes: a reference read aloud or typed from an e-mail survives. */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "MZR-7K3QX9WD": 40 random bits, unguessable enough that a reference reveals nothing else. */
export function newBookingReference(): string {
  const bytes = randomBytes(8);
  let text = "";
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[bytes[i]! % 32];
  return `MZR-${text}`;
}

const refuse = (messageKey: string, field?: string, params: Record<string, string | number> = {}) =>
  new AppError("VALIDATION_FAILED", {
    messageKey,
    params,
    ...(field ? { fields: { [field]: [messageKey] } } : {}),
  });

/** One room offer asked for: a home (hotelRoomId null) or a hotel room offer, and how many units. */
interface WantedOffer {
  readonly hotelRoomId: number | null;
  readonly rooms: number;
}

/** eBroker's `reservable_id` for hotel rooms: `[{id, amount}]` (JSON text too), one item per room; amounts ignored. */
function roomsOf(body: TCreateReservationBody): { id: number; quantity: number }[] | null {
  if (body.selected_rooms && body.selected_rooms.length > 0) {
    return body.selected_rooms.map((room) => ({ id: room.id, quantity: room.quantity ?? 1 }));
  }
  if (body.reservable_type !== "hotel_room") return null;
  let raw = body.reservable_id;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      raw = (raw as string).split(",");
    }
  }
  const items = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const parsed = items.map((item) => SelectedRoom.safeParse(item));
  if (parsed.some((p) => !p.success)) {
    throw refuse("validation.room_selection_required", "reservable_id");
  }
  // An eBroker item is one room; its `amount` is a price, not a count.
  return parsed.map((p) => ({ id: p.data!.id, quantity: 1 }));
}

/** The rooms asked for, merged per room offer and in room id order: every booking locks inventory in that order. */
function mergedRooms(rooms: { id: number; quantity: number }[]): WantedOffer[] {
  const byId = new Map<number, number>();
  for (const room of rooms) byId.set(room.id, (byId.get(room.id) ?? 0) + room.quantity);
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hotelRoomId, count]) => ({ hotelRoomId, rooms: count }));
}

function homeIdOf(body: TCreateReservationBody): number | undefined {
  if (body.property_id !== undefined) return body.property_id;
  const raw = typeof body.reservable_id === "string" ? Number(body.reservable_id) : body.reservable_id;
  return typeof raw === "number" && Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
}

/** Why a booking could not take its units: the first night of that offer that is closed or full now. */
async function failedNight(
  db: Database,
  priced: PricedStay,
  stay: { from: string; to: string; rooms: number },
): Promise<AppError> {
  const nights = await readNights(db, priced.offer.offer, { from: stay.from, to: stay.to });
  const rooms = stay.rooms;
  const full = nights.find((night) => !night.open || night.units - night.unitsSold < rooms);
  return full
    ? new AppError("CONFLICT", {
        messageKey: "reservations.booking.failed_night",
        params: { room: priced.offer.name, date: full.date },
      })
    : new AppError("CONFLICT", { messageKey: "reservations.booking.failed" });
}

/** A night the quote already finds closed or full is spec §8's "Booking failed" at checkout, not a quote message. */
function asBookingFailed(error: unknown): never {
  if (error instanceof AppError && error.code === "CONFLICT" && error.messageKey.startsWith("stays.quote.")) {
    throw new AppError("CONFLICT", {
      messageKey: "reservations.booking.failed_night",
      params: error.options.params ?? {},
    });
  }
  throw error;
}

class UnitsGone extends Error {
  constructor(readonly index: number) {
    super("units gone");
  }
}

/**
 * Checkout (issue 15, ADR 055): `POST reservations` (flexible, paid at the property) and
 * `POST reservations/with-payment` (refundable or non-refundable, paid online now). The server prices with the
 * quote's own function; one transaction takes every night's units (row locks, room offers in id order), writes
 * one row per room offer under one reference and spends the loyalty tier; an online booking then starts its
 * payment for the stored total.
 */
export function createBookingService(
  db: Database,
  deps: {
    payments: PaymentsService;
    log: FastifyBaseLogger;
    notify?: ReservationNotifier;
  },
) {
  const notify = deps.notify ?? silentNotifier;

  async function tell(kind: "confirmed" | "requested", reservationId: number, lang: Language | null) {
    await notify({ kind, reservationId, lang }).catch((error: unknown) =>
      deps.log.error({ err: error, reservationId, kind }, "a booking's notification failed"),
    );
  }

  /** Prices every room offer of the booking; add-ons go with the first (they belong to the booking, ADR 050). */
  async function priceBooking(
    viewer: Viewer,
    body: TCreateReservationBody,
    bookingType: TOfferKind,
    ctx: Ctx,
  ): Promise<{ propertyId: number; wanted: WantedOffer[]; priced: PricedStay[]; guests: number[] }> {
    const rooms = roomsOf(body);
    let propertyId: number | undefined;
    let wanted: WantedOffer[];
    if (rooms === null) {
      propertyId = homeIdOf(body);
      if (propertyId === undefined) throw refuse("reservations.booking.nothing_to_book", "reservable_id");
      wanted = [{ hotelRoomId: null, rooms: body.apartment_quantity ?? 1 }];
    } else {
      if (rooms.length === 0) throw refuse("validation.select_at_least_one_room", "selected_rooms");
      wanted = mergedRooms(rooms);
      const hotels = new Set<number>();
      for (const offer of wanted) {
        const room = await roomTerms(db, offer.hotelRoomId!);
        if (!room) throw new AppError("NOT_FOUND", { messageKey: "stays.room_not_found" });
        hotels.add(room.propertyId);
      }
      if (body.property_id !== undefined) hotels.add(body.property_id);
      if (hotels.size !== 1) throw refuse("reservations.booking.rooms_of_one_hotel", "selected_rooms");
      propertyId = [...hotels][0]!;
    }

    const totalGuests = body.number_of_guests ?? wanted.reduce((sum, offer) => sum + offer.rooms, 0);
    const priced: PricedStay[] = [];
    for (const [index, offer] of wanted.entries()) {
      priced.push(
        await priceStay(
          db,
          propertyId,
          {
            hotelRoomId: offer.hotelRoomId ?? undefined,
            checkIn: body.check_in_date,
            checkOut: body.check_out_date,
            rooms: offer.rooms,
            guests: totalGuests,
            addonIds: index === 0 ? (body.addon_ids ?? []) : [],
            bookingType,
          },
          { ...ctx, t: translatorFor(ctx.lang), viewerId: viewer.id },
        ).catch(asBookingFailed),
      );
    }
    const listing = priced[0]!.listing;
    if (listing.ownerId === viewer.id) {
      throw new AppError("FORBIDDEN", { messageKey: "reservations.booking.own_listing" });
    }
    // A hotel room sleeps its max_guests; a home has no stored capacity, so only rooms are counted there.
    if (listing.classification === 5) {
      const capacity = priced.reduce((sum, p, i) => sum + (p.room?.maxGuests ?? 1) * wanted[i]!.rooms, 0);
      if (totalGuests > capacity) {
        throw refuse("reservations.booking.too_many_guests", "number_of_guests", { max: capacity });
      }
    }
    // Each row states its own guests (at least one): rooms filled in order up to what they sleep.
    let left = totalGuests;
    const guests = priced.map((p, i) => {
      const sleeps = listing.classification === 5 ? (p.room?.maxGuests ?? 1) * wanted[i]!.rooms : left;
      const here = i === priced.length - 1 ? left : Math.min(left, sleeps);
      left -= here;
      return Math.max(1, here);
    });
    return { propertyId, wanted, priced, guests };
  }

  /** The one transaction: units of every offer, the rows, the loyalty tier; all or nothing. */
  async function store(input: {
    viewer: Viewer;
    body: TCreateReservationBody & { payment?: TCreateReservationWithPaymentBody["payment"] };
    bookingType: TOfferKind;
    method: TPaymentMethod;
    wanted: WantedOffer[];
    priced: PricedStay[];
    guests: number[];
    now: Date;
  }): Promise<{ reference: string; ids: number[] }> {
    const { viewer, body, priced, now } = input;
    const first = priced[0]!;
    const online = paysOnline(input.bookingType);
    const instant = first.terms.instantBooking;
    const status = !online && instant ? "confirmed" : "pending";
    const reference = newBookingReference();
    const payer = body.payment;
    const payerName = [payer?.first_name, payer?.last_name].filter(Boolean).join(" ").trim();
    try {
      return await db.transaction(async (tx) => {
        for (const [index, offer] of input.wanted.entries()) {
          const taken = await takeStayUnits(tx, priced[index]!.offer.offer, {
            checkIn: body.check_in_date,
            checkOut: body.check_out_date,
            rooms: offer.rooms,
          });
          if (!taken) throw new UnitsGone(index);
        }
        const rows: NewReservationRow[] = priced.map((p, index) => ({
          reference,
          propertyId: p.listing.id,
          hotelRoomId: p.offer.offer.hotelRoomId,
          guestId: viewer.id,
          // An agent booking for a client names the guest; otherwise the payer's or the account's name.
          bookedForName: body.guest_name ?? (payerName || viewer.name),
          bookedForEmail: body.guest_email ?? payer?.email ?? viewer.email,
          bookedForPhone: body.guest_phone ?? payer?.phone ?? null,
          checkInDate: body.check_in_date,
          checkOutDate: body.check_out_date,
          rooms: input.wanted[index]!.rooms,
          guests: input.guests[index]!,
          offer: input.bookingType,
          status,
          paymentStatus: "unpaid",
          paymentMethod: input.method,
          currency: p.quote.currency,
          totalMinor: p.quote.totalMinor,
          lines: storedQuoteLines(p.quote.lines, p.quote.currency, p.facts),
          loyaltyTier: p.loyalty?.discount?.tier ?? null,
          specialRequests: body.special_requests ?? null,
          holdExpiresAt: online ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * MINUTE) : null,
          respondBy: !online && !instant ? new Date(now.getTime() + OWNER_RESPONSE_HOURS * HOUR) : null,
          cancellationDeadline: new Date(p.deadlineMs),
        }));
        const ids = await insertReservations(tx, rows);
        const tier = first.loyalty?.discount?.tier;
        if (tier !== undefined) {
          const spent = await spendLoyaltyTier(tx, {
            userId: viewer.id,
            classification: first.listing.classification,
            tier,
            reservationId: ids[0]!,
          });
          // A parallel booking spent this tier first: this price is no longer the guest's price (ADR 055).
          if (!spent) throw new AppError("CONFLICT", { messageKey: "reservations.booking.price_changed" });
        }
        return { reference, ids };
      });
    } catch (error) {
      if (error instanceof UnitsGone) {
        throw await failedNight(db, priced[error.index]!, {
          from: body.check_in_date,
          to: body.check_out_date,
          rooms: input.wanted[error.index]!.rooms,
        });
      }
      throw error;
    }
  }

  /** The booking as answered, in eBroker's shape: `reservation` for a home, `reservations` for hotel rooms. */
  async function answer(reference: string, lang: Language): Promise<TCreatedReservations> {
    const views = await reservationGroup(db, reference);
    const mapped = views.map((view) => mapReservation(view, { lang, actor: "guest" }));
    const first = views[0]!;
    const totalMinor = views.reduce((sum, view) => sum + view.totalMinor, 0);
    const common = {
      reference,
      total_minor: totalMinor,
      currency: first.currency,
      booking_type: first.offer,
    };
    if (first.hotelRoomId === null) return { ...common, reservation: mapped[0]! };
    return {
      ...common,
      reservations: mapped,
      total_amount: fromMinorUnits(totalMinor, first.currency),
      rooms_count: views.reduce((sum, view) => sum + view.rooms, 0),
    };
  }

  function discountInfo(priced: PricedStay[]): TReservationDiscountInfo {
    const first = priced[0]!;
    const currency = first.quote.currency;
    const total = priced.reduce((sum, p) => sum + p.quote.totalMinor, 0);
    const discount = priced.reduce(
      (sum, p) =>
        sum +
        p.quote.lines
          .filter((line) => line.code === "loyalty_discount")
          .reduce((s, line) => s - line.amountMinor, 0),
      0,
    );
    const loyalty = first.loyalty;
    const applied = loyalty?.discount ?? null;
    return {
      original_amount: fromMinorUnits(total + discount, currency),
      discount_percentage: applied === null ? 0 : applied.basisPoints / 100,
      discount_amount: fromMinorUnits(discount, currency),
      final_amount: fromMinorUnits(total, currency),
      completed_bookings: loyalty?.completedStays ?? 0,
      next_reservation_number: (loyalty?.completedStays ?? 0) + 1,
      tier_milestone: applied === null ? null : (LOYALTY_TIER_STAYS[applied.tier - 1] ?? null),
      has_available_discount: applied !== null,
    };
  }

  /** A booking whose payment could not even start gives its units (and loyalty tier) back at once. */
  async function abandon(reference: string, now: Date) {
    await db.transaction(async (tx) => {
      const rows = await lockReservationGroup(tx, reference);
      for (const row of rows) {
        if (row.status !== "pending" || row.paymentStatus !== "unpaid") continue;
        await releaseStayUnits(
          tx,
          { propertyId: row.propertyId, hotelRoomId: row.hotelRoomId },
          { checkIn: row.checkInDate, checkOut: row.checkOutDate, rooms: row.rooms },
        );
        await updateReservation(tx, row.id, {
          status: "expired",
          holdExpiresAt: null,
          cancelledAt: now,
          cancelledBy: "system",
          updatedAt: now,
        });
      }
      await returnLoyaltyTier(
        tx,
        rows.map((row) => row.id),
      );
    });
  }

  async function bookAtProperty(viewer: Viewer, body: TCreateReservationBody, ctx: Ctx) {
    const bookingType = body.booking_type ?? "flexible";
    if (paysOnline(bookingType)) {
      throw refuse("reservations.booking.online_offer_needs_payment", "booking_type");
    }
    const { wanted, priced, guests } = await priceBooking(viewer, body, bookingType, ctx);
    const { reference, ids } = await store({
      viewer,
      body,
      bookingType,
      method: "cash",
      wanted,
      priced,
      guests,
      now: ctx.now,
    });
    const status: "confirmed" | "requested" = priced[0]!.terms.instantBooking ? "confirmed" : "requested";
    await tell(status, ids[0]!, ctx.lang);
    return { created: await answer(reference, ctx.lang), status, priced };
  }

  return {
    /** `POST reservations`: a flexible booking paid at the property. */
    async book(
      viewer: Viewer,
      body: TCreateReservationBody,
      ctx: Ctx,
    ): Promise<{ created: TCreatedReservations; messageKey: string }> {
      const booked = await bookAtProperty(viewer, body, ctx);
      return { created: booked.created, messageKey: `reservations.booking.${booked.status}` };
    },

    /** `POST reservations/with-payment`: an online offer, held 15 minutes while the payment runs. */
    async bookWithPayment(
      viewer: Viewer,
      body: TCreateReservationWithPaymentBody,
      ctx: Ctx,
    ): Promise<{ created: TCreatedReservationsWithPayment; messageKey: string }> {
      if (body.payment_method === "cash") {
        // eBroker's `pay_at_property`: a flexible booking, exactly as `POST reservations` makes it.
        if (body.booking_type !== undefined && body.booking_type !== "flexible") {
          throw refuse("reservations.booking.online_offer_needs_payment", "payment_method");
        }
        const booked = await bookAtProperty(viewer, { ...body, booking_type: "flexible" }, ctx);
        return {
          created: {
            ...booked.created,
            payment_intent: null,
            payment_url: null,
            transaction_id: null,
            discount_info: discountInfo(booked.priced),
            payment: null,
          },
          messageKey: `reservations.booking.${booked.status}`,
        };
      }
      const bookingType = body.booking_type ?? "refundable";
      if (!paysOnline(bookingType)) {
        throw refuse("reservations.booking.flexible_only_at_property", "booking_type");
      }
      const settings = await deps.payments.settings(ctx.lang);
      // A gateway the guest pays through now; a bank transfer or cash cannot hold a room for 15 minutes.
      const enabled = settings.methods
        .map((m) => m.method)
        .filter(
          (m): m is Exclude<TPaymentMethod, "bank_transfer" | "cash"> =>
            m !== "bank_transfer" && m !== "cash",
        );
      const method = body.payment_method ?? enabled[0];
      if (method === undefined || !(enabled as readonly string[]).includes(method)) {
        throw refuse("reservations.booking.method_not_available", "payment_method");
      }
      const { wanted, priced, guests } = await priceBooking(viewer, body, bookingType, ctx);
      const info = discountInfo(priced);
      const { reference, ids } = await store({
        viewer,
        body,
        bookingType,
        method,
        wanted,
        priced,
        guests,
        now: ctx.now,
      });
      let payment: TStartedPaymentReply;
      try {
        payment = await deps.payments.startForPurposeReply({
          viewer,
          method,
          lang: ctx.lang,
          now: ctx.now,
          purpose: "reservation",
          purposeId: ids[0]!,
          // The ledger's amount is the price: the stored total, never a client's amount.
          amountMinor: priced.reduce((sum, p) => sum + p.quote.totalMinor, 0),
          currency: priced[0]!.quote.currency,
          description: translatorFor(ctx.lang)("reservations.booking.payment_description", { reference }),
          returnPath: `/reservations/${reference}`,
        });
      } catch (error) {
        await abandon(reference, ctx.now).catch((err: unknown) =>
          deps.log.error({ err, reference }, "a booking whose payment failed to start could not be released"),
        );
        throw error;
      }
      const created = await answer(reference, ctx.lang);
      return {
        created: {
          ...created,
          payment_intent:
            payment.client_secret === null
              ? null
              : {
                  id: payment.payment_transaction_id,
                  client_secret: payment.client_secret,
                  public_key: payment.public_key,
                },
          payment_url: payment.redirect_url,
          transaction_id: payment.payment_transaction.reference,
          discount_info: info,
          payment,
        },
        messageKey: "reservations.booking.payment_started",
      };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
