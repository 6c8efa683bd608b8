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
  /** Files sent with an e-mail, kept next to it in the outbox (`file` is their name there). */
  attachments?: { filename: string; contentType: string; file: string }[];
  createdAt: string;
};

/** Without SMTP or an SMS provider, messages are kept as JSON files so a person trying Manzil can read them. */
export async function writeToOutbox(
  dir: string,
  message: OutboxMessage,
  attachments: readonly { filename: string; contentType: string; content: Buffer }[] = [],
): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Sortable by time; the random part keeps two messages in the same millisecond apart.
  const stem = `${message.createdAt.replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}-${message.channel}`;
  const kept: NonNullable<OutboxMessage["attachments"]> = [];
  for (const [index, attachment] of attachments.entries()) {
    // Our own name on disk: an attachment's filename never chooses a path.
    const file = `${stem}-attachment-${index + 1}.bin`;
    await writeFile(join(dir, file), attachment.content, { mode: 0o600 });
    kept.push({ filename: attachment.filename, contentType: attachment.contentType, file });
  }
  const name = `${stem}.json`;
  const stored = kept.length > 0 ? { ...message, attachments: kept } : message;
  await writeFile(join(dir, name), JSON.stringify(stored, null, 2), { mode: 0o600 });
  return name;
}
