import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../src/db/schema/properties.js";
import { stayNights } from "../src/db/schema/stays.js";
import { materialiseNights } from "../src/modules/stays/night-rows.repository.js";
import { releaseStayUnits, takeStayUnits } from "../src/modules/reservations/stay-units.repository.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;

/** A vacation home of the demo set with fresh nights in 2031 (far from the seeded year), `units` per night. */
async function homeWithNights(units: number, closed: string[] = []) {
  const [home] = await db()
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.classification, 4))
    .limit(1);
  const offer = { propertyId: home!.id, hotelRoomId: null };
  await db()
    .delete(stayNights)
    .where(and(eq(stayNights.propertyId, home!.id), isNull(stayNights.hotelRoomId)));
  await materialiseNights(db(), offer, {
    from: "2031-03-01",
    to: "2031-03-10",
    units,
    availabilityType: 2,
    ranges: closed.map((date) => ({ from: date, to: date, type: "dead" as const })),
  });
  return offer;
}

async function sold(offer: { propertyId: number }) {
  const rows = await db()
    .select({ date: stayNights.date, unitsSold: stayNights.unitsSold })
    .from(stayNights)
    .where(and(eq(stayNights.propertyId, offer.propertyId), isNull(stayNights.hotelRoomId)))
    .orderBy(stayNights.date);
  return Object.fromEntries(rows.filter((r) => r.unitsSold > 0).map((r) => [r.date, r.unitsSold]));
}

const book = (
  offer: { propertyId: number; hotelRoomId: null },
  checkIn: string,
  checkOut: string,
  rooms = 1,
) => db().transaction(async (tx) => takeStayUnits(tx, offer, { checkIn, checkOut, rooms }));

describe("taking a stay's units", () => {
  it("takes every night of the stay or none: a closed night in the middle refuses the whole booking", async () => {
    const offer = await homeWithNights(2, ["2031-03-04"]);
    expect(await book(offer, "2031-03-02", "2031-03-06")).toBe(false);
    expect(await sold(offer)).toEqual({});
    expect(await book(offer, "2031-03-05", "2031-03-07", 2)).toBe(true);
    expect(await sold(offer)).toEqual({ "2031-03-05": 2, "2031-03-06": 2 });
    // The check-out night stays free: nights are [check-in, check-out).
    expect(await book(offer, "2031-03-07", "2031-03-08", 2)).toBe(true);
    expect(await book(offer, "2031-03-06", "2031-03-07")).toBe(false);
  });

  it("gives units back on release, and a stay beyond the stored nights is refused", async () => {
    const offer = await homeWithNights(1);
    expect(await book(offer, "2031-03-02", "2031-03-04")).toBe(true);
    await db().transaction((tx) =>
      releaseStayUnits(tx, offer, { checkIn: "2031-03-02", checkOut: "2031-03-04", rooms: 1 }),
    );
    expect(await sold(offer)).toEqual({});
    expect(await book(offer, "2031-03-08", "2031-03-12")).toBe(false);
  });

  // PGlite has one connection and proves nothing about races; on PostgreSQL the bookings really overlap.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "sells the last unit exactly once to 100 parallel bookings over overlapping nights",
    { timeout: 60_000 },
    async () => {
      const offer = await homeWithNights(1);
      // Each booking keeps its transaction open a moment after taking units, so the pool's connections really
      // overlap: without the row locks the others would read the night as free and oversell.
      const slowBook = (checkIn: string, checkOut: string) =>
        db().transaction(async (tx) => {
          const taken = await takeStayUnits(tx, offer, { checkIn, checkOut, rooms: 1 });
          await tx.execute(sql`select pg_sleep(0.02)`);
          return taken;
        });
      const attempts = Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0 ? slowBook("2031-03-02", "2031-03-05") : slowBook("2031-03-03", "2031-03-06"),
      );
      const results = await Promise.all(attempts);
      expect(results.filter(Boolean)).toHaveLength(1);
      const nights = await sold(offer);
      expect(Object.values(nights).every((n) => n === 1)).toBe(true);
      expect(Object.keys(nights)).toHaveLength(3);
    },
  );
});
