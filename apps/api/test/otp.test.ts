import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes } from "../src/db/schema/accounts.js";
import { createOtpService } from "../src/modules/otp/otp.service.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An OTP service on the test database with a clock the test moves. */
function serviceAt(start: Date) {
  let now = start;
  const service = createOtpService(t.database.db, { secret: randomBytes(32), now: () => now });
  return { service, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}
let counter = 0;
const freshTarget = () => `otp-${Date.now()}-${(counter += 1)}@example.com`;
const base = { channel: "email" as const, purpose: "verify" as const };

describe("one-time codes", () => {
  it("are six digits, stored only as a keyed hash, and work once", async () => {
    const { service } = serviceAt(new Date());
    const target = freshTarget();
    const issued = await service.issue({ ...base, target, ip: "203.0.113.1" });
    if (!issued.ok) throw new Error("not issued");
    expect(issued.code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.target, target));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(issued.code);
    expect(await service.verify({ ...base, target, code: issued.code })).toEqual({ ok: true });
    expect((await service.verify({ ...base, target, code: issued.code })).ok).toBe(false);
  });

  it("die after five wrong tries, even for the right code", async () => {
    const { service } = serviceAt(new Date());
    const target = freshTarget();
    const issued = await service.issue({ ...base, target, ip: "203.0.113.2" });
    if (!issued.ok) throw new Error("not issued");
    const wrong = issued.code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1)
      expect((await service.verify({ ...base, target, code: wrong })).ok).toBe(false);
    expect(await service.verify({ ...base, target, code: issued.code })).toEqual({
      ok: false,
      reason: "exhausted",
    });
  });

  it("expire after ten minutes", async () => {
    const { service, advance } = serviceAt(new Date());
    const target = freshTarget();
    const issued = await service.issue({ ...base, target, ip: "203.0.113.3" });
    if (!issued.ok) throw new Error("not issued");
    advance(10 * 60 * 1000 + 1);
    expect((await service.verify({ ...base, target, code: issued.code })).ok).toBe(false);
  });

  it("wait 60 s between sends, and only the newest code works", async () => {
    const { service, advance } = serviceAt(new Date());
    const target = freshTarget();
    const first = await service.issue({ ...base, target, ip: "203.0.113.4" });
    advance(20_000);
    const tooSoon = await service.issue({ ...base, target, ip: "203.0.113.4" });
    expect(tooSoon).toEqual({ ok: false, reason: "cooldown", retryAfterSeconds: 40 });
    advance(40_000);
    const second = await service.issue({ ...base, target, ip: "203.0.113.4" });
    if (!first.ok || !second.ok) throw new Error("not issued");
    if (first.code !== second.code)
      expect((await service.verify({ ...base, target, code: first.code })).ok).toBe(false);
    expect((await service.verify({ ...base, target, code: second.code })).ok).toBe(true);
  });

  it("limit sends per target and per IP in an hour", async () => {
    const { service, advance } = serviceAt(new Date());
    const target = freshTarget();
    for (let i = 0; i < 5; i += 1) {
      expect((await service.issue({ ...base, target, ip: `198.51.100.${i}` })).ok).toBe(true);
      advance(61_000);
    }
    const sixth = await service.issue({ ...base, target, ip: "198.51.100.99" });
    expect(sixth).toMatchObject({ ok: false, reason: "target_limit" });
    if (!sixth.ok) expect(sixth.retryAfterSeconds).toBeGreaterThan(3000);

    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i += 1)
      expect((await service.issue({ ...base, target: freshTarget(), ip })).ok).toBe(true);
    expect(await service.issue({ ...base, target: freshTarget(), ip })).toMatchObject({
      ok: false,
      reason: "ip_limit",
    });
  });
});
