import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TStayQuote } from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { settings } from "../src/db/schema/content.js";
import { properties } from "../src/db/schema/properties.js";
import { hotelRooms, stayNights } from "../src/db/schema/stays.js";
import { propertyTaxes } from "../src/db/schema/stays-catalogue.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters, readableNight } from "./helpers.js";
import { createStays, nextWeekday, nightRow, sellUnits, siteToday, type Stays } from "./stay-fixtures.js";
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

async function quote(propertyId: number, query: Record<string, string>, lang = "en") {
  return get<TStayQuote>(t.app, `/api/stays/${propertyId}/quote`, query, {
    headers: { "accept-language": lang },
  });
}

/** `rate` basis points of a non-negative amount, rounded half up: written here, not borrowed from the domain. */
const pct = (amount: number, rate: number) =>
  Number((BigInt(amount) * BigInt(rate) * 2n + 10_000n) / 20_000n);

async function taxesOf(classification: 4 | 5) {
  const [row] = await t.database.db
    .select()
    .from(propertyTaxes)
    .where(eq(propertyTaxes.classification, classification));
  return [row?.serviceChargeBp ?? 0, row?.salesTaxBp ?? 0, row?.cityTaxBp ?? 0] as const;
}

describe("a hotel quote across a weekend with a price override", () => {
  it("prices every night, weekend commission, discount, add-on and tax as lines that sum to the total", async () => {
    const thursday = nextWeekday(day(7), 4);
    const friday = addDays(thursday, 1);
    const saturday = addDays(thursday, 2);
    const checkOut = addDays(thursday, 3);
    const offer = { propertyId: s.hotel.id, hotelRoomId: s.hotel.double.id };
    const set = await post(
      t.app,
      `/api/stays/${s.hotel.id}/date-prices`,
      { hotel_room_id: s.hotel.double.id, prices: [{ date: friday, price: 1500 }] },
      { headers: { authorization: s.owner.authorization } },
    );
    expect(set.status).toBe(200);

    const reply = await quote(s.hotel.id, {
      check_in_date: thursday,
      check_out_date: checkOut,
      hotel_room_id: String(s.hotel.double.id),
      rooms: "2",
      number_of_guests: "3",
      "addon_ids[]": String(s.hotel.addons.breakfast.id),
      currency: "USD",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const q = reply.body.data;

    // Expected amounts from the stored numbers.
    const [room] = await t.database.db.select().from(hotelRooms).where(eq(hotelRooms.id, s.hotel.double.id));
    const override = (await nightRow(t, offer, friday))!.priceOverrideMinor!;
    expect(override).toBe(150_000);
    const rooms = 2;
    const expected: [string, string | null, number][] = [];
    for (const [date, weekend] of [
      [thursday, false],
      [friday, true],
      [saturday, true],
    ] as const) {
      const night = date === friday ? override : room!.pricePerNightMinor;
      const commission = weekend ? pct(night, room!.weekendCommissionBp) : 0;
      const discount = pct(night + commission, room!.discountBp);
      expected.push(["night", date, night * rooms]);
      if (commission) expected.push(["weekend_commission", date, commission * rooms]);
      expected.push(["discount", date, -discount * rooms]);
    }
    const breakfastMinor = 10_000 + 5_000;
    expected.push(["addon", null, breakfastMinor * 3 * 3]);
    const base = expected.reduce((sum, [, , amount]) => sum + amount, 0);
    const [service, sales, city] = await taxesOf(5);
    expected.push(["service_charge", null, pct(base, service)]);
    expected.push(["sales_tax", null, pct(base, sales)]);
    expected.push(["city_tax", null, pct(base, city)]);

    expect(q.lines.map((l) => [l.code, l.date, l.amount_minor])).toEqual(expected);
    const total = expected.reduce((sum, [, , amount]) => sum + amount, 0);
    expect(q.total_minor).toBe(total);
    expect(q.total_minor).toBe(q.lines.reduce((sum, l) => sum + l.amount_minor, 0));
    expect(q.total).toBe(total / 100);
    expect(q).toMatchObject({
      nights: 3,
      rooms: 2,
      guests: 3,
      currency: "EGP",
      hotel_room_id: s.hotel.double.id,
    });
    // Concretely, Friday at 1,500 EGP for two rooms: +600 weekend commission, −360 discount.
    expect(q.lines.filter((l) => l.date === friday).map((l) => l.amount)).toEqual([3000, 600, -360]);

    const labels = q.lines.map((l) => l.label);
    expect(labels[0]).toMatch(/^Night of .+ × 2$/);
    expect(labels).toContain("Breakfast × 9");
    expect(labels).toContain(`Service charge (${service / 100}%)`);
    expect(labels).toContain(`Sales tax (${sales / 100}%)`);
    expect(labels.some((l) => l.startsWith("Weekend commission (20%)"))).toBe(true);
    expect(labels.some((l) => l.startsWith("Discount (10%)"))).toBe(true);
    expect(q.lines.find((l) => l.code === "addon")).toMatchObject({
      addon_id: s.hotel.addons.breakfast.id,
      quantity: 9,
    });

    // USD for show at the served rate (EGP per dollar), rounded half up to the cent.
    const [rates] = await t.database.db.select().from(settings).where(eq(settings.key, "currency_rates"));
    const usd = (JSON.parse(rates!.value) as { USD: number }).USD;
    const scaled = BigInt(Math.round(usd * 1000));
    expect(q.display).toEqual({
      currency: "USD",
      total_minor: Number((BigInt(total) * 1000n * 2n + scaled) / (2n * scaled)),
      total: expect.any(Number),
    });

    const arabic = await quote(
      s.hotel.id,
      {
        check_in_date: thursday,
        check_out_date: checkOut,
        hotel_room_id: String(s.hotel.double.id),
        rooms: "2",
        number_of_guests: "3",
        addon_ids: String(s.hotel.addons.breakfast.id),
      },
      "ar",
    );
    expect(arabic.body.data.total_minor).toBe(total);
    expect(arabic.body.data.display).toBeNull();
    const arLabels = arabic.body.data.lines.map((l) => l.label);
    expect(arLabels[0]).toMatch(arabicLetters);
    expect(arLabels).toContain("إفطار × ٩");
    expect(arLabels).toContain(`ضريبة المبيعات (${(sales / 100).toLocaleString("ar-EG-u-nu-arab")}٪)`);
  });

  it("charges a room-type add-on with its own room, and refuses it, or an inactive one, elsewhere", async () => {
    const checkIn = day(20);
    const checkOut = day(22);
    const suite = await quote(s.hotel.id, {
      check_in_date: checkIn,
      check_out_date: checkOut,
      hotel_room_id: String(s.hotel.suite.id),
      addon_ids: String(s.hotel.addons.spa.id),
    });
    expect(suite.status, JSON.stringify(suite.body)).toBe(200);
    expect(suite.body.data.lines.find((l) => l.code === "addon")).toMatchObject({
      amount_minor: 50_000,
      quantity: 1,
      label: "Spa × 1",
    });
    expect(suite.body.data.lines.some((l) => l.code === "discount" || l.code === "weekend_commission")).toBe(
      false,
    );
    for (const addon of [s.hotel.addons.spa.id, s.hotel.addons.retired.id]) {
      const refused = await quote(s.hotel.id, {
        check_in_date: checkIn,
        check_out_date: checkOut,
        hotel_room_id: String(s.hotel.double.id),
        addon_ids: String(addon),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(`The add-on ${addon} is not offered with this stay.`);
    }
  });
});

describe("a vacation home's quote", () => {
  it("ignores hotel_room_id, adds the home's weekend commission and no discount", async () => {
    const thursday = nextWeekday(day(7), 4);
    const reply = await quote(s.home.id, {
      check_in_date: thursday,
      check_out_date: addDays(thursday, 2),
      hotel_room_id: "999999",
      number_of_guests: "2",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [home] = await t.database.db.select().from(properties).where(eq(properties.id, s.home.id));
    const friday = addDays(thursday, 1);
    const commission = pct(home!.priceMinor, home!.weekendCommission * 100);
    const expected: [string, string | null, number][] = [
      ["night", thursday, home!.priceMinor],
      ["night", friday, home!.priceMinor],
      ["weekend_commission", friday, commission],
    ];
    const base = home!.priceMinor * 2 + commission;
    const [service, sales, city] = await taxesOf(4);
    for (const [code, rate] of [
      ["service_charge", service],
      ["sales_tax", sales],
      ["city_tax", city],
    ] as const) {
      if (pct(base, rate) !== 0) expected.push([code, null, pct(base, rate)]);
    }
    expect(reply.body.data.hotel_room_id).toBeNull();
    expect(reply.body.data.lines.map((l) => [l.code, l.date, l.amount_minor])).toEqual(expected);
    expect(reply.body.data.total_minor).toBe(expected.reduce((sum, [, , a]) => sum + a, 0));
  });

  it("reads the market's weekend from the weekend_days setting", async () => {
    await t.database.db
      .insert(settings)
      .values({ key: "weekend_days", value: "6,0" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "6,0" } });
    try {
      const friday = nextWeekday(day(7), 5);
      const reply = await quote(s.home.id, { check_in_date: friday, check_out_date: addDays(friday, 3) });
      expect(reply.body.data.lines.filter((l) => l.code === "weekend_commission").map((l) => l.date)).toEqual(
        [addDays(friday, 1), addDays(friday, 2)],
      );
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, "weekend_days"));
    }
  });
});

describe("a quote refused", () => {
  it("names a closed night, or one without enough free units, in the caller's language", async () => {
    const offer = { propertyId: s.hotel.id, hotelRoomId: s.hotel.suite.id };
    await t.database.db
      .update(stayNights)
      .set({ closed: true })
      .where(sql`${stayNights.hotelRoomId} = ${s.hotel.suite.id} and ${stayNights.date} = ${day(31)}`);
    const query = {
      check_in_date: day(30),
      check_out_date: day(33),
      hotel_room_id: String(s.hotel.suite.id),
    };
    const en = await quote(s.hotel.id, query);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`The night of ${readableNight(day(31))} is not available.`);
    const ar = await quote(s.hotel.id, query, "ar");
    expect(ar.body.message).toBe(`ليلة ${readableNight(day(31), "ar")} غير متاحة.`);

    await sellUnits(t, offer, day(40), 1);
    const full = await quote(s.hotel.id, { ...query, check_in_date: day(39), check_out_date: day(41) });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`Not enough units are free on the night of ${readableNight(day(40))}.`);
    const tooMany = await quote(s.hotel.id, {
      check_in_date: day(50),
      check_out_date: day(51),
      hotel_room_id: String(s.hotel.double.id),
      rooms: "4",
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain(readableNight(day(50)));
  });

  it("refuses a past check-in, a stay too long, a hotel without a room, and a hidden listing", async () => {
    const room = { hotel_room_id: String(s.hotel.double.id) };
    const past = await quote(s.hotel.id, { check_in_date: day(-1), check_out_date: day(1), ...room }, "ar");
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(`لا يمكن أن يكون تاريخ الوصول قبل اليوم (${readableNight(today, "ar")}).`);
    const long = await quote(s.hotel.id, { check_in_date: day(1), check_out_date: day(368), ...room });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe("A stay can last at most 366 nights.");
    const inverted = await quote(s.hotel.id, { check_in_date: day(3), check_out_date: day(3), ...room });
    expect(inverted.status).toBe(422);
    expect(inverted.body.errors?.check_out_date).toEqual(["Check-out date must be after check-in date"]);
    const noRoom = await quote(s.hotel.id, { check_in_date: day(1), check_out_date: day(2) }, "ar");
    expect(noRoom.status).toBe(422);
    expect(noRoom.body.errors?.hotel_room_id).toEqual(["اختيار الغرفة مطلوب"]);

    await t.database.db
      .update(properties)
      .set({ moderationStatus: "pending" })
      .where(eq(properties.id, s.home.id));
    try {
      const hidden = await quote(s.home.id, { check_in_date: day(1), check_out_date: day(2) });
      expect(hidden.status).toBe(404);
      const calendar = await get(t.app, `/api/stays/${s.home.id}/calendar`);
      expect(calendar.status).toBe(404);
    } finally {
      await t.database.db
        .update(properties)
        .set({ moderationStatus: "approved" })
        .where(eq(properties.id, s.home.id));
    }
  });
});

describe("the public calendar", () => {
  it("lists each active room offer of a hotel with today and the next 60 nights by default", async () => {
    const reply = await get<{
      from: string;
      to: string;
      offers: {
        hotel_room_id: number;
        name: string;
        nights: { units_free: number; price_minor: number }[];
      }[];
    }>(t.app, `/api/stays/${s.hotel.id}/calendar`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ from: today, to: day(60) });
    expect(reply.body.data.offers.map((o) => [o.hotel_room_id, o.name, o.nights.length])).toEqual([
      [s.hotel.double.id, "Double 101", 60],
      [s.hotel.suite.id, "Suite", 60],
    ]);
    expect(reply.body.data.offers[1]!.nights[0]).toMatchObject({ units_free: 1, price_minor: 250_000 });
    const tooLong = await get(t.app, `/api/stays/${s.hotel.id}/calendar`, { from: day(0), to: day(367) });
    expect(tooLong.status).toBe(422);
  });
});
