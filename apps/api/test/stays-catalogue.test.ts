import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  THotelAddonField,
  THotelApartmentType,
  THotelRoomType,
  TPropertyQuestionAnswer,
  TPropertyQuestionField,
  TPropertyTaxes,
  TPropertyTerms,
} from "@manzil/domain/contracts";
import { properties } from "../src/db/schema/properties.js";
import { propertyQuestionAnswers, propertyQuestionFields } from "../src/db/schema/stays-catalogue.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function list<T>(path: string, query: Record<string, string> = {}) {
  const reply = await get<T[]>(t.app, `/api/${path}`, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.total).toBe(reply.body.data.length);
  return reply.body.data;
}

describe("stays catalogue lists", () => {
  it("serves the seeded room types in English and in Arabic", async () => {
    const [english, arabic] = [
      await list<THotelRoomType>("hotel-room-types"),
      await list<THotelRoomType>("hotel-room-types", { lang: "ar" }),
    ];
    expect(english.map((r) => r.name)).toEqual(["Single", "Double", "Twin", "Suite", "Family"]);
    expect(arabic.map((r) => r.id)).toEqual(english.map((r) => r.id));
    for (const row of arabic) {
      expect(row.name).toMatch(arabicLetters);
      expect(row.name).toBe(row.name_ar);
    }
  });

  it("has apartment type 6, a hotel's default, in both languages", async () => {
    const english = await list<THotelApartmentType>("get-hotel-apartment-types");
    const arabic = await list<THotelApartmentType>("get-hotel-apartment-types", { lang: "ar" });
    expect(english.length).toBeGreaterThanOrEqual(6);
    expect(english.find((r) => r.id === 6)?.name).toBe("Hotel apartment");
    expect(arabic.find((r) => r.id === 6)?.name).toBe("شقة فندقية");
  });

  it("serves add-on fields with their priced values, in the caller's language", async () => {
    const english = await list<THotelAddonField>("get-hotel-addon-fields");
    const breakfast = english.find((f) => f.name === "Breakfast");
    expect(breakfast?.field_type).toBe("radio");
    expect(breakfast?.field_values.map((v) => [v.value, v.static_price, v.currency])).toEqual([
      ["Continental breakfast", 25_000, "EGP"],
      ["Buffet breakfast", 45_000, "EGP"],
    ]);
    expect(english.map((f) => f.name)).toEqual(expect.arrayContaining(["Airport transfer", "Extra bed"]));
    const arabic = await list<THotelAddonField>("get-hotel-addon-fields", { lang: "ar" });
    const arabicBreakfast = arabic.find((f) => f.id === breakfast?.id);
    expect(arabicBreakfast?.name).toBe("الإفطار");
    expect(arabicBreakfast?.field_values[0]?.value).toMatch(arabicLetters);
  });

  it("serves each stay classification's taxes as basis points and percentages", async () => {
    const hotel = await get<TPropertyTaxes>(t.app, "/api/get-property-taxes", {
      property_classification: "5",
    });
    expect(hotel.status).toBe(200);
    expect(hotel.body.data).toMatchObject({
      property_classification: 5,
      service_charge_bp: 1000,
      sales_tax_bp: 1400,
      city_tax_bp: 500,
      service_charge: 10,
      sales_tax: 14,
      city_tax: 5,
    });
    const home = await get<TPropertyTaxes>(t.app, "/api/get-property-taxes", {
      property_classification: "4",
    });
    expect(home.body.data.property_classification).toBe(4);
  });

  it("refuses taxes and questions of another classification with a message in the caller's language", async () => {
    for (const path of ["get-property-taxes", "get-property-question-fields"]) {
      const english = await get(t.app, `/api/${path}`, { property_classification: "3" });
      expect(english.status).toBe(422);
      expect(english.body.message).toContain("vacation homes");
      const arabic = await get(t.app, `/api/${path}`, { property_classification: "3", lang: "ar" });
      expect(arabic.status).toBe(422);
      expect(arabic.body.message).toMatch(arabicLetters);
      const missing = await get(t.app, `/api/${path}`);
      expect(missing.status).toBe(422);
    }
  });

  it("serves each classification's own question fields, in both languages", async () => {
    const hotel = await list<TPropertyQuestionField>("get-property-question-fields", {
      property_classification: "5",
    });
    const home = await list<TPropertyQuestionField>("get-property-question-fields", {
      property_classification: "4",
      lang: "ar",
    });
    expect(hotel.length).toBeGreaterThan(0);
    expect(home.length).toBeGreaterThan(0);
    expect(hotel.every((f) => f.property_classification === 5)).toBe(true);
    expect(home.every((f) => f.property_classification === 4)).toBe(true);
    expect(hotel.map((f) => f.name)).toContain("Is there a spa?");
    expect(home[0]?.name).toMatch(arabicLetters);
    expect(hotel.find((f) => f.name === "Is there a spa?")?.field_values.map((v) => v.value)).toEqual([
      "Yes",
      "No",
    ]);
  });

  it("serves the property terms in both languages", async () => {
    const english = await get<TPropertyTerms>(t.app, "/api/property-terms");
    const arabic = await get<TPropertyTerms>(t.app, "/api/property-terms", { lang: "ar" });
    expect(english.status).toBe(200);
    expect(english.body.data.terms_conditions.length).toBeGreaterThan(20);
    expect(arabic.body.data.terms_conditions).toMatch(arabicLetters);
    expect(arabic.body.data.terms_conditions_en).toBe(english.body.data.terms_conditions);
  });
});

describe("save-property-question-answers", () => {
  async function hotelAndOwner() {
    const [hotel] = await db()
      .select({ id: properties.id, ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.classification, 5))
      .orderBy(asc(properties.id))
      .limit(1);
    if (!hotel) throw new Error("the seed has no hotel");
    const token = await t.app.services.auth.issueToken(hotel.ownerId, "test");
    return { hotel, authorization: `Bearer ${token}` };
  }

  async function fieldIds(classification: 4 | 5) {
    const rows = await db()
      .select({ id: propertyQuestionFields.id })
      .from(propertyQuestionFields)
      .where(eq(propertyQuestionFields.classification, classification))
      .orderBy(asc(propertyQuestionFields.id));
    return rows.map((r) => r.id);
  }

  /** Posts answers signed in as the given member, on `app` (the shared one unless another is given). */
  async function saveAs(ownerId: number, body: Record<string, unknown>, app = t.app) {
    const token = await app.services.auth.issueToken(ownerId, "test");
    return post(app, "/api/save-property-question-answers", body, {
      headers: { authorization: `Bearer ${token}` },
    });
  }

  const storedAnswers = async (propertyId: number) =>
    db()
      .select({ fieldId: propertyQuestionAnswers.fieldId, value: propertyQuestionAnswers.value })
      .from(propertyQuestionAnswers)
      .where(eq(propertyQuestionAnswers.propertyId, propertyId))
      .orderBy(asc(propertyQuestionAnswers.fieldId));

  it("saves the owner's answers, and a second save replaces them", async () => {
    const { hotel, authorization } = await hotelAndOwner();
    // The demo hotel came with answers; start from none, as a newly posted hotel does.
    await db().delete(propertyQuestionAnswers).where(eq(propertyQuestionAnswers.propertyId, hotel.id));
    const [first, second] = await fieldIds(5);
    const saved = await post<TPropertyQuestionAnswer[]>(
      t.app,
      "/api/save-property-question-answers",
      {
        property_id: hotel.id,
        answers: [
          { field_id: first, value: "Yes" },
          { field_id: second, value: "Breakfast" },
        ],
      },
      { headers: { authorization } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe("Your answers were saved.");
    expect(await storedAnswers(hotel.id)).toEqual([
      { fieldId: first, value: "Yes" },
      { fieldId: second, value: "Breakfast" },
    ]);

    const again = await post<TPropertyQuestionAnswer[]>(
      t.app,
      "/api/save-property-question-answers",
      { property_id: hotel.id, answers: [{ field_id: first, value: "No" }] },
      { headers: { authorization } },
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([
      { field_id: first, value: "No" },
      { field_id: second, value: "Breakfast" },
    ]);
    expect(await storedAnswers(hotel.id)).toHaveLength(2);
  });

  it("answers another owner's listing as missing and writes nothing", async () => {
    const { hotel } = await hotelAndOwner();
    const [stranger] = await db()
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(and(eq(properties.classification, 5), ne(properties.ownerId, hotel.ownerId)))
      .limit(1);
    const before = await storedAnswers(hotel.id);
    const [field] = await fieldIds(5);
    const reply = await saveAs(stranger!.ownerId, {
      property_id: hotel.id,
      answers: [{ field_id: field, value: "hijacked" }],
    });
    expect(reply.status).toBe(404);
    expect(await storedAnswers(hotel.id)).toEqual(before);
  });

  it("refuses a field of another classification in both languages, writing none of the answers", async () => {
    const { hotel, authorization } = await hotelAndOwner();
    const [hotelField] = await fieldIds(5);
    const [homeField] = await fieldIds(4);
    const before = await storedAnswers(hotel.id);
    for (const [lang, expected] of [
      ["en", /does not exist for this kind of listing/],
      ["ar", arabicLetters],
    ] as const) {
      const reply = await post(
        t.app,
        `/api/save-property-question-answers?lang=${lang}`,
        {
          property_id: hotel.id,
          answers: [
            { field_id: hotelField, value: "changed" },
            { field_id: homeField, value: "Yes" },
          ],
        },
        { headers: { authorization } },
      );
      expect(reply.status).toBe(422);
      expect(reply.body.message).toMatch(expected);
      expect(reply.body.message).toContain(String(homeField));
      expect(reply.body.errors?.["answers.1.field_id"]).toHaveLength(1);
    }
    expect(await storedAnswers(hotel.id)).toEqual(before);
  });

  it("refuses answers for a listing that is not a stay, and any answer in the public demo", async () => {
    const [flat] = await db()
      .select({ id: properties.id, ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.classification, 1))
      .limit(1);
    const [field] = await fieldIds(5);
    const body = { property_id: flat!.id, answers: [{ field_id: field, value: "Yes" }] };
    const refused = await saveAs(flat!.ownerId, body);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Questions can be answered only for a vacation home or a hotel.");
    expect(await storedAnswers(flat!.id)).toEqual([]);

    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const { hotel } = await hotelAndOwner();
      const answersInDemo = () =>
        demo.database.db
          .select({ fieldId: propertyQuestionAnswers.fieldId, value: propertyQuestionAnswers.value })
          .from(propertyQuestionAnswers)
          .where(eq(propertyQuestionAnswers.propertyId, hotel.id))
          .orderBy(asc(propertyQuestionAnswers.fieldId));
      const before = await answersInDemo();
      const inDemo = await saveAs(
        hotel.ownerId,
        { property_id: hotel.id, answers: [{ field_id: field, value: "Changed in the demo" }] },
        demo.app,
      );
      expect(inDemo.status).toBe(403);
      expect(await answersInDemo()).toEqual(before);
    } finally {
      await demo.close();
    }
  });

  it("asks for a signed-in member", async () => {
    const reply = await post(t.app, "/api/save-property-question-answers", {
      property_id: 1,
      answers: [{ field_id: 1, value: "x" }],
    });
    expect(reply.status).toBe(401);
  });
});
