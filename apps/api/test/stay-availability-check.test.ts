import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAvailabilityCheck } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { stayNights } from "../src/db/schema/stays.js";
import { post } from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { createStays, sellUnits, siteToday, type Stays } from "./stay-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

// eBroker's `POST check-availability` (issue 15): public, answers `is_available` and the units for the stay's nights.

let t: TestApp;
let s: Stays;
let today: string;
const day = (n: number) => addDays(today, n);
const HTTP = { "x-manzil-transport": "http" };

beforeAll(async () => {
  t = await createTestApp();
  s = await createStays(t);
  today = await siteToday(t);
});
afterAll(async () => t.close());

function check(body: Record<string, unknown>, lang = "en") {
  return post<TAvailabilityCheck>(t.app, "/api/check-availability", body, {
    headers: { ...HTTP, "accept-language": lang },
  });
}

describe("POST check-availability", () => {
  it("answers a hotel room (eBroker's [{id, amount}] too) with the rooms left on the stay's fullest night", async () => {
    const room = { propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id };
    await sellUnits(t, room, day(11), 2);
    const asked = {
      reservable_type: "hotel_room",
      reservable_id: [{ id: s.hotel.double.id, amount: 1 }],
      check_in_date: day(10),
      check_out_date: day(13),
    };
    const one = await check(asked);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      is_available: true,
      total_units: 3,
      booked_units: 2,
      available_units: 1,
      can_book_quantity: true,
      unavailable_date: null,
    });
    // Two rooms do not fit on the night two of the three are sold.
    const two = await check({ ...asked, reservable_id: s.hotel.double.id, apartment_quantity: 2 });
    expect(two.body.data).toMatchObject({
      is_available: false,
      can_book_quantity: false,
      unavailable_date: day(11),
    });
  });

  it("says no for a closed night or nights beyond the calendar, and yes again when the night reopens", async () => {
    const home = { propertyId: s.home.id, hotelRoomId: null };
    const stay = {
      reservable_type: "property",
      reservable_id: s.home.id,
      check_in_date: day(20),
      check_out_date: day(22),
    };
    expect((await check(stay)).body.data?.is_available).toBe(true);
    const closeNight = (closed: boolean) =>
      t.database.db
        .update(stayNights)
        .set({ closed })
        .where(and(eq(stayNights.propertyId, home.propertyId), eq(stayNights.date, day(21))));
    await closeNight(true);
    expect((await check(stay)).body.data).toMatchObject({ is_available: false, unavailable_date: day(21) });
    await closeNight(false);
    expect((await check(stay)).body.data?.is_available).toBe(true);
    // Nights the owner has not opened yet are not for sale.
    const far = await check({ ...stay, check_in_date: day(400), check_out_date: day(401) });
    expect(far.body.data).toMatchObject({ is_available: false, available_units: 0 });
  });

  it("refuses bad stays in the caller's language and never answers 500", async () => {
    const backwards = await check(
      { reservable_id: s.home.id, check_in_date: day(5), check_out_date: day(5) },
      "ar",
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toMatch(arabicLetters);
    const past = await check({ reservable_id: s.home.id, check_in_date: day(-2), check_out_date: day(1) });
    expect(past.status).toBe(422);
    // A hotel is checked by its room; a hotel's id alone says which room is wanted nowhere.
    const hotelAlone = await check({
      reservable_id: s.hotel.id,
      check_in_date: day(5),
      check_out_date: day(6),
    });
    expect(hotelAlone.status).toBe(422);
    const unknownRoom = await check({
      reservable_type: "hotel_room",
      reservable_id: 999_999,
      check_in_date: day(5),
      check_out_date: day(6),
    });
    expect(unknownRoom.status).toBe(404);
    for (const junk of [
      { reservable_id: "x" },
      { reservable_id: [] },
      { reservable_type: "car", reservable_id: 1 },
    ]) {
      const reply = await check({ check_in_date: day(5), check_out_date: day(6), ...junk });
      expect(reply.status).toBe(422);
    }
  });
});
