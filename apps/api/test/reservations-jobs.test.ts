import { describe, expect, it, vi } from "vitest";
import type { ReservationEvent } from "../src/modules/reservations/reservation-events.js";
import { createReservationLifecycle } from "../src/modules/reservations/reservation-lifecycle.service.js";
import {
  reminderJobId,
  scanRemindersJob,
  SEND_RESERVATION_REMINDER,
} from "../src/modules/reservations/reservations.jobs.js";
import { createPaymentLedger } from "../src/modules/payments/payment-ledger.js";
import { get } from "./auth-helpers.js";
import { http, lifecycleHarness } from "./reservations-lifecycle-helpers.js";

const h = lifecycleHarness();

const MINUTE = 60_000;
const lifecycle = () => h.t.app.services.reservationLifecycle;

/** The public quote of the home for one night: 200 when the night can be sold, 4xx when it cannot. */
async function quoteHome(checkIn: string, checkOut: string) {
  return get(
    h.t.app,
    `/api/stays/${h.stays.home.id}/quote`,
    { check_in_date: checkIn, check_out_date: checkOut },
    http(),
  );
}

describe("reservations.expire-holds", () => {
  it("expires an unpaid hold after its 15 minutes and makes its night sellable again", async () => {
    const guest = await h.guest();
    const checkIn = h.day(12);
    const { row, payment } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn,
      nights: 1,
      offer: "refundable",
      status: "pending",
      paymentState: "pending",
      holdExpiresAt: new Date(Date.now() + 15 * MINUTE),
    });
    expect((await quoteHome(checkIn, h.day(13))).status).toBe(409);

    // Not yet: the hold still runs.
    expect(await lifecycle().expireHolds(new Date())).toBe(0);
    expect((await h.reservation(row.id)).status).toBe("pending");

    const later = new Date(Date.now() + 16 * MINUTE);
    expect(await lifecycle().expireHolds(later)).toBe(1);
    const expired = await h.reservation(row.id);
    expect(expired).toMatchObject({ status: "expired", cancelledBy: "system" });
    expect(await h.sold(h.home(), checkIn)).toBe(0);
    expect((await quoteHome(checkIn, h.day(13))).status).toBe(200);
    // The payment is left for the reconciliation job, which asks the gateway what became of it.
    expect((await h.payment(payment!.id)).state).toBe("pending");
    // A second run finds nothing more to do.
    expect(await lifecycle().expireHolds(later)).toBe(0);
  });

  it("leaves a hold whose payment succeeded meanwhile", async () => {
    const guest = await h.guest();
    const checkIn = h.day(14);
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn,
      nights: 1,
      offer: "refundable",
      status: "pending",
      paid: true,
      holdExpiresAt: new Date(Date.now() - MINUTE),
    });
    await lifecycle().expireHolds(new Date());
    expect((await h.reservation(row.id)).status).toBe("pending");
    expect(await h.sold(h.home(), checkIn)).toBe(1);
  });
});

describe("reservations.expire-holds: payments that arrive too late", () => {
  it("refunds in full a payment that succeeded after its hold expired, once", async () => {
    const guest = await h.guest();
    const { row, payment } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(18),
      nights: 1,
      offer: "refundable",
      status: "expired",
      paid: true,
      takeUnits: false,
    });
    const before = h.refundCalls().length;
    expect(await lifecycle().refundLatePayments(new Date())).toBe(1);
    expect(await h.reservation(row.id)).toMatchObject({
      status: "expired",
      paymentStatus: "refunded",
      refundedMinor: row.totalMinor,
    });
    expect((await h.payment(payment!.id)).state).toBe("refunded");
    expect(
      h
        .refundCalls()
        .slice(before)
        .map((c) => c.body?.amount_cents),
    ).toEqual([row.totalMinor]);
    expect(await lifecycle().refundLatePayments(new Date())).toBe(0);
    expect(h.refundCalls().length).toBe(before + 1);
  });
});

describe("reservations.decline-unanswered", () => {
  it("declines a request unanswered after 24 hours, refunds it in full and frees its room", async () => {
    const dayLater = new Date(Date.now() + 24 * 60 * MINUTE + MINUTE);
    // The demo set's own waiting requests fall due by then too: they are declined first, so the counts below
    // are this test's bookings.
    await lifecycle().declineUnanswered(dayLater);
    const guest = await h.guest();
    const checkIn = h.day(16);
    const { row, payment } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn,
      offer: "refundable",
      status: "pending",
      paid: true,
      respondBy: new Date(Date.now() + 24 * 60 * MINUTE),
    });
    const waiting = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn,
      offer: "flexible",
      status: "pending",
      respondBy: new Date(Date.now() + 48 * 60 * MINUTE),
    });
    const before = h.refundCalls().length;
    expect(await lifecycle().declineUnanswered(dayLater)).toBe(1);
    expect(await h.reservation(row.id)).toMatchObject({
      status: "rejected",
      cancelledBy: "system",
      refundedMinor: 200_000,
      paymentStatus: "refunded",
    });
    expect((await h.payment(payment!.id)).state).toBe("refunded");
    expect(
      h
        .refundCalls()
        .slice(before)
        .map((c) => c.body?.amount_cents),
    ).toEqual([200_000]);
    expect((await h.reservation(waiting.row.id)).status).toBe("pending");
    // Only the waiting request still holds a room that night.
    expect(await h.sold(h.hotelRoom(), checkIn)).toBe(1);
    expect(await lifecycle().declineUnanswered(dayLater)).toBe(0);
    expect(h.refundCalls().length).toBe(before + 1);
  });
});

describe("reservations.complete-stays", () => {
  it("completes a stay after check-out, and one nobody checked out a day after its check-out date", async () => {
    const guest = await h.guest();
    const checkedOut = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-2),
      status: "checkedOut",
      takeUnits: false,
    });
    const forgotten = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-4),
      status: "checkedIn",
      takeUnits: false,
    });
    const leavingToday = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-2),
      status: "confirmed",
      takeUnits: false,
    });
    expect(await lifecycle().completeStays(new Date())).toBeGreaterThanOrEqual(2);
    expect((await h.reservation(checkedOut.row.id)).status).toBe("completed");
    expect((await h.reservation(forgotten.row.id)).status).toBe("completed");
    expect((await h.reservation(leavingToday.row.id)).status).toBe("confirmed");

    // Completed stays count toward loyalty.
    const counts = await get<{ vacation_homes: { completed_count: number } }>(
      h.t.app,
      `/api/customer-reservation-counts/${guest.id}`,
      {},
      http(guest.authorization),
    );
    expect(counts.body.data.vacation_homes.completed_count).toBe(2);
  });
});

describe("reservations.reminders", () => {
  it("queues one reminder per booking checking in tomorrow, under an id the queue keeps once", async () => {
    const guest = await h.guest();
    const tomorrow = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(1),
      offer: "flexible",
    });
    const later = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(2),
      offer: "flexible",
    });
    const enqueue = vi.fn(async () => "job-id");
    const context = {
      db: h.t.database.db,
      services: h.t.app.services,
      log: h.t.app.log,
      now: () => new Date(),
      jobId: "test",
      enqueue,
    };
    await scanRemindersJob.handle({}, context);
    await scanRemindersJob.handle({}, context);
    const calls = enqueue.mock.calls as unknown as [string, { reservation_id: number }, { id: string }][];
    const mine = calls.filter((call) => call[1].reservation_id === tomorrow.row.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((call) => call[0] === SEND_RESERVATION_REMINDER)).toBe(true);
    // The same id both times: pg-boss stores the first and refuses the second.
    expect(new Set(mine.map((call) => call[2].id))).toEqual(new Set([reminderJobId(tomorrow.row.id)]));
    expect(calls.some((call) => call[1].reservation_id === later.row.id)).toBe(false);
    expect(reminderJobId(1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reminderJobId(1)).not.toBe(reminderJobId(2));
  });
});

describe("notifications", () => {
  it("tells the notifier after the change committed, and not when it was refused", async () => {
    const heard: ReservationEvent[] = [];
    const service = createReservationLifecycle(h.t.database.db, {
      ledger: createPaymentLedger(h.t.database.db, { packages: h.t.app.services.packages, log: h.t.app.log }),
      // Only a pay-at-property booking is cancelled here: no gateway is asked.
      providers: {},
      log: h.t.app.log,
      notify: async (event) => {
        heard.push(event);
      },
    });
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(33),
      offer: "flexible",
    });
    const viewer = { id: guest.id, role: "customer" };
    const ctx = { lang: "ar" as const, t: ((key: string) => key) as never, now: new Date() };
    await service.cancel(viewer, row.id, { reason: "Ill" }, ctx);
    expect(heard).toEqual([
      expect.objectContaining({
        kind: "cancelled",
        reservationId: row.id,
        lang: "ar",
        refundMinor: 0,
        reason: "Ill",
      }),
    ]);
    await expect(service.cancel(viewer, row.id, {}, ctx)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(heard).toHaveLength(1);

    const reminded = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(35),
      offer: "flexible",
    });
    expect(await service.sendReminder(reminded.row.id)).toBe(true);
    expect(heard.at(-1)).toMatchObject({ kind: "reminder", reservationId: reminded.row.id });
    expect(await service.sendReminder(row.id)).toBe(false);
  });
});
