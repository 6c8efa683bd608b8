import { describe, expect, it } from "vitest";
import { reservation } from "../../../test/reservation-factories";
import { loyaltyStandings } from "./loyalty-view";
import {
  canRequestRefund,
  refundableMinor,
  reservationPhase,
  reservationsHref,
  reservationsOf,
  reservationsViewOf,
  totalOf,
} from "./reservations-view";

describe("what a guest is told about a booking", () => {
  it.each([
    [{ status: "pending", booking_type: "refundable", payment_status: "unpaid" }, "awaiting_payment"],
    [{ status: "pending", booking_type: "refundable", payment_status: "paid" }, "awaiting_owner"],
    [{ status: "pending", booking_type: "flexible", payment_status: "unpaid" }, "awaiting_owner"],
    [{ status: "confirmed", booking_type: "flexible", payment_status: "unpaid" }, "confirmed"],
    [{ status: "expired", booking_type: "non_refundable", payment_status: "unpaid" }, "expired"],
  ] as const)("%j reads as %s", (fields, phase) => {
    expect(reservationPhase({ ...fields, respond_by: null })).toBe(phase);
  });

  it("offers a refund request only on money paid online and not yet given back", () => {
    expect(refundableMinor(reservation({ refunded_minor: 85_000 }))).toBe(200_000);
    expect(canRequestRefund(reservation({ refunded_minor: 285_000 }))).toBe(false);
    expect(canRequestRefund(reservation({ booking_type: "flexible", payment_status: "paid" }))).toBe(false);
    expect(canRequestRefund(reservation({ payment_status: "unpaid" }))).toBe(false);
    expect(canRequestRefund(reservation({ status: "pending", payment_status: "paid" }))).toBe(false);
    expect(canRequestRefund(reservation())).toBe(true);
  });
});

describe("the list's address and answer", () => {
  it("keeps the tab and page in the address, defaulting to upcoming, page 1", () => {
    expect(reservationsViewOf(new URLSearchParams("tab=past&page=3"))).toEqual({ tab: "past", page: 3 });
    expect(reservationsViewOf(new URLSearchParams("tab=all&page=-1"))).toEqual({ tab: "upcoming", page: 1 });
    expect(reservationsHref({ tab: "upcoming", page: 1 })).toBe("/user/reservations");
    expect(reservationsHref({ tab: "cancelled", page: 2 })).toBe("/user/reservations?tab=cancelled&page=2");
  });

  it("reads a plain list, eBroker's `reservations` and its paginator, skipping a malformed item", () => {
    const one = reservation();
    expect(reservationsOf([one, { id: "x" }])).toEqual([one]);
    expect(reservationsOf({ reservations: [one] })).toEqual([one]);
    expect(reservationsOf({ reservations: { data: [one], total: 12 } })).toEqual([one]);
    expect(totalOf({ data: { reservations: { data: [one], total: 12 } } }, 1)).toBe(12);
    expect(totalOf({ total: 30, data: [one] }, 1)).toBe(30);
    expect(totalOf({ data: { reservations: [one], total: 14, page: 1, per_page: 10 } }, 1)).toBe(14);
  });
});

describe("loyalty standings", () => {
  const counts = {
    vacation_homes: {
      completed_count: 3,
      tier_discounts: [
        { tier_milestone: 5, discount_percentage: 3, is_available: false, is_used: false },
        { tier_milestone: 10, discount_percentage: 7, is_available: false, is_used: false },
      ],
    },
    hotel_rooms: {
      completed_count: 10,
      tier_discounts: [
        { tier_milestone: 5, discount_percentage: 2, is_available: false, is_used: true },
        { tier_milestone: 10, discount_percentage: 4, is_available: true, is_used: false },
        { tier_milestone: 15, discount_percentage: 5, is_available: false, is_used: false },
      ],
    },
  };

  it("says how many stays are left to the next tier and what it gives, per kind of stay", () => {
    expect(loyaltyStandings(counts)).toEqual([
      {
        kind: "vacation_homes",
        completed: 3,
        tier: 0,
        staysToNext: 2,
        nextDiscountPercent: 3,
        discountReady: null,
      },
      {
        kind: "hotel_rooms",
        completed: 10,
        tier: 2,
        staysToNext: 5,
        nextDiscountPercent: 5,
        discountReady: { percent: 4 },
      },
    ]);
  });

  it("stops counting at the top tier, and shows nothing for an answer it cannot read", () => {
    const [top] = loyaltyStandings({ hotel_rooms: { completed_count: 27, tier_discounts: [] } });
    expect(top).toMatchObject({ tier: 4, staysToNext: null });
    expect(loyaltyStandings(null)).toEqual([]);
    expect(loyaltyStandings({ vacation_homes: { completed_count: -1 } })).toEqual([]);
  });
});
