import { and, asc, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOwnListing, TPropertyDetail } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { properties } from "../src/db/schema/properties.js";
import { hotelAddonPackages, hotelRooms, propertyCertificates, stayNights } from "../src/db/schema/stays.js";
import { hotelAddonFields, hotelRoomTypes } from "../src/db/schema/stays-catalogue.js";
import { get } from "./auth-helpers.js";
import { arabicLetters, readableNight } from "./helpers.js";
import { listingPoster, PDF, photo } from "./listing-poster.js";
import type { Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let hotels: Awaited<ReturnType<typeof listingPoster>>;
let homes: Awaited<ReturnType<typeof listingPoster>>;
let roomType: { single: number; double: number; suite: number };
let breakfastField: number;
let titleImage: Part;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  hotels = await listingPoster(t, { classification: 5 });
  homes = await listingPoster(t, { classification: 4 });
  const types = await db().select().from(hotelRoomTypes).orderBy(asc(hotelRoomTypes.id));
  const id = (name: string) => types.find((row) => row.name === name)!.id;
  roomType = { single: id("Single"), double: id("Double"), suite: id("Suite") };
  const [breakfast] = await db()
    .select({ id: hotelAddonFields.id })
    .from(hotelAddonFields)
    .where(eq(hotelAddonFields.name, "Breakfast"));
  breakfastField = breakfast!.id;
  titleImage = { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" };
});
afterAll(async () => t.close());

const db = () => t.database.db;

/** The poster's fields as a rent-by-the-night listing, without a price unless one is added. */
function stayFields(base: Part[], extra: Record<string, string> = {}): Part[] {
  const dropped = new Set(["price", "property_type", ...Object.keys(extra)]);
  return [
    ...base.filter((part) => !dropped.has(part.name)),
    { name: "property_type", value: "1" },
    { name: "rentduration", value: "daily" },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
  ];
}

/** eBroker's bracket form of a list of objects: `hotelRooms[0][room_type_id]`… */
function bracketParts(field: string, items: Record<string, string | Record<string, string>[]>[]): Part[] {
  return items.flatMap((item, index) =>
    Object.entries(item).flatMap(([key, value]): Part[] =>
      typeof value === "string"
        ? [{ name: `${field}[${index}][${key}]`, value }]
        : value.flatMap((inner, innerIndex) =>
            Object.entries(inner).map(([innerKey, innerValue]) => ({
              name: `${field}[${index}][${key}][${innerIndex}][${innerKey}]`,
              value: innerValue,
            })),
          ),
    ),
  );
}

const deadFrom = addDays(today, 20);
const deadTo = addDays(today, 22);

/** A hotel with a single and a double room, a breakfast package and a licence, as one multipart request. */
function hotelParts(): Part[] {
  return [
    ...stayFields(hotels.fields),
    titleImage,
    ...bracketParts("hotelRooms", [
      {
        room_type_id: String(roomType.single),
        room_number: "101",
        price_per_night: "1500.50",
        discount_percentage: "10",
        weekend_commission: "5",
        available_rooms: "3",
        availability_type: "2",
        available_dates: JSON.stringify([{ from: deadFrom, to: deadTo, type: "dead", price: "" }]),
      },
      {
        // spec §5: blank numerics take their defaults, rooms_for_sell standing in for available rooms.
        room_type_id: String(roomType.double),
        price_per_night: "2500",
        discount_percentage: "",
        weekend_commission: "",
        nonrefundable_percentage: "",
        available_rooms: "",
        rooms_for_sell: "4",
        room_number: "",
      },
    ]),
    ...bracketParts("hotelPackages", [
      {
        name: "Breakfast for two",
        price: "100",
        room_type_id: String(roomType.double),
        addon_values: [
          { hotel_addon_field_id: String(breakfastField), value: "Buffet breakfast", static_price: "450" },
        ],
      },
    ]),
    { name: "hotelCertificates[0][title]", value: "Tourism licence" },
    { name: "hotelCertificates[0][file]", file: PDF, fileName: "licence.pdf", type: "application/pdf" },
  ];
}

async function nightsOf(propertyId: number, hotelRoomId: number | null) {
  return db()
    .select()
    .from(stayNights)
    .where(
      and(
        eq(stayNights.propertyId, propertyId),
        hotelRoomId === null ? isNull(stayNights.hotelRoomId) : eq(stayNights.hotelRoomId, hotelRoomId),
      ),
    )
    .orderBy(asc(stayNights.date));
}

async function tally() {
  const [listings] = await db().select({ n: count() }).from(properties);
  const [rooms] = await db().select({ n: count() }).from(hotelRooms);
  const [nights] = await db().select({ n: count() }).from(stayNights);
  const [packages] = await db().select({ n: count() }).from(hotelAddonPackages);
  const [certificates] = await db().select({ n: count() }).from(propertyCertificates);
  return [listings!.n, rooms!.n, nights!.n, packages!.n, certificates!.n];
}

async function postHotel(authorization: string) {
  const reply = await hotels.send("/api/post_property", hotelParts(), authorization);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

describe("posting a hotel with its rooms, packages and certificates", () => {
  it("takes two room types, a package and a licence in one request and shows them in the details", async () => {
    const member = await hotels.readyMember();
    const hotel = await postHotel(member.authorization);

    expect(hotel.property_classification).toBe(5);
    // Lists and sorts show the hotel "from" its cheapest room, in the listing's currency.
    expect(hotel.price).toBe(1500.5);
    expect(hotel.price_minor).toBe(150_050);
    expect(hotel.hotel_apartment_type).toEqual({ id: 6, name: "Hotel apartment" });
    expect(hotel.hotel_rooms.map((room) => [room.room_type?.name, room.price_per_night])).toEqual([
      ["Single", 1500.5],
      ["Double", 2500],
    ]);
    const [single, double] = hotel.hotel_rooms;
    expect(single).toMatchObject({
      room_number: "101",
      price_per_night_minor: 150_050,
      currency: "EGP",
      discount_percentage: 10,
      weekend_commission: 5,
      available_rooms: 3,
    });
    expect(double).toMatchObject({
      discount_percentage: 0,
      weekend_commission: 0,
      nonrefundable_percentage: 0,
      available_rooms: 4,
      room_number: "0",
    });
    expect(hotel.addons_packages).toHaveLength(1);
    expect(hotel.addons_packages[0]).toMatchObject({
      name: "Breakfast for two",
      room_type_id: roomType.double,
      price: 100,
      total_price: 550,
      total_price_minor: 55_000,
      basis: "per_stay",
    });
    expect(hotel.addons_packages[0]!.addon_values).toEqual([
      expect.objectContaining({ name: "Breakfast", value: "Buffet breakfast", static_price: 450 }),
    ]);
    expect(hotel.certificates).toEqual([
      expect.objectContaining({ title: "Tourism licence", file: expect.stringMatching(/^http.*\.pdf$/) }),
    ]);
    const licence = await t.app.inject({
      method: "GET",
      url: new URL(hotel.certificates[0]!.file!).pathname,
    });
    expect(licence.statusCode).toBe(200);

    // The public details page, once approved, in Arabic.
    await db().update(properties).set({ moderationStatus: "approved" }).where(eq(properties.id, hotel.id));
    const details = await get<TPropertyDetail[]>(t.app, "/api/get_property", {
      id: String(hotel.id),
      lang: "ar",
    });
    expect(details.status).toBe(200);
    const shown = details.body.data[0]!;
    expect(shown.hotel_rooms).toHaveLength(2);
    expect(shown.hotel_rooms[0]!.room_type?.name).toMatch(arabicLetters);
    expect(shown.hotel_apartment_type?.name).toBe("شقة فندقية");
    expect(shown.addons_packages[0]!.total_price).toBe(550);
    expect(shown.certificates).toHaveLength(1);
  });

  it("writes 365 nights per room from today, a dead range of the calendar closed", async () => {
    const member = await hotels.readyMember();
    const hotel = await postHotel(member.authorization);
    const [single, double] = hotel.hotel_rooms;
    const singleNights = await nightsOf(hotel.id, single!.id);
    const doubleNights = await nightsOf(hotel.id, double!.id);
    expect(singleNights).toHaveLength(365);
    expect(doubleNights).toHaveLength(365);
    expect(singleNights[0]!.date).toBe(today);
    expect(singleNights.at(-1)!.date).toBe(addDays(today, 364));
    const closed = singleNights.filter((night) => night.closed).map((night) => night.date);
    expect(closed).toEqual([deadFrom, addDays(deadFrom, 1), deadTo]);
    expect(singleNights.every((night) => night.units === 3)).toBe(true);
    expect(doubleNights.every((night) => !night.closed && night.units === 4)).toBe(true);
    // Folded back into eBroker ranges for clients that read them.
    expect(single!.available_dates).toEqual([
      { from: today, to: addDays(deadFrom, -1), type: "open", price: 0 },
      { from: deadFrom, to: deadTo, type: "dead", price: 0 },
      { from: addDays(deadTo, 1), to: addDays(today, 364), type: "open", price: 0 },
    ]);
  });

  it("refuses a room over 10,000 a night or a discount over 100, in the caller's language, writing nothing", async () => {
    const member = await hotels.readyMember();
    const before = await tally();
    const parts = hotelParts().map((part) =>
      part.name === "hotelRooms[1][price_per_night]" ? { ...part, value: "10001" } : part,
    );
    const english = await hotels.send("/api/post_property", parts, member.authorization);
    expect(english.status).toBe(422);
    expect(english.body.errors?.["hotelRooms.1.price_per_night"]).toEqual(["Price is too high (max 10,000)"]);
    const arabic = await hotels.send("/api/post_property?lang=ar", parts, member.authorization);
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors?.["hotelRooms.1.price_per_night"]).toEqual([
      "السعر مرتفع جدًا (الحد الأقصى ١٠٬٠٠٠)",
    ]);

    const discount = hotelParts().map((part) =>
      part.name === "hotelRooms[0][discount_percentage]" ? { ...part, value: "101" } : part,
    );
    const refused = await hotels.send("/api/post_property", discount, member.authorization);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.["hotelRooms.0.discount_percentage"]).toEqual([
      "Discount must be between 0 and 100",
    ]);
    expect(await tally()).toEqual(before);
  });

  it("refuses a hotel without rooms, or with a room type that does not exist", async () => {
    const member = await hotels.readyMember();
    const before = await tally();
    const noRooms = hotelParts().filter((part) => !part.name.startsWith("hotelRooms"));
    const bare = await hotels.send("/api/post_property", noRooms, member.authorization, {
      "accept-language": "ar",
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors?.hotelRooms?.[0]).toMatch(arabicLetters);
    const unknown = hotelParts().map((part) =>
      part.name === "hotelRooms[0][room_type_id]" ? { ...part, value: "99999" } : part,
    );
    const refused = await hotels.send("/api/post_property", unknown, member.authorization);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.["hotelRooms.0.room_type_id"]).toEqual(["This room type is not available."]);
    const notADocument = hotelParts().map((part) =>
      part.name === "hotelCertificates[0][file]"
        ? { ...part, file: Buffer.from("just text"), fileName: "licence.pdf" }
        : part,
    );
    const kind = await hotels.send(
      "/api/post_property",
      [...hotelParts(), { name: "hotel_apartment_type_id", value: "99999" }],
      member.authorization,
    );
    expect(kind.status).toBe(422);
    expect(kind.body.errors?.hotel_apartment_type_id).toEqual(["This kind of hotel is not available."]);
    const badFile = await hotels.send("/api/post_property", notADocument, member.authorization);
    expect(badFile.status).toBe(422);
    expect(Object.keys(badFile.body.errors ?? {})).toEqual(["hotelCertificates.0.file"]);
    expect(await tally()).toEqual(before);
  });

  it("ignores stay fields on a sale listing", async () => {
    const poster = await listingPoster(t);
    const member = await poster.readyMember();
    const reply = await poster.send(
      "/api/post_property",
      [
        ...poster.fields,
        titleImage,
        ...bracketParts("hotelRooms", [{ room_type_id: String(roomType.single), price_per_night: "100" }]),
      ],
      member.authorization,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.hotel_rooms).toEqual([]);
    const rooms = await db().select().from(hotelRooms).where(eq(hotelRooms.propertyId, reply.body.data.id));
    expect(rooms).toEqual([]);
  });
});

async function edit(authorization: string, parts: Part[], lang = "en") {
  return hotels.send("/api/update_post_property", parts, authorization, { "accept-language": lang });
}

describe("editing a hotel's rooms", () => {
  it("updates a room's price, adds a room and removes one", async () => {
    const member = await hotels.readyMember();
    const hotel = await postHotel(member.authorization);
    const [single, double] = hotel.hotel_rooms;
    const parts: Part[] = [
      { name: "id", value: String(hotel.id) },
      ...bracketParts("hotelRooms", [
        {
          id: String(single!.id),
          room_type_id: String(roomType.single),
          room_number: "101",
          price_per_night: "1800",
          available_rooms: "3",
        },
        { room_type_id: String(roomType.suite), price_per_night: "6000" },
      ]),
      { name: "remove_hotel_rooms[]", value: String(double!.id) },
    ];
    // The breakfast package is offered with the double room type, which this edit removes.
    const orphaning = await edit(member.authorization, parts);
    expect(orphaning.status).toBe(422);
    expect(orphaning.body.errors?.hotelRooms?.[0]).toContain("add-on package");

    const reply = await edit(member.authorization, [
      ...parts,
      { name: "remove_hotel_packages[]", value: String(hotel.addons_packages[0]!.id) },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.addons_packages).toEqual([]);
    const rooms = reply.body.data.hotel_rooms;
    expect(rooms.map((room) => [room.id === single!.id, room.room_type?.name, room.price_per_night])).toEqual(
      [
        [true, "Single", 1800],
        [false, "Suite", 6000],
      ],
    );
    expect(rooms[1]).toMatchObject({ available_rooms: 1, room_number: "0", discount_percentage: 0 });
    expect(reply.body.data.price).toBe(1800);
    // The kept room's calendar was not sent: its closed nights stay as they were.
    expect((await nightsOf(hotel.id, single!.id)).filter((n) => n.closed)).toHaveLength(3);
    expect(await nightsOf(hotel.id, rooms[1]!.id)).toHaveLength(365);
    expect(await nightsOf(hotel.id, double!.id)).toEqual([]);
  });

  it("updates a package, replaces a certificate's file and removes another, keeping the rest", async () => {
    const member = await hotels.readyMember();
    const hotel = await postHotel(member.authorization);
    const [breakfast] = hotel.addons_packages;
    const [licence] = hotel.certificates;
    const added = await edit(member.authorization, [
      { name: "id", value: String(hotel.id) },
      { name: "hotelCertificates[0][title]", value: "Fire safety" },
      { name: "hotelCertificates[0][file]", file: PDF, fileName: "fire.pdf", type: "application/pdf" },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.certificates.map((c) => c.title)).toEqual(["Tourism licence", "Fire safety"]);
    const fire = added.body.data.certificates[1]!;

    const reply = await edit(member.authorization, [
      { name: "id", value: String(hotel.id) },
      ...bracketParts("hotelPackages", [
        {
          id: String(breakfast!.id),
          name: "Breakfast for two",
          price: "150",
          addon_values: [
            { hotel_addon_field_id: String(breakfastField), value: "Buffet breakfast", static_price: "450" },
          ],
        },
        { name: "Late check-out", price: "200" },
      ]),
      { name: "hotelCertificates[0][id]", value: String(licence!.id) },
      { name: "hotelCertificates[0][title]", value: "Tourism licence 2026" },
      {
        name: "hotelCertificates[0][file]",
        file: await photo(300, 200),
        fileName: "l.jpg",
        type: "image/jpeg",
      },
      { name: "remove_hotel_certificates[]", value: String(fire.id) },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.addons_packages.map((p) => [p.name, p.price, p.total_price])).toEqual([
      ["Breakfast for two", 150, 600],
      ["Late check-out", 200, 200],
    ]);
    // An edit sends the whole package: a blank room type now offers it with every room type.
    expect(reply.body.data.addons_packages[0]!.room_type_id).toBeNull();
    expect(reply.body.data.certificates).toEqual([
      expect.objectContaining({
        id: licence!.id,
        title: "Tourism licence 2026",
        file: expect.stringMatching(/\.webp$|\.jpg$/),
      }),
    ]);
    // The replaced and removed files are gone from the public files.
    for (const file of [licence!.file!, fire.file!]) {
      const gone = await t.app.inject({ method: "GET", url: new URL(file).pathname });
      expect(gone.statusCode).toBe(404);
    }
  });

  it("refuses an edit that closes a sold night, naming the date, and changes nothing", async () => {
    const member = await hotels.readyMember();
    const hotel = await postHotel(member.authorization);
    const [single, double] = hotel.hotel_rooms;
    const soldDate = addDays(today, 40);
    // As a reservation would: one unit of that night sold.
    await db()
      .update(stayNights)
      .set({ unitsSold: 1 })
      .where(and(eq(stayNights.hotelRoomId, single!.id), eq(stayNights.date, soldDate)));
    const snapshot = async () => ({
      nights: await nightsOf(hotel.id, single!.id),
      rooms: await db().select().from(hotelRooms).where(eq(hotelRooms.propertyId, hotel.id)),
      listing: (await db().select().from(properties).where(eq(properties.id, hotel.id)))[0],
    });
    const before = await snapshot();
    const room = {
      id: String(single!.id),
      room_type_id: String(roomType.single),
      price_per_night: "999",
      available_rooms: "3",
    };

    const closing = await edit(
      member.authorization,
      [
        { name: "id", value: String(hotel.id) },
        { name: "title", value: "A new name that must not be saved" },
        ...bracketParts("hotelRooms", [
          {
            ...room,
            availability_type: "2",
            available_dates: JSON.stringify([{ from: addDays(soldDate, -1), to: soldDate, type: "dead" }]),
          },
        ]),
      ],
      "ar",
    );
    expect(closing.status).toBe(409);
    expect(closing.body.message).toContain(readableNight(soldDate, "ar"));
    expect(closing.body.message).toMatch(arabicLetters);

    const fewerRooms = await edit(member.authorization, [
      { name: "id", value: String(hotel.id) },
      ...bracketParts("hotelRooms", [{ ...room, available_rooms: "0" }]),
    ]);
    expect(fewerRooms.status).toBe(409);
    expect(fewerRooms.body.message).toContain(readableNight(soldDate));

    const removing = await edit(member.authorization, [
      { name: "id", value: String(hotel.id) },
      { name: "remove_hotel_rooms[]", value: String(single!.id) },
    ]);
    expect(removing.status).toBe(409);
    expect(removing.body.message).toContain(readableNight(soldDate));
    expect(await snapshot()).toEqual(before);

    // Rewriting the calendar around the sold night is fine; the sold night stays open and sold.
    const around = await edit(member.authorization, [
      { name: "id", value: String(hotel.id) },
      ...bracketParts("hotelRooms", [
        {
          ...room,
          available_rooms: "5",
          availability_type: "2",
          available_dates: JSON.stringify([
            { from: addDays(soldDate, 1), to: addDays(soldDate, 2), type: "dead" },
          ]),
        },
      ]),
    ]);
    expect(around.status, JSON.stringify(around.body)).toBe(200);
    const nights = await nightsOf(hotel.id, single!.id);
    expect(nights).toHaveLength(365);
    expect(nights.filter((n) => n.closed).map((n) => n.date)).toEqual([
      addDays(soldDate, 1),
      addDays(soldDate, 2),
    ]);
    expect(nights.find((n) => n.date === soldDate)).toMatchObject({ closed: false, unitsSold: 1, units: 5 });
    expect(nights.every((n) => n.units === 5)).toBe(true);
    expect(double).toBeDefined();
  });

  it("lets no other member edit the hotel's rooms, nor reach another listing's room by id", async () => {
    const owner = await hotels.readyMember();
    const stranger = await hotels.readyMember();
    const hotel = await postHotel(owner.authorization);
    const theirs = await postHotel(stranger.authorization);
    const target = hotel.hotel_rooms[0]!;
    const before = await db().select().from(hotelRooms).where(eq(hotelRooms.propertyId, hotel.id));

    const foreignEdit = await edit(stranger.authorization, [
      { name: "id", value: String(hotel.id) },
      ...bracketParts("hotelRooms", [
        { id: String(target.id), room_type_id: String(roomType.single), price_per_night: "1" },
      ]),
    ]);
    expect(foreignEdit.status).toBe(404);

    const borrowed = await edit(stranger.authorization, [
      { name: "id", value: String(theirs.id) },
      ...bracketParts("hotelRooms", [
        { id: String(target.id), room_type_id: String(roomType.single), price_per_night: "1" },
      ]),
      { name: "remove_hotel_rooms[]", value: String(hotel.hotel_rooms[1]!.id) },
    ]);
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.errors?.["hotelRooms.0.id"]).toEqual(["This room does not belong to this listing."]);

    const removing = await edit(stranger.authorization, [
      { name: "id", value: String(theirs.id) },
      { name: "remove_hotel_rooms[]", value: String(hotel.hotel_rooms[1]!.id) },
    ]);
    expect(removing.status).toBe(200);
    expect(await db().select().from(hotelRooms).where(eq(hotelRooms.propertyId, hotel.id))).toEqual(before);
  });
});

describe("posting a vacation home", () => {
  it("keeps the nightly price within 10,000", async () => {
    const member = await homes.readyMember();
    const reply = await homes.send(
      "/api/post_property",
      [...stayFields(homes.fields, { price: "10001" }), titleImage],
      member.authorization,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.price).toEqual(["Price is too high (max 10,000)"]);
  });

  it("sells its identical apartments by the night under its calendar, folded back for eBroker clients", async () => {
    const member = await homes.readyMember();
    const openFrom = addDays(today, 1);
    const openTo = addDays(today, 30);
    const reply = await homes.send(
      "/api/post_property",
      [
        ...stayFields(homes.fields, {
          price: "800",
          available_rooms: "3",
          weekend_commission: "10",
          availability_type: "1",
          available_dates: JSON.stringify([{ from: openFrom, to: openTo, type: "open", price: "900" }]),
        }),
        titleImage,
      ],
      member.authorization,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const home: TOwnListing = reply.body.data;
    expect(home).toMatchObject({ price: 800, available_rooms: 3, weekend_commission: 10, hotel_rooms: [] });
    const nights = await nightsOf(home.id, null);
    expect(nights).toHaveLength(365);
    expect(nights.filter((n) => !n.closed).map((n) => n.date)).toHaveLength(30);
    expect(nights.find((n) => n.date === openFrom)).toMatchObject({ units: 3, priceOverrideMinor: 90_000 });
    expect(home.availability_type).toBe(1);
    expect(home.available_dates).toEqual([
      { from: today, to: today, type: "dead", price: 0 },
      { from: openFrom, to: openTo, type: "open", price: 900 },
      { from: addDays(openTo, 1), to: addDays(today, 364), type: "dead", price: 0 },
    ]);
  });

  it("changes its apartments' count on every future night, never below what is sold", async () => {
    const member = await homes.readyMember();
    const reply = await homes.send(
      "/api/post_property",
      // Type 1 lists bookable windows, but none at all opens every night.
      [
        ...stayFields(homes.fields, { price: "500", available_rooms: "2", availability_type: "1" }),
        titleImage,
      ],
      member.authorization,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const home = reply.body.data;
    expect((await nightsOf(home.id, null)).filter((night) => !night.closed)).toHaveLength(365);
    const soldDate = addDays(today, 3);
    await db()
      .update(stayNights)
      .set({ unitsSold: 2 })
      .where(and(eq(stayNights.propertyId, home.id), eq(stayNights.date, soldDate)));
    const fewer = await homes.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(home.id) },
        { name: "available_rooms", value: "1" },
      ],
      member.authorization,
    );
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toContain(readableNight(soldDate));
    expect((await nightsOf(home.id, null)).every((night) => night.units === 2)).toBe(true);

    const more = await homes.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(home.id) },
        { name: "available_rooms", value: "4" },
      ],
      member.authorization,
    );
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.data.available_rooms).toBe(4);
    expect((await nightsOf(home.id, null)).every((night) => night.units === 4)).toBe(true);
  });

  it("rewrites its calendar on edit; a reserved range sent back never closes a booked night", async () => {
    const member = await homes.readyMember();
    const posted = await homes.send(
      "/api/post_property",
      [...stayFields(homes.fields, { price: "700" }), titleImage],
      member.authorization,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const home = posted.body.data;
    const booked = addDays(today, 5);
    await db()
      .update(stayNights)
      .set({ unitsSold: 1 })
      .where(and(eq(stayNights.propertyId, home.id), eq(stayNights.date, booked)));
    // What an eBroker client read (the booked night as `reserved`) plus a closed week, sent back under type 2.
    const calendar = [
      { from: booked, to: booked, type: "reserved" },
      { from: addDays(today, 10), to: addDays(today, 16), type: "dead" },
    ];
    const reply = await homes.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(home.id) },
        { name: "availability_type", value: "2" },
        { name: "available_dates", value: JSON.stringify(calendar) },
      ],
      member.authorization,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const nights = await nightsOf(home.id, null);
    expect(nights).toHaveLength(365);
    expect(nights.filter((n) => n.closed).map((n) => n.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, 10 + i)),
    );
    expect(nights.find((n) => n.date === booked)).toMatchObject({ closed: false, unitsSold: 1 });
    expect(reply.body.data.available_dates).toContainEqual({
      from: booked,
      to: booked,
      type: "reserved",
      price: 0,
    });
  });
});
