import { describe, expect, it } from "vitest";
import {
  canMoveReservation,
  holdsInventory,
  isFinalReservationStatus,
  nextReservationStatuses,
  RESERVATION_ACTORS,
  RESERVATION_STATUSES,
} from "./reservation-states.js";

describe("the reservation life cycle", () => {
  it("lets the owner accept or decline a request, and only the system expire an unpaid hold", () => {
    expect(nextReservationStatuses("pending", "owner")).toEqual(["confirmed", "rejected"]);
    expect(nextReservationStatuses("pending", "guest")).toEqual(["cancelled"]);
    expect(canMoveReservation("pending", "expired", "system")).toBe(true);
    expect(canMoveReservation("pending", "expired", "owner")).toBe(false);
  });

  it("checks a guest in and out only by the owner or an admin, never by the guest", () => {
    expect(canMoveReservation("confirmed", "checkedIn", "owner")).toBe(true);
    expect(canMoveReservation("confirmed", "checkedIn", "guest")).toBe(false);
    expect(canMoveReservation("checkedIn", "checkedOut", "admin")).toBe(true);
    expect(canMoveReservation("checkedIn", "checkedOut", "guest")).toBe(false);
    expect(canMoveReservation("checkedOut", "completed", "system")).toBe(true);
    // Only the clock completes a stay nobody checked out; the owner checks the guest out instead.
    expect(canMoveReservation("checkedIn", "completed", "system")).toBe(true);
    expect(canMoveReservation("checkedIn", "completed", "owner")).toBe(false);
  });

  it("refuses skipping steps: no check-out before check-in, no cancelling a stay in progress", () => {
    expect(canMoveReservation("confirmed", "checkedOut", "owner")).toBe(false);
    expect(canMoveReservation("pending", "checkedIn", "owner")).toBe(false);
    expect(canMoveReservation("checkedIn", "cancelled", "guest")).toBe(false);
  });

  it("has no way out of a final status for anyone", () => {
    for (const status of ["completed", "cancelled", "rejected", "expired"] as const) {
      expect(isFinalReservationStatus(status)).toBe(true);
      for (const to of RESERVATION_STATUSES) {
        for (const actor of RESERVATION_ACTORS) expect(canMoveReservation(status, to, actor)).toBe(false);
      }
    }
    expect(isFinalReservationStatus("confirmed")).toBe(false);
  });

  it("releases the units of cancelled, rejected and expired bookings only", () => {
    expect(RESERVATION_STATUSES.filter((status) => !holdsInventory(status))).toEqual([
      "cancelled",
      "rejected",
      "expired",
    ]);
  });
});
