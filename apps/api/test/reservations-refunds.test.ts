import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TRefundApproval } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { refundRequests, reservations } from "../src/db/schema/reservations.js";
import { get, post } from "./auth-helpers.js";
import { paymobHarness } from "./payment-harness.js";
import { paidBooking } from "./refund-booking.js";
import { createStays, nightRow, siteToday, type Stays } from "./stay-fixtures.js";

const h = paymobHarness();
let stays: Stays;
let today: string;

beforeAll(async () => {
  stays = await createStays(h.t);
  today = await siteToday(h.t);
});

const auth = (who: { authorization: string }, lang = "en") => ({
  authorization: who.authorization,
  "accept-language": lang,
});
const booking = (input: { nights?: number; startsInDays?: number } = {}) =>
  paidBooking(h.t, h.fake, stays, { today, ...input });

const refundCalls = () => h.fake.requests.filter((r) => r.path === "/api/acceptance/void_refund/refund");

async function askRefund(who: { authorization: string }, body: Record<string, unknown>, lang = "en") {
  return post<TRefundApproval>(h.t.app, "/api/payments/refund-requests", body, { headers: auth(who, lang) });
}

async function decide(
  who: { authorization: string },
  id: number,
  body: Record<string, unknown>,
  lang = "en",
) {
  return post<TRefundApproval>(h.t.app, `/api/payments/refund-approvals/${id}`, body, {
    headers: auth(who, lang),
  });
}

type ApprovalsBody = { error: boolean; refund_approvals: TRefundApproval[]; total: number };
async function approvals(who: { authorization: string }, query: Record<string, string> = {}) {
  const reply = await get(h.t.app, "/api/payments/refund-approvals", query, { headers: auth(who) });
  return { status: reply.status, body: reply.body as unknown as ApprovalsBody };
}

/** The audit log's records of one refund request, as an admin reads them. */
async function auditOf(refundRequestId: number) {
  const reply = await get<{ action: string; before: unknown; after: unknown }[]>(
    h.t.app,
    "/api/admin/audit-log",
    { target_type: "refund_request", target_id: String(refundRequestId) },
    { headers: auth(stays.admin) },
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
}

async function reservationRow(id: number) {
  const [row] = await h.t.database.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

describe("refund requests", () => {
  it("the guest asks part of the payment back; the owner and admins see it in eBroker's shape, owner B does not", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await askRefund(guest, {
      transactionId: payment.id,
      amount: 500,
      reason: "One night less",
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("Your refund request was sent to the owner.");
    expect(asked.body.data).toMatchObject({
      transaction_id: payment.id,
      property_title: "Fixture Bay Hotel",
      customer: { first_name: "Guest", last_name: "Person", email: guest.email },
      check_in_date: reservation.checkInDate,
      check_out_date: reservation.checkOutDate,
      amount: 2000,
      refund_amount: 500,
      refund_amount_minor: 50_000,
      currency: "EGP",
      payment_method: "paymob",
      refund_status: "pending",
      refund_reason: "One night less",
      requires_approval: true,
    });
    expect(asked.body.data.reservation.reference).toBe(reservation.reference);

    const owners = await approvals(stays.owner);
    expect(owners.status).toBe(200);
    expect(owners.body.error).toBe(false);
    expect(owners.body.refund_approvals.map((a) => a.id)).toContain(asked.body.data.id);
    expect(owners.body.total).toBeGreaterThanOrEqual(1);
    const others = await approvals(stays.other);
    expect(others.body.refund_approvals).toEqual([]);
    expect(others.body.total).toBe(0);
    const admins = await approvals(stays.admin);
    expect(admins.body.refund_approvals.map((a) => a.id)).toContain(asked.body.data.id);
    // The guest is no owner: their own request is not theirs to decide.
    expect((await approvals(guest)).body.refund_approvals).toEqual([]);
  });

  it("refuses more than was paid (422), an amount with too many decimals (422) and someone else's payment (404)", async () => {
    const { guest, payment } = await booking();
    const tooMuch = await askRefund(guest, { transactionId: payment.id, amount: 2000.01, reason: "All" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("The refund cannot be more than what was paid and not yet refunded.");
    const arabic = await askRefund(guest, { transactionId: payment.id, amount: 5000, reason: "All" }, "ar");
    expect(arabic.status).toBe(422);
    expect(arabic.body.message).toBe("لا يمكن أن يزيد مبلغ الاسترداد على ما دُفع ولم يُسترد بعد.");
    const decimals = await askRefund(guest, { transactionId: payment.id, amount: 10.005, reason: "x" });
    expect(decimals.status).toBe(422);
    const stranger = await booking();
    const notTheirs = await askRefund(stranger.guest, { transactionId: payment.id, amount: 10, reason: "x" });
    expect(notTheirs.status).toBe(404);
    const rows = await h.t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.reservationId, payment.purposeId));
    expect(rows).toEqual([]);
  });

  it("allows one open request per booking: a second one is 409 in the caller's language, also when sent at once", async () => {
    const first = await booking();
    expect(
      (await askRefund(first.guest, { transactionId: first.payment.id, amount: 100, reason: "a" })).status,
    ).toBe(200);
    const again = await askRefund(
      first.guest,
      { transactionId: first.payment.id, amount: 100, reason: "b" },
      "ar",
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("يوجد طلب استرداد لهذا الحجز ينتظر القرار بالفعل.");

    const second = await booking();
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        askRefund(second.guest, { transactionId: second.payment.id, amount: 100, reason: "double click" }),
      ),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await h.t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.reservationId, second.reservation.id));
    expect(rows).toHaveLength(1);
  });

  it("is accepted on reservations/{id}/refund-request too, where the booking names its payment", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await post<TRefundApproval>(
      h.t.app,
      `/api/reservations/${reservation.id}/refund-request`,
      { amount: 250, reason: "Late check-in" },
      { headers: auth(guest) },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data.transaction_id).toBe(payment.id);
    const stranger = await booking();
    const notTheirs = await post(
      h.t.app,
      `/api/reservations/${reservation.id}/refund-request`,
      { amount: 250, reason: "x" },
      { headers: auth(stranger.guest) },
    );
    expect(notTheirs.status).toBe(404);
  });
});

describe("refund decisions", () => {
  it("owner B cannot decide owner A's request (404); owner A approves a part: refunded once at Paymob, the booking stays", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await askRefund(guest, {
      transactionId: payment.id,
      amount: 500,
      reason: "One night less",
    });
    const id = asked.body.data.id;
    const before = refundCalls().length;
    expect((await decide(stays.other, id, { status: "approved" })).status).toBe(404);
    expect((await decide(guest, id, { status: "approved" })).status).toBe(404);
    expect(refundCalls()).toHaveLength(before);

    const approved = await decide(stays.owner, id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ refund_status: "approved", requires_approval: false });
    expect(approved.body.data.reservation).toMatchObject({
      status: "confirmed",
      payment_status: "partial",
      refunded_minor: 50_000,
    });
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ amount_cents: 50_000 });
    expect(await reservationRow(reservation.id)).toMatchObject({
      refundedMinor: 50_000,
      paymentStatus: "partial",
    });
    expect((await h.transactionRow(payment.id)).state).toBe("refunded");
    const [request] = await h.t.database.db.select().from(refundRequests).where(eq(refundRequests.id, id));
    expect(request).toMatchObject({ status: "approved", decidedBy: stays.owner.id });
    expect(request!.decidedAt).not.toBeNull();

    const again = await decide(stays.owner, id, { status: "approved" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This refund request has already been decided.");
    expect(refundCalls().slice(before)).toHaveLength(1);
    // The payment was refunded once (the ledger's rule): a further request is refused.
    const more = await askRefund(guest, { transactionId: payment.id, amount: 10, reason: "more" });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe("This booking's payment has already been refunded.");
  });

  it("a full refund of a stay not yet started cancels the booking and gives its rooms back", async () => {
    const { guest, reservation, payment } = await booking({ startsInDays: 60 });
    const night = () =>
      nightRow(
        h.t,
        { propertyId: stays.hotel.id, hotelRoomId: stays.hotel.double.id },
        reservation.checkInDate,
      );
    const soldBefore = (await night())!.unitsSold;
    const asked = await askRefund(guest, {
      transactionId: payment.id,
      amount: 2000,
      reason: "Plans changed",
    });
    const approved = await decide(stays.admin, asked.body.data.id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body.data.reservation).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    expect(await reservationRow(reservation.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "admin",
      refundedMinor: 200_000,
      paymentStatus: "refunded",
    });
    expect((await night())!.unitsSold).toBe(soldBefore - 1);
    // An admin's decision is in the audit log (issue 17, ADR 064).
    expect(await auditOf(asked.body.data.id)).toMatchObject([
      {
        action: "refund_requests.approve",
        before: { status: "pending", amount_minor: 200_000 },
        after: { status: "approved", amount_minor: 200_000, payment_transaction_id: payment.id },
      },
    ]);
  });

  it("a full refund of a stay already under way refunds without cancelling it", async () => {
    const { guest, reservation, payment } = await booking({ startsInDays: 0 });
    const asked = await askRefund(guest, { transactionId: payment.id, amount: 2000, reason: "Noise" });
    const approved = await decide(stays.owner, asked.body.data.id, { status: "approved" });
    expect(approved.status).toBe(200);
    // The owner deciding on their own listing is no admin action.
    expect(await auditOf(asked.body.data.id)).toEqual([]);
    expect(await reservationRow(reservation.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "refunded",
    });
  });

  it("a rejection needs a reason (422), keeps it, and refunds nothing", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await askRefund(guest, { transactionId: payment.id, amount: 300, reason: "x" });
    const id = asked.body.data.id;
    const before = refundCalls().length;
    const noReason = await decide(stays.owner, id, { status: "rejected" });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe("Please give a reason for rejecting the refund.");
    const rejected = await decide(stays.owner, id, { status: "rejected", rejection_reason: "Stay was used" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      refund_status: "rejected",
      rejection_reason: "Stay was used",
    });
    expect(refundCalls()).toHaveLength(before);
    expect(await reservationRow(reservation.id)).toMatchObject({ refundedMinor: 0, paymentStatus: "paid" });
    // Decided requests leave the pending queue but are listed under their status.
    const pending = await approvals(stays.owner);
    expect(pending.body.refund_approvals.map((a) => a.id)).not.toContain(id);
    const rejectedList = await approvals(stays.owner, { status: "rejected" });
    expect(rejectedList.body.refund_approvals.map((a) => a.id)).toContain(id);
    // A new request may follow a rejected one.
    expect((await askRefund(guest, { transactionId: payment.id, amount: 100, reason: "again" })).status).toBe(
      200,
    );
  });

  it("two approvals at once refund once: one succeeds, the other finds the request decided", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await askRefund(guest, { transactionId: payment.id, amount: 700, reason: "x" });
    const before = refundCalls().length;
    const replies = await Promise.all([
      decide(stays.owner, asked.body.data.id, { status: "approved" }),
      decide(stays.admin, asked.body.data.id, { status: "approved" }),
      decide(stays.owner, asked.body.data.id, { status: "approved" }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(refundCalls().slice(before)).toHaveLength(1);
    expect(await reservationRow(reservation.id)).toMatchObject({
      refundedMinor: 70_000,
      paymentStatus: "partial",
    });
  });

  it("while Paymob cannot be reached: 503, and the request, payment and booking stay as they were", async () => {
    const { guest, reservation, payment } = await booking();
    const asked = await askRefund(guest, { transactionId: payment.id, amount: 700, reason: "x" });
    h.fake.setOutage("unreachable");
    try {
      expect((await decide(stays.owner, asked.body.data.id, { status: "approved" })).status).toBe(503);
    } finally {
      h.fake.setOutage("none");
    }
    expect(await reservationRow(reservation.id)).toMatchObject({ refundedMinor: 0, paymentStatus: "paid" });
    expect((await h.transactionRow(payment.id)).state).toBe("succeeded");
    const [request] = await h.t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, asked.body.data.id));
    expect(request!.status).toBe("pending");
  });
});

describe("paymob-refund of a booking's payment", () => {
  it("keeps the booking's refunded amount and payment status in step", async () => {
    const { reservation, payment } = await booking();
    const refunded = await post(
      h.t.app,
      "/api/paymob-refund",
      { transaction_id: payment.id, amount: "2000", reason: "Admin refund" },
      { headers: auth(stays.admin) },
    );
    expect(refunded.status).toBe(200);
    expect(await reservationRow(reservation.id)).toMatchObject({
      refundedMinor: 200_000,
      paymentStatus: "refunded",
    });
  });

  it("a partial one leaves the booking partly refunded", async () => {
    const { reservation, payment } = await booking({ nights: 3 });
    await post(
      h.t.app,
      "/api/paymob-refund",
      { transaction_id: payment.id, amount: 150, reason: "Goodwill" },
      { headers: auth(stays.admin) },
    );
    expect(await reservationRow(reservation.id)).toMatchObject({
      refundedMinor: 15_000,
      paymentStatus: "partial",
    });
    expect(addDays(reservation.checkInDate, 3)).toBe(reservation.checkOutDate);
  });
});
