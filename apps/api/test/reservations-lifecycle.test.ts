import { describe, expect, it } from "vitest";
import type { TCancelReservationAnswer, TReservationChange } from "@manzil/domain/contracts";
import { get, post } from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { http, lifecycleHarness } from "./reservations-lifecycle-helpers.js";

const h = lifecycleHarness();

const cancel = (id: number, authorization: string, body: Record<string, unknown> = {}, lang?: "ar") =>
  post<TCancelReservationAnswer>(h.t.app, `/api/reservations/${id}/cancel`, body, http(authorization, lang));
const updateStatus = (id: number, authorization: string, body: Record<string, unknown>, lang?: "ar") =>
  post<TReservationChange>(h.t.app, `/api/reservations/${id}/update-status`, body, http(authorization, lang));

describe("cancelling a booking", () => {
  it("refunds a refundable booking in full before the deadline, through the gateway, and frees its room", async () => {
    const guest = await h.guest();
    const checkIn = h.day(20);
    const { row, payment } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn,
      offer: "refundable",
      paid: true,
    });
    expect(await h.sold(h.hotelRoom(), checkIn)).toBe(1);

    const preview = await cancel(row.id, guest.authorization, { preview: 1 });
    expect(preview.status).toBe(200);
    expect(preview.body.data.cancellation).toMatchObject({
      rule: "full",
      refund_minor: 200_000,
      currency: "EGP",
    });
    expect(preview.body.data.cancellation.explanation).toMatch(
      /^Free cancellation until .+\(.+\): the full .*2,000\.00 is refunded\.$/,
    );
    // A preview changes nothing.
    expect((await h.reservation(row.id)).status).toBe("confirmed");
    expect(h.refundCalls()).toHaveLength(0);

    const done = await cancel(row.id, guest.authorization, { reason: "Plans changed" });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("The reservation was cancelled.");
    expect(done.body.data.reservation).toMatchObject({
      status: "cancelled",
      refunded_minor: 200_000,
      payment_status: "refunded",
    });
    const calls = h.refundCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ amount_cents: 200_000 });
    expect((await h.payment(payment!.id)).state).toBe("refunded");
    const stored = await h.reservation(row.id);
    expect(stored).toMatchObject({ cancelledBy: "guest", reason: "Plans changed" });
    expect(stored.cancelledAt).not.toBeNull();
    expect(await h.sold(h.hotelRoom(), checkIn)).toBe(0);
  });

  it("keeps the first night with its taxes after the deadline and refunds the rest", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(3),
      offer: "refundable",
      paid: true,
      cancellationDeadline: new Date(Date.now() - 60_000),
    });
    const before = h.refundCalls().length;
    const done = await cancel(row.id, guest.authorization);
    expect(done.status).toBe(200);
    // First night 1,000 EGP + 10 % service + 14 % sales tax = 1,240 EGP kept of 2,000.
    expect(done.body.data.cancellation).toMatchObject({ rule: "first_night_kept", refund_minor: 76_000 });
    expect(done.body.data.reservation).toMatchObject({ refunded_minor: 76_000, payment_status: "partial" });
    expect(
      h
        .refundCalls()
        .slice(before)
        .map((c) => c.body?.amount_cents),
    ).toEqual([76_000]);
  });

  it("refunds nothing on a non-refundable booking, and a flexible one has nothing to refund", async () => {
    const guest = await h.guest();
    const nonRefundable = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(30),
      offer: "non_refundable",
      paid: true,
    });
    const flexible = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(30),
      offer: "flexible",
    });
    const before = h.refundCalls().length;

    const arPreview = await cancel(nonRefundable.row.id, guest.authorization, { preview: true }, "ar");
    expect(arPreview.body.data.cancellation.rule).toBe("non_refundable");
    expect(arPreview.body.data.cancellation.explanation).toMatch(arabicLetters);

    const first = await cancel(nonRefundable.row.id, guest.authorization);
    expect(first.status).toBe(200);
    expect(first.body.data.cancellation).toMatchObject({ rule: "non_refundable", refund_minor: 0 });
    expect(first.body.data.reservation).toMatchObject({
      status: "cancelled",
      refunded_minor: 0,
      payment_status: "paid",
    });
    expect((await h.payment(nonRefundable.payment!.id)).state).toBe("succeeded");

    const second = await cancel(flexible.row.id, guest.authorization);
    expect(second.body.data.cancellation).toMatchObject({ rule: "nothing_paid", refund_minor: 0 });
    expect(await h.sold(h.home(), h.day(30))).toBe(0);
    expect(h.refundCalls().length).toBe(before);
  });

  it("gives everything paid back when the owner cancels, even after the deadline", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(4),
      offer: "refundable",
      paid: true,
      cancellationDeadline: new Date(Date.now() - 60_000),
    });
    const done = await cancel(row.id, h.stays.owner.authorization);
    expect(done.body.data.cancellation).toMatchObject({ rule: "full", refund_minor: 200_000 });
    expect(done.body.data.cancellation.explanation).toMatch(/^Cancelled by the property/);
    expect((await h.reservation(row.id)).cancelledBy).toBe("owner");
  });

  it("cancels every room booked under one reference together", async () => {
    const guest = await h.guest();
    const reference = `MZR-GROUP${Date.now()}`;
    const double = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(40),
      offer: "flexible",
      reference,
    });
    const suite = await h.booking({
      propertyId: h.stays.hotel.id,
      hotelRoomId: h.stays.hotel.suite.id,
      guestId: guest.id,
      checkIn: h.day(40),
      offer: "flexible",
      reference,
    });
    const done = await cancel(suite.row.id, guest.authorization);
    expect(done.body.data.reservations!.map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    expect((await h.reservation(double.row.id)).status).toBe("cancelled");
    expect(
      await h.sold({ propertyId: h.stays.hotel.id, hotelRoomId: h.stays.hotel.suite.id }, h.day(40)),
    ).toBe(0);
  });

  it("refuses with 'Cancellation failed' in the caller's language, and changes nothing", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(50),
      offer: "flexible",
    });
    expect((await cancel(row.id, guest.authorization)).status).toBe(200);
    const again = await cancel(row.id, guest.authorization);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Cancellation failed: this reservation is already cancelled.");
    const arabic = await cancel(row.id, guest.authorization, {}, "ar");
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toBe("فشل الإلغاء: هذا الحجز ملغى بالفعل.");

    const stay = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(0),
      status: "checkedIn",
      offer: "flexible",
    });
    const during = await cancel(stay.row.id, guest.authorization);
    expect(during.status).toBe(409);
    expect(during.body.message).toBe(
      "Cancellation failed: a reservation that is checked in cannot be cancelled now.",
    );
    expect((await h.reservation(stay.row.id)).status).toBe("checkedIn");
  });

  it("rolls the cancellation back when the gateway cannot refund", async () => {
    const guest = await h.guest();
    const checkIn = h.day(25);
    const { row, payment } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn,
      offer: "refundable",
      paid: true,
    });
    h.fake.setOutage("unreachable");
    try {
      const down = await cancel(row.id, guest.authorization);
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/^Cancellation failed: the refund could not be made/);
    } finally {
      h.fake.setOutage("none");
    }
    expect((await h.reservation(row.id)).status).toBe("confirmed");
    expect((await h.payment(payment!.id)).state).toBe("succeeded");
    expect(await h.sold(h.hotelRoom(), checkIn)).toBeGreaterThanOrEqual(1);
  });
});

describe("who may see and change a booking", () => {
  it("hides a guest's booking from another guest and from another owner", async () => {
    const guestA = await h.guest("Guest A");
    const guestB = await h.guest("Guest B");
    const { row } = await h.booking({
      ...h.home(),
      guestId: guestA.id,
      checkIn: h.day(60),
      offer: "flexible",
    });

    expect((await get(h.t.app, `/api/reservations/${row.id}`, {}, http(guestA.authorization))).status).toBe(
      200,
    );
    expect(
      (await get(h.t.app, `/api/reservations/${row.id}`, {}, http(h.stays.owner.authorization))).status,
    ).toBe(200);
    expect((await get(h.t.app, `/api/reservations/${row.id}`, {}, http(guestB.authorization))).status).toBe(
      404,
    );
    expect(
      (await get(h.t.app, `/api/reservations/${row.id}`, {}, http(h.stays.other.authorization))).status,
    ).toBe(404);
    expect((await cancel(row.id, guestB.authorization)).status).toBe(404);
    const listB = await get<{ reservations: { id: number }[] }>(
      h.t.app,
      "/api/reservations",
      {},
      http(guestB.authorization),
    );
    expect(listB.body.data.reservations).toEqual([]);

    // Owner B can neither move A's booking nor read A's owner list; nobody but the owner's staff moves it.
    expect((await updateStatus(row.id, h.stays.other.authorization, { status: "checkedIn" })).status).toBe(
      404,
    );
    expect((await updateStatus(row.id, guestA.authorization, { status: "checkedIn" })).status).toBe(403);
    const ownerList = await get(
      h.t.app,
      `/api/property-owner-reservations/${h.stays.owner.id}`,
      {},
      http(h.stays.other.authorization),
    );
    expect(ownerList.status).toBe(403);
    expect((await h.reservation(row.id)).status).toBe("confirmed");
  });

  it("lists the owner's bookings with their guests and metrics; an admin may ask for any owner", async () => {
    const guest = await h.guest("Listed Guest");
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(70),
      offer: "flexible",
    });
    const mine = await get<{
      reservations: { id: number; customer: { id: number; name: string }; next_statuses: string[] }[];
      metrics: Record<string, number>;
      per_page: number;
      page: number;
    }>(
      h.t.app,
      `/api/property-owner-reservations/${h.stays.owner.id}`,
      { property_id: String(h.stays.home.id), from: h.day(70), to: h.day(70) },
      http(h.stays.owner.authorization),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.page).toBe(1);
    expect(mine.body.data.per_page).toBe(100);
    expect(mine.body.data.reservations.map((r) => r.id)).toEqual([row.id]);
    expect(mine.body.data.reservations[0]!.customer).toMatchObject({ id: guest.id, name: "Listed Guest" });
    expect(mine.body.data.reservations[0]!.next_statuses).toEqual(["checkedIn", "cancelled"]);
    expect(mine.body.data.metrics).toMatchObject({
      total_reservations: 1,
      confirmed_reservations: 1,
      total_revenue: 2000,
    });

    const byAdmin = await get(
      h.t.app,
      `/api/property-owner-reservations/${h.stays.owner.id}`,
      { property_id: String(h.stays.home.id), from: h.day(70), to: h.day(70) },
      http(h.stays.admin.authorization),
    );
    expect(byAdmin.status).toBe(200);
    const otherOwnsNothing = await get<{ reservations: unknown[] }>(
      h.t.app,
      `/api/property-owner-reservations/${h.stays.other.id}`,
      {},
      http(h.stays.other.authorization),
    );
    expect(otherOwnsNothing.body.data.reservations).toEqual([]);
  });

  it("shows a hotel's bookings by property and status, as the hotel reservations page asks", async () => {
    const guest = await h.guest();
    const pending = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(75),
      offer: "flexible",
      status: "pending",
      respondBy: new Date(Date.now() + 3_600_000),
    });
    await h.booking({ ...h.hotelRoom(), guestId: guest.id, checkIn: h.day(75), offer: "flexible" });
    const list = await get<{
      reservations: { id: number; status: string }[];
      metrics: Record<string, number>;
    }>(
      h.t.app,
      `/api/property-owner-reservations/${h.stays.owner.id}`,
      { property_id: String(h.stays.hotel.id), status: "pending,rejected", from: h.day(75), to: h.day(75) },
      http(h.stays.owner.authorization),
    );
    expect(list.body.data.reservations.map((r) => [r.id, r.status])).toEqual([[pending.row.id, "pending"]]);
    // Metrics keep counting every status of the property and dates, so the tabs keep their numbers.
    expect(list.body.data.metrics).toMatchObject({ total_reservations: 2, pending_reservations: 1 });
  });

  it("sorts the guest's own bookings into upcoming, past and cancelled", async () => {
    const guest = await h.guest();
    const upcoming = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(80),
      offer: "flexible",
    });
    const past = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-10),
      status: "completed",
      takeUnits: false,
    });
    const ended = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-20),
      status: "cancelled",
      takeUnits: false,
    });
    const tab = async (when: string) =>
      (
        await get<{ reservations: { id: number }[]; total: number }>(
          h.t.app,
          "/api/reservations",
          { when },
          http(guest.authorization),
        )
      ).body.data.reservations.map((r) => r.id);
    expect(await tab("upcoming")).toEqual([upcoming.row.id]);
    expect(await tab("past")).toEqual([past.row.id]);
    expect(await tab("cancelled")).toEqual([ended.row.id]);
    const byStatus = await get<{ reservations: { id: number }[]; total: number }>(
      h.t.app,
      "/api/reservations",
      { status: "completed,cancelled" },
      http(guest.authorization),
    );
    expect(byStatus.body.data.total).toBe(2);
  });
});

describe("the owner's status changes", () => {
  it("checks a guest in on the check-in day, then out, then completes the stay", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({ ...h.home(), guestId: guest.id, checkIn: h.day(0), offer: "flexible" });
    const owner = h.stays.owner.authorization;
    const checkedIn = await updateStatus(row.id, owner, { status: "checkedIn" });
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body.data.reservation.status).toBe("checkedIn");
    expect((await h.reservation(row.id)).checkedInAt).not.toBeNull();
    expect((await updateStatus(row.id, owner, { status: "checkedOut" })).body.data.reservation.status).toBe(
      "checkedOut",
    );
    expect((await h.reservation(row.id)).checkedOutAt).not.toBeNull();
    const illegal = await updateStatus(row.id, owner, { status: "confirmed" });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe("A reservation that is checked out cannot be changed to confirmed.");
    expect((await updateStatus(row.id, owner, { status: "completed" })).body.data.reservation.status).toBe(
      "completed",
    );
  });

  it("refuses a check-in before the check-in date, in Arabic too", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(90),
      offer: "flexible",
    });
    const early = await updateStatus(row.id, h.stays.owner.authorization, { status: "checkedIn" }, "ar");
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^يمكن تسجيل وصول الضيف ابتداءً من تاريخ الوصول/);
    const skipping = await updateStatus(row.id, h.stays.owner.authorization, { status: "checkedOut" });
    expect(skipping.status).toBe(409);
    expect((await h.reservation(row.id)).status).toBe("confirmed");
  });

  it("accepts a request ('approved' as eBroker sends it) and declines another with a full refund", async () => {
    const guest = await h.guest();
    const accepted = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(100),
      offer: "flexible",
      status: "pending",
      respondBy: new Date(Date.now() + 3_600_000),
    });
    const ok = await updateStatus(accepted.row.id, h.stays.owner.authorization, { status: "approved" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.reservation).toMatchObject({ status: "confirmed", respond_by: null });

    const checkIn = h.day(101);
    const declined = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn,
      offer: "refundable",
      status: "pending",
      paid: true,
      respondBy: new Date(Date.now() + 3_600_000),
    });
    const before = h.refundCalls().length;
    const no = await updateStatus(declined.row.id, h.stays.owner.authorization, {
      status: "rejected",
      rejection_reason: "Closed for works",
    });
    expect(no.body.data.reservation).toMatchObject({
      status: "rejected",
      refunded_minor: 200_000,
      payment_status: "refunded",
    });
    expect(
      h
        .refundCalls()
        .slice(before)
        .map((c) => c.body?.amount_cents),
    ).toEqual([200_000]);
    expect(await h.sold(h.hotelRoom(), checkIn)).toBe(0);
    expect((await h.reservation(declined.row.id)).reason).toBe("Closed for works");
  });

  it("does not confirm an online booking whose payment has not come", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(105),
      offer: "refundable",
      status: "pending",
      paymentState: "pending",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const early = await updateStatus(row.id, h.stays.owner.authorization, { status: "confirmed" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "This booking is waiting for its online payment; it is confirmed once paid.",
    );
    expect((await h.reservation(row.id)).status).toBe("pending");
  });

  it("sets the payment status of pay-at-property bookings only", async () => {
    const guest = await h.guest();
    const cash = await h.booking({ ...h.home(), guestId: guest.id, checkIn: h.day(110), offer: "flexible" });
    const paid = await updateStatus(cash.row.id, h.stays.owner.authorization, {
      status: "confirmed",
      payment_status: "paid",
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.reservation).toMatchObject({ status: "confirmed", payment_status: "paid" });

    const online = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(110),
      offer: "refundable",
      paid: true,
    });
    const refused = await updateStatus(online.row.id, h.stays.owner.authorization, {
      status: "confirmed",
      payment_status: "unpaid",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("The payment status can only be set on bookings paid at the property.");
    expect((await h.reservation(online.row.id)).paymentStatus).toBe("paid");
  });

  it("answers bad input with a 4xx in the caller's language", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(115),
      offer: "flexible",
    });
    const bogus = await updateStatus(row.id, h.stays.owner.authorization, { status: "teleported" }, "ar");
    expect(bogus.status).toBe(422);
    expect(bogus.body.message).toMatch(arabicLetters);
    const badId = await post(h.t.app, "/api/reservations/abc/cancel", {}, http(guest.authorization, "ar"));
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);
    expect(
      (await get(h.t.app, "/api/reservations", { when: "someday" }, http(guest.authorization))).status,
    ).toBe(422);
    expect((await get(h.t.app, "/api/reservations", {}, http())).status).toBe(401);
  });
});

describe("customer reservation counts", () => {
  it("counts the caller's stays and loyalty tiers, and refuses another customer's", async () => {
    const guest = await h.guest();
    for (let i = 0; i < 5; i += 1) {
      await h.booking({
        ...h.home(),
        guestId: guest.id,
        checkIn: h.day(-30 - 3 * i),
        status: "completed",
        takeUnits: false,
      });
    }
    await h.booking({
      ...h.home(),
      guestId: guest.id,
      checkIn: h.day(-50),
      status: "cancelled",
      takeUnits: false,
    });
    const counts = await get<{
      vacation_homes: {
        total_count: number;
        completed_count: number;
        next_reservation_number: number;
        by_status: Record<string, number>;
        tier_discounts: {
          tier_milestone: number;
          reservation_number: number;
          discount_percentage: number;
          is_available: boolean;
          is_used: boolean;
        }[];
        loyalty: {
          completed_stays: number;
          tier: number;
          next_tier_at: number | null;
          stays_to_next: number | null;
        };
      };
      hotel_rooms: { total_count: number };
    }>(h.t.app, `/api/customer-reservation-counts/${guest.id}`, {}, http(guest.authorization));
    expect(counts.status).toBe(200);
    const homes = counts.body.data.vacation_homes;
    expect(homes).toMatchObject({
      total_count: 6,
      completed_count: 5,
      next_reservation_number: 6,
      by_status: { completed: 5, cancelled: 1 },
    });
    expect(homes.tier_discounts[0]).toEqual({
      tier_milestone: 5,
      reservation_number: 6,
      discount_percentage: 5,
      is_available: true,
      is_used: false,
    });
    expect(homes.tier_discounts[1]!.is_available).toBe(false);
    expect(homes.loyalty).toEqual({ completed_stays: 5, tier: 1, next_tier_at: 10, stays_to_next: 5 });
    expect(counts.body.data.hotel_rooms.total_count).toBe(0);

    const byEmail = await get<{ customer_id: number }>(
      h.t.app,
      `/api/customer-reservation-counts/${encodeURIComponent(guest.email!)}`,
      {},
      http(guest.authorization),
    );
    expect(byEmail.body.data.customer_id).toBe(guest.id);

    const other = await h.guest();
    expect(
      (await get(h.t.app, `/api/customer-reservation-counts/${guest.id}`, {}, http(other.authorization)))
        .status,
    ).toBe(403);
    expect(
      (
        await get(
          h.t.app,
          `/api/customer-reservation-counts/${guest.id}`,
          {},
          http(h.stays.admin.authorization),
        )
      ).status,
    ).toBe(200);
  });
});
