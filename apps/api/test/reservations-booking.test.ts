import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TCreatedReservations,
  TCreatedReservationsWithPayment,
  TStayQuote,
} from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { settings } from "../src/db/schema/content.js";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { properties } from "../src/db/schema/properties.js";
import { loyaltyTierUses, reservations } from "../src/db/schema/reservations.js";
import { hotelRooms } from "../src/db/schema/stays.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters } from "./helpers.js";
import { insertReservation } from "./reservation-fixtures.js";
import { createStays, nightRow, siteToday, type Stays } from "./stay-fixtures.js";
import { stripePaymentsApp, type StripePaymentsApp } from "./stripe-payments.js";

let p: StripePaymentsApp;
let s: Stays;
let today: string;
const day = (n: number) => addDays(today, n);
const db = () => p.t.database.db;

beforeAll(async () => {
  p = await stripePaymentsApp();
  s = await createStays(p.t);
  today = await siteToday(p.t);
});
afterAll(async () => p.close());

type Guest = Awaited<ReturnType<typeof newMember>>;
const guest = () => newMember(p.t.app, db(), "Booking Guest");
const as = (g: { authorization: string }, lang = "en") => ({
  headers: { authorization: g.authorization, "accept-language": lang, "x-manzil-transport": "http" },
});

function book(g: Guest, body: Record<string, unknown>, lang = "en") {
  return post<TCreatedReservations>(p.t.app, "/api/reservations", body, as(g, lang));
}
function bookOnline(g: Guest, body: Record<string, unknown>, lang = "en") {
  return post<TCreatedReservationsWithPayment>(p.t.app, "/api/reservations/with-payment", body, as(g, lang));
}
function quote(g: Guest | null, propertyId: number, query: Record<string, string>) {
  return get<TStayQuote>(p.t.app, `/api/stays/${propertyId}/quote`, query, {
    headers: g ? { authorization: g.authorization } : {},
  });
}

async function setInstant(propertyId: number, instant: boolean) {
  await db().update(properties).set({ instantBooking: instant }).where(eq(properties.id, propertyId));
}

async function rowsOf(reference: string) {
  return db()
    .select()
    .from(reservations)
    .where(eq(reservations.reference, reference))
    .orderBy(reservations.id);
}

describe("POST reservations: flexible, paid at the property", () => {
  it("prices on the server whatever the client sends, and stores the quote's lines in both languages", async () => {
    await setInstant(s.home.id, false);
    const g = await guest();
    const shown = await quote(g, s.home.id, {
      check_in_date: day(10),
      check_out_date: day(12),
      booking_type: "flexible",
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);

    const reply = await book(g, {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(10),
      check_out_date: day(12),
      number_of_guests: 2,
      payment_method: "cash",
      // A tampering client: none of these may be used.
      total_price: 1,
      amount: 1,
      status: "confirmed",
      payment_status: "paid",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const created = reply.body.data;
    expect(created.reference).toMatch(/^MZR-[0-9A-Z]{8}$/);
    expect(created.reservations).toBeUndefined();
    const r = created.reservation!;
    expect(r.total_minor).toBe(shown.body.data.total_minor);
    expect(r.lines.map((l) => l.amount_minor)).toEqual(shown.body.data.lines.map((l) => l.amount_minor));
    // Instant booking off: a request the owner answers within 24 hours, nothing paid.
    expect(r).toMatchObject({ status: "pending", payment_status: "unpaid", booking_type: "flexible" });
    expect(Date.parse(r.respond_by!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(r.cancellation_deadline).toBe(shown.body.data.cancellation_deadline);

    const [stored] = await rowsOf(created.reference);
    expect(stored!.totalMinor).toBe(shown.body.data.total_minor);
    expect(stored!.lines[0]!.labels.ar).toMatch(arabicLetters);
    expect(stored!.lines[0]!.labels.en).toMatch(/^Night of/);
    expect((await nightRow(p.t, { propertyId: s.home.id, hotelRoomId: null }, day(10)))!.unitsSold).toBe(1);
  });

  it("confirms at once with instant booking, for hotel rooms in eBroker's shape", async () => {
    await setInstant(s.hotel.id, true);
    const g = await guest();
    const reply = await book(g, {
      reservable_type: "hotel_room",
      reservable_id: JSON.stringify([
        { id: s.hotel.double.id, amount: 1 },
        { id: s.hotel.double.id, amount: 1 },
        { id: s.hotel.suite.id, amount: 1 },
      ]),
      check_in_date: day(20),
      check_out_date: day(21),
      number_of_guests: 3,
      addon_ids: [s.hotel.addons.breakfast.id],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const created = reply.body.data;
    expect(created.reservations).toHaveLength(2);
    expect(created.rooms_count).toBe(3);
    expect(
      created.reservations!.every((r) => r.status === "confirmed" && r.reference === created.reference),
    ).toBe(true);
    expect(created.total_minor).toBe(created.reservations!.reduce((sum, r) => sum + r.total_minor, 0));
    // The add-on belongs to the booking: priced once, with the first room offer.
    expect(created.reservations!.flatMap((r) => r.lines).filter((l) => l.code === "addon")).toHaveLength(1);
    expect(
      (await nightRow(p.t, { propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id }, day(20)))!.unitsSold,
    ).toBe(2);
  });

  it("refuses an online offer, one's own listing, too many guests and a past date, in the caller's language", async () => {
    const g = await guest();
    const base = {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(30),
      check_out_date: day(31),
    };
    const online = await book(g, { ...base, booking_type: "non_refundable" }, "ar");
    expect(online.status).toBe(422);
    expect(online.body.message).toMatch(arabicLetters);

    const own = await book({ authorization: s.owner.authorization } as Guest, base, "ar");
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("لا يمكنك حجز إعلانك الخاص.");

    const crowd = await book(
      g,
      {
        selected_rooms: [{ id: s.hotel.suite.id, quantity: 1 }],
        check_in_date: day(30),
        check_out_date: day(31),
        number_of_guests: 9,
      },
      "en",
    );
    expect(crowd.status).toBe(422);
    expect(crowd.body.message).toMatch(/at most 2 guests/);

    const past = await book(g, { ...base, check_in_date: day(-2), check_out_date: day(-1) }, "ar");
    expect(past.status).toBe(422);
    expect(past.body.message).toMatch(arabicLetters);

    const nothing = await book(g, { check_in_date: day(30), check_out_date: day(31) }, "ar");
    expect(nothing.status).toBe(422);

    const anonymous = await post(p.t.app, "/api/reservations", base, {
      headers: { "x-manzil-transport": "http" },
    });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(reservations).where(eq(reservations.guestId, g.id))).toHaveLength(0);
  });

  it("lets an agent book for a client: the client's name and contact are the booking's guest", async () => {
    const agent = await guest();
    const reply = await book(agent, {
      selected_rooms: [{ id: s.hotel.double.id, quantity: 1 }],
      check_in_date: day(44),
      check_out_date: day(45),
      guest_name: "Client Name",
      guest_email: "client@example.com",
      guest_phone: "+201001234567",
      special_requests: "Late arrival",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.reservations![0]).toMatchObject({
      guest: { name: "Client Name", email: "client@example.com", phone: "+201001234567" },
      special_requests: "Late arrival",
    });
    const [row] = await rowsOf(reply.body.data.reference);
    expect(row!.guestId).toBe(agent.id);
  });

  it("answers 409 'Booking failed' naming the night when the last unit is gone", async () => {
    const g = await guest();
    const body = {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(40),
      check_out_date: day(42),
    };
    expect((await book(g, body)).status).toBe(200);
    const second = await book(await guest(), body, "ar");
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^فشل الحجز/);
    const english = await book(await guest(), { ...body, check_in_date: day(41), check_out_date: day(43) });
    expect(english.status).toBe(409);
    expect(english.body.message).toMatch(/^Booking failed/);
  });
});

describe("offers: the non-refundable rate is a line before taxes", () => {
  it("books a non-refundable room online with its % off, the same total the quote showed", async () => {
    await db().update(hotelRooms).set({ nonrefundableBp: 1500 }).where(eq(hotelRooms.id, s.hotel.suite.id));
    const g = await guest();
    const query = {
      check_in_date: day(50),
      check_out_date: day(52),
      hotel_room_id: String(s.hotel.suite.id),
      booking_type: "non_refundable",
    };
    const shown = await quote(g, s.hotel.id, query);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const q = shown.body.data;
    const nights = q.lines.filter((l) => l.code === "night").reduce((sum, l) => sum + l.amount_minor, 0);
    const line = q.lines.find((l) => l.code === "non_refundable_discount")!;
    expect(line.amount_minor).toBe(-Math.round(nights * 0.15));
    expect(line.label).toMatch(/15% off/);
    expect(q.offers.map((o) => [o.booking_type, o.available, o.pays_online])).toEqual([
      ["flexible", true, false],
      ["refundable", true, true],
      ["non_refundable", true, true],
    ]);
    expect(q.offers.find((o) => o.booking_type === "non_refundable")!.total_minor).toBe(q.total_minor);
    expect(q.offers.find((o) => o.booking_type === "refundable")!.total_minor).toBeGreaterThan(q.total_minor);
    expect(q.loyalty).toMatchObject({ completed_stays: 0, tier: 0, stays_to_next: 5, applied: false });

    const reply = await bookOnline(g, {
      selected_rooms: [{ id: s.hotel.suite.id, quantity: 1 }],
      check_in_date: day(50),
      check_out_date: day(52),
      booking_type: "non_refundable",
      payment_method: "stripe",
      payment: { amount: 1, email: "payer@example.com", first_name: "Pay", last_name: "Er" },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.total_minor).toBe(q.total_minor);
    expect(reply.body.data.payment!.payment_transaction.amount_minor).toBe(q.total_minor);
  });

  it("refuses an offer the room does not sell", async () => {
    await db()
      .update(hotelRooms)
      .set({ refundPolicy: "non-refundable" })
      .where(eq(hotelRooms.id, s.hotel.suite.id));
    const g = await guest();
    const reply = await book(
      g,
      {
        selected_rooms: [{ id: s.hotel.suite.id }],
        check_in_date: day(55),
        check_out_date: day(56),
      },
      "ar",
    );
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(arabicLetters);
    const q = await quote(null, s.hotel.id, {
      check_in_date: day(55),
      check_out_date: day(56),
      hotel_room_id: String(s.hotel.suite.id),
    });
    expect(q.body.data.booking_type).toBe("non_refundable");
    expect(q.body.data.loyalty).toBeNull();
    await db()
      .update(hotelRooms)
      .set({ refundPolicy: "flexible" })
      .where(eq(hotelRooms.id, s.hotel.suite.id));
  });
});

describe("POST reservations/with-payment: a hold, then the card provider's success confirms it", () => {
  it("holds the units 15 minutes with a pending payment of the stored total, and confirms on the webhook", async () => {
    await setInstant(s.hotel.id, true);
    const g = await guest();
    const reply = await bookOnline(g, {
      reservable_type: "hotel_room",
      reservable_id: [{ id: s.hotel.double.id, amount: 5 }],
      check_in_date: day(60),
      check_out_date: day(62),
      booking_type: "refundable",
      payment_method: "stripe",
      status: "confirmed",
      payment_status: "paid",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const created = reply.body.data;
    const r = created.reservations![0]!;
    expect(r).toMatchObject({ status: "pending", payment_status: "unpaid", booking_type: "refundable" });
    const hold = Date.parse(r.hold_expires_at!) - Date.now();
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000);
    expect(created.payment_intent?.client_secret).toBeTruthy();
    expect(created.discount_info).toMatchObject({ has_available_discount: false, discount_amount: 0 });

    const [payment] = await db()
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.purpose, "reservation"), eq(paymentTransactions.purposeId, r.id)));
    expect(payment).toMatchObject({ state: "pending", amountMinor: r.total_minor, method: "stripe" });
    expect(created.transaction_id).toBe(payment!.reference);

    await p.succeed(payment!.providerPaymentId!);
    const [after] = await rowsOf(created.reference);
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null });
  });

  it("a paid request (instant booking off) waits for the owner 24 hours", async () => {
    await setInstant(s.hotel.id, false);
    const g = await guest();
    const reply = await bookOnline(g, {
      selected_rooms: [{ id: s.hotel.double.id }],
      check_in_date: day(63),
      check_out_date: day(64),
      payment_method: "stripe",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const payment = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, reply.body.data.payment!.payment_transaction_id));
    await p.succeed(payment[0]!.providerPaymentId!);
    const [after] = await rowsOf(reply.body.data.reference);
    expect(after).toMatchObject({ status: "pending", paymentStatus: "paid", holdExpiresAt: null });
    expect(after!.respondBy!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it("a payment arriving after the hold expired takes the units again if they are still free", async () => {
    await setInstant(s.hotel.id, true);
    const g = await guest();
    const reply = await bookOnline(g, {
      selected_rooms: [{ id: s.hotel.double.id }],
      check_in_date: day(65),
      check_out_date: day(66),
      payment_method: "stripe",
    });
    const reference = reply.body.data.reference;
    const offer = { propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id };
    const soldBefore = (await nightRow(p.t, offer, day(65)))!.unitsSold;
    // What the hold-expiry job does: expired, units given back.
    await db().update(reservations).set({ status: "expired" }).where(eq(reservations.reference, reference));
    const { releaseStayUnits } = await import("../src/modules/reservations/stay-units.repository.js");
    await releaseStayUnits(db(), offer, { checkIn: day(65), checkOut: day(66), rooms: 1 });

    const payment = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, reply.body.data.payment!.payment_transaction_id));
    await p.succeed(payment[0]!.providerPaymentId!);
    const [after] = await rowsOf(reference);
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await nightRow(p.t, offer, day(65)))!.unitsSold).toBe(soldBefore);
  });

  it("a payment arriving after the hold expired and the unit was sold again leaves the booking expired, paid: a refund is due", async () => {
    const g = await guest();
    const reply = await bookOnline(g, {
      selected_rooms: [{ id: s.hotel.suite.id }],
      check_in_date: day(67),
      check_out_date: day(68),
      payment_method: "stripe",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const reference = reply.body.data.reference;
    const offer = { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id };
    await db().update(reservations).set({ status: "expired" }).where(eq(reservations.reference, reference));
    const { releaseStayUnits } = await import("../src/modules/reservations/stay-units.repository.js");
    await releaseStayUnits(db(), offer, { checkIn: day(67), checkOut: day(68), rooms: 1 });
    // Someone else books the suite's only room meanwhile.
    const other = await book(await guest(), {
      selected_rooms: [{ id: s.hotel.suite.id }],
      check_in_date: day(67),
      check_out_date: day(68),
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);

    const payment = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, reply.body.data.payment!.payment_transaction_id));
    await p.succeed(payment[0]!.providerPaymentId!);
    const [after] = await rowsOf(reference);
    expect(after).toMatchObject({ status: "expired", paymentStatus: "paid" });
    const [paid] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, payment[0]!.id));
    expect(paid!.state).toBe("succeeded");
    expect((await nightRow(p.t, offer, day(67)))!.unitsSold).toBe(1);
  });

  it("answers in the language of the lang parameter too", async () => {
    const g = await guest();
    const reply = await post(
      p.t.app,
      "/api/reservations?lang=ar",
      { selected_rooms: [{ id: s.hotel.double.id }], check_in_date: day(-3), check_out_date: day(-1) },
      { headers: { authorization: g.authorization, "x-manzil-transport": "http" } },
    );
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(arabicLetters);
  });

  it("refuses a flexible offer online and a disabled method, in Arabic", async () => {
    const g = await guest();
    const base = {
      selected_rooms: [{ id: s.hotel.double.id }],
      check_in_date: day(70),
      check_out_date: day(71),
    };
    const flexible = await bookOnline(
      g,
      { ...base, booking_type: "flexible", payment_method: "stripe" },
      "ar",
    );
    expect(flexible.status).toBe(422);
    expect(flexible.body.message).toMatch(arabicLetters);
    const paypal = await bookOnline(g, { ...base, payment_method: "paypal" }, "ar");
    expect(paypal.status).toBe(422);
    expect(paypal.body.message).toBe("وسيلة الدفع هذه غير متاحة. اختر وسيلة أخرى.");
    // pay_at_property books the flexible offer like POST reservations.
    const atProperty = await bookOnline(g, { ...base, payment_method: "pay_at_property" });
    expect(atProperty.status, JSON.stringify(atProperty.body)).toBe(200);
    expect(atProperty.body.data).toMatchObject({
      payment: null,
      payment_url: null,
      booking_type: "flexible",
    });
  });
});

describe("loyalty: the 6th stay gets the first tier's discount, once", () => {
  it("applies the tier's % as a line on the 6th booking and not on the 7th", async () => {
    await db()
      .insert(settings)
      .values({ key: "loyalty_discounts_4", value: "5,10,15,20" })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: "5,10,15,20" },
      });
    const g = await guest();
    for (let i = 0; i < 5; i += 1) {
      await insertReservation(p.t, {
        propertyId: s.home.id,
        hotelRoomId: null,
        guestId: g.id,
        checkIn: day(-100 + i * 5),
        status: "completed",
        takeUnits: false,
      });
    }
    const shown = await quote(g, s.home.id, { check_in_date: day(80), check_out_date: day(81) });
    expect(shown.body.data.loyalty).toEqual({
      completed_stays: 5,
      tier: 1,
      next_tier_at: 10,
      stays_to_next: 5,
      discount_percent: 5,
      applied: true,
    });
    const sixth = await bookOnline(g, {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(80),
      check_out_date: day(81),
      payment_method: "stripe",
    });
    expect(sixth.status, JSON.stringify(sixth.body)).toBe(200);
    const lines = sixth.body.data.reservation!.lines;
    const rooms = lines.filter((l) => ["night", "weekend_commission", "discount"].includes(l.code));
    const subtotal = rooms.reduce((sum, l) => sum + l.amount_minor, 0);
    expect(lines.find((l) => l.code === "loyalty_discount")!.amount_minor).toBe(-Math.round(subtotal * 0.05));
    expect(sixth.body.data.discount_info).toMatchObject({
      discount_percentage: 5,
      completed_bookings: 5,
      next_reservation_number: 6,
      tier_milestone: 5,
      has_available_discount: true,
    });
    expect(sixth.body.data.reservation!.loyalty_tier).toBe(1);

    const seventh = await book(g, {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(82),
      check_out_date: day(83),
    });
    expect(seventh.status, JSON.stringify(seventh.body)).toBe(200);
    expect(seventh.body.data.reservation!.lines.some((l) => l.code === "loyalty_discount")).toBe(false);
    const uses = await db().select().from(loyaltyTierUses).where(eq(loyaltyTierUses.userId, g.id));
    expect(uses).toHaveLength(1);
  });

  it("two parallel bookings at the same tier: one gets the discount, the other is refused to review the price", async () => {
    const g = await guest();
    for (let i = 0; i < 5; i += 1) {
      await insertReservation(p.t, {
        propertyId: s.hotel.id,
        hotelRoomId: s.hotel.double.id,
        guestId: g.id,
        checkIn: day(-100 + i * 5),
        status: "checkedOut",
        takeUnits: false,
      });
    }
    const replies = await Promise.all(
      [90, 92].map((d) =>
        book(g, {
          selected_rooms: [{ id: s.hotel.double.id }],
          check_in_date: day(d),
          check_out_date: day(d + 1),
        }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    const discounted = ok.filter((r) =>
      r.body.data.reservations![0]!.lines.some((l) => l.code === "loyalty_discount"),
    );
    expect(discounted).toHaveLength(1);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/price changed/);
    }
    expect(await db().select().from(loyaltyTierUses).where(eq(loyaltyTierUses.userId, g.id))).toHaveLength(1);
  });
});
