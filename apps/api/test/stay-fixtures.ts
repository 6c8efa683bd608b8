import { and, eq } from "drizzle-orm";
import { addDays } from "@manzil/domain/stays";
import { categories } from "../src/db/schema/catalogue.js";
import { settings } from "../src/db/schema/content.js";
import { properties } from "../src/db/schema/properties.js";
import {
  hotelAddonPackages,
  hotelAddonPackageValues,
  hotelRooms,
  stayNights,
} from "../src/db/schema/stays.js";
import { hotelAddonFields, hotelRoomTypes } from "../src/db/schema/stays-catalogue.js";
import { materialiseNights } from "../src/modules/stays/night-rows.repository.js";
import { todayIn } from "../src/modules/stays/stay-offers.js";
import { newMember } from "./engagement-helpers.js";
import { signInAs } from "./helpers.js";
import type { TestApp } from "./test-app.js";

/** How many nights from today the fixture's offers have rows for (the rest is "beyond the stored year"). */
export const FIXTURE_NIGHTS = 120;

/** Today where the site is (its `timezone` setting), as the API computes it. */
export async function siteToday(t: TestApp): Promise<string> {
  const [row] = await t.database.db.select().from(settings).where(eq(settings.key, "timezone"));
  return todayIn(new Date(), row?.value || "UTC");
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

let made = 0;

async function insertListing(
  t: TestApp,
  input: { ownerId: number; classification: 4 | 5; title: string; titleAr: string; priceMinor: number },
  extra: Partial<typeof properties.$inferInsert> = {},
) {
  made += 1;
  const db = t.database.db;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, input.classification))
    .limit(1);
  const [listing] = await db
    .insert(properties)
    .values({
      slug: `stay-fixture-${process.pid}-${made}-${Date.now()}`,
      ownerId: input.ownerId,
      categoryId: category!.id,
      classification: input.classification,
      listingType: "rent",
      rentDuration: "daily",
      title: input.title,
      titleAr: input.titleAr,
      description: "A stay made by the test fixtures.",
      address: "1 Corniche",
      city: "Hurghada",
      state: "Red Sea",
      country: "Egypt",
      latitude: 27.25,
      longitude: 33.81,
      priceMinor: input.priceMinor,
      currency: "EGP",
      moderationStatus: "approved",
      isActive: true,
      ...extra,
    })
    .returning({ id: properties.id });
  return listing!.id;
}

async function roomTypeId(t: TestApp, name: string) {
  const [row] = await t.database.db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.name, name));
  return row!.id;
}

/** Open nights [today, today + FIXTURE_NIGHTS) for an offer, as a posting would store them. */
export async function openNights(
  t: TestApp,
  offer: { propertyId: number; hotelRoomId: number | null },
  units: number,
) {
  const today = await siteToday(t);
  await materialiseNights(t.database.db, offer, {
    from: today,
    to: addDays(today, FIXTURE_NIGHTS),
    units,
    availabilityType: 2,
    ranges: [],
  });
}

/** A hotel room offer of `typeName`, with its nights open for the fixture's window. */
export async function addRoom(
  t: TestApp,
  propertyId: number,
  input: {
    typeName: string;
    priceMinor: number;
    discountBp?: number;
    weekendCommissionBp?: number;
    availableRooms: number;
    status?: "active" | "inactive";
    roomNumber?: string;
  },
) {
  const [room] = await t.database.db
    .insert(hotelRooms)
    .values({
      propertyId,
      roomTypeId: await roomTypeId(t, input.typeName),
      roomNumber: input.roomNumber ?? "0",
      pricePerNightMinor: input.priceMinor,
      discountBp: input.discountBp ?? 0,
      weekendCommissionBp: input.weekendCommissionBp ?? 0,
      availableRooms: input.availableRooms,
      status: input.status ?? "active",
    })
    .returning();
  await openNights(t, { propertyId, hotelRoomId: room!.id }, input.availableRooms);
  return room!;
}

/**
 * A hotel with two room offers (Double: 1,000 EGP, 10 % discount, 20 % weekend commission, 3 rooms; Suite:
 * 2,500 EGP, 1 room), three add-on packages (Breakfast for every room type, Spa for suites only, and an inactive
 * one), and a vacation home (800 EGP, 25 % weekend commission, 1 unit), each with FIXTURE_NIGHTS open nights.
 * Inserted directly, so these tests do not depend on `post_property` accepting rooms.
 */
export async function createStays(t: TestApp) {
  const db = t.database.db;
  const owner = await newMember(t.app, db, "Stay Owner");
  const other = await newMember(t.app, db, "Other Owner");
  const admin = await signInAs(t.app, db, { role: "admin" });

  const hotelId = await insertListing(t, {
    ownerId: owner.id,
    classification: 5,
    title: "Fixture Bay Hotel",
    titleAr: "فندق الخليج",
    priceMinor: 100_000,
  });
  const double = await addRoom(t, hotelId, {
    typeName: "Double",
    priceMinor: 100_000,
    discountBp: 1000,
    weekendCommissionBp: 2000,
    availableRooms: 3,
    roomNumber: "101",
  });
  const suite = await addRoom(t, hotelId, { typeName: "Suite", priceMinor: 250_000, availableRooms: 1 });

  const [field] = await db.select().from(hotelAddonFields).where(eq(hotelAddonFields.name, "Breakfast"));
  const [breakfast] = await db
    .insert(hotelAddonPackages)
    .values({
      propertyId: hotelId,
      name: "Breakfast",
      nameAr: "إفطار",
      priceMinor: 10_000,
      basis: "per_guest_per_night",
    })
    .returning();
  await db.insert(hotelAddonPackageValues).values({
    packageId: breakfast!.id,
    fieldId: field!.id,
    value: "Buffet breakfast",
    staticPriceMinor: 5_000,
  });
  const [spa] = await db
    .insert(hotelAddonPackages)
    .values({
      propertyId: hotelId,
      roomTypeId: suite.roomTypeId,
      name: "Spa",
      nameAr: "سبا",
      priceMinor: 50_000,
    })
    .returning();
  const [retired] = await db
    .insert(hotelAddonPackages)
    .values({ propertyId: hotelId, name: "Old shuttle", priceMinor: 20_000, status: "inactive" })
    .returning();

  const homeId = await insertListing(
    t,
    {
      ownerId: owner.id,
      classification: 4,
      title: "Fixture Beach House",
      titleAr: "بيت الشاطئ",
      priceMinor: 80_000,
    },
    { weekendCommission: 25, availableRooms: 1 },
  );
  await openNights(t, { propertyId: homeId, hotelRoomId: null }, 1);

  return {
    owner,
    other,
    admin,
    hotel: { id: hotelId, double, suite, addons: { breakfast: breakfast!, spa: spa!, retired: retired! } },
    home: { id: homeId },
  };
}
export type Stays = Awaited<ReturnType<typeof createStays>>;

/** One stored night row, as the database holds it. */
export async function nightRow(
  t: TestApp,
  offer: { propertyId: number; hotelRoomId: number | null },
  date: string,
) {
  const rows = await t.database.db
    .select()
    .from(stayNights)
    .where(and(eq(stayNights.propertyId, offer.propertyId), eq(stayNights.date, date)));
  return rows.find((row) => row.hotelRoomId === offer.hotelRoomId);
}

/** Sets a night's sold units directly, as a reservation (issue 15) would. */
export async function sellUnits(
  t: TestApp,
  offer: { propertyId: number; hotelRoomId: number | null },
  date: string,
  unitsSold: number,
) {
  const row = await nightRow(t, offer, date);
  await t.database.db.update(stayNights).set({ unitsSold }).where(eq(stayNights.id, row!.id));
}
