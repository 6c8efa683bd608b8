import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "./client.js";
import { qualified } from "./qualified.js";
import { pushTokens } from "./schema/accounts.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Devices kept per user. A phone gets a new token on reinstall and the client cannot say which old token it
 * replaces, so the ones not seen for longest are dropped instead (ADR 033).
 */
export const PUSH_TOKENS_PER_USER = 5;

/**
 * Registers a device's push token for a user: a token seen on another account moves to this one (and counts as
 * registered now); beyond PUSH_TOKENS_PER_USER the user's least recently seen tokens are forgotten.
 */
export async function savePushToken(db: Database | Tx, input: { userId: number; fcmId: string; now: Date }) {
  await db
    .insert(pushTokens)
    .values({ userId: input.userId, fcmId: input.fcmId, createdAt: input.now, lastSeenAt: input.now })
    .onConflictDoUpdate({
      target: pushTokens.fcmId,
      set: {
        userId: input.userId,
        lastSeenAt: input.now,
        createdAt: sql`case when ${qualified(pushTokens.userId)} = excluded.user_id
          then ${qualified(pushTokens.createdAt)} else excluded.created_at end`,
      },
    });
  const newest = db
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(eq(pushTokens.userId, input.userId))
    .orderBy(desc(pushTokens.lastSeenAt), desc(pushTokens.id))
    .limit(PUSH_TOKENS_PER_USER);
  await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, input.userId), notInArray(pushTokens.id, newest)));
}
