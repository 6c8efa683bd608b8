import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("platform", () => {
  it("reports health with the database kind", async () => {
    const { status, body } = await getJson<{ status: string; database: string }>(t.app, "/api/health");
    expect(status).toBe(200);
    expect(body.data.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(body.data.database);
  });

  it("answers unknown API paths with a JSON 404 in the caller's language", async () => {
    const { status, body } = await getJson(t.app, "/api/no_such_call", { "accept-language": "ar" });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: true, code: "NOT_FOUND" });
    expect(body.message).toMatch(arabicLetters);
  });

  it("rejects malformed JSON with a 400, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/get_property",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: "BAD_REQUEST" });
  });

  it("publishes an OpenAPI document with the eBroker paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/get_property",
        "/api/get-property-list",
        "/api/homepage-data",
        "/api/web-settings",
      ]),
    );
  });

  it("allows CORS preflight with the Authorization header for configured origins only", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/api/get_property",
      headers: {
        origin: "http://manzil.test",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://manzil.test");
    expect(String(allowed.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");
    const foreign = await t.app.inject({
      method: "OPTIONS",
      url: "/api/get_property",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("sessions", () => {
  it("returns the signed-in user's own profile, and 401 to guests", async () => {
    const { user, authorization } = await signInAs(t.app, t.database.db);
    const mine = await getJson<{ id: number; name: string }>(t.app, "/api/get-user-data", { authorization });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: user.id, name: user.name });
    expect(mine.body.data).not.toHaveProperty("password_hash");
    const guest = await getJson(t.app, "/api/get-user-data", { authorization: "Bearer undefined" });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("UNAUTHENTICATED");
  });

  it("stops honouring a revoked token", async () => {
    const { token, authorization } = await signInAs(t.app, t.database.db);
    await t.app.services.auth.revokeToken(token);
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);
  });

  it("stops a deactivated user's existing token at once", async () => {
    const { user, authorization } = await signInAs(t.app, t.database.db);
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
  });

  it("accepts the web session cookie, but refuses cookie-borne writes from a foreign origin", async () => {
    const { token } = await signInAs(t.app, t.database.db);
    const cookie = `manzil_session=${token}`;
    expect((await getJson(t.app, "/api/get-user-data", { cookie })).status).toBe(200);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/get-user-data",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const ownOrigin = await t.app.inject({
      method: "POST",
      url: "/api/get-user-data",
      headers: { cookie, origin: "http://manzil.test" },
    });
    expect(ownOrigin.statusCode).not.toBe(403);
  });
});

describe("rate limiting", () => {
  it("answers 429 with the wait time once the limit is spent", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await getJson(limited.app, "/api/get_categories")).status).toBe(200);
      const { status, body, headers } = await getJson(limited.app, "/api/get_categories", {
        "accept-language": "ar",
      });
      expect(status).toBe(429);
      expect(body.code).toBe("RATE_LIMITED");
      expect(body.message).toMatch(arabicLetters);
      expect(Number(headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("shares the count between instances through Redis", async () => {
    // Two instances behind a load balancer must not each grant the full allowance.
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_WINDOW_MS: "60000",
    };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    // A client address of its own keeps this test's counter apart from any other run sharing the Redis server.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const call = (app: typeof first.app) =>
      app.inject({ method: "GET", url: "/api/get_categories", remoteAddress });
    try {
      expect((await call(first.app)).statusCode).toBe(200);
      expect((await call(second.app)).statusCode).toBe(200);
      expect((await call(first.app)).statusCode).toBe(200);
      expect((await call(second.app)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("response contracts", () => {
  it("serialises through the shared schemas, so fields outside a contract never leave the server", async () => {
    const { body } = await getJson<Record<string, unknown>[]>(t.app, "/api/get_property?limit=1");
    const item = body.data[0]!;
    // Columns that exist on the row but are not part of the public contract.
    for (const hidden of [
      "owner_id",
      "moderation_status",
      "rejection_reason",
      "revenue_email",
      "reservation_phone_number",
    ]) {
      expect(item).not.toHaveProperty(hidden);
    }
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const listResponse = docs.paths["/api/get-property-list"].get.responses["200"];
    expect(JSON.stringify(listResponse)).toContain("price_minor");
  });
});
