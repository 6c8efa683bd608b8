import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@manzil/domain/stays";
import { properties } from "../src/db/schema/properties.js";
import { hotelRooms, stayNights } from "../src/db/schema/stays.js";
import { getJson } from "./helpers.js";
import { createStays, sellUnits, siteToday, type Stays } from "./stay-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let s: Stays;
let today: string;
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  s = await createStays(t);
  today = await siteToday(t);
});
afterAll(async () => t.close());

type Card = { id: number; property_classification: number };

/** Every listing a dated search returns (one big page: only stays with night rows can match). */
async function found(checkIn: string, checkOut: string, extra = "") {
  const reply = await getJson<Card[]>(
    t.app,
    `/api/get-property-list?limit=100&check_in_date=${checkIn}&check_out_date=${checkOut}${extra}`,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  for (const card of reply.body.data) expect([4, 5]).toContain(card.property_classification);
  return reply.body.data.map((card) => card.id);
}

async function closeNight(offer: { propertyId: number; hotelRoomId: number | null }, date: string) {
  await t.database.db
    .update(stayNights)
    .set({ closed: true })
    .where(
      and(
        eq(stayNights.propertyId, offer.propertyId),
        eq(stayNights.date, date),
        offer.hotelRoomId === null ? undefined : eq(stayNights.hotelRoomId, offer.hotelRoomId),
      ),
    );
}

const home = () => ({ propertyId: s.home.id, hotelRoomId: null });

describe("searching stays by dates", () => {
  it("returns a home open on every night, and not once one night of the range is closed", async () => {
    expect(await found(day(10), day(13))).toContain(s.home.id);
    await closeNight(home(), day(12));
    expect(await found(day(10), day(13))).not.toContain(s.home.id);
    // The check-out day is not a night: a stay ending on the closed date still matches.
    expect(await found(day(10), day(12))).toContain(s.home.id);
    expect(await found(day(13), day(15))).toContain(s.home.id);
  });

  it("returns a hotel when one room offer is full on a night but another is free on every night", async () => {
    const suite = { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id };
    const double = { propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id };
    await sellUnits(t, suite, day(21), 1);
    expect(await found(day(20), day(23))).toContain(s.hotel.id);
    // Full on different nights, no single offer has all three: not free.
    await closeNight(double, day(22));
    expect(await found(day(20), day(23))).not.toContain(s.hotel.id);
    // Each offer still makes it match where that offer alone is free on every night.
    expect(await found(day(20), day(22))).toContain(s.hotel.id);
    expect(await found(day(22), day(23))).toContain(s.hotel.id);
  });

  it("ignores nights of an inactive room offer, and stays with no night rows at all", async () => {
    expect(await found(day(30), day(32))).toContain(s.hotel.id);
    await t.database.db
      .update(hotelRooms)
      .set({ status: "inactive" })
      .where(eq(hotelRooms.propertyId, s.hotel.id));
    try {
      expect(await found(day(30), day(32))).not.toContain(s.hotel.id);
    } finally {
      await t.database.db
        .update(hotelRooms)
        .set({ status: "active" })
        .where(eq(hotelRooms.propertyId, s.hotel.id));
    }
    const withRows = new Set([s.hotel.id, s.home.id]);
    const ids = await found(day(30), day(32));
    expect(ids.filter((id) => !withRows.has(id))).toEqual([]);
    // Beyond the stored nights nothing is free.
    expect(await found(day(200), day(202))).toEqual([]);
  });

  it("keeps the hotel rule under the hotel filter: hotels, hotel apartments, or listings with rooms", async () => {
    const hotels = await found(day(40), day(42), "&property_classification=5");
    expect(hotels).toContain(s.hotel.id);
    expect(hotels).not.toContain(s.home.id);
    // A home typed as a hotel apartment counts as a hotel.
    await t.database.db
      .update(properties)
      .set({ hotelApartmentTypeId: 6 })
      .where(eq(properties.id, s.home.id));
    expect(await found(day(40), day(42), "&property_classification=5")).toContain(s.home.id);
    const get = await getJson<Card[]>(
      t.app,
      `/api/get_property?limit=50&check_in_date=${day(40)}&check_out_date=${day(42)}`,
    );
    expect(get.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([s.hotel.id, s.home.id]));
  });

  it("refuses invalid ranges with the validation messages", async () => {
    const inverted = await getJson(
      t.app,
      `/api/get-property-list?check_in_date=${day(5)}&check_out_date=${day(5)}`,
      { "accept-language": "ar" },
    );
    expect(inverted.status).toBe(422);
    expect(inverted.body.errors?.check_out_date).toEqual(["يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول"]);
    const english = await getJson(
      t.app,
      `/api/get-property-list?check_in_date=${day(5)}&check_out_date=${day(2)}`,
    );
    expect(english.body.errors?.check_out_date).toEqual(["Check-out must be after check-in"]);
    const notADate = await getJson(
      t.app,
      "/api/get-property-list?check_in_date=2027-02-30&check_out_date=2027-03-02",
    );
    expect(notADate.status).toBe(422);
    expect(notADate.body.errors?.check_in_date).toBeDefined();
  });
});
