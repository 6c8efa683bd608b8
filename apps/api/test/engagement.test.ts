import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, userReports } from "../src/db/schema/engagement.js";
import { properties } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";
import { readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function publicPropertyIds(count: number): Promise<number[]> {
  const { body } = await getJson<{ id: number }[]>(t.app, `/api/get-property-list?limit=${count}`);
  return body.data.map((p) => p.id);
}

describe("report reasons", () => {
  it("are listed in the caller's language", async () => {
    const en = await getJson<{ id: number; reason: string }[]>(t.app, "/api/get_report_reasons");
    expect(en.body.data.length).toBeGreaterThan(3);
    expect(en.body.total).toBe(en.body.data.length);
    const ar = await getJson<{ reason: string }[]>(t.app, "/api/get_report_reasons?lang=ar");
    for (const reason of ar.body.data) expect(reason.reason).toMatch(arabicLetters);
  });
});

describe("POST /api/add_reports", () => {
  it("needs a signed-in member", async () => {
    const [propertyId] = await publicPropertyIds(1);
    const reply = await post(t.app, "/api/add_reports", { property_id: propertyId, reason_id: 1 });
    expect(reply.status).toBe(401);
  });

  it("records one report per member and listing, with a listed reason or the member's own words", async () => {
    const { user, authorization } = await signInAs(t.app, t.database.db);
    const [first, second] = await publicPropertyIds(2);
    const reasons = (await getJson<{ id: number }[]>(t.app, "/api/get_report_reasons")).body.data;
    const headers = { authorization };

    expect(
      (await post(t.app, "/api/add_reports", { property_id: first, reason_id: reasons[0]!.id }, { headers }))
        .status,
    ).toBe(200);
    const again = await post(
      t.app,
      "/api/add_reports",
      { property_id: first, reason_id: reasons[1]!.id },
      { headers },
    );
    expect(again.status).toBe(409);

    const other = await post(
      t.app,
      "/api/add_reports",
      { property_id: second, reason_id: "0", other_message: "The phone number in the photos is wrong" },
      { headers },
    );
    expect(other.status).toBe(200);
    const rows = await t.database.db.select().from(userReports).where(eq(userReports.userId, user.id));
    expect(rows.map((r) => [r.propertyId, r.reasonId, r.otherMessage]).sort()).toEqual(
      [
        [first, reasons[0]!.id, null],
        [second, null, "The phone number in the photos is wrong"],
      ].sort(),
    );
  });

  it("asks for a reason, refuses unknown reasons and hidden listings, in Arabic", async () => {
    const { authorization } = await signInAs(t.app, t.database.db);
    const headers = { authorization, "accept-language": "ar" };
    const [propertyId] = await publicPropertyIds(1);
    const none = await post(t.app, "/api/add_reports", { property_id: propertyId }, { headers });
    expect(none.status).toBe(422);
    expect(none.body.errors?.reason_id?.join(" ")).toMatch(arabicLetters);
    const unknown = await post(
      t.app,
      "/api/add_reports",
      { property_id: propertyId, reason_id: 99999 },
      { headers },
    );
    expect(unknown.status).toBe(422);
    const [hidden] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.moderationStatus, "approved"))
      .limit(1);
    const reply = await post(
      t.app,
      "/api/add_reports",
      { property_id: hidden!.id, reason_id: 1 },
      { headers },
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(arabicLetters);
  });
});

describe("POST /api/contct_us", () => {
  const message = {
    first_name: "Layla",
    last_name: "Mansour",
    email: "layla@example.com",
    subject: "Viewing request",
    message: "Can I visit the villa on Friday?",
  };

  it("stores the message and e-mails it to the company address", async () => {
    const reply = await post(t.app, "/api/contct_us", message, { ip: "198.51.100.40" });
    expect(reply.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, "layla@example.com"));
    expect(rows).toHaveLength(1);
    const mail = (await readOutbox(t.dataDir)).find((m) => m.template === "contact_request");
    expect(mail?.subject).toContain("Viewing request");
    expect(mail?.text).toContain("Can I visit the villa on Friday?");
    expect(mail?.text).toContain("layla@example.com");
  });

  it("answers missing or invalid fields with the spec's messages", async () => {
    const reply = await post(
      t.app,
      "/api/contct_us",
      { ...message, first_name: " ", email: "not-an-email" },
      { ip: "198.51.100.41" },
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.first_name).toEqual(["First name is required"]);
    expect(reply.body.errors?.email).toEqual(["Email address is invalid"]);
  });

  it("limits one address to a few messages an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post(t.app, "/api/contct_us", message, { ip: "198.51.100.42" })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
