import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentities, users } from "../src/db/schema/accounts.js";
import { arabicLetters, getJson } from "./helpers.js";
import { post, registerVerified } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const CLIENT_ID = "manzil-web.apps.googleusercontent.com";
const GOOGLE_ISSUER = "https://accounts.google.com";

let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  // A local stand-in for Google's published key set.
  const pair = await generateKeyPair("RS256");
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "google-test-key", alg: "RS256", use: "sig" };
  jwksServer = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    GOOGLE_CLIENT_IDS: `other-client.apps.googleusercontent.com, ${CLIENT_ID}`,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

type TokenOptions = {
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  issuedAt?: number;
};

async function googleIdToken(
  claims: JWTPayload & { sub: string },
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "google-test-key", typ: "JWT" })
    .setIssuer(options.issuer ?? GOOGLE_ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? googleKey);
}

const signIn = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post<{ id: number; email: string; name: string; logintype: string }>(t.app, "/api/user_signup", body, {
    headers,
  });

describe("POST /api/user_signup type 0 (Google)", () => {
  it("creates an account from a verified ID token, then signs the same account in by its subject", async () => {
    const idToken = await googleIdToken({
      sub: "google-sub-1001",
      email: "Nour.Google@gmail.com",
      email_verified: true,
      name: "Nour Adel",
    });
    const first = await signIn({ type: 0, auth_id: idToken });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("User Register Successfully");
    expect(first.body.data).toMatchObject({
      email: "nour.google@gmail.com",
      name: "Nour Adel",
      logintype: "0",
    });
    const me = await getJson<{ id: number }>(t.app, "/api/get-user-data", {
      authorization: `Bearer ${first.body.token as string}`,
    });
    expect(me.body.data.id).toBe(first.body.data.id);

    // Later the address changed at Google: the subject still finds the account.
    const later = await signIn({
      logintype: "0",
      id_token: await googleIdToken({
        sub: "google-sub-1001",
        email: "nour.new@gmail.com",
        email_verified: true,
      }),
    });
    expect(later.status).toBe(200);
    expect(later.body.message).toBe("Login Successfully");
    expect(later.body.data.id).toBe(first.body.data.id);
  });

  it("links to the existing account with the same, verified e-mail", async () => {
    const email = "mariam.both@example.com";
    await registerVerified(t.app, t.dataDir, { name: "Mariam", email, password: "Silver-Rain-2024" });
    const [existing] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await signIn({
      type: 0,
      auth_id: await googleIdToken({ sub: "google-sub-2002", email, email_verified: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(existing!.id);
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, existing!.id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([["google", "google-sub-2002"]]);
  });

  it("never links by an e-mail the provider did not verify", async () => {
    const email = "victim.verified@example.com";
    await registerVerified(t.app, t.dataDir, { name: "Victim", email, password: "Granite-Stream-88" });
    const [victim] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await signIn({
      type: 0,
      auth_id: await googleIdToken({ sub: "google-sub-attacker", email, email_verified: false }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).not.toBe(victim!.id);
    expect(res.body.data.email).toBe("");
  });

  it("does not hand a Google user an account someone else registered with their address but never verified", async () => {
    const email = "squatted@gmail.com";
    const squat = await post(t.app, "/api/user-register", {
      name: "Squatter",
      email,
      password: "Squatter-Pass-99",
      re_password: "Squatter-Pass-99",
    });
    expect(squat.status).toBe(200);
    const [squatter] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await signIn({
      type: 0,
      auth_id: await googleIdToken({ sub: "google-sub-owner", email, email_verified: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).not.toBe(squatter!.id);
    expect(res.body.data.email).toBe(email);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, squatter!.id));
    expect(after?.email).toBeNull();
  });

  it("refuses tokens for another audience, expired, signed by another key, or from another issuer", async () => {
    const claims = { sub: "google-sub-3003", email: "x3003@gmail.com", email_verified: true };
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      "wrong audience": await googleIdToken(claims, { audience: "someone-else.apps.googleusercontent.com" }),
      expired: await googleIdToken(claims, { issuedAt: now - 7200, expiresAt: now - 3600 }),
      "another key": await googleIdToken(claims, { key: strangerKey }),
      "another key, unknown kid": await googleIdToken(claims, { key: strangerKey, kid: "stranger" }),
      "wrong issuer": await googleIdToken(claims, { issuer: "https://evil.example.com" }),
      "not a JWT": "google-sub-3003",
    };
    for (const [what, idToken] of Object.entries(bad)) {
      const res = await signIn({ type: 0, auth_id: idToken });
      expect(res.status, what).toBe(401);
      expect(res.body, what).not.toHaveProperty("token");
    }
    const arabic = await signIn({ type: 0, auth_id: bad.expired }, { "accept-language": "ar" });
    expect(arabic.body.message).toMatch(arabicLetters);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, "x3003@gmail.com"));
    expect(created).toBeUndefined();
  });

  it("refuses a made-up auth_id (a guessed Firebase UID) and a missing one", async () => {
    const guessed = await signIn({
      type: 0,
      auth_id: "Xy7bQ2mZkP9sLwT4vR1nC8dF6gH3",
      email: "nour.google@gmail.com",
    });
    expect(guessed.status).toBe(401);
    expect(guessed.body).not.toHaveProperty("token");
    const missing = await signIn({ type: 0, email: "nour.google@gmail.com" });
    expect(missing.status).toBe(422);
  });

  it("refuses a deactivated account", async () => {
    const idToken = await googleIdToken({
      sub: "google-sub-4004",
      email: "off@gmail.com",
      email_verified: true,
    });
    const first = await signIn({ type: 0, auth_id: idToken });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, first.body.data.id));
    const res = await signIn({ type: 0, auth_id: idToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("ACCOUNT_DEACTIVATED");
  });
});

describe("POST /api/user_signup type 2 (Apple, not configured here)", () => {
  it("answers 403 with the operation-not-allowed message, in both languages", async () => {
    const res = await signIn({ type: 2, auth_id: "anything" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This sign-in method is not enabled.");
    const arabic = await signIn({ type: 2, auth_id: "anything" }, { "accept-language": "ar" });
    expect(arabic.body.message).toMatch(arabicLetters);
  });
});

describe("when Google's key set cannot be fetched", () => {
  it("answers 503 instead of pretending the token was bad", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createTestApp({
      GOOGLE_CLIENT_IDS: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
    try {
      const idToken = await googleIdToken({
        sub: "google-sub-5005",
        email: "x5005@gmail.com",
        email_verified: true,
      });
      const res = await post(offline.app, "/api/user_signup", { type: 0, auth_id: idToken });
      expect(res.status).toBe(503);
      expect(res.body).not.toHaveProperty("token");
    } finally {
      await offline.close();
    }
  });
});
