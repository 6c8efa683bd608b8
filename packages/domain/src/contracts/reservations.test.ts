import { describe, expect, it } from "vitest";
import {
  CreateReservationBody,
  hotelRoomSelection,
  ReservationsQuery,
  UpdateReservationStatusBody,
} from "./reservations.js";

const dates = { check_in_date: "2026-12-04", check_out_date: "2026-12-06" };

describe("reservation contracts", () => {
  it("drops a client's amount, total, status and payment status: the server prices and decides", () => {
    const body = CreateReservationBody.parse({
      ...dates,
      amount: 1,
      total_price: 1,
      status: "confirmed",
      payment_status: "paid",
      booking_type: "non-refundable",
    });
    expect(body).not.toHaveProperty("amount");
    expect(body).not.toHaveProperty("total_price");
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("payment_status");
    expect(body.booking_type).toBe("non_refundable");
  });

  it("reads selected rooms from JSON text, eBroker's {id, amount} items, or bare ids", () => {
    expect(
      CreateReservationBody.parse({ ...dates, selected_rooms: '[{"id":3,"quantity":2}]' }).selected_rooms,
    ).toEqual([{ id: 3, quantity: 2 }]);
    expect(
      CreateReservationBody.parse({ ...dates, selected_rooms: [{ id: "4", amount: 999 }] }).selected_rooms,
    ).toEqual([{ id: 4 }]);
    expect(CreateReservationBody.parse({ ...dates, selected_rooms: "5" }).selected_rooms).toEqual([
      { id: 5 },
    ]);
  });

  it("refuses check-out on or before check-in with the spec's message", () => {
    const result = CreateReservationBody.safeParse({
      check_in_date: "2026-12-06",
      check_out_date: "2026-12-06",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["validation.check_out_not_after_check_in"]);
  });

  it("says 'Room selection is required' without rooms and 'select at least one' for an empty list", () => {
    expect(hotelRoomSelection.safeParse(undefined).error?.issues[0]?.message).toBe(
      "validation.room_selection_required",
    );
    expect(hotelRoomSelection.safeParse([]).error?.issues[0]?.message).toBe(
      "validation.select_at_least_one_room",
    );
  });

  it("reads statuses as CSV and eBroker's 'approved' as confirmed", () => {
    expect(ReservationsQuery.parse({ status: "confirmed,checkedIn" }).status).toEqual([
      "confirmed",
      "checkedIn",
    ]);
    expect(UpdateReservationStatusBody.parse({ status: "approved" }).status).toBe("confirmed");
    expect(UpdateReservationStatusBody.safeParse({ status: "paid" }).success).toBe(false);
  });
});
