import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../src/db/schema/properties.js";
import { propertyQuestionAnswers, propertyQuestionFields } from "../../src/db/schema/stays-catalogue.js";
import { arabicLetters } from "../helpers.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { ebrokerCall, ebrokerClientEnv, formFields } from "./ebroker-client.js";

/**
 * The stays catalogue as the unmodified eBroker client calls it (issue 14): GET lists with `lang`, and the
 * question answers posted as FormData with bracket keys. Failures are judged by the body, whatever the status.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ebrokerClientEnv);
});
afterAll(async () => t?.close());

describe("stays catalogue over the eBroker transport", () => {
  it("lists room types and add-on fields in Arabic, and refuses classification 3 with error: true", async () => {
    const rooms = await ebrokerCall(t.app, { path: "hotel-room-types", query: { lang: "ar" } });
    expect(rooms.status).toBe(200);
    expect(rooms.body).toMatchObject({ error: false, total: 5 });
    expect((rooms.body.data as { name: string }[])[0]?.name).toMatch(arabicLetters);

    const addons = await ebrokerCall(t.app, { path: "get-hotel-addon-fields" });
    const fields = addons.body.data as { name: string; field_values: { static_price: number }[] }[];
    expect(fields.find((f) => f.name === "Extra bed")?.field_values[0]?.static_price).toBe(35_000);

    const refused = await ebrokerCall(t.app, {
      path: "get-property-taxes",
      query: { property_classification: 3 },
    });
    expect(refused.body).toMatchObject({ error: true, code: 422 });
    expect(String(refused.body.message)).toContain("vacation homes");
  });

  it("saves answers sent as FormData with bracket keys", async () => {
    const db = t.database.db;
    const [hotel] = await db
      .select({ id: properties.id, ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.classification, 5))
      .orderBy(asc(properties.id))
      .limit(1);
    const [field] = await db
      .select({ id: propertyQuestionFields.id })
      .from(propertyQuestionFields)
      .where(eq(propertyQuestionFields.classification, 5))
      .orderBy(asc(propertyQuestionFields.id))
      .limit(1);
    // The demo hotel came with answers; start from none, as a newly posted hotel does.
    await db.delete(propertyQuestionAnswers).where(eq(propertyQuestionAnswers.propertyId, hotel!.id));
    const token = await t.app.services.auth.issueToken(hotel!.ownerId, "test");
    const answer = await ebrokerCall(t.app, {
      path: "save-property-question-answers",
      token,
      form: formFields({
        property_id: hotel!.id,
        "answers[0][field_id]": field!.id,
        "answers[0][value]": "Yes",
      }),
    });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({
      error: false,
      data: [{ field_id: field!.id, value: "Yes" }],
    });
    const stored = await db
      .select({ value: propertyQuestionAnswers.value })
      .from(propertyQuestionAnswers)
      .where(eq(propertyQuestionAnswers.propertyId, hotel!.id));
    expect(stored).toEqual([{ value: "Yes" }]);
  });
});
