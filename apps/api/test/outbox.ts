import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutboxMessage } from "../src/modules/messaging/outbox.js";

/** Messages an app without SMTP/SMS wrote to <dataDir>/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMessage),
  );
}

/** The newest message to `to` (optionally of one template). */
export async function lastMessageTo(
  dataDir: string,
  to: string,
  template?: string,
): Promise<OutboxMessage | undefined> {
  const messages = await readOutbox(dataDir);
  return messages.filter((m) => m.to === to && (!template || m.template === template)).at(-1);
}
