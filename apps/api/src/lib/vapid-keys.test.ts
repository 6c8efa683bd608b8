import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { loadOrCreateVapidKeys } from "./vapid-keys.js";

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), "manzil-vapid-"));
  dirs.push(dir);
  return dir;
}
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("the VAPID keys web push signs with", () => {
  it("are generated once on a fresh embedded start, kept private, and the same after a restart", async () => {
    const dir = await dataDir();
    const config = loadConfig({
      NODE_ENV: "development",
      DATA_DIR: dir,
      PUBLIC_URL: "http://127.0.0.1:3000",
    });
    const file = join(dir, "secrets", "vapid.json");
    const first = await loadOrCreateVapidKeys(config, file);
    // A P-256 public key is 65 bytes (87 base64url characters); browsers subscribe with it.
    expect(Buffer.from(first.VAPID_PUBLIC_KEY!, "base64url")).toHaveLength(65);
    expect(first.VAPID_SUBJECT).toBe("mailto:push@127.0.0.1");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateVapidKeys(config, file)).toEqual(first);
  });

  it("are the configured ones when set, and none in tests that did not ask for web push", async () => {
    const dir = await dataDir();
    const file = join(dir, "secrets", "vapid.json");
    const configured = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dir,
      PUBLIC_URL: "https://manzil.example",
      VAPID_PUBLIC_KEY: "public",
      VAPID_PRIVATE_KEY: "private",
      VAPID_SUBJECT: "mailto:ops@manzil.example",
    });
    expect(await loadOrCreateVapidKeys(configured, file)).toEqual({
      VAPID_PUBLIC_KEY: "public",
      VAPID_PRIVATE_KEY: "private",
      VAPID_SUBJECT: "mailto:ops@manzil.example",
    });
    const inTests = loadConfig({ NODE_ENV: "test", DATA_DIR: dir });
    expect((await loadOrCreateVapidKeys(inTests, file)).VAPID_PUBLIC_KEY).toBeUndefined();
    await expect(stat(file)).rejects.toThrow();
  });
});
