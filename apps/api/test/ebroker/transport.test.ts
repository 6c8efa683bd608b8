import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/config.js";
import { createLoadContext } from "../../src/plugins/web-app.js";
import { newMember } from "../engagement-helpers.js";
import { arabicLetters } from "../helpers.js";
import { createTestApp, type TestApp } from "../test-app.js";
import {
  EBROKER_WEB_ORIGIN,
  ebrokerCall,
  ebrokerClientEnv,
  formFields,
  type EbrokerCall,
} from "./ebroker-client.js";

/**
 * Issue 12 items 3, 4 and 6 (ADR 035): an unmodified eBroker client gets failures as HTTP 200 with `error: true`
 * and a string message, and flags as 1/0; the same call with `X-Manzil-Transport: http` gets real statuses and
 * booleans, as Manzil's own web does.
 */

let ebroker: TestApp;
let httpDefault: TestApp;
beforeAll(async () => {
  ebroker = await createTestApp(ebrokerClientEnv);
  httpDefault = await createTestApp({ CORS_ORIGINS: EBROKER_WEB_ORIGIN, API_DEFAULT_TRANSPORT: "http" });
});
afterAll(async () => {
  await ebroker?.close();
  await httpDefault?.close();
});

const asHttp = { "x-manzil-transport": "http" };

/** A registration the server refuses: no name, a malformed e-mail, passwords that differ. */
const badRegistration: EbrokerCall = {
  path: "user-register",
  form: formFields({ email: "not-an-email", password: "Zebra-Lantern-42", re_password: "other" }),
};

describe("a failing call", () => {
  it("answers an eBroker client HTTP 200 with error: true, a string message, the numeric code and the fields", async () => {
    const answer = await ebrokerCall(ebroker.app, badRegistration);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toMatchObject({ error: true, code: 422, error_code: "VALIDATION_FAILED" });
    expect(typeof answer.body.message).toBe("string");
    expect(answer.body.message).not.toBe("");
    const fields = answer.body.data as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["email"]));
    expect(typeof fields.email![0]).toBe("string");
  });

  it("answers the same call with the real status and Manzil's envelope when the client asks for http", async () => {
    const answer = await ebrokerCall(ebroker.app, { ...badRegistration, headers: asHttp });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: true, code: "VALIDATION_FAILED" });
    expect(answer.body).not.toHaveProperty("error_code");
    expect(Object.keys(answer.body.errors as object)).toEqual(expect.arrayContaining(["email"]));
  });

  it("answers an unknown call 200 + error: true for eBroker clients and 404 over http", async () => {
    const ebrokerAnswer = await ebrokerCall(ebroker.app, { path: "get_no_such_call" });
    expect(ebrokerAnswer.status).toBe(200);
    expect(ebrokerAnswer.body).toMatchObject({ error: true, code: 404, error_code: "NOT_FOUND", data: null });
    expect(typeof ebrokerAnswer.body.message).toBe("string");

    const httpAnswer = await ebrokerCall(ebroker.app, { path: "get_no_such_call", headers: asHttp });
    expect(httpAnswer.status).toBe(404);
    expect(httpAnswer.body).toMatchObject({ error: true, code: "NOT_FOUND" });
  });

  it("keeps the message in the caller's language in the eBroker envelope", async () => {
    const answer = await ebrokerCall(ebroker.app, { ...badRegistration, query: { lang: "ar" } });
    expect(answer.body.error).toBe(true);
    expect(answer.body.message).toMatch(arabicLetters);
  });

  it("keeps a real 401 for a write without a session: the reference's Sanctum answer, which signs the app out", async () => {
    const call: EbrokerCall = { path: "add_favourite", form: formFields({ property_id: 1, type: 1 }) };
    const ebrokerAnswer = await ebrokerCall(ebroker.app, call);
    expect(ebrokerAnswer.status).toBe(401);
    expect(ebrokerAnswer.body).toMatchObject({ error: true, code: 401, error_code: "UNAUTHENTICATED" });
    expect(typeof ebrokerAnswer.body.message).toBe("string");

    const httpAnswer = await ebrokerCall(ebroker.app, { ...call, headers: asHttp });
    expect(httpAnswer.status).toBe(401);
    expect(httpAnswer.body).toMatchObject({ error: true, code: "UNAUTHENTICATED" });
  });

  it("lets the header pick the eBroker transport on a server whose default is http", async () => {
    const plain = await ebrokerCall(httpDefault.app, badRegistration);
    expect(plain.status).toBe(422);
    expect(plain.body.code).toBe("VALIDATION_FAILED");

    const asked = await ebrokerCall(httpDefault.app, {
      ...badRegistration,
      headers: { "x-manzil-transport": " eBroker " },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ error: true, code: 422, error_code: "VALIDATION_FAILED" });
  });

  it("marks API answers as varying with the transport header, for caches", async () => {
    const answer = await ebrokerCall(ebroker.app, { path: "get_categories" });
    expect(answer.status).toBe(200);
    expect(String(answer.headers.vary).toLowerCase()).toContain("x-manzil-transport");
  });
});

describe("flags", () => {
  type Card = { id: number; is_favourite: unknown; is_premium: unknown; promoted: unknown };

  it("come back as 1/0 to eBroker clients and as booleans over http, after adding a favourite and reloading", async () => {
    const member = await newMember(ebroker.app, ebroker.database.db);
    const token = member.authorization.replace(/^Bearer /, "");
    const list = await ebrokerCall(ebroker.app, { path: "get-property-list", query: { limit: 1 }, token });
    const first = (list.body.data as Card[])[0]!;
    expect(first.is_favourite).toBe(0);

    const added = await ebrokerCall(ebroker.app, {
      path: "add_favourite",
      form: formFields({ property_id: first.id, type: 1 }),
      token,
    });
    expect(added.status).toBe(200);
    expect(added.body.error).toBe(false);
    expect(added.body.data).toMatchObject({ property_id: first.id, is_favourite: 1 });

    const reloaded = await ebrokerCall(ebroker.app, {
      path: "get-property-list",
      query: { limit: 1 },
      token,
    });
    const card = (reloaded.body.data as Card[]).find((c) => c.id === first.id)!;
    expect(card.is_favourite).toBe(1);
    expect([0, 1]).toContain(card.is_premium);
    // The Flutter app types `promoted` as a bool: it stays one.
    expect(typeof card.promoted).toBe("boolean");

    const detail = await ebrokerCall(ebroker.app, { path: "get_property", query: { id: first.id }, token });
    const item = (detail.body.data as Array<Card & { is_interested: unknown }>)[0]!;
    expect(item.is_favourite).toBe(1);
    expect(item.is_interested).toBe(0);

    const overHttp = await ebrokerCall(ebroker.app, {
      path: "get_property",
      query: { id: first.id },
      token,
      headers: asHttp,
    });
    const httpItem = (overHttp.body.data as Array<Card & { is_interested: unknown }>)[0]!;
    expect(httpItem.is_favourite).toBe(true);
    expect(httpItem.is_interested).toBe(false);
    expect(typeof httpItem.is_premium).toBe("boolean");
  });
});

describe("user_signup for an e-mail that is not verified yet", () => {
  const account = { email: "unverified.transport@example.com", password: "Zebra-Lantern-42" };

  it("answers eBroker clients the exact message they match, and Manzil's web its localized one", async () => {
    const registered = await ebrokerCall(ebroker.app, {
      path: "user-register",
      form: formFields({ name: "Noor Adel", ...account, re_password: account.password }),
    });
    expect(registered.body.error).toBe(false);

    const signIn: EbrokerCall = { path: "user_signup", form: formFields({ type: 3, ...account }) };
    const ebrokerAnswer = await ebrokerCall(ebroker.app, signIn);
    expect(ebrokerAnswer.status).toBe(200);
    expect(ebrokerAnswer.body).toMatchObject({ error: true, message: "Email is not verified" });
    expect(ebrokerAnswer.body).not.toHaveProperty("token");
    // The clients match the English literal whatever the language.
    const inArabic = await ebrokerCall(ebroker.app, { ...signIn, query: { lang: "ar" } });
    expect(inArabic.body.message).toBe("Email is not verified");

    const web = await ebrokerCall(ebroker.app, { ...signIn, headers: asHttp });
    expect(web.status).toBe(403);
    expect(web.body.message).toBe("Please verify your email address first.");
    const webArabic = await ebrokerCall(ebroker.app, {
      ...signIn,
      headers: { ...asHttp, "accept-language": "ar" },
    });
    expect(webArabic.body.message).toMatch(arabicLetters);
  });

  it("answers a wrong password as an ordinary failure (200), not as an expired session (401)", async () => {
    const answer = await ebrokerCall(ebroker.app, {
      path: "user_signup",
      form: formFields({ type: 3, email: account.email, password: "Wrong-Password-1" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: true, code: 401 });
    expect(typeof answer.body.message).toBe("string");
  });
});

describe("CORS preflight from the eBroker web client", () => {
  it("answers 2xx and allows the authorization and transport headers", async () => {
    const response = await ebroker.app.inject({
      method: "OPTIONS",
      url: "/api/get_property",
      headers: {
        origin: EBROKER_WEB_ORIGIN,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-manzil-transport",
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers["access-control-allow-origin"]).toBe(EBROKER_WEB_ORIGIN);
    const allowed = String(response.headers["access-control-allow-headers"]).toLowerCase();
    expect(allowed).toContain("authorization");
    expect(allowed).toContain("x-manzil-transport");
  });
});

describe("Manzil's own web on a server whose default is ebroker", () => {
  it("reads real statuses and booleans through the in-process apiFetch of its loaders", async () => {
    const member = await newMember(ebroker.app, ebroker.database.db);
    const context = createLoadContext(ebroker.app, {
      authorization: member.authorization,
      cookie: null,
      acceptLanguage: "en",
      userAgent: null,
      ip: "127.0.0.1",
    });
    const missing = await context.apiFetch("get_no_such_call");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: true, code: "NOT_FOUND" });

    const list = await context.apiFetch("get-property-list", { query: { limit: 1 } });
    expect(list.status).toBe(200);
    const [card] = (list.body as { data: Array<{ is_favourite: unknown }> }).data;
    expect(card!.is_favourite).toBe(false);
  });
});

describe("API_DEFAULT_TRANSPORT", () => {
  it("defaults to ebroker, so unmodified clients work, and refuses a value that names no transport", () => {
    expect(loadConfig({}).API_DEFAULT_TRANSPORT).toBe("ebroker");
    expect(loadConfig({ API_DEFAULT_TRANSPORT: "" }).API_DEFAULT_TRANSPORT).toBe("ebroker");
    expect(loadConfig({ API_DEFAULT_TRANSPORT: "http" }).API_DEFAULT_TRANSPORT).toBe("http");
    expect(() => loadConfig({ API_DEFAULT_TRANSPORT: "json" })).toThrow(/API_DEFAULT_TRANSPORT/);
  });
});
