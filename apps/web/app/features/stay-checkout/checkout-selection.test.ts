import { describe, expect, it } from "vitest";
import { checkoutHref, selectionOfSearch } from "./checkout-selection";
import { firstReservationId, reservationBody } from "./checkout-action.server";

describe("the checkout's selection in the address", () => {
  it("survives a round trip through the address (reload and back keep the same choice)", () => {
    const selection = {
      checkIn: "2026-12-03",
      checkOut: "2026-12-05",
      guests: 2,
      rooms: 2,
      hotelRoomId: 11,
      addonIds: [31, 7],
      offer: "refundable" as const,
    };
    const href = checkoutHref(5, selection);
    expect(href.startsWith("/stays/5/checkout?")).toBe(true);
    const back = selectionOfSearch(new URL(href, "http://localhost").searchParams);
    expect(back).toEqual({ ...selection, addonIds: [7, 31] });
  });

  it.each([
    ["no dates", ""],
    ["check-out before check-in", "check_in_date=2026-12-05&check_out_date=2026-12-03"],
    ["the same day", "check_in_date=2026-12-05&check_out_date=2026-12-05"],
    ["not a date", "check_in_date=2026-13-40&check_out_date=2026-12-05"],
  ])("is no stay with %s", (_name, query) => {
    expect(selectionOfSearch(new URLSearchParams(query))).toBeNull();
  });

  it("drops what makes no sense rather than guessing (bad counts, ids, offers)", () => {
    const selection = selectionOfSearch(
      new URLSearchParams(
        "check_in_date=2026-12-03&check_out_date=2026-12-04&number_of_guests=-3&rooms=abc&hotel_room_id=0&addon_ids=4,x,4,9&booking_type=free",
      ),
    );
    expect(selection).toEqual({
      checkIn: "2026-12-03",
      checkOut: "2026-12-04",
      guests: 1,
      rooms: 1,
      hotelRoomId: null,
      addonIds: [4, 9],
      offer: null,
    });
  });
});

describe("the reservation call's body", () => {
  const selection = {
    checkIn: "2026-12-03",
    checkOut: "2026-12-05",
    guests: 2,
    rooms: 2,
    hotelRoomId: 11,
    addonIds: [31],
    offer: null,
  };
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it("sends a hotel's rooms with their count, and never an amount or a status", () => {
    const body = reservationBody(
      5,
      selection,
      form({ booking_type: "refundable", amount: "1", status: "confirmed" }),
      true,
    );
    expect(body).toMatchObject({
      property_id: 5,
      reservable_type: "hotel_room",
      selected_rooms: [{ id: 11, quantity: 2 }],
      number_of_guests: 2,
      addon_ids: [31],
      booking_type: "refundable",
    });
    expect(body).not.toHaveProperty("amount");
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("total_price");
  });

  it("sends a home's apartments, and a client's details only when an agent books for someone else", () => {
    const own = reservationBody(7, { ...selection, hotelRoomId: null }, form({ guest_name: "Other" }), false);
    expect(own).toMatchObject({ reservable_type: "property", reservable_id: 7, apartment_quantity: 2 });
    expect(own).not.toHaveProperty("guest_name");
    const client = reservationBody(
      7,
      { ...selection, hotelRoomId: null },
      form({ for_someone_else: "1", guest_name: "Karim Said", guest_phone: "+201001234567" }),
      false,
    );
    expect(client).toMatchObject({ guest_name: "Karim Said", guest_phone: "+201001234567" });
  });

  it("lands on a home's booking or on the first room offer's of a hotel group", () => {
    const base = { reference: "R", total_minor: 1, currency: "EGP", booking_type: "flexible" as const };
    expect(firstReservationId({ ...base, reservations: [{ id: 8 } as never, { id: 9 } as never] })).toBe(8);
    expect(firstReservationId({ ...base, reservation: { id: 3 } as never })).toBe(3);
    expect(firstReservationId(base)).toBeNull();
  });
});
