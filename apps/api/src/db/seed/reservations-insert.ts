import { storedQuoteLines } from "../../modules/reservations/reservations.mapper.js";
import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { cancellationDeadline, holdsInventory } from "@manzil/domain/reservations";
import { addDays, quoteStay, type CalendarDate } from "@manzil/domain/stays";
import type { Database } from "../client.js";
import { users } from "../schema/accounts.js";
import { paymentTransactions } from "../schema/payments.js";
import { properties } from "../schema/properties.js";
import { refundRequests, reservations } from "../schema/reservations.js";
import { hotelRooms, stayNights } from "../schema/stays.js";
import { markRefunded } from "../../modules/payments/payments.repository.js";
import { taxesOf } from "../../modules/stays-catalogue/stays-catalogue.repository.js";
import { readNights, type StoredNight } from "../../modules/stays/night-rows.repository.js";
import { chosenOffer, staySettings, todayIn } from "../../modules/stays/stay-offers.js";
import { stayListing } from "../../modules/stays/stays.repository.js";
import { Random } from "./random.js";
import { DEMO_SEED } from "./generate.js";
import type { PaidDemoPayment } from "./payments-insert.js";
import type { BookingSeed } from "./reservations.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Future bookings move this many days at most to find nights the calendar still sells. */
const MAX_SHIFT_DAYS = 30;
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export type ReservationCounts = {
  reservations: number;
  reservationPayments: number;
  refundRequests: number;
  paid: PaidDemoPayment[];
};

/** Nights before today have no rows any more; a past stay was sold at the listing's prices of the day. */
function withPastNights(stored: readonly StoredNight[], from: CalendarDate, to: CalendarDate, today: string) {
  const byDate = new Map(stored.map((night) => [night.date, night]));
  const nights: StoredNight[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const row = byDate.get(date);
    if (row) nights.push(row);
    else if (date < today)
      nights.push({ date, open: true, units: 99, unitsSold: 0, priceOverrideMinor: null });
  }
  return nights;
}

/**
 * Inserts the planned demo bookings as the booking and life-cycle services leave them: lines priced from the
 * calendar by the quote's own rules, units of today's and later nights taken (so the calendars show them), online
 * payments succeeded with their invoices, cancellations refunded, refund requests open or decided.
 */
export async function insertDemoReservations(
  tx: Tx,
  input: {
    seeds: readonly BookingSeed[];
    stayId: (index: number) => number;
    userId: (index: number) => number;
    now: Date;
  },
): Promise<ReservationCounts> {
  const counts: ReservationCounts = { reservations: 0, reservationPayments: 0, refundRequests: 0, paid: [] };
  const rng = new Random(DEMO_SEED).fork("reservation-references");
  const settings = await staySettings(tx);
  const today = todayIn(input.now, settings.timeZone);
  const nowMs = input.now.getTime();

  for (const seed of input.seeds) {
    const propertyId = input.stayId(seed.stay);
    const listing = await stayListing(tx, propertyId);
    if (!listing) continue;
    const [terms] = await tx
      .select({ checkIn: properties.checkIn, cancellationPeriod: properties.cancellationPeriod })
      .from(properties)
      .where(eq(properties.id, propertyId));
    const rooms = await tx
      .select({ id: hotelRooms.id })
      .from(hotelRooms)
      .where(and(eq(hotelRooms.propertyId, propertyId), eq(hotelRooms.status, "active")))
      .orderBy(asc(hotelRooms.position), asc(hotelRooms.id));
    if (listing.classification === 5 && rooms.length === 0) continue;
    const hotelRoomId = listing.classification === 5 ? rooms[seed.room % rooms.length]!.id : undefined;
    const offer = await chosenOffer(tx, { listing, hotelRoomId, settings, lang: "en", activeOnly: true });
    const taxRow = await taxesOf(tx, listing.classification as 4 | 5);
    const taxes = {
      serviceChargeBp: taxRow?.serviceChargeBp ?? 0,
      salesTaxBp: taxRow?.salesTaxBp ?? 0,
      cityTaxBp: taxRow?.cityTaxBp ?? 0,
    };

    // A future booking slides to the first dates the calendar still sells; past and present ones keep theirs.
    let priced: {
      checkIn: CalendarDate;
      checkOut: CalendarDate;
      quote: Extract<ReturnType<typeof quoteStay>, { ok: true }>["quote"];
    } | null = null;
    for (let shift = 0; shift <= (seed.checkIn > 0 ? MAX_SHIFT_DAYS : 0); shift++) {
      const checkIn = addDays(today, seed.checkIn + shift);
      const checkOut = addDays(checkIn, seed.nights);
      const stored = await readNights(tx, offer.offer, { from: checkIn, to: checkOut });
      const nights = withPastNights(stored, checkIn, checkOut, today);
      const result = quoteStay({
        currency: offer.currency,
        checkIn,
        checkOut,
        inventory: nights,
        soldUnits: Object.fromEntries(nights.map((night) => [night.date, night.unitsSold])),
        rooms: seed.rooms,
        guests: seed.guests,
        price: offer.rule,
        taxes: {
          serviceChargeBasisPoints: taxes.serviceChargeBp,
          salesTaxBasisPoints: taxes.salesTaxBp,
          cityTaxBasisPoints: taxes.cityTaxBp,
        },
      });
      if (result.ok) {
        priced = { checkIn, checkOut, quote: result.quote };
        break;
      }
    }
    if (!priced) continue;
    const { checkIn, checkOut, quote } = priced;

    const checkInMs = Date.parse(`${checkIn}T12:00:00Z`);
    const createdAt =
      seed.status === "pending"
        ? new Date(nowMs - 3 * 60 * 60 * 1000)
        : new Date(Math.min(nowMs - 60 * 60 * 1000, checkInMs - seed.bookedAhead * DAY_MS));
    const paidOnline = seed.method !== "cash";
    const cashPaid = seed.method === "cash" && (seed.status === "completed" || seed.status === "checkedOut");
    const refunded = seed.cancelled?.refund === true && paidOnline;
    // What happened after the booking happened before now, however recently it was made.
    const later = (ms: number) =>
      new Date(Math.max(createdAt.getTime(), Math.min(createdAt.getTime() + ms, nowMs - 10 * 60 * 1000)));
    const cancelledAt = seed.cancelled ? later(2 * DAY_MS) : null;
    const [guest] = await tx
      .select({ name: users.name, email: users.email, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, input.userId(seed.guest)));
    const reference = `MZR-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[rng.int(0, REFERENCE_ALPHABET.length - 1)]).join("")}`;

    const [row] = await tx
      .insert(reservations)
      .values({
        reference,
        propertyId,
        hotelRoomId: hotelRoomId ?? null,
        guestId: input.userId(seed.guest),
        bookedForName: guest?.name ?? "Guest",
        bookedForEmail: guest?.email ?? null,
        bookedForPhone: guest?.mobile ?? null,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        rooms: seed.rooms,
        guests: seed.guests,
        offer: seed.offer,
        status: seed.status,
        paymentStatus: refunded ? "refunded" : paidOnline || cashPaid ? "paid" : "unpaid",
        paymentMethod: seed.method,
        currency: quote.currency,
        totalMinor: quote.totalMinor,
        lines: storedQuoteLines(quote.lines, quote.currency, {
          rule: offer.rule,
          taxes,
          addonNames: new Map(),
        }),
        specialRequests: seed.specialRequests ?? null,
        respondBy: seed.status === "pending" ? new Date(createdAt.getTime() + DAY_MS) : null,
        cancellationDeadline: new Date(
          cancellationDeadline({
            checkInDate: checkIn,
            checkInTime: terms?.checkIn,
            cancellationPeriod: terms?.cancellationPeriod,
            timeZone: settings.timeZone,
          }),
        ),
        cancelledAt,
        cancelledBy: seed.cancelled?.by ?? null,
        reason: seed.cancelled?.reason ?? null,
        refundedMinor: refunded ? quote.totalMinor : 0,
        checkedInAt: ["checkedIn", "checkedOut", "completed"].includes(seed.status)
          ? new Date(checkInMs + 3 * 60 * 60 * 1000)
          : null,
        checkedOutAt: ["checkedOut", "completed"].includes(seed.status)
          ? new Date(Date.parse(`${checkOut}T09:00:00Z`))
          : null,
        createdAt,
        updatedAt: cancelledAt ?? createdAt,
      })
      .returning();
    if (!row) throw new Error(`seed: reservation ${seed.key} not inserted`);
    counts.reservations++;

    if (holdsInventory(seed.status) && checkOut > today) {
      await tx
        .update(stayNights)
        .set({ unitsSold: sql`${stayNights.unitsSold} + ${seed.rooms}` })
        .where(
          and(
            eq(stayNights.propertyId, propertyId),
            hotelRoomId === undefined
              ? isNull(stayNights.hotelRoomId)
              : eq(stayNights.hotelRoomId, hotelRoomId),
            gte(stayNights.date, checkIn < today ? today : checkIn),
            lt(stayNights.date, checkOut),
          ),
        );
    }

    if (paidOnline) {
      const succeededAt = new Date(createdAt.getTime() + 2 * 60 * 1000);
      const [payment] = await tx
        .insert(paymentTransactions)
        .values({
          userId: row.guestId,
          purpose: "reservation",
          purposeId: row.id,
          amountMinor: row.totalMinor,
          currency: row.currency,
          method: seed.method as "stripe" | "paymob" | "paypal",
          providerPaymentId: `demo_${seed.method}_${reference.slice(4).toLowerCase()}`,
          reference: `mz_demo_reservation_${seed.key}`,
          state: "succeeded",
          succeededAt,
          createdAt,
          updatedAt: cancelledAt ?? succeededAt,
        })
        .returning();
      if (!payment) throw new Error(`seed: payment of ${seed.key} not inserted`);
      counts.reservationPayments++;
      counts.paid.push({ row: payment, at: succeededAt });
      if (refunded) {
        await markRefunded(tx, {
          id: payment.id,
          refundProviderId: `demo_refund_${reference.slice(4).toLowerCase()}`,
          reason: seed.cancelled?.reason ?? "Cancelled",
          now: cancelledAt!,
        });
      }
    }

    if (seed.refundRequest) {
      const decided = seed.refundRequest === "rejected";
      await tx.insert(refundRequests).values({
        reservationId: row.id,
        requestedBy: row.guestId,
        // Half, in whole pounds, as a guest would type it.
        amountMinor: Math.floor(row.totalMinor / 2 / 100) * 100,
        currency: row.currency,
        reason: "One of us cannot travel any more; could you refund half?",
        status: seed.refundRequest,
        rejectionReason: decided ? "The room was kept for you; the booking stays as paid." : null,
        decidedBy: decided ? listing.ownerId : null,
        decidedAt: decided ? later(3 * DAY_MS) : null,
        createdAt: later(2 * DAY_MS),
      });
      counts.refundRequests++;
    }
  }
  return counts;
}
