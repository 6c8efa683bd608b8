import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { post } from "./auth-helpers.js";
import { readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

const TRUSTED = "10.77.0.1";
const STRANGER = "10.77.0.2";
const password = "Allow-List-Pass-42";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ALLOW_LIST: `${TRUSTED}, 10.77.0.9` });
});
afterAll(async () => t.close());

const register = (n: number, ip: string) =>
  post(
    t.app,
    "/api/user-register",
    { name: `Allowed ${n}`, email: `allow-${ip}-${n}@example.com`, password, re_password: password },
    { ip },
  );

describe("RATE_LIMIT_ALLOW_LIST", () => {
  it("lets a listed address sign up past the per-address ceilings (10 sign-ups, 20 codes), and no other", async () => {
    for (let n = 1; n <= 22; n++) expect((await register(n, TRUSTED)).status).toBe(200);
    // Every one of them was sent its code (mail goes out after the answer): the codes' per-address hourly
    // ceiling (20) skipped it too.
    await vi.waitFor(
      async () => {
        const outbox = await readOutbox(t.dataDir);
        const codes = outbox.filter(
          (m) => m.template === "verification_code" && m.to.includes(`-${TRUSTED}-`),
        );
        expect(codes).toHaveLength(22);
      },
      { timeout: 15_000, interval: 200 },
    );

    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) statuses.push((await register(n, STRANGER)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
