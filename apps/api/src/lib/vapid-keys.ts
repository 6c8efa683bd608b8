import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import webpush from "web-push";
import type { AppConfig } from "../config/config.js";

type VapidKeys = Pick<AppConfig, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">;

/**
 * The configured VAPID key pair, or — outside tests — one generated once and kept in DATA_DIR/secrets (owner-only),
 * like the auth secret: a fresh `npm start` offers web push without configuration, and restarts keep the browsers'
 * subscriptions valid (they are bound to the public key). Several instances must share configured keys instead.
 * Tests keep web push off unless they configure it, so a notice queues no push job they did not ask for.
 */
export async function loadOrCreateVapidKeys(config: AppConfig, file: string): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY || config.NODE_ENV === "test") {
    return {
      VAPID_PUBLIC_KEY: config.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: config.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: config.VAPID_SUBJECT,
    };
  }
  const subject = config.PUBLIC_URL.startsWith("https://")
    ? config.PUBLIC_URL
    : `mailto:push@${new URL(config.PUBLIC_URL).hostname || "localhost"}`;
  const read = async () => {
    const stored = JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
    return {
      VAPID_PUBLIC_KEY: stored.publicKey,
      VAPID_PRIVATE_KEY: stored.privateKey,
      VAPID_SUBJECT: subject,
    };
  };
  try {
    return await read();
  } catch {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" }).catch(
      () => {
        // Another process created it first: use theirs.
      },
    );
    await chmod(file, 0o600).catch(() => undefined);
    return read();
  }
}
