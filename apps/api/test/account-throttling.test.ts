import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freshIp,
  get,
  post,
  registerVerified,
  signInByEmail,
  waitForMessage,
  type Reply,
} from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "Correct-Horse-91";
const SMS_BUDGET = 20;

let run = 0;
const newEmail = () => `throttle-${process.pid}-${++run}-${randomUUID().slice(0, 8)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The same behaviour with counters in this process and in Redis. Each Redis run writes under a key prefix of its
 * own, so runs sharing the server never meet; the two apps of a run share one prefix, as two instances would.
 */
describe.each([
  { backend: "memory", env: {} as Record<string, string> },
  { backend: "redis", env: { REDIS_URL } as Record<string, string> },
])("with counters in $backend", ({ backend, env }) => {
  let defaults: TestApp;
  let quick: TestApp;

  beforeAll(async () => {
    const shared = {
      ...env,
      REDIS_KEY_PREFIX: `test-${randomUUID()}-`,
      SMS_HOURLY_BUDGET: String(SMS_BUDGET),
    };
    defaults = await createTestApp(shared);
    // Short waits for the part that must see a wait end: two free tries, then at most 1 s.
    quick = await createTestApp({ ...shared, LOGIN_FREE_ATTEMPTS: "2", LOGIN_BACKOFF_MAX_SECONDS: "1" });
  });
  afterAll(async () => {
    await defaults?.close();
    await quick?.close();
  });

  describe("password sign-in", () => {
    it("stops checking an account's passwords after repeated failures, whichever addresses they come from", async () => {
      const email = newEmail();
      await registerVerified(defaults.app, defaults.dataDir, { email, password: PASSWORD });

      const statuses: number[] = [];
      let last: Reply | undefined;
      const startedAt = Date.now();
      for (let attempt = 0; attempt < 60; attempt += 1) {
        // The account is what the caller typed, whatever its case.
        const typed = attempt % 2 === 0 ? email : email.toUpperCase();
        last = await signInByEmail(
          defaults.app,
          { email: typed, password: `wrong-${attempt}-Guess` },
          {
            ip: freshIp(),
          },
        );
        statuses.push(last.status);
      }
      const elapsedSeconds = (Date.now() - startedAt) / 1000;
      expect(new Set(statuses)).toEqual(new Set([401, 429]));
      // Five free tries, then one check per wait (1 s, 2 s, 4 s …): only as many waits as the attempts took time
      // to outlast can have let a password through, however slow the machine.
      let waitsOver = 0;
      for (let waitsEndAt = 1; waitsEndAt <= elapsedSeconds + 1; waitsEndAt += 2 ** waitsOver) waitsOver += 1;
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(5);
      expect(checked).toBeLessThanOrEqual(5 + waitsOver);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      // After the free tries a check is always followed by a refusal: never two checks in a row.
      const afterFree = statuses.slice(5);
      expect(afterFree.some((status, i) => status === 401 && afterFree[i + 1] === 401)).toBe(false);
      expect(afterFree[0]).toBe(429);
      expect(last!.status === 401 || last!.body.code === "RATE_LIMITED").toBe(true);

      // The right password during the wait is not even checked.
      const during = await signInByEmail(defaults.app, { email, password: PASSWORD }, { ip: freshIp() });
      expect(during.status).toBe(429);
      expect(during.body).toMatchObject({ error: true, code: "RATE_LIMITED" });
      expect(during.body).not.toHaveProperty("token");
      expect(during.body.message).toMatch(/wrong passwords/);
      expect(Number(during.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      const arabic = await signInByEmail(
        defaults.app,
        { email, password: PASSWORD },
        { ip: freshIp(), headers: { "accept-language": "ar" } },
      );
      expect(arabic.status).toBe(429);
      expect(arabic.body.message).toMatch(arabicLetters);
    });

    it("checks the password again once the wait is over, and a success forgets the failures", async () => {
      const email = newEmail();
      await registerVerified(quick.app, quick.dataDir, { email, password: PASSWORD });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const wrong = await signInByEmail(quick.app, { email, password: "not-it-Guess1" }, { ip: freshIp() });
        expect(wrong.status).toBe(401);
      }
      // Longer than the longest wait this app allows (1 s); nothing is measured, the wait only has to be over.
      await sleep(1_200);
      const signedIn = await signInByEmail(quick.app, { email, password: PASSWORD }, { ip: freshIp() });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      // Forgotten: the free tries are whole again, so both wrong passwords are checked (401, not 429).
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const wrong = await signInByEmail(quick.app, { email, password: "not-it-Guess2" }, { ip: freshIp() });
        expect(wrong.status).toBe(401);
      }
    });

    it("lets the owner back in at once after resetting the password", async () => {
      const email = newEmail();
      await registerVerified(defaults.app, defaults.dataDir, { email, password: PASSWORD });
      for (let attempt = 0; attempt < 8; attempt += 1) {
        await signInByEmail(defaults.app, { email, password: `wrong-${attempt}-Guess` }, { ip: freshIp() });
      }
      expect((await signInByEmail(defaults.app, { email, password: PASSWORD })).status).toBe(429);

      expect((await get(defaults.app, "/api/forgot-password", { email })).status).toBe(200);
      const mail = await waitForMessage(defaults.dataDir, email, "password_reset");
      const token = new URL(mail.params.link!).searchParams.get("token")!;
      const newPassword = "Fresh-Start-2024x";
      const reset = await post(defaults.app, "/api/reset-password", {
        token,
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(reset.status).toBe(200);
      expect((await signInByEmail(defaults.app, { email, password: newPassword })).status).toBe(200);
    });

    it("treats an address without an account like one with an account (same answers)", async () => {
      const nobody = newEmail();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await signInByEmail(defaults.app, { email: nobody, password: "x-Guess-1" })).status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe("SMS budget", () => {
    it("sends no more codes per hour than the budget, across numbers and addresses", async () => {
      // Through Redis both instances draw on one budget; in memory each has its own, so one app is used.
      const apps = backend === "redis" ? [defaults, quick] : [defaults];
      const numbers = Array.from(
        { length: 25 },
        (_, i) => `0100${backend === "redis" ? 6 : 7}55${String(i).padStart(4, "0")}`,
      );
      const replies: Reply[] = [];
      for (const [i, number] of numbers.entries()) {
        replies.push(await get(apps[i % apps.length]!.app, "/api/get-otp", { number }, { ip: freshIp() }));
      }
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.slice(0, SMS_BUDGET).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(SMS_BUDGET)).toEqual([503, 503, 503, 503, 503]);
      const refused = replies.at(-1)!;
      expect(refused.body).toMatchObject({ error: true, code: "SERVICE_UNAVAILABLE" });
      expect(refused.body.message).toMatch(/text messages/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

      const sent = (await Promise.all(apps.map((app) => readOutbox(app.dataDir))))
        .flat()
        .filter((message) => message.channel === "sms");
      expect(sent).toHaveLength(SMS_BUDGET);
      const refusedTargets = numbers.slice(SMS_BUDGET).map((number) => `+20${number.slice(1)}`);
      expect(sent.filter((message) => refusedTargets.includes(message.to))).toEqual([]);

      const arabic = await get(
        defaults.app,
        "/api/get-otp",
        { number: `0100855${String(run).padStart(4, "0")}` },
        { ip: freshIp(), headers: { "accept-language": "ar" } },
      );
      expect(arabic.status).toBe(503);
      expect(arabic.body.message).toMatch(arabicLetters);
    });
  });
});

describe("SMS budget refunds", () => {
  it("does not spend the budget on a code that was refused or not sent", async () => {
    const app = await createTestApp({ SMS_HOURLY_BUDGET: "3" });
    try {
      const ask = (number: string) => get(app.app, "/api/get-otp", { number }, { ip: freshIp() });
      expect((await ask("01009551001")).status).toBe(200);
      // Too soon for the same number: refused by its own limit, so the budget is not touched.
      expect((await ask("01009551001")).status).toBe(429);
      expect((await ask("01009551001")).status).toBe(429);
      expect((await ask("01009551002")).status).toBe(200);
      expect((await ask("01009551003")).status).toBe(200);
      expect((await ask("01009551004")).status).toBe(503);
      expect((await readOutbox(app.dataDir)).filter((m) => m.channel === "sms")).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
