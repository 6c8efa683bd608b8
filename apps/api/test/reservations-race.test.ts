import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCreatedReservations } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { reservations } from "../src/db/schema/reservations.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters } from "./helpers.js";
import { createStays, nightRow, siteToday, type Stays } from "./stay-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * The promise: 100 guests at once at the last unit, exactly one booking. On PostgreSQL the requests
 * really overlap, so this holds only because takeStayUnits locks the nights (without the lock the CHECK
 * units_sold ≤ units breaks the losers with 500s instead of an honest 409).
 */
let t: TestApp;
let s: Stays;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await createStays(t);
  today = await siteToday(t);
});
afterAll(async () => t.close());

describe("100 parallel bookings of the last unit", () => {
  it("exactly one succeeds; the 99 others get 409 'Booking failed' in their language", async () => {
    const guests = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newMember(t.app, t.database.db, `Racer ${i}`)),
    );
    const checkIn = addDays(today, 14);
    const checkOut = addDays(today, 16);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post<TCreatedReservations>(
          t.app,
          "/api/reservations",
          {
            reservable_type: "property",
            reservable_id: s.home.id,
            check_in_date: checkIn,
            check_out_date: checkOut,
          },
          {
            headers: {
              authorization: guests[i % guests.length]!.authorization,
              "accept-language": i % 2 === 0 ? "ar" : "en",
              "x-manzil-transport": "http",
            },
          },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    replies.forEach((reply, i) => {
      if (reply.status !== 409) return;
      if (i % 2 === 0) {
        expect(reply.body.message).toMatch(/^فشل الحجز/);
        expect(reply.body.message).toMatch(arabicLetters);
      } else {
        expect(reply.body.message).toMatch(/^Booking failed/);
      }
    });

    const offer = { propertyId: s.home.id, hotelRoomId: null };
    expect((await nightRow(t, offer, checkIn))!.unitsSold).toBe(1);
    expect((await nightRow(t, offer, addDays(checkIn, 1)))!.unitsSold).toBe(1);
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.propertyId, s.home.id));
    expect(rows).toHaveLength(1);
  });

  it("overlapping hotel bookings over two room offers never oversell either and never deadlock", async () => {
    const guests = await Promise.all(
      Array.from({ length: 6 }, (_, i) => newMember(t.app, t.database.db, `Hotel racer ${i}`)),
    );
    const checkIn = addDays(today, 30);
    // Double has 3 rooms, Suite 1: each attempt wants one of each, in either order of the request.
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t.app,
          "/api/reservations",
          {
            selected_rooms:
              i % 2 === 0
                ? [{ id: s.hotel.double.id }, { id: s.hotel.suite.id }]
                : [{ id: s.hotel.suite.id }, { id: s.hotel.double.id }],
            check_in_date: addDays(checkIn, i % 3),
            check_out_date: addDays(checkIn, 3),
            number_of_guests: 2,
          },
          {
            headers: {
              authorization: guests[i % guests.length]!.authorization,
              "x-manzil-transport": "http",
            },
          },
        ),
      ),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    // The suite has one room on every night of the window: exactly one booking can hold it.
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const suiteNight = await nightRow(
      t,
      { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id },
      addDays(checkIn, 2),
    );
    expect(suiteNight!.unitsSold).toBe(1);
  });
});
