import { and, count, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { TCalendarEditResult, TOwnerCalendar, TStayCalendar } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { properties } from "../src/db/schema/properties.js";
import { stayNights } from "../src/db/schema/stays.js";
import { get, post } from "./auth-helpers.js";
import { ebrokerCall, formFields } from "./ebroker/ebroker-client.js";
import {
  addRoom,
  createStays,
  FIXTURE_NIGHTS,
  nextWeekday,
  nightRow,
  sellUnits,
  siteToday,
  type Stays,
} from "./stay-fixtures.js";
import { readableNight } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const onPostgres = inject("template").kind === "postgres";

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

const as = (who: { authorization: string }, lang = "en") => ({
  headers: { authorization: who.authorization, "accept-language": lang },
});

async function ownerCalendar(query: Record<string, string>, who: { authorization: string } = s.owner) {
  return get<TOwnerCalendar>(t.app, `/api/stays/${s.hotel.id}/owner-calendar`, query, as(who));
}

async function edit(
  path: "availability" | "prices" | "date-prices",
  body: Record<string, unknown>,
  who: { authorization: string } = s.owner,
  lang = "en",
  propertyId = s.hotel.id,
) {
  return post<TCalendarEditResult>(t.app, `/api/stays/${propertyId}/${path}`, body, as(who, lang));
}

const double = () => ({ propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id });

/** What a guest pays for one Double on a night: override or 1,000 EGP, +20 % on Fri/Sat, then −10 %. */
function doublePrice(date: string, overrideMinor: number | null = null) {
  const base = overrideMinor ?? 100_000;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const commission = weekday === 5 || weekday === 6 ? Math.round(base * 0.2) : 0;
  return base + commission - Math.round((base + commission) * 0.1);
}

describe("the owner's calendar", () => {
  it("reads a room offer's nights with units, units sold and a guest's price for one unit", async () => {
    const friday = nextWeekday(day(1), 5);
    const reply = await ownerCalendar({
      hotel_room_id: String(s.hotel.double.id),
      from: addDays(friday, -1),
      to: addDays(friday, 2),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const calendar = reply.body.data;
    expect(calendar).toMatchObject({ hotel_room_id: s.hotel.double.id, currency: "EGP", base_price: 1000 });
    expect(
      calendar.nights.map((n) => [n.date, n.weekend, n.status, n.units, n.units_sold, n.price_minor]),
    ).toEqual([
      [addDays(friday, -1), false, "available", 3, 0, doublePrice(addDays(friday, -1))],
      [friday, true, "available", 3, 0, doublePrice(friday)],
      [addDays(friday, 1), true, "available", 3, 0, doublePrice(addDays(friday, 1))],
    ]);
    expect(calendar.nights[1]!.price).toBe(1080);
  });

  it("defaults to this month, and a month parameter reads that whole month", async () => {
    const reply = await ownerCalendar({ hotel_room_id: String(s.hotel.double.id) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.from).toBe(`${today.slice(0, 7)}-01`);
    const month = day(40).slice(0, 7);
    const read = await ownerCalendar({ hotel_room_id: String(s.hotel.double.id), month });
    expect(read.body.data.nights[0]!.date).toBe(`${month}-01`);
    expect(read.body.data.nights.every((n) => n.date.startsWith(month))).toBe(true);
  });

  it("edits in bulk: close a range, set units, price a range and single dates, all read back", async () => {
    const hotel_room_id = s.hotel.double.id;
    const closed = await edit("availability", { hotel_room_id, from: day(10), to: day(12), open: 0 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.message).toBe("The calendar was saved.");
    expect(closed.body.data.changed_dates).toEqual([day(10), day(11), day(12)]);

    const units = await edit("availability", { hotel_room_id, from: day(13), to: day(14), units: 5 });
    expect(units.body.data.changed_dates).toEqual([day(13), day(14)]);

    const priced = await edit("prices", { hotel_room_id, from: day(15), to: day(16), price: 1500 });
    expect(priced.body.data.nights.map((n) => n.price_override)).toEqual([1500, 1500]);

    const perDate = await edit("date-prices", {
      hotel_room_id,
      prices: [
        { date: day(20), price: 1200 },
        { date: day(21), price: 1300.5 },
      ],
    });
    expect(perDate.status, JSON.stringify(perDate.body)).toBe(200);
    expect(perDate.body.data.changed_dates).toEqual([day(20), day(21)]);

    const read = await ownerCalendar({ hotel_room_id: String(hotel_room_id), from: day(9), to: day(22) });
    const byDate = new Map(read.body.data.nights.map((n) => [n.date, n]));
    expect(byDate.get(day(9))!.status).toBe("available");
    for (const n of [10, 11, 12]) expect(byDate.get(day(n))).toMatchObject({ status: "closed", open: false });
    for (const n of [13, 14]) expect(byDate.get(day(n))).toMatchObject({ status: "available", units: 5 });
    for (const n of [15, 16]) {
      expect(byDate.get(day(n))).toMatchObject({
        price_override: 1500,
        price_minor: doublePrice(day(n), 150_000),
      });
    }
    expect(byDate.get(day(20))!.price_override).toBe(1200);
    expect(byDate.get(day(21))!.price_override).toBe(1300.5);
    expect((await nightRow(t, double(), day(21)))!.priceOverrideMinor).toBe(130_050);
    expect(byDate.get(day(17))!.price_override).toBeNull();

    // A blank price returns the range to the base price.
    const cleared = await edit("prices", { hotel_room_id, from: day(15), to: day(15), price: "" });
    expect(cleared.body.data.nights[0]!.price_override).toBeNull();
  });

  it("update-room-price sets the override on every active room of that type, only in that hotel", async () => {
    const secondDouble = await addRoom(t, s.hotel.id, {
      typeName: "Double",
      priceMinor: 90_000,
      availableRooms: 2,
    });
    const retiredDouble = await addRoom(t, s.hotel.id, {
      typeName: "Double",
      priceMinor: 90_000,
      availableRooms: 2,
      status: "inactive",
    });
    const reply = await post<{ hotel_room_id: number; changed_dates: string[] }[]>(
      t.app,
      "/api/update-room-price",
      {
        room_type_id: s.hotel.double.roomTypeId,
        property_id: s.hotel.id,
        price: 1111,
        from: day(30),
        to: day(31),
      },
      as(s.owner),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.error).toBe(false);
    expect(reply.body.data.map((r) => r.hotel_room_id).sort()).toEqual(
      [s.hotel.double.id, secondDouble.id].sort(),
    );
    for (const room of [s.hotel.double.id, secondDouble.id]) {
      for (const n of [30, 31]) {
        expect(
          (await nightRow(t, { propertyId: s.hotel.id, hotelRoomId: room }, day(n)))!.priceOverrideMinor,
        ).toBe(111_100);
      }
    }
    const untouched = [retiredDouble.id, s.hotel.suite.id];
    for (const room of untouched) {
      expect(
        (await nightRow(t, { propertyId: s.hotel.id, hotelRoomId: room }, day(30)))!.priceOverrideMinor,
      ).toBeNull();
    }
    // eBroker's other spelling, and a room type this hotel does not have.
    const byOtherName = await post(
      t.app,
      "/api/update-room-price",
      {
        roomTypeId: s.hotel.suite.roomTypeId,
        property_id: s.hotel.id,
        price: 3000,
        from: day(30),
        to: day(30),
      },
      as(s.owner),
    );
    expect(byOtherName.status).toBe(200);
    const missingType = await post(
      t.app,
      "/api/update-room-price",
      { room_type_id: 999_999, property_id: s.hotel.id, price: 3000, from: day(30), to: day(30) },
      as(s.owner, "ar"),
    );
    expect(missingType.status).toBe(404);
    expect(missingType.body.message).toBe("لا توجد في هذا الفندق غرفة نشطة من هذا النوع.");
  });

  it("previews an edit without writing anything, not even the rows it would have made", async () => {
    const hotel_room_id = s.hotel.double.id;
    const preview = await edit("availability", {
      hotel_room_id,
      from: day(40),
      to: day(40),
      open: 0,
      preview: 1,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.message).toBe("This is what the change would do. Nothing has been saved yet.");
    expect(preview.body.data).toMatchObject({ preview: true, changed_dates: [day(40)] });
    expect(preview.body.data.nights[0]).toMatchObject({ date: day(40), status: "closed" });
    expect((await nightRow(t, double(), day(40)))!.closed).toBe(false);

    const far = day(FIXTURE_NIGHTS + 100);
    const farPreview = await edit("prices", {
      hotel_room_id,
      from: far,
      to: addDays(far, 2),
      price: 900,
      preview: 1,
    });
    expect(farPreview.body.data.changed_dates).toHaveLength(3);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(stayNights)
      .where(and(eq(stayNights.hotelRoomId, hotel_room_id), gte(stayNights.date, day(FIXTURE_NIGHTS))));
    expect(rows!.n).toBe(0);
  });

  it("opens nights beyond the stored year on demand for the owner; the public sees them only then", async () => {
    const from = day(FIXTURE_NIGHTS + 5);
    const to = addDays(from, 3);
    const publicBefore = await get<TStayCalendar>(t.app, `/api/stays/${s.hotel.id}/calendar`, {
      hotel_room_id: String(s.hotel.suite.id),
      from,
      to,
    });
    expect(publicBefore.body.data.offers[0]!.nights.map((n) => n.status)).toEqual([
      "closed",
      "closed",
      "closed",
    ]);
    const owner = await ownerCalendar({ hotel_room_id: String(s.hotel.suite.id), from, to });
    expect(owner.body.data.nights.map((n) => [n.status, n.units])).toEqual([
      ["available", 1],
      ["available", 1],
      ["available", 1],
    ]);
    const publicAfter = await get<TStayCalendar>(t.app, `/api/stays/${s.hotel.id}/calendar`, {
      hotel_room_id: String(s.hotel.suite.id),
      from,
      to,
    });
    expect(publicAfter.body.data.offers[0]!.nights.map((n) => n.units_free)).toEqual([1, 1, 1]);
  });

  it("refuses to close a night with a unit sold, naming it, and changes nothing", async () => {
    const hotel_room_id = s.hotel.double.id;
    await sellUnits(t, double(), day(50), 2);
    const en = await edit("availability", { hotel_room_id, from: day(49), to: day(51), open: 0 });
    expect(en.status).toBe(409);
    expect(en.body.message).toContain(readableNight(day(50)));
    expect(en.body.message).toContain("Nothing was changed");
    const ar = await edit(
      "availability",
      { hotel_room_id, from: day(49), to: day(51), units: 1 },
      s.owner,
      "ar",
    );
    expect(ar.status).toBe(409);
    expect(ar.body.message).toContain(readableNight(day(50), "ar"));
    expect(ar.body.message).toContain("لم يتغير شيء");
    for (const n of [49, 50, 51]) {
      expect(await nightRow(t, double(), day(n))).toMatchObject({ closed: false, units: 3 });
    }
    // Down to exactly the units sold is allowed; the calendar then shows the night as reserved.
    const exact = await edit("availability", { hotel_room_id, from: day(50), to: day(50), units: 2 });
    expect(exact.status).toBe(200);
    expect(exact.body.data.nights[0]).toMatchObject({ status: "reserved", units: 2, units_sold: 2 });
  });

  it("refuses bad input in the caller's language", async () => {
    const hotel_room_id = s.hotel.double.id;
    const tooHigh = await edit("prices", { hotel_room_id, from: day(5), to: day(5), price: 10_001 });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.errors?.price).toEqual(["Price is too high (max 10,000)"]);
    const past = await edit("availability", { hotel_room_id, from: day(-2), to: day(1), open: 0 });
    expect(past.status).toBe(422);
    expect(past.body.message).toContain(readableNight(today));
    // The field's message names the date too (the page shows it under the date input).
    expect(past.body.errors?.from).toEqual([past.body.message]);
    const inverted = await edit(
      "availability",
      { hotel_room_id, from: day(5), to: day(4), open: 0 },
      s.owner,
      "ar",
    );
    expect(inverted.status).toBe(422);
    const noRoom = await edit("availability", { from: day(5), to: day(5), open: 0 });
    expect(noRoom.status).toBe(422);
    expect(noRoom.body.errors?.hotel_room_id).toEqual(["Room selection is required"]);
    const foreignRoom = await edit("availability", {
      hotel_room_id: 999_999,
      from: day(5),
      to: day(5),
      open: 0,
    });
    expect(foreignRoom.status).toBe(404);
  });
});

describe("who may read and change a calendar", () => {
  it("another member gets 404 for reading and every edit; a guest gets 401", async () => {
    const hotel_room_id = s.hotel.double.id;
    const read = await ownerCalendar({ hotel_room_id: String(hotel_room_id) }, s.other);
    expect(read.status).toBe(404);
    const body = { hotel_room_id, from: day(60), to: day(60), open: 0 };
    expect((await edit("availability", body, s.other)).status).toBe(404);
    expect((await edit("prices", { ...body, price: 1 }, s.other)).status).toBe(404);
    expect(
      (await edit("date-prices", { hotel_room_id, prices: [{ date: day(60), price: 1 }] }, s.other)).status,
    ).toBe(404);
    const roomPrice = await post(
      t.app,
      "/api/update-room-price",
      {
        room_type_id: s.hotel.double.roomTypeId,
        property_id: s.hotel.id,
        price: 1,
        from: day(60),
        to: day(60),
      },
      as(s.other),
    );
    expect(roomPrice.status).toBe(404);
    expect(await nightRow(t, double(), day(60))).toMatchObject({ closed: false, priceOverrideMinor: null });

    const guestRead = await get(t.app, `/api/stays/${s.hotel.id}/owner-calendar`, {
      hotel_room_id: String(hotel_room_id),
    });
    expect(guestRead.status).toBe(401);
    const guestEdit = await post(t.app, `/api/stays/${s.hotel.id}/availability`, body);
    expect(guestEdit.status).toBe(401);
  });

  it("an admin may read and change any stay's calendar", async () => {
    const hotel_room_id = s.hotel.double.id;
    expect((await ownerCalendar({ hotel_room_id: String(hotel_room_id) }, s.admin)).status).toBe(200);
    const closed = await edit(
      "availability",
      { hotel_room_id, from: day(61), to: day(61), open: 0 },
      s.admin,
    );
    expect(closed.status).toBe(200);
    expect((await nightRow(t, double(), day(61)))!.closed).toBe(true);
  });

  it("a listing that is not a stay is refused with a message", async () => {
    const [listing] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.classification, 1))
      .limit(1);
    const reply = await get(t.app, `/api/stays/${listing!.id}/owner-calendar`, {}, as(s.admin));
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Calendars, prices and quotes exist only for vacation homes and hotels.");
  });
});

describe("update-room-price as eBroker clients call it", () => {
  it("takes FormData and answers in eBroker's envelope, failures included", async () => {
    const transport = { "x-manzil-transport": "ebroker" };
    const form = formFields({
      room_type_id: s.hotel.suite.roomTypeId!,
      property_id: s.hotel.id,
      price: "2750",
      from: day(65),
      to: day(66),
    });
    const token = (who: { authorization: string }) => who.authorization.replace("Bearer ", "");
    const done = await ebrokerCall(t.app, {
      path: "update-room-price",
      form,
      token: token(s.owner),
      headers: transport,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      error: false,
      message: "The price was set on every room of this type.",
      total: 1,
    });
    const suite = { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id };
    expect((await nightRow(t, suite, day(66)))!.priceOverrideMinor).toBe(275_000);
    // eBroker let anyone set any hotel's prices; here another member is told the hotel is not theirs.
    const refused = await ebrokerCall(t.app, {
      path: "update-room-price",
      query: { lang: "ar" },
      form: formFields({
        room_type_id: s.hotel.suite.roomTypeId!,
        property_id: s.hotel.id,
        price: "1",
        from: day(65),
        to: day(65),
        lang: "ar",
      }),
      token: token(s.other),
      headers: transport,
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      error: true,
      code: 404,
      message: "تعذّر العثور على هذا العقار ضمن إعلاناتك.",
    });
    expect((await nightRow(t, suite, day(65)))!.priceOverrideMinor).toBe(275_000);
  });
});

describe("a home's calendar", () => {
  it("needs no room, and its weekend nights carry the home's weekend commission", async () => {
    const friday = nextWeekday(day(1), 5);
    const reply = await get<TOwnerCalendar>(
      t.app,
      `/api/stays/${s.home.id}/owner-calendar`,
      { from: addDays(friday, -1), to: addDays(friday, 1), hotel_room_id: "12345" },
      as(s.owner),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.hotel_room_id).toBeNull();
    expect(reply.body.data.nights.map((n) => n.price_minor)).toEqual([80_000, 100_000]);
    const closed = await edit(
      "availability",
      { from: day(3), to: day(3), open: false },
      s.owner,
      "en",
      s.home.id,
    );
    expect(closed.status).toBe(200);
    expect((await nightRow(t, { propertyId: s.home.id, hotelRoomId: null }, day(3)))!.closed).toBe(true);
  });
});

describe.runIf(onPostgres)("an owner's edit racing a reservation", () => {
  it("never leaves more units sold than units, whichever commits first", async () => {
    const db = t.database.db;
    const suite = { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id };
    for (let n = 0; n < 10; n += 1) {
      const date = day(70 + n);
      // The reservation starts a little later each round, so it lands before, during and after the owner's edit.
      const [ownerReply, reservation] = await Promise.all([
        edit("availability", { hotel_room_id: suite.hotelRoomId, from: date, to: date, units: 0 }),
        new Promise((resolve) => setTimeout(resolve, n * 4)).then(() =>
          db.execute(sql`update stay_nights set units_sold = units_sold + 1
            where hotel_room_id = ${suite.hotelRoomId} and date = ${date} and units - units_sold >= 1`),
        ),
      ]);
      const row = (await nightRow(t, suite, date))!;
      expect(row.unitsSold).toBeLessThanOrEqual(row.units);
      const sold = (reservation as unknown as { rowCount: number }).rowCount === 1;
      // Either the reservation sold the unit and the owner was refused, or the owner took it off sale first.
      if (sold) expect([ownerReply.status, row.units, row.unitsSold]).toEqual([409, 1, 1]);
      else expect([ownerReply.status, row.units, row.unitsSold]).toEqual([200, 0, 0]);
    }
  });
});
