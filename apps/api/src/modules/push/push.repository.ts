import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { pushTokens } from "../../db/schema/accounts.js";
import { notifications, webPushSubscriptions } from "../../db/schema/conversations.js";

/** Browsers kept per member; beyond it the oldest subscription is dropped (a member rarely has ten browsers). */
export const WEB_PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** Refusals in a row (other than "gone") after which a subscription is taken as dead. */
export const MAX_PUSH_FAILURES = 5;

/**
 * Saves a browser's subscription for a member. The endpoint is unique: one seen on another account (a shared
 * browser, someone else signed in) moves to this one. The member's oldest beyond the limit are dropped.
 */
export async function saveSubscription(
  db: Database,
  input: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    lang: string | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(webPushSubscriptions)
    .values({ ...input, createdAt: input.now })
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        lang: input.lang,
        failures: 0,
        createdAt: sql`case when ${qualified(webPushSubscriptions.userId)} = excluded.user_id
          then ${qualified(webPushSubscriptions.createdAt)} else excluded.created_at end`,
      },
    })
    .returning();
  const newest = db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, input.userId))
    .orderBy(desc(webPushSubscriptions.createdAt), desc(webPushSubscriptions.id))
    .limit(WEB_PUSH_SUBSCRIPTIONS_PER_USER);
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, input.userId), notInArray(webPushSubscriptions.id, newest)));
  return row!;
}

/** Deletes the member's own subscription at `endpoint`; answers whether there was one. */
export async function removeOwnSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)))
    .returning({ id: webPushSubscriptions.id });
  return rows.length > 0;
}

/** The notice a push is about, with who it is for. */
export async function noticeById(db: Database, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

/** Every device of the member, in a stable order. */
export async function devicesOf(db: Database, userId: number) {
  const [web, fcm] = await Promise.all([
    db
      .select({ id: webPushSubscriptions.id })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, userId))
      .orderBy(asc(webPushSubscriptions.id)),
    db
      .select({ id: pushTokens.id })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
      .orderBy(asc(pushTokens.id)),
  ]);
  return { web: web.map((r) => r.id), fcm: fcm.map((r) => r.id) };
}

export async function subscriptionById(db: Database, id: number) {
  const [row] = await db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function pushTokenById(db: Database, id: number) {
  const [row] = await db.select().from(pushTokens).where(eq(pushTokens.id, id)).limit(1);
  return row ?? null;
}

export async function deleteSubscription(db: Database, id: number) {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
}

export async function deletePushToken(db: Database, id: number) {
  await db.delete(pushTokens).where(eq(pushTokens.id, id));
}

export async function subscriptionReached(db: Database, id: number, now: Date) {
  await db
    .update(webPushSubscriptions)
    .set({ failures: 0, lastSuccessAt: now })
    .where(eq(webPushSubscriptions.id, id));
}

/** Counts a refusal; a subscription refused MAX_PUSH_FAILURES times in a row is deleted. */
export async function subscriptionRefused(db: Database, id: number) {
  const [row] = await db
    .update(webPushSubscriptions)
    .set({ failures: sql`${webPushSubscriptions.failures} + 1` })
    .where(eq(webPushSubscriptions.id, id))
    .returning({ failures: webPushSubscriptions.failures });
  if (row && row.failures >= MAX_PUSH_FAILURES) await deleteSubscription(db, id);
}
