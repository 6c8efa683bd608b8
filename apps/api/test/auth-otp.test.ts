import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes, users } from "../src/db/schema/accounts.js";
import { signTicket } from "../src/modules/auth/tickets.js";
import { arabicLetters, getJson } from "./helpers.js";
import { countMessages, findMessage, get, post, registerVerified, waitForMessage } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** As if the codes sent to `target` had been sent two minutes earlier (past the 60 s resend wait). */
async function letCooldownPass(target: string): Promise<void> {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
    .where(eq(otpCodes.target, target));
}

/** Asks for a code by SMS and reads it from the outbox. */
async function smsCode(number: string, e164: string, ip?: string): Promise<string> {
  const before = await countMessages(t.dataDir, e164, "verification_code");
  const res = await get(t.app, "/api/get-otp", { number }, ip ? { ip } : {});
  expect(res.status).toBe(200);
  const message = await waitForMessage(t.dataDir, e164, "verification_code", { newerThan: before });
  expect(message.channel).toBe("sms");
  return message.params.code!;
}

async function phoneTicket(number: string, e164: string): Promise<string> {
  const code = await smsCode(number, e164);
  const verified = await get<{ auth_id: string; target: string }>(t.app, "/api/verify-otp", {
    number,
    otp: code,
  });
  expect(verified.status).toBe(200);
  expect(verified.body.data.target).toBe(e164);
  return verified.body.auth_id as string;
}

describe("GET /api/get-otp", () => {
  it("sends a six-digit code by SMS to the number in E.164, in the caller's language", async () => {
    const res = await get<{ channel: string; expires_in: number }>(
      t.app,
      "/api/get-otp",
      { number: "٠١٠٠٥٥٥١٢٣٤" },
      { headers: { "accept-language": "ar" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(arabicLetters);
    expect(res.body.data).toMatchObject({ channel: "sms", expires_in: 600 });
    const sms = await waitForMessage(t.dataDir, "+201005551234", "verification_code");
    expect(sms.params.code).toMatch(/^\d{6}$/);
    expect(sms.lang).toBe("ar");
  });

  it("answers 422 'Phone number is invalid' on `number` for a number that does not exist", async () => {
    for (const number of ["+20 12", "12345678901234", "not-a-number"]) {
      const res = await get(t.app, "/api/get-otp", { number });
      expect(res.status).toBe(422);
      expect(res.body.errors?.number).toEqual(["Phone number is invalid"]);
    }
    const none = await get(t.app, "/api/get-otp", {});
    expect(none.status).toBe(422);
  });

  it("refuses a second code within 60 s: 429 with retry-after and the wait in the message", async () => {
    await smsCode("+201007770001", "+201007770001");
    const again = await get(t.app, "/api/get-otp", { number: "+201007770001" });
    expect(again.status).toBe(429);
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.body.message).toContain(`${wait} second`);

    const arabic = await get(t.app, "/api/get-otp", { number: "+201007770001", lang: "ar" });
    expect(arabic.status).toBe(429);
    expect(arabic.body.message).toMatch(arabicLetters);
    expect(await countMessages(t.dataDir, "+201007770001")).toBe(1);
  });

  it("limits the codes one address may request per hour, whatever the numbers", async () => {
    const ip = "10.77.0.1";
    let refused;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await get(
        t.app,
        "/api/get-otp",
        { number: `+2010088${String(i).padStart(5, "0")}` },
        { ip },
      );
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused).toBeDefined();
    expect(Number(refused!.headers["retry-after"])).toBeGreaterThan(60);
    expect(refused!.body.message).toMatch(/try again in \d+ minute/);
    // Someone else is still served.
    expect((await get(t.app, "/api/get-otp", { number: "+201008899999" }, { ip: "10.77.0.2" })).status).toBe(
      200,
    );
  });

  it("answers the same for an unknown e-mail as for an account's, and e-mails only the account", async () => {
    await registerVerified(t.app, t.dataDir, {
      email: "otp.owner@example.com",
      password: "Quiet-Harbour-77",
    });
    await letCooldownPass("otp.owner@example.com");
    const known = await get(t.app, "/api/get-otp", { email: "OTP.Owner@example.com" });
    const unknown = await get(t.app, "/api/get-otp", { email: "no.account@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await waitForMessage(t.dataDir, "otp.owner@example.com", "verification_code", { newerThan: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await findMessage(t.dataDir, "no.account@example.com", "verification_code")).toBeUndefined();
  });

  it("stores codes only as hashes", async () => {
    const code = await smsCode("+201001110022", "+201001110022");
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, "+201001110022"));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("GET /api/verify-otp", () => {
  it("accepts a code once: the same code is refused afterwards", async () => {
    const code = await smsCode("+201001110033", "+201001110033");
    expect((await get(t.app, "/api/verify-otp", { number: "+201001110033", otp: code })).status).toBe(200);
    const reused = await get(t.app, "/api/verify-otp", { number: "+201001110033", otp: code });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(
      "The verification code is invalid or has expired. Please request a new one.",
    );
  });

  it("kills a code after five wrong tries: the right code is refused on the sixth", async () => {
    const number = "+201001110044";
    const code = await smsCode(number, number);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const messages = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await get(t.app, "/api/verify-otp", { number, otp: wrong });
      expect(res.status).toBe(422);
      messages.add(res.body.message);
    }
    const right = await get(t.app, "/api/verify-otp", { number, otp: code });
    expect(right.status).toBe(422);
    expect(right.body).not.toHaveProperty("auth_id");
    // Wrong, exhausted and unknown codes read alike.
    messages.add(right.body.message);
    expect(messages.size).toBe(1);
  });

  it("speaks Arabic about a wrong code", async () => {
    const res = await get(t.app, "/api/verify-otp", { number: "+201001110055", otp: "123456", lang: "ar" });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(arabicLetters);
    expect(res.body.errors?.otp?.[0]).toMatch(arabicLetters);
  });

  it("requires the code and checks its shape", async () => {
    const missing = await get(t.app, "/api/verify-otp", { number: "+201001110055" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.otp).toEqual(["Please enter the OTP"]);
  });
});

describe("POST /api/user_signup type 1 (phone)", () => {
  it("creates an account for a verified number, then signs the same account in next time", async () => {
    const number = "0122 333 4444";
    const first = await post<{ id: number; mobile: string; name: string }>(t.app, "/api/user_signup", {
      type: "1",
      auth_id: await phoneTicket(number, "+201223334444"),
      name: "Omar",
      fcm_id: "",
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("User Register Successfully");
    expect(first.body.data).toMatchObject({ mobile: "+201223334444", name: "Omar", logintype: "1" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.body.data.id));
    expect(row?.mobileVerifiedAt).not.toBeNull();

    await letCooldownPass("+201223334444");
    const again = await post<{ id: number }>(t.app, "/api/user_signup", {
      logintype: 1,
      auth_id: await phoneTicket("+201223334444", "+201223334444"),
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Login Successfully");
    expect(again.body.data.id).toBe(first.body.data.id);
    const me = await getJson<{ id: number }>(t.app, "/api/get-user-data", {
      authorization: `Bearer ${again.body.token as string}`,
    });
    expect(me.body.data.id).toBe(first.body.data.id);
  });

  it("accepts a phone ticket once: a replayed ticket signs nobody in", async () => {
    const ticket = await phoneTicket("+201227778888", "+201227778888");
    const first = await post(t.app, "/api/user_signup", { type: 1, auth_id: ticket });
    expect(first.status).toBe(200);
    const replay = await post(t.app, "/api/user_signup", { type: 1, auth_id: ticket });
    expect(replay.status).toBe(401);
    expect(replay.body).not.toHaveProperty("token");
  });

  it("refuses a made-up auth_id, an e-mail ticket, a forged and an expired ticket", async () => {
    const [seeded] = await t.database.db.select().from(users).limit(1);
    const emailTicket = (
      await signTicket(new Uint8Array(32), { channel: "email", target: "x@example.com" }, new Date())
    ).ticket;
    const forged = (
      await signTicket(
        new TextEncoder().encode("not-the-server-secret-not-the-server"),
        {
          channel: "sms",
          target: "+201223334444",
        },
        new Date(),
      )
    ).ticket;
    const candidates = [
      "0f8fad5b-d9cb-469f-a165-70867728950e",
      String(seeded!.id),
      seeded!.slug,
      "eyJhbGciOiJub25lIn0.eyJzdWIiOiIrMjAxMjIzMzM0NDQ0IiwiY2giOiJzbXMifQ.",
      emailTicket,
      forged,
    ];
    for (const auth_id of candidates) {
      const res = await post(t.app, "/api/user_signup", { type: 1, auth_id, mobile: "+201223334444" });
      expect(res.status).toBe(401);
      expect(res.body).not.toHaveProperty("token");
    }
    const none = await post(t.app, "/api/user_signup", { type: 1, mobile: "+201223334444" });
    expect(none.status).toBe(422);
    expect(none.body).not.toHaveProperty("token");
  });

  it("refuses a ticket after its ten minutes", async () => {
    const res = await post(t.app, "/api/user_signup", {
      type: 1,
      auth_id: (
        await signTicket(
          t.app.authSecret,
          { channel: "sms", target: "+201223334444" },
          new Date(Date.now() - 11 * 60_000),
        )
      ).ticket,
    });
    expect(res.status).toBe(401);
    // …while a live one signed with the server's key works (the check above is about time, not the key).
    const live = await post(t.app, "/api/user_signup", {
      type: 1,
      auth_id: (await signTicket(t.app.authSecret, { channel: "sms", target: "+201223334444" }, new Date()))
        .ticket,
    });
    expect(live.status).toBe(200);
  });

  it("does not sign the phone's owner into an account where someone only typed the number", async () => {
    // An e-mail account claims this mobile without ever proving it.
    await registerVerified(t.app, t.dataDir, {
      email: "claims.number@example.com",
      password: "Velvet-Canyon-31",
      mobile: "+201009998877",
    });
    const res = await post<{ id: number; email: string }>(t.app, "/api/user_signup", {
      type: 1,
      auth_id: await phoneTicket("+201009998877", "+201009998877"),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe("");
    const [claimant] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "claims.number@example.com"));
    expect(claimant?.id).not.toBe(res.body.data.id);
    expect(claimant?.mobile).toBeNull();
  });

  it("refuses a deactivated phone account", async () => {
    const ticket = await phoneTicket("+201004443322", "+201004443322");
    const created = await post<{ id: number }>(t.app, "/api/user_signup", { type: 1, auth_id: ticket });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, created.body.data.id));
    // A fresh ticket: the first one is spent.
    await letCooldownPass("+201004443322");
    const res = await post(t.app, "/api/user_signup", {
      type: 1,
      auth_id: await phoneTicket("+201004443322", "+201004443322"),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("ACCOUNT_DEACTIVATED");
  });
});
