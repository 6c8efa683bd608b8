import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushTokens, users } from "../src/db/schema/accounts.js";
import { arabicLetters, getJson } from "./helpers.js";
import { countMessages, get, post, registerVerified, signInByEmail, waitForMessage } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "Zebra-Lantern-42";
const account = { email: "known.user@example.com", password };

async function userRow(email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

describe("register by e-mail, verify, sign in, log out (the issue's bar)", () => {
  it("goes from registration to a working token, and logout kills exactly that token", async () => {
    const email = "Layla.Hassan@example.com";
    const registered = await post(t.app, "/api/user-register", {
      name: "Layla Hassan",
      email,
      mobile: "0100 123 4567",
      password,
      re_password: password,
      customer_type: "agent",
    });
    expect(registered.status).toBe(200);
    expect(registered.body.error).toBe(false);
    expect(registered.body).not.toHaveProperty("token");

    // Not verified yet: the right password is still refused, with a clear message.
    const early = await signInByEmail(t.app, { email, password });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/verify your email/i);

    const codeMail = await waitForMessage(t.dataDir, "layla.hassan@example.com", "verification_code");
    expect(codeMail.params.code).toMatch(/^\d{6}$/);
    expect(codeMail.text).toContain(codeMail.params.code);
    // No welcome to an address nobody has proved yet: it follows the verification, once.
    expect(await countMessages(t.dataDir, "layla.hassan@example.com", "welcome")).toBe(0);

    const verified = await get<{ auth_id: string; channel: string }>(t.app, "/api/verify-otp", {
      email,
      otp: codeMail.params.code!,
    });
    expect(verified.status).toBe(200);
    const welcome = await waitForMessage(t.dataDir, "layla.hassan@example.com", "welcome");
    expect(welcome.params.name).toBe("Layla Hassan");
    expect(typeof verified.body.auth_id).toBe("string");
    expect(verified.body.data.auth_id).toBe(verified.body.auth_id);
    expect(verified.body.data.channel).toBe("email");

    const signedIn = await post<Record<string, unknown>>(t.app, "/api/user_signup", {
      type: "3",
      email,
      password,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.message).toBe("Login Successfully");
    const token = signedIn.body.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(signedIn.body.data).toMatchObject({
      name: "Layla Hassan",
      email: "layla.hassan@example.com",
      mobile: "+201001234567",
      logintype: "3",
      customer_type: "agent",
    });
    expect(JSON.stringify(signedIn.body)).not.toMatch(/argon2|password_hash/);

    const authorization = `Bearer ${token}`;
    const me = await getJson<{ id: number; email: string }>(t.app, "/api/get-user-data", { authorization });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe("layla.hassan@example.com");
    expect(me.body.data.id).toBe(signedIn.body.data.id);

    // A second session (another device) survives this one's logout.
    const other = await signInByEmail(t.app, { email, password });
    const logout = await post(t.app, "/api/before-logout", {}, { headers: { authorization } });
    expect(logout.status).toBe(200);
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);
    const otherAuth = { authorization: `Bearer ${other.body.token as string}` };
    expect((await getJson(t.app, "/api/get-user-data", otherAuth)).status).toBe(200);
  });

  it("accepts urlencoded forms with every value as a string", async () => {
    const email = "form.user@example.com";
    const form = new URLSearchParams({
      name: "Form User",
      email,
      password,
      re_password: password,
      mobile: "",
    });
    const registered = await post(t.app, "/api/user-register", form);
    expect(registered.status).toBe(200);
    const code = (await waitForMessage(t.dataDir, email, "verification_code")).params.code!;
    expect((await get(t.app, "/api/verify-otp", { email, otp: code })).status).toBe(200);
    const signedIn = await post(
      t.app,
      "/api/user_signup",
      new URLSearchParams({ logintype: "3", email, password, fcm_id: "" }),
    );
    expect(signedIn.status).toBe(200);
    expect((await userRow(email))?.mobile).toBeNull();
  });
});

describe("POST /api/user-register", () => {
  it("hashes with argon2id at m ≥ 19 MiB, t ≥ 2, p = 1", async () => {
    await post(t.app, "/api/user-register", {
      name: "Hash Check",
      email: "hash.check@example.com",
      password,
      re_password: password,
    });
    const row = await userRow("hash.check@example.com");
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.passwordHash ?? "");
    expect(match).not.toBeNull();
    const [, m, tCost, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(tCost).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
    expect(row?.passwordHash).not.toContain(password);
  });

  it("refuses a common password in any letter case, and a short one", async () => {
    const common = await post(t.app, "/api/user-register", {
      name: "Common",
      email: "common@example.com",
      password: "PassWord123",
      re_password: "PassWord123",
    });
    expect(common.status).toBe(422);
    expect(common.body.errors?.password?.[0]).toMatch(/too common/i);

    const short = await post(t.app, "/api/user-register", {
      name: "Short",
      email: "short@example.com",
      password: "x9!",
      re_password: "x9!",
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.password?.[0]).toBe("Password must be at least 6 characters");
    expect(await userRow("common@example.com")).toBeUndefined();
  });

  it("reports mismatched confirmation, a bad address and a bad number on their fields", async () => {
    const res = await post(t.app, "/api/user-register", {
      name: "",
      email: "not-an-email",
      mobile: "12ab",
      password,
      re_password: `${password}x`,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.name?.[0]).toBe("Name is required");
    expect(res.body.errors?.email?.[0]).toBe("Email address is invalid");
    expect(res.body.errors?.mobile?.[0]).toBe("Phone number is invalid");

    const mismatch = await post(t.app, "/api/user-register", {
      name: "Mismatch",
      email: "mismatch@example.com",
      password,
      re_password: `${password}x`,
    });
    expect(mismatch.body.errors?.re_password?.[0]).toBe("Passwords do not match");

    const notANumber = await post(t.app, "/api/user-register", {
      name: "Bad Number",
      email: "bad.number@example.com",
      mobile: "+20 12",
      password,
      re_password: password,
    });
    expect(notANumber.status).toBe(422);
    expect(notANumber.body.errors?.mobile?.[0]).toBe("Phone number is invalid");
  });

  it("answers 409 for an e-mail already in use, in any letter case, and for a number already in use", async () => {
    const first = {
      name: "Dup",
      email: "dup@example.com",
      mobile: "+201112223334",
      password,
      re_password: password,
    };
    expect((await post(t.app, "/api/user-register", first)).status).toBe(200);
    const again = await post(t.app, "/api/user-register", {
      ...first,
      email: "DUP@Example.com",
      mobile: undefined,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This email address is already in use by another account.");
    const sameMobile = await post(t.app, "/api/user-register", { ...first, email: "dup2@example.com" });
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.body.message).toMatch(/phone number is already in use/i);
  });

  it("ignores client-sent server flags (no mass assignment)", async () => {
    const email = "sneaky@example.com";
    const res = await post(t.app, "/api/user-register", {
      name: "Sneaky",
      email,
      password,
      re_password: password,
      is_email_verified: 1,
      email_verified_at: "2020-01-01T00:00:00Z",
      role: "admin",
      is_active: 0,
      isActive: 0,
    });
    expect(res.status).toBe(200);
    const row = await userRow(email);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.role).toBe("customer");
    expect(row?.isActive).toBe(true);
    expect((await signInByEmail(t.app, { email, password })).status).toBe(403);
  });

  it("speaks Arabic to an Arabic caller, in the reply and in the e-mails", async () => {
    const email = "arabic.caller@example.com";
    const res = await post(
      t.app,
      "/api/user-register",
      { name: "سارة", email, password, re_password: password },
      { headers: { "accept-language": "ar" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(arabicLetters);
    const mail = await waitForMessage(t.dataDir, email, "verification_code");
    expect(mail.lang).toBe("ar");
    expect(mail.text).toMatch(arabicLetters);

    const dup = await post(t.app, "/api/user-register?lang=ar", {
      name: "سارة",
      email,
      password: "123456",
      re_password: "123456",
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors?.password?.[0]).toMatch(arabicLetters);
    const taken = await post(t.app, "/api/user-register?lang=ar", {
      name: "سارة",
      email,
      password,
      re_password: password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(arabicLetters);
  });
});

describe("POST /api/user_signup type 3", () => {
  beforeAll(async () => {
    await registerVerified(t.app, t.dataDir, account);
  });

  it("gives a wrong password and an unknown e-mail the same 401 and message", async () => {
    const wrong = await signInByEmail(t.app, { email: account.email, password: "Wrong-Password-9" });
    const unknown = await signInByEmail(t.app, { email: "nobody.here@example.com", password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.message).toMatch(/incorrect details entered/i);
    expect(wrong.body).not.toHaveProperty("token");
  });

  it("signs in with the address in another letter case", async () => {
    const res = await signInByEmail(t.app, { email: "KNOWN.User@Example.com", password });
    expect(res.status).toBe(200);
  });

  it("names the missing fields", async () => {
    const res = await post(t.app, "/api/user_signup", { type: 3, email: "" });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email?.[0]).toBe("Email is required");
    expect(res.body.errors?.password?.[0]).toBe("Password is required");
    const noType = await post(t.app, "/api/user_signup", { email: account.email, password });
    expect(noType.status).toBe(422);
    expect(noType.body.errors).toHaveProperty("type");
  });

  it("records the device's push token, and logout forgets it", async () => {
    const fcm = "fcm-device-token-abc";
    const first = await post<{ id: number }>(t.app, "/api/user_signup", { type: 3, ...account, fcm_id: fcm });
    const devices = () =>
      t.database.db.select({ userId: pushTokens.userId }).from(pushTokens).where(eq(pushTokens.fcmId, fcm));
    expect(await devices()).toEqual([{ userId: first.body.data.id }]);

    // Logging out with that fcm_id forgets the device.
    const authorization = `Bearer ${first.body.token as string}`;
    await post(t.app, "/api/before-logout", { fcm_id: fcm }, { headers: { authorization } });
    expect(await devices()).toEqual([]);
  });

  it("refuses a deactivated account with the spec's message, and its live token stops working", async () => {
    const email = "soon.inactive@example.com";
    await registerVerified(t.app, t.dataDir, { email, password });
    const signedIn = await signInByEmail(t.app, { email, password });
    const authorization = `Bearer ${signedIn.body.token as string}`;
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));

    const refused = await signInByEmail(t.app, { email, password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("ACCOUNT_DEACTIVATED");
    expect(refused.body.message).toBe("Your account has been deactivated by the admin.");
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);

    const arabic = await signInByEmail(t.app, { email, password }, { headers: { "accept-language": "ar" } });
    expect(arabic.body.message).toMatch(arabicLetters);
  });

  it("refuses a deleted account", async () => {
    const email = "deleted.user@example.com";
    await registerVerified(t.app, t.dataDir, { email, password });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, email));
    const res = await signInByEmail(t.app, { email, password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("ACCOUNT_DEACTIVATED");
  });

  it("answers wrong credentials in Arabic for an Arabic caller", async () => {
    const res = await signInByEmail(
      t.app,
      { email: account.email, password: "Nope-Nope-1" },
      { headers: { "accept-language": "ar-EG,ar;q=0.9" } },
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(arabicLetters);
  });

  it("does not send a code again to a verified account unless asked", async () => {
    expect(await countMessages(t.dataDir, account.email, "verification_code")).toBe(1);
  });
});

describe("rate limits", () => {
  it("slows password guessing from one address: 429 with retry-after", async () => {
    const ip = "10.66.0.1";
    const statuses: number[] = [];
    let last;
    // A different address each time: one account's own backoff (account-throttling.test.ts) stays out of it.
    for (let i = 0; i < 31; i++) {
      last = await signInByEmail(
        t.app,
        { email: `guess-${i}@example.com`, password: `Guess-${i}-xyz` },
        { ip },
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.body.message).toMatch(/try again in \d+ seconds/);
    // Another address is not affected.
    expect((await signInByEmail(t.app, account, { ip: "10.66.0.2" })).status).toBe(200);
  });
});

describe("POST /api/before-logout", () => {
  it("needs a signed-in caller", async () => {
    const res = await post(t.app, "/api/before-logout", {});
    expect(res.status).toBe(401);
  });

  it("accepts a body-less POST and a multipart sign-in, as eBroker apps send them", async () => {
    const boundary = "----manzil-test-boundary";
    const fields = { type: "3", email: account.email, password };
    const payload =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("") + `--${boundary}--\r\n`;
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/user_signup",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(signedIn.statusCode).toBe(200);
    const authorization = `Bearer ${signedIn.json().token as string}`;
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/before-logout",
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);
  });
});

describe("API documentation", () => {
  it("lists the sign-in calls", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [path, method] of [
      ["/api/user-register", "post"],
      ["/api/get-otp", "get"],
      ["/api/verify-otp", "get"],
      ["/api/user_signup", "post"],
      ["/api/forgot-password", "get"],
      ["/api/reset-password", "post"],
      ["/api/before-logout", "post"],
    ] as const) {
      expect(docs.paths[path]?.[method], path).toBeDefined();
    }
  });
});
