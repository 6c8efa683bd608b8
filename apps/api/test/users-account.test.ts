import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens, companies, pushTokens, userIdentities, users } from "../src/db/schema/accounts.js";
import { favourites, projects, properties } from "../src/db/schema/properties.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, type Envelope } from "./helpers.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signIn(userId: number) {
  const token = await t.app.services.auth.issueToken(userId, "test");
  return { token, authorization: `Bearer ${token}` };
}

async function post(
  url: string,
  authorization: string | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: { ...(authorization ? { authorization } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as Envelope };
}

/** Active customers who own public listings, the busiest first. */
async function ownersWithPublicListings() {
  return t.database.db
    .select({ id: users.id, email: users.email, n: count() })
    .from(users)
    .innerJoin(properties, eq(properties.ownerId, users.id))
    .where(
      and(
        eq(users.role, "customer"),
        eq(users.isActive, true),
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
        inArray(properties.listingType, ["sell", "rent"]),
      ),
    )
    .groupBy(users.id, users.email)
    .orderBy(desc(count()), users.id);
}

describe("POST /api/register-push-token", () => {
  it("needs a signed-in user and an fcm_id", async () => {
    expect((await post("/api/register-push-token", null, { fcm_id: "x" })).status).toBe(401);
    const [someone] = await ownersWithPublicListings();
    const { authorization } = await signIn(someone!.id);
    const missing = await post("/api/register-push-token", authorization, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.fcm_id).toEqual(["A push token (fcm_id) is required."]);
    const arabic = await post(
      "/api/register-push-token",
      authorization,
      { fcm_id: "" },
      { "accept-language": "ar" },
    );
    expect(arabic.body.errors?.fcm_id?.[0]).toMatch(arabicLetters);
  });

  it("registers a device once, and moves a device token to whoever signs in on it", async () => {
    const [a, b] = await ownersWithPublicListings();
    const first = await signIn(a!.id);
    const second = await signIn(b!.id);
    const token = "fcm-shared-device-1";

    const registered = await post("/api/register-push-token", first.authorization, { fcm_id: token });
    expect(registered.status).toBe(200);
    expect(registered.body.error).toBe(false);
    await post("/api/register-push-token", first.authorization, { fcm_id: token });
    let rows = await t.database.db.select().from(pushTokens).where(eq(pushTokens.fcmId, token));
    expect(rows.map((row) => row.userId)).toEqual([a!.id]);

    await post("/api/register-push-token", second.authorization, { fcm_id: token });
    rows = await t.database.db.select().from(pushTokens).where(eq(pushTokens.fcmId, token));
    expect(rows.map((row) => row.userId)).toEqual([b!.id]);
  });

  it("keeps the five most recently seen devices of a user", async () => {
    const [, , owner] = await ownersWithPublicListings();
    const { authorization } = await signIn(owner!.id);
    const tokenOf = (i: number) => `fcm-many-devices-${owner!.id}-${i}`;
    for (let i = 1; i <= 50; i += 1) {
      expect((await post("/api/register-push-token", authorization, { fcm_id: tokenOf(i) })).status).toBe(
        200,
      );
    }
    const kept = async () =>
      (await t.database.db.select().from(pushTokens).where(eq(pushTokens.userId, owner!.id)))
        .map((row) => row.fcmId)
        .sort();
    expect(await kept()).toEqual([46, 47, 48, 49, 50].map(tokenOf).sort());

    // A device seen again is the same row, now the newest; a sign-in with a new device drops the oldest.
    await post("/api/register-push-token", authorization, { fcm_id: tokenOf(46) });
    await post("/api/register-push-token", authorization, { fcm_id: tokenOf(51) });
    expect(await kept()).toEqual([46, 48, 49, 50, 51].map(tokenOf).sort());
  });
});

describe("GET /api/export-my-data", () => {
  it("needs a signed-in user", async () => {
    expect((await getJson(t.app, "/api/export-my-data")).status).toBe(401);
  });

  it("downloads everything stored about the caller and nothing about anyone else", async () => {
    // The customer with the most favourites, so the export has rows to show.
    const [liker] = await t.database.db
      .select({ id: favourites.userId, n: count() })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.userId))
      .where(eq(users.role, "customer"))
      .groupBy(favourites.userId)
      .orderBy(desc(count()), favourites.userId)
      .limit(1);
    const userId = liker!.id;
    const session = await signIn(userId);
    await post("/api/update_profile", session.authorization, {
      companyLegalName: "Export Co",
      fcm_id: "fcm-export-secret",
    });
    await t.database.db
      .insert(userIdentities)
      .values({ userId, provider: "google", subject: "google-subject-do-not-export" });

    const response = await t.app.inject({
      method: "GET",
      url: "/api/export-my-data",
      headers: { authorization: session.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="manzil-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    const data = (JSON.parse(text) as Envelope<Record<string, unknown>>).data as {
      exported_at: string;
      profile: { id: number; email: string };
      company: { company_legal_name: string } | null;
      identities: { provider: string }[];
      push_tokens: { count: number };
      sessions: unknown[];
      properties: { id: number }[];
      projects: unknown[];
      favourites: { property_id: number }[];
    };

    const [me] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(data.profile).toMatchObject({ id: userId, email: me!.email });
    expect(Date.parse(data.exported_at)).not.toBeNaN();
    expect(data.company?.company_legal_name).toBe("Export Co");
    expect(data.identities).toEqual([{ provider: "google", linked_at: expect.any(String) }]);
    expect(data.push_tokens.count).toBe(1);

    const ownProperties = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.ownerId, userId));
    expect(data.properties.map((p) => p.id).sort()).toEqual(ownProperties.map((p) => p.id).sort());
    const ownProjects = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, userId));
    expect(data.projects).toHaveLength(ownProjects.length);
    const liked = await t.database.db
      .select({ id: favourites.propertyId })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    expect(data.favourites.map((f) => f.property_id).sort()).toEqual(liked.map((f) => f.id).sort());
    expect(data.favourites.length).toBeGreaterThan(0);
    const sessions = await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, userId));
    expect(data.sessions).toHaveLength(sessions.length);

    // No secrets: the bearer token, its hash, the push token and the provider's subject id never appear.
    expect(text).not.toContain(session.token);
    for (const row of sessions) expect(text).not.toContain(row.tokenHash);
    expect(text).not.toContain("fcm-export-secret");
    expect(text).not.toContain("google-subject-do-not-export");
    expect(text).not.toContain("password");
    // Nobody else's e-mail or mobile.
    const others = await t.database.db
      .select({ email: users.email, mobile: users.mobile })
      .from(users)
      .where(ne(users.id, userId));
    for (const other of others) {
      if (other.email) expect(text).not.toContain(`"${other.email}"`);
      if (other.mobile) expect(text).not.toContain(`"${other.mobile}"`);
    }
  });
});

describe("POST /api/delete_user", () => {
  let victim: { id: number; email: string };
  let session: { token: string; authorization: string };
  let secondSession: { token: string; authorization: string };
  let bystander: { id: number; authorization: string };
  let photoKey: string;
  let listingSlug: string;

  beforeAll(async () => {
    const owners = await ownersWithPublicListings();
    const [v, b] = [owners[2]!, owners[3]!];
    victim = { id: v.id, email: v.email! };
    session = await signIn(v.id);
    secondSession = await signIn(v.id);
    bystander = { id: b.id, authorization: (await signIn(b.id)).authorization };

    const png = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#16a085" } })
      .png()
      .toBuffer();
    const boundary = "----manzil-delete";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="companyLegalName"\r\n\r\nDoomed Co\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="profile"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const updated = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: {
        authorization: session.authorization,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(updated.statusCode).toBe(200);
    photoKey = (await t.database.db.select().from(users).where(eq(users.id, v.id)))[0]!.profileImage!;
    await post("/api/register-push-token", session.authorization, { fcm_id: "fcm-doomed-device" });
    await t.database.db
      .insert(userIdentities)
      .values({ userId: v.id, provider: "apple", subject: "apple-doomed" });

    const [listing] = await t.database.db
      .select({ slug: properties.slug })
      .from(properties)
      .where(
        and(
          eq(properties.ownerId, v.id),
          eq(properties.moderationStatus, "approved"),
          eq(properties.isActive, true),
          inArray(properties.listingType, ["sell", "rent"]),
        ),
      )
      .limit(1);
    listingSlug = listing!.slug;
  });

  it("refuses to delete someone else's account and changes nothing", async () => {
    const before = await t.database.db.select().from(users).where(eq(users.id, bystander.id));
    const { status, body } = await post("/api/delete_user", session.authorization, { userid: bystander.id });
    expect(status).toBe(403);
    expect(body.message).toBe("You can only delete your own account.");
    const arabic = await post(
      "/api/delete_user",
      session.authorization,
      { userid: String(bystander.id) },
      {
        "accept-language": "ar",
      },
    );
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toMatch(arabicLetters);
    expect(await t.database.db.select().from(users).where(eq(users.id, bystander.id))).toEqual(before);
    // The caller is untouched too.
    expect(
      (await getJson(t.app, "/api/get-user-data", { authorization: session.authorization })).status,
    ).toBe(200);
  });

  it("needs a signed-in user", async () => {
    expect((await post("/api/delete_user", null, {})).status).toBe(401);
  });

  it("before deletion the listing and the public profile are visible", async () => {
    expect((await getJson(t.app, `/api/get_property?slug_id=${listingSlug}`)).status).toBe(200);
    expect((await getJson(t.app, `/api/get-customer?customer_id=${victim.id}`)).status).toBe(200);
  });

  it("deletes the caller's own account (userid may be sent as their own id)", async () => {
    const { status, body } = await post("/api/delete_user", session.authorization, { userid: victim.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, message: "Your account has been deleted.", data: null });
  });

  it("revokes every session of the account", async () => {
    for (const authorization of [session.authorization, secondSession.authorization]) {
      const response = await getJson(t.app, "/api/get-user-data", { authorization });
      expect(response.status).toBe(401);
    }
    const live = await t.database.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, victim.id), sql`${accessTokens.revokedAt} is null`));
    expect(live).toHaveLength(0);
  });

  it("erases the personal data and everything attached to it", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({
      name: "Deleted user",
      email: null,
      mobile: null,
      pendingEmail: null,
      passwordHash: null,
      profileImage: null,
      address: null,
      whatsappNumber: null,
      aboutMe: null,
      facebookId: null,
      twitterId: null,
      instagramId: null,
      youtubeId: null,
      latitude: null,
      longitude: null,
      city: null,
      isActive: false,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.slug).toMatch(/^deleted-/);
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, victim.id))).toEqual([]);
    expect(await t.database.db.select().from(pushTokens).where(eq(pushTokens.userId, victim.id))).toEqual([]);
    expect(
      await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, victim.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, victim.id))).toEqual([]);
    expect(existsSync(join(t.dataDir, "uploads", photoKey))).toBe(false);
  });

  it("takes the user's listings offline and hides the public profile", async () => {
    expect((await getJson(t.app, `/api/get_property?slug_id=${listingSlug}`)).status).toBe(404);
    const stillActive = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, victim.id), eq(properties.isActive, true)));
    expect(stillActive).toEqual([]);
    expect((await getJson(t.app, `/api/get-customer?customer_id=${victim.id}`)).status).toBe(404);
    const listed = await getJson<{ id: number }[]>(t.app, "/api/get-users?limit=100");
    expect(listed.body.data.map((u) => u.id)).not.toContain(victim.id);
  });

  it("frees the e-mail address for someone else", async () => {
    const { status, body } = await post("/api/update_profile", bystander.authorization, {
      email: victim.email,
    });
    expect(status).toBe(200);
    expect((body.data as { pending_email: string }).pending_email).toBe(victim.email.toLowerCase());
  });
});
