import { eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { favourites, properties } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, getJson } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Card = { id: number; is_favourite: boolean; favourite_count: number; [key: string]: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshMember = () => newMember(t.app, t.database.db);

async function publicIds(count: number, offset = 0): Promise<number[]> {
  const { body } = await getJson<Card[]>(t.app, `/api/get-property-list?limit=${count}&offset=${offset}`);
  return body.data.map((card) => card.id);
}

async function hiddenListingId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(ne(properties.moderationStatus, "approved"))
    .limit(1);
  return row!.id;
}

const save = (authorization: string, propertyId: number, type: number | string, lang = "en") =>
  post<{ property_id: number; is_favourite: boolean }>(
    t.app,
    "/api/add_favourite",
    { property_id: propertyId, type },
    { headers: { authorization, "accept-language": lang } },
  );

const savedList = (authorization: string, query = "") =>
  getJson<Card[]>(t.app, `/api/get_favourite_property${query}`, { authorization });

describe("guests", () => {
  it("get 401 with the message in their language on both endpoints", async () => {
    const [id] = await publicIds(1);
    const en = await post(t.app, "/api/add_favourite", { property_id: id, type: 1 });
    expect(en.status).toBe(401);
    expect(en.body.message).toBe("You have not logged in");
    const ar = await post(
      t.app,
      "/api/add_favourite",
      { property_id: id, type: 1 },
      { headers: { "accept-language": "ar" } },
    );
    expect(ar.status).toBe(401);
    expect(ar.body.message).toMatch(arabicLetters);
    const list = await getJson(t.app, "/api/get_favourite_property?lang=ar");
    expect(list.status).toBe(401);
    expect(list.body.message).toMatch(arabicLetters);
  });
});

describe("POST /api/add_favourite", () => {
  it("saves once however often it is sent, counts the like, and unsaves idempotently", async () => {
    const member = await freshMember();
    const [id] = await publicIds(1);
    const before = await t.database.db
      .select({ count: properties.favouriteCount })
      .from(properties)
      .where(eq(properties.id, id!));

    const first = await save(member.authorization, id!, 1);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Added to your favourites.");
    expect(first.body.data).toEqual({ property_id: id, is_favourite: true });
    expect((await save(member.authorization, id!, "1")).status).toBe(200);

    const rows = await t.database.db.select().from(favourites).where(eq(favourites.userId, member.id));
    expect(rows.map((row) => row.propertyId)).toEqual([id]);
    const after = await t.database.db
      .select({ count: properties.favouriteCount })
      .from(properties)
      .where(eq(properties.id, id!));
    expect(after[0]!.count).toBe(before[0]!.count + 1);

    const removed = await save(member.authorization, id!, 0, "ar");
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(arabicLetters);
    expect(removed.body.data).toEqual({ property_id: id, is_favourite: false });
    expect((await save(member.authorization, id!, "0")).status).toBe(200);
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, member.id))).toEqual([]);
  });

  it("refuses listings that are not public with 404, in Arabic, and saves nothing", async () => {
    const member = await freshMember();
    const hidden = await hiddenListingId();
    for (const propertyId of [hidden, 2_000_000_000]) {
      const reply = await save(member.authorization, propertyId, 1, "ar");
      expect(reply.status).toBe(404);
      expect(reply.body.message).toMatch(arabicLetters);
    }
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, member.id))).toEqual([]);
  });

  it("answers bad input with field messages in the caller's language", async () => {
    const member = await freshMember();
    const [id] = await publicIds(1);
    const wrongType = await save(member.authorization, id!, 2);
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.type?.length).toBeGreaterThan(0);
    const missing = await post(
      t.app,
      "/api/add_favourite",
      { type: 1 },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.property_id?.join(" ")).toMatch(arabicLetters);
    const garbage = await save(member.authorization, id!, "yes");
    expect(garbage.status).toBe(422);
  });
});

describe("GET /api/get_favourite_property", () => {
  it("lists the member's public favourites as cards, most recently saved first, paged with a total", async () => {
    const member = await freshMember();
    const ids = await publicIds(3, 5);
    for (const id of ids) expect((await save(member.authorization, id, 1)).status).toBe(200);

    const all = await savedList(member.authorization);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((card) => card.id)).toEqual([...ids].reverse());
    for (const card of all.body.data) expect(card.is_favourite).toBe(true);

    const firstPage = await savedList(member.authorization, "?limit=2");
    expect(firstPage.body.data.map((card) => card.id)).toEqual([ids[2], ids[1]]);
    expect(firstPage.body.total).toBe(3);
    const secondPage = await savedList(member.authorization, "?limit=2&offset=2");
    expect(secondPage.body.data.map((card) => card.id)).toEqual([ids[0]]);
  });

  it("drops listings taken off the site, which can still be unsaved", async () => {
    const member = await freshMember();
    const ids = await publicIds(2, 10);
    for (const id of ids) await save(member.authorization, id, 1);
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, ids[0]!));
    try {
      const list = await savedList(member.authorization);
      expect(list.body.data.map((card) => card.id)).toEqual([ids[1]]);
      expect(list.body.total).toBe(1);
      expect((await save(member.authorization, ids[0]!, 0)).status).toBe(200);
      const left = await t.database.db.select().from(favourites).where(eq(favourites.userId, member.id));
      expect(left.map((row) => row.propertyId)).toEqual([ids[1]]);
    } finally {
      await t.database.db.update(properties).set({ isActive: true }).where(eq(properties.id, ids[0]!));
    }
  });

  it("shows each member only their own favourites and never the owner's documents or contact details", async () => {
    const alice = await freshMember();
    const bob = await freshMember();
    const [aliceId, bobId] = await publicIds(2, 20);
    await save(alice.authorization, aliceId!, 1);
    await save(bob.authorization, bobId!, 1);

    const aliceList = await t.app.inject({
      method: "GET",
      url: "/api/get_favourite_property",
      headers: { authorization: alice.authorization },
    });
    const body = aliceList.json() as { data: Card[] };
    expect(body.data.map((card) => card.id)).toEqual([aliceId]);
    expect(Object.keys(body.data[0]!)).not.toContain("documents");
    const [owner] = await t.database.db
      .select({ email: users.email, mobile: users.mobile })
      .from(users)
      .innerJoin(properties, eq(properties.ownerId, users.id))
      .where(inArray(properties.id, [aliceId!]));
    if (owner?.email) expect(aliceList.body).not.toContain(owner.email);
    if (owner?.mobile) expect(aliceList.body).not.toContain(owner.mobile);
  });

  it("answers an empty list to a member with no favourites", async () => {
    const member = await freshMember();
    const list = await savedList(member.authorization);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ error: false, data: [], total: 0 });
  });
});
