import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { interestedUsers } from "../src/db/schema/engagement.js";
import { properties } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Lead = { id: number; name: string; email: string; mobile: string; interested_at: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let listingsUsed = 0;
/** A different public listing for each test, with its owner signed in. */
async function listingWithOwner() {
  const rows = await t.database.db
    .select({ id: properties.id, ownerId: properties.ownerId })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
        inArray(properties.listingType, ["sell", "rent"]),
        eq(users.role, "customer"),
      ),
    )
    .orderBy(properties.id)
    .offset(listingsUsed)
    .limit(1);
  listingsUsed += 1;
  const listing = rows[0]!;
  const token = await t.app.services.auth.issueToken(listing.ownerId, "test");
  return { propertyId: listing.id, ownerId: listing.ownerId, owner: `Bearer ${token}` };
}

const mark = (authorization: string, propertyId: number, type: number | string, lang = "en") =>
  post<{ property_id: number; is_interested: boolean }>(
    t.app,
    "/api/interested_users",
    { property_id: propertyId, type },
    { headers: { authorization, "accept-language": lang } },
  );

const leads = (authorization: string, propertyId: number, extra = "") =>
  getJson<Lead[]>(t.app, `/api/get_interested_users?property_id=${propertyId}${extra}`, { authorization });

const storedLeads = (propertyId: number) =>
  t.database.db
    .select({ userId: interestedUsers.userId })
    .from(interestedUsers)
    .where(eq(interestedUsers.propertyId, propertyId));

describe("guests", () => {
  it("get 401 in their language on both endpoints", async () => {
    const { propertyId } = await listingWithOwner();
    const en = await post(t.app, "/api/interested_users", { property_id: propertyId, type: 1 });
    expect(en.status).toBe(401);
    expect(en.body.message).toBe("You have not logged in");
    const ar = await getJson(t.app, `/api/get_interested_users?property_id=${propertyId}&lang=ar`);
    expect(ar.status).toBe(401);
    expect(ar.body.message).toMatch(arabicLetters);
    expect(await storedLeads(propertyId)).toEqual([]);
  });
});

describe("POST /api/interested_users", () => {
  it("records a member's interest once and lets them withdraw it", async () => {
    const { propertyId, owner } = await listingWithOwner();
    const member = await newMember(t.app, t.database.db, "Nour Hassan");

    const first = await mark(member.authorization, propertyId, 1);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("The owner will see that you are interested.");
    expect(first.body.data).toEqual({ property_id: propertyId, is_interested: true });
    expect((await mark(member.authorization, propertyId, "1")).status).toBe(200);
    expect(await storedLeads(propertyId)).toEqual([{ userId: member.id }]);
    expect((await leads(owner, propertyId)).body.total).toBe(1);

    const withdrawn = await mark(member.authorization, propertyId, 0, "ar");
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toMatch(arabicLetters);
    expect((await mark(member.authorization, propertyId, 0)).status).toBe(200);
    expect(await storedLeads(propertyId)).toEqual([]);
    expect((await leads(owner, propertyId)).body).toMatchObject({ data: [], total: 0 });
  });

  it("does not let owners mark their own listing", async () => {
    const { propertyId, owner } = await listingWithOwner();
    const en = await mark(owner, propertyId, 1);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe("You cannot mark your own listing as interesting.");
    const ar = await mark(owner, propertyId, 1, "ar");
    expect(ar.status).toBe(403);
    expect(ar.body.message).toMatch(arabicLetters);
    expect(await storedLeads(propertyId)).toEqual([]);
  });

  it("refuses listings that are not public, and bad input, in the caller's language", async () => {
    const member = await newMember(t.app, t.database.db);
    const [hidden] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.moderationStatus, "approved"))
      .limit(1);
    const reply = await mark(member.authorization, hidden!.id, 1, "ar");
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(arabicLetters);
    expect(await storedLeads(hidden!.id)).toEqual([]);

    const bad = await post(
      t.app,
      "/api/interested_users",
      { property_id: "abc", type: 5 },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.property_id?.join(" ")).toMatch(arabicLetters);
    expect(bad.body.errors?.type?.join(" ")).toMatch(arabicLetters);
  });
});

describe("GET /api/get_interested_users", () => {
  it("gives the owner the interested members' names and contact details, newest first, paged", async () => {
    const { propertyId, owner } = await listingWithOwner();
    const first = await newMember(t.app, t.database.db, "Karim Adel");
    const second = await newMember(t.app, t.database.db, "Salma Fathy");
    await mark(first.authorization, propertyId, 1);
    await mark(second.authorization, propertyId, 1);

    const all = await leads(owner, propertyId);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((lead) => [lead.id, lead.name, lead.email, lead.mobile])).toEqual([
      [second.id, "Salma Fathy", second.email, second.mobile],
      [first.id, "Karim Adel", first.email, first.mobile],
    ]);
    expect(Date.parse(all.body.data[0]!.interested_at)).not.toBeNaN();

    const page = await leads(owner, propertyId, "&limit=1&offset=1");
    expect(page.body.data.map((lead) => lead.id)).toEqual([first.id]);
    expect(page.body.total).toBe(2);
  });

  it("answers anyone but the owner with the same 404 as for a missing listing, and changes nothing", async () => {
    const { propertyId } = await listingWithOwner();
    const lead = await newMember(t.app, t.database.db);
    const stranger = await newMember(t.app, t.database.db);
    await mark(lead.authorization, propertyId, 1);

    const theirs = await getJson<Lead[]>(
      t.app,
      `/api/get_interested_users?property_id=${propertyId}&lang=ar`,
      { authorization: stranger.authorization },
    );
    const missing = await getJson<Lead[]>(t.app, "/api/get_interested_users?property_id=2000000000&lang=ar", {
      authorization: stranger.authorization,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toMatch(arabicLetters);
    expect(theirs.body).toEqual(missing.body);
    expect(JSON.stringify(theirs.body)).not.toContain(lead.email!);

    // Withdrawing is per member: a stranger's "not interested" leaves someone else's interest in place.
    expect((await mark(stranger.authorization, propertyId, 0)).status).toBe(200);
    expect(await storedLeads(propertyId)).toEqual([{ userId: lead.id }]);
  });

  it("lets an admin see the leads of any listing", async () => {
    const { propertyId } = await listingWithOwner();
    const lead = await newMember(t.app, t.database.db);
    await mark(lead.authorization, propertyId, 1);
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const reply = await leads(admin.authorization, propertyId);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((row) => row.id)).toEqual([lead.id]);
  });

  it("asks for the listing id", async () => {
    const member = await newMember(t.app, t.database.db);
    const reply = await getJson(t.app, "/api/get_interested_users?lang=ar", {
      authorization: member.authorization,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.property_id?.join(" ")).toMatch(arabicLetters);
  });
});
