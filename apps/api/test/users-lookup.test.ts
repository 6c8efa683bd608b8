import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { properties } from "../src/db/schema/properties.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";

type PublicUser = {
  id: number;
  name: string;
  slug_id: string;
  profile: string;
  customer_type: string | null;
  is_verified: boolean;
  is_admin: boolean;
  property_count: number;
  projects_count: number;
  total_count: number;
};

const PUBLIC_KEYS = [
  "about_me",
  "customer_type",
  "facebook_id",
  "id",
  "instagram_id",
  "is_admin",
  "is_verified",
  "name",
  "profile",
  "projects_count",
  "property_count",
  "slug_id",
  "total_count",
  "twiiter_id",
  "youtube_id",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Owner id → number of public (approved, active, for sale or rent) listings, counted here independently. */
async function publicListingCounts(classification?: number) {
  const rows = await t.database.db
    .select({ ownerId: properties.ownerId, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(
      and(
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
        inArray(properties.listingType, ["sell", "rent"]),
        classification === undefined ? undefined : eq(properties.classification, classification),
      ),
    )
    .groupBy(properties.ownerId);
  return new Map(rows.map((row) => [row.ownerId, Number(row.n)]));
}

async function visibleUsers() {
  return t.database.db
    .select()
    .from(users)
    .where(and(eq(users.isActive, true), isNull(users.deletedAt)));
}

/** What a guest's list holds: active customers (admin accounts are listed to admins only). */
async function listedMembers() {
  return (await visibleUsers()).filter((user) => user.role === "customer");
}

describe("GET /api/get-customer", () => {
  it("returns public fields only, never e-mail, mobile or address", async () => {
    const counts = await publicListingCounts();
    const [ownerId, listingCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, ownerId));

    const response = await t.app.inject({ method: "GET", url: `/api/get-customer?customer_id=${ownerId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { error: boolean; data: PublicUser };
    expect(body.error).toBe(false);
    expect(Object.keys(body.data).sort()).toEqual(PUBLIC_KEYS);
    expect(body.data).toMatchObject({ id: ownerId, name: owner!.name, slug_id: owner!.slug });
    expect(body.data.property_count).toBe(listingCount);
    expect(body.data.total_count).toBe(body.data.property_count + body.data.projects_count);
    for (const secret of [owner!.email, owner!.mobile, owner!.address, owner!.whatsappNumber]) {
      if (secret) expect(response.body).not.toContain(secret);
    }
  });

  it("finds a user by slug_id as well", async () => {
    const [someone] = await visibleUsers();
    const { status, body } = await getJson<PublicUser>(t.app, `/api/get-customer?slug_id=${someone!.slug}`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(someone!.id);
  });

  it("answers 404 for unknown and deactivated users, 422 without an id", async () => {
    const unknown = await getJson(t.app, "/api/get-customer?customer_id=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("User not found.");
    const arabic = await getJson(t.app, "/api/get-customer?customer_id=999999", { "accept-language": "ar" });
    expect(arabic.body.message).toMatch(arabicLetters);

    const [inactive] = await t.database.db.select().from(users).where(eq(users.isActive, false)).limit(1);
    expect(inactive).toBeDefined();
    expect((await getJson(t.app, `/api/get-customer?customer_id=${inactive!.id}`)).status).toBe(404);

    const missing = await getJson(t.app, "/api/get-customer");
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.customer_id).toEqual(["Send a customer_id or a slug_id."]);
    expect((await getJson(t.app, "/api/get-customer?customer_id=abc")).status).toBe(422);
  });
});

describe("GET /api/get-users", () => {
  it("pages all active users with the total, public fields only", async () => {
    const visible = await listedMembers();
    const first = await getJson<PublicUser[]>(t.app, "/api/get-users?limit=10&offset=0");
    const second = await getJson<PublicUser[]>(t.app, "/api/get-users?limit=10&offset=10");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(visible.length);
    expect(first.body.data).toHaveLength(10);
    const ids = [...first.body.data, ...second.body.data].map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const user of first.body.data) expect(Object.keys(user).sort()).toEqual(PUBLIC_KEYS);
    const text = JSON.stringify(first.body);
    for (const user of visible) if (user.email) expect(text).not.toContain(user.email);
  });

  it("searches by name, case-insensitively", async () => {
    const visible = await listedMembers();
    const word = visible.find((u) => u.role === "customer")!.name.split(" ")[0]!;
    const expected = visible.filter((u) => u.name.toLowerCase().includes(word.toLowerCase()));
    const { body } = await getJson<PublicUser[]>(
      t.app,
      `/api/get-users?limit=100&search=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(body.total).toBe(expected.length);
    expect(body.data.map((u) => u.id).sort()).toEqual(expected.map((u) => u.id).sort());
    const none = await getJson<PublicUser[]>(t.app, "/api/get-users?search=%25");
    expect(none.body.total).toBe(visible.filter((u) => u.name.includes("%")).length);
  });

  it("has_property=1 keeps only users with public listings, with their counts", async () => {
    const counts = await publicListingCounts();
    const visibleIds = new Set((await listedMembers()).map((u) => u.id));
    const expected = [...counts.keys()].filter((id) => visibleIds.has(id));
    const { body } = await getJson<PublicUser[]>(t.app, "/api/get-users?has_property=1&limit=100");
    expect(body.total).toBe(expected.length);
    expect(body.data.map((u) => u.id).sort()).toEqual(expected.sort());
    for (const user of body.data) expect(user.property_count).toBe(counts.get(user.id));
  });

  it("property_classification keeps users with public listings of that classification", async () => {
    const hotels = await publicListingCounts(5);
    const visibleIds = new Set((await listedMembers()).map((u) => u.id));
    const expected = [...hotels.keys()].filter((id) => visibleIds.has(id));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await getJson<PublicUser[]>(t.app, "/api/get-users?property_classification=5&limit=100");
    expect(body.data.map((u) => u.id).sort()).toEqual(expected.sort());
    const everyone = await getJson(t.app, "/api/get-users?limit=1");
    expect(body.total).toBeLessThan(everyone.body.total!);
  });

  it("never lists admin accounts to guests or customers, whatever is_admin says", async () => {
    const adminIds = (await visibleUsers()).filter((u) => u.role === "admin").map((u) => u.id);
    expect(adminIds.length).toBeGreaterThan(0);
    const members = await listedMembers();
    const customer = await signInAs(t.app, t.database.db, { role: "customer" });
    for (const headers of [{}, { authorization: customer.authorization }] as Record<string, string>[]) {
      for (const query of ["is_admin=1", "is_admin=0", "has_property=1", ""]) {
        const { status, body } = await getJson<PublicUser[]>(
          t.app,
          `/api/get-users?limit=100&${query}`,
          headers,
        );
        expect(status).toBe(200);
        expect(body.data.some((u) => u.is_admin || adminIds.includes(u.id))).toBe(false);
      }
      const flagged = await getJson<PublicUser[]>(t.app, "/api/get-users?is_admin=1&limit=100", headers);
      expect(flagged.body.total).toBe(members.length);
    }
  });

  it("lets an admin list admins only (is_admin=1) or customers only (is_admin=0)", async () => {
    const { authorization } = await signInAs(t.app, t.database.db, { role: "admin" });
    const visible = await visibleUsers();
    const admins = await getJson<PublicUser[]>(t.app, "/api/get-users?is_admin=1", { authorization });
    expect(admins.body.total).toBe(visible.filter((u) => u.role === "admin").length);
    expect(admins.body.data.every((u) => u.is_admin)).toBe(true);
    const customers = await getJson<PublicUser[]>(t.app, "/api/get-users?is_admin=0&limit=100", {
      authorization,
    });
    expect(customers.body.data.some((u) => u.is_admin)).toBe(false);
    const everyone = await getJson<PublicUser[]>(t.app, "/api/get-users?limit=1", { authorization });
    expect(everyone.body.total).toBe(visible.length);
  });

  it("refuses bad paging with 422", async () => {
    expect((await getJson(t.app, "/api/get-users?limit=1000")).status).toBe(422);
    expect((await getJson(t.app, "/api/get-users?offset=-1")).status).toBe(422);
    expect((await getJson(t.app, "/api/get-users?has_property=maybe")).status).toBe(422);
  });
});
