import type { OwnerReservation } from "./owner-reservations";
import { describe, expect, it } from "vitest";
import {
  actionsOf,
  dayViewOf,
  localDay,
  ownerReservationsHref,
  ownerReservationsViewOf,
  timeLeft,
  updateBodyOf,
} from "./owner-reservations";
import { ownerReservation } from "./test-reservation";

const kinds = (reservation: OwnerReservation) => actionsOf(reservation).map((action) => action.kind);

describe("owner reservations view", () => {
  it("reads the filters from the URL and drops what is not valid", () => {
    expect(
      ownerReservationsViewOf(
        new URLSearchParams("property_id=4&status=pending&from=2026-12-01&to=2026-12-31&page=2"),
      ),
    ).toEqual({ propertyId: 4, status: "pending", from: "2026-12-01", to: "2026-12-31", page: 2 });
    expect(
      ownerReservationsViewOf(new URLSearchParams("property_id=x&status=paid&from=2026-13-45&page=-1")),
    ).toEqual({ propertyId: null, status: null, from: null, to: null, page: 1 });
  });

  it("writes them back, leaving the property out of a hotel's own page", () => {
    const view = { propertyId: 4, status: "confirmed", from: "2026-12-01", to: null, page: 1 } as const;
    expect(ownerReservationsHref("/user/owner-reservations", view)).toBe(
      "/user/owner-reservations?property_id=4&status=confirmed&from=2026-12-01",
    );
    expect(ownerReservationsHref("/user/stays/4/reservations", { ...view, page: 3 }, true)).toBe(
      "/user/stays/4/reservations?status=confirmed&from=2026-12-01&page=3",
    );
  });
});

describe("what the owner may do", () => {
  it("offers the moves the API allows, and cash received for an unpaid pay-at-the-property stay", () => {
    expect(kinds(ownerReservation({ status: "pending", next_statuses: ["confirmed", "rejected"] }))).toEqual([
      "accept",
      "decline",
    ]);
    expect(
      kinds(
        ownerReservation({
          status: "confirmed",
          booking_type: "flexible",
          payment_status: "unpaid",
          next_statuses: ["checkedIn", "cancelled"],
        }),
      ),
    ).toEqual(["check_in", "cancel", "cash_paid"]);
    expect(
      kinds(
        ownerReservation({
          status: "checkedIn",
          booking_type: "refundable",
          payment_status: "paid",
          next_statuses: ["checkedOut"],
        }),
      ),
    ).toEqual(["check_out"]);
    expect(kinds(ownerReservation({ status: "cancelled", next_statuses: [] }))).toEqual([]);
  });

  it("offers check-in from the check-in day on", () => {
    const arriving = ownerReservation({
      status: "confirmed",
      booking_type: "refundable",
      payment_status: "paid",
      check_in_date: "2026-12-04",
      next_statuses: ["checkedIn", "cancelled"],
    });
    expect(actionsOf(arriving, "2026-12-03").map((action) => action.kind)).toEqual(["cancel"]);
    expect(actionsOf(arriving, "2026-12-04").map((action) => action.kind)).toEqual(["check_in", "cancel"]);
  });

  it("counts the front desk's today where the site is: a UTC evening is already the Cairo arrival day", () => {
    const arriving = ownerReservation({
      status: "confirmed",
      payment_status: "paid",
      check_in_date: "2026-12-04",
      next_statuses: ["checkedIn", "cancelled"],
    });
    const lateEvening = new Date("2026-12-03T22:30:00Z");
    expect(localDay(lateEvening, "UTC")).toBe("2026-12-03");
    expect(actionsOf(arriving, localDay(lateEvening, "Africa/Cairo")).map((action) => action.kind)).toEqual([
      "check_in",
      "cancel",
    ]);
  });

  it("sends the status the action means; cash received keeps the status and marks the payment", () => {
    const stay = ownerReservation({ status: "checkedIn" });
    expect(updateBodyOf(stay, { kind: "decline" }, "Full that week")).toEqual({
      status: "rejected",
      rejection_reason: "Full that week",
    });
    expect(updateBodyOf(stay, { kind: "cash_paid" })).toEqual({
      status: "checkedIn",
      payment_status: "paid",
    });
  });

  it("counts the time left to answer a request, and says when it is up", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(timeLeft("2026-12-02T08:30:00Z", now)).toEqual({ hours: 22, minutes: 30 });
    expect(timeLeft("2026-12-01T09:59:00Z", now)).toBeNull();
  });

  it("puts today's arrivals, departures and guests in house on the front desk", () => {
    const day = dayViewOf(
      [
        ownerReservation({ id: 1, status: "confirmed", check_in_date: "2026-12-01" }),
        ownerReservation({ id: 2, status: "cancelled", check_in_date: "2026-12-01" }),
        ownerReservation({
          id: 3,
          status: "checkedIn",
          check_in_date: "2026-11-28",
          check_out_date: "2026-12-01",
        }),
      ],
      "2026-12-01",
    );
    expect(day.arrivals.map((r) => r.id)).toEqual([1]);
    expect(day.departures.map((r) => r.id)).toEqual([3]);
    expect(day.inHouse.map((r) => r.id)).toEqual([3]);
  });
});
