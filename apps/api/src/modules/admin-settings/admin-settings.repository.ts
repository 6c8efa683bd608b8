import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { settings } from "../../db/schema/content.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The stored values of these keys, locked until the transaction ends (two admins saving at once queue). */
export async function lockedSettings(tx: Tx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys))
    .for("update");
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Writes one setting, adding the row when a database seeded before the key existed lacks it. */
export async function writeSetting(tx: Tx, key: string, value: string): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
