import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../src/db/schema/properties.js";
import { hotelRooms, stayNights } from "../src/db/schema/stays.js";
import { materialiseNights, readNights } from "../src/modules/stays/night-rows.repository.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function anyStay() {
  const [home] = await db().select({ id: properties.id }).from(properties).limit(1);
  return home!.id;
}

describe("stay night rows", () => {
  it("materialises a home's nights under the one availability rule, keeping rows that exist", async () => {
    const propertyId = await anyStay();
    const offer = { propertyId, hotelRoomId: null };
    const added = await materialiseNights(db(), offer, {
      from: "2030-01-01",
      to: "2030-01-08",
      units: 2,
      availabilityType: 2,
      ranges: [{ from: "2030-01-03", to: "2030-01-04", type: "dead" }],
    });
    expect(added).toBe(7);
    await db().update(stayNights).set({ unitsSold: 1 }).where(eq(stayNights.date, "2030-01-01"));
    const again = await materialiseNights(db(), offer, {
      from: "2030-01-01",
      to: "2030-01-10",
      units: 5,
      availabilityType: 2,
      ranges: [],
    });
    expect(again).toBe(2);
    const nights = await readNights(db(), offer, { from: "2030-01-01", to: "2030-01-10" });
    expect(nights.map((n) => [n.date, n.open, n.units, n.unitsSold])).toEqual([
      ["2030-01-01", true, 2, 1],
      ["2030-01-02", true, 2, 0],
      ["2030-01-03", false, 2, 0],
      ["2030-01-04", false, 2, 0],
      ["2030-01-05", true, 2, 0],
      ["2030-01-06", true, 2, 0],
      ["2030-01-07", true, 2, 0],
      ["2030-01-08", true, 5, 0],
      ["2030-01-09", true, 5, 0],
    ]);
  });

  it("keeps a room offer's nights apart from the home's, and the database refuses overselling", async () => {
    const propertyId = await anyStay();
    const [room] = await db()
      .insert(hotelRooms)
      .values({ propertyId, pricePerNightMinor: 100_000, availableRooms: 3 })
      .returning();
    const offer = { propertyId, hotelRoomId: room!.id };
    await materialiseNights(db(), offer, {
      from: "2030-01-01",
      to: "2030-01-03",
      units: 3,
      availabilityType: 2,
      ranges: [],
    });
    const nights = await readNights(db(), offer, { from: "2030-01-01", to: "2030-01-03" });
    expect(nights.map((n) => n.units)).toEqual([3, 3]);
    await expect(
      db().update(stayNights).set({ unitsSold: 4 }).where(eq(stayNights.hotelRoomId, room!.id)),
    ).rejects.toThrow();
  });
});
