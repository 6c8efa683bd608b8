import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type OutboxMessage = {
  channel: "email" | "sms";
  to: string;
  template: string;
  lang: string;
  params: Record<string, string>;
  subject?: string;
  text: string;
  html?: string;
  createdAt: string;
};

/** Without SMTP or an SMS provider, messages are kept as JSON files so a person trying Manzil can read them. */
export async function writeToOutbox(dir: string, message: OutboxMessage): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Sortable by time; the random part keeps two messages in the same millisecond apart.
  const name = `${message.createdAt.replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}-${message.channel}.json`;
  await writeFile(join(dir, name), JSON.stringify(message, null, 2), { mode: 0o600 });
  return name;
}
