import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../src/db/schema/accounts.js";
import { arabicLetters, getJson } from "./helpers.js";
import { findMessage, get, post, registerVerified, signInByEmail, waitForMessage } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const email = "forgetful@example.com";
const oldPassword = "Marble-Orchard-18";
const newPassword = "Copper-Meadow-63";

beforeAll(async () => {
  await registerVerified(t.app, t.dataDir, { name: "Forgetful Farid", email, password: oldPassword });
});

/** Asks for a link and returns the token it carries. */
async function requestResetToken(newerThan = 0, lang = "en"): Promise<{ token: string; link: string }> {
  const res = await get(t.app, "/api/forgot-password", { email, lang });
  expect(res.status).toBe(200);
  const mail = await waitForMessage(t.dataDir, email, "password_reset", { newerThan });
  const link = mail.params.link!;
  return { link, token: new URL(link).searchParams.get("token")! };
}

describe("GET /api/forgot-password", () => {
  it("answers identically for an unknown address and e-mails only the account", async () => {
    const known = await get(t.app, "/api/forgot-password", { email });
    const unknown = await get(t.app, "/api/forgot-password", { email: "never.registered@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await waitForMessage(t.dataDir, email, "password_reset");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await findMessage(t.dataDir, "never.registered@example.com", "password_reset")).toBeUndefined();
  });

  it("sends a link to the public site with a 256-bit token, and stores only its hash", async () => {
    const { link, token } = await requestResetToken(1);
    expect(link.startsWith("http://manzil.test/reset-password?token=")).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresInMs = rows.at(-1)!.expiresAt.getTime() - rows.at(-1)!.createdAt.getTime();
    expect(expiresInMs).toBe(60 * 60 * 1000);
  });

  it("writes the e-mail in the caller's language", async () => {
    const res = await get(t.app, "/api/forgot-password", { email }, { headers: { "accept-language": "ar" } });
    expect(res.body.message).toMatch(arabicLetters);
    const mail = await waitForMessage(t.dataDir, email, "password_reset", { newerThan: 2 });
    expect(mail.lang).toBe("ar");
    expect(mail.text).toMatch(arabicLetters);
  });
});

describe("POST /api/reset-password", () => {
  it("sets the password, ends every session, and works only once", async () => {
    const sessions = await Promise.all([
      signInByEmail(t.app, { email, password: oldPassword }),
      signInByEmail(t.app, { email, password: oldPassword }),
    ]);
    const tokens = sessions.map((s) => s.body.token as string);
    for (const token of tokens) {
      expect((await getJson(t.app, "/api/get-user-data", { authorization: `Bearer ${token}` })).status).toBe(
        200,
      );
    }
    const { token } = await requestResetToken(3);

    const reset = await post(t.app, "/api/reset-password", {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(200);

    for (const old of tokens) {
      expect((await getJson(t.app, "/api/get-user-data", { authorization: `Bearer ${old}` })).status).toBe(
        401,
      );
    }
    expect((await signInByEmail(t.app, { email, password: oldPassword })).status).toBe(401);
    expect((await signInByEmail(t.app, { email, password: newPassword })).status).toBe(200);

    const twice = await post(t.app, "/api/reset-password", {
      token,
      password: "Another-Fresh-Pass-5",
      password_confirmation: "Another-Fresh-Pass-5",
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/invalid or has expired/);
    expect((await signInByEmail(t.app, { email, password: newPassword })).status).toBe(200);
  });

  it("retires older links once one is used", async () => {
    const first = await requestResetToken(4);
    const second = await requestResetToken(5);
    expect(
      (
        await post(t.app, "/api/reset-password", {
          token: second.token,
          password: "Second-Link-Pass-8",
          password_confirmation: "Second-Link-Pass-8",
        })
      ).status,
    ).toBe(200);
    const older = await post(t.app, "/api/reset-password", {
      token: first.token,
      password: "First-Link-Pass-8",
      password_confirmation: "First-Link-Pass-8",
    });
    expect(older.status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const { token } = await requestResetToken(6);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${passwordResetTokens.usedAt} is null`);
    const res = await post(t.app, "/api/reset-password", {
      token,
      password: "Late-Arrival-Pass-2",
      password_confirmation: "Late-Arrival-Pass-2",
    });
    expect(res.status).toBe(400);
  });

  it("applies the password policy without using up the link", async () => {
    const { token } = await requestResetToken(7);
    const common = await post(t.app, "/api/reset-password", {
      token,
      password: "qwerty123",
      password_confirmation: "qwerty123",
    });
    expect(common.status).toBe(422);
    expect(common.body.errors?.password?.[0]).toMatch(/too common/);

    const mismatch = await post(t.app, "/api/reset-password", {
      token,
      password: "Harbor-Light-55",
      password_confirmation: "Harbor-Light-56",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors?.password_confirmation).toEqual(["Passwords do not match"]);

    const short = await post(t.app, "/api/reset-password?lang=ar", {
      token,
      password: "ab1",
      password_confirmation: "ab1",
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.password?.[0]).toMatch(arabicLetters);

    const ok = await post(t.app, "/api/reset-password", {
      token,
      password: "Harbor-Light-55",
      password_confirmation: "Harbor-Light-55",
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await post(t.app, "/api/reset-password", {
      token: "made-up-token",
      password: "Valid-Enough-Pass-1",
      password_confirmation: "Valid-Enough-Pass-1",
    });
    expect(res.status).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
