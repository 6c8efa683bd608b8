import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { notificationPreferences, notifications } from "../../db/schema/conversations.js";
import { properties } from "../../db/schema/properties.js";

export type NotificationRow = typeof notifications.$inferSelect & { propertyImage: string | null };

export async function insertNotification(db: Database, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row!;
}

/** One member's notices, newest first (by id: stable while new ones arrive). */
export async function notificationsOf(
  db: Database,
  userId: number,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  const rows = await db
    .select({ notification: notifications, propertyImage: properties.titleImage })
    .from(notifications)
    .leftJoin(properties, eq(properties.id, notifications.propertyId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.notification, propertyImage: row.propertyImage }));
}

/** One member's notices after `afterId` (oldest first, at most `limit`): what a reconnecting stream missed. */
export async function notificationsAfter(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  const rows = await db
    .select({ notification: notifications, propertyImage: properties.titleImage })
    .from(notifications)
    .leftJoin(properties, eq(properties.id, notifications.propertyId))
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.notification, propertyImage: row.propertyImage }));
}

export async function countNotifications(db: Database, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function notificationOwner(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** Marks the member's unread notices read (one of them when `id` is given); answers how many changed. */
export async function markRead(db: Database, userId: number, id: number | undefined, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read a member's unread notices of one kind that lead to `link` (a chat's notices once it is read). */
export async function markReadByLink(db: Database, userId: number, kind: string, link: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferencesOf(db: Database, userId: number) {
  const [user] = await db
    .select({ enabled: users.notificationsEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const rows = await db
    .select({ kind: notificationPreferences.kind, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { enabled: user?.enabled ?? true, rows };
}

/** Upserts on the (user, kind) unique index: two saves at once leave one row per kind, the later one's value. */
export async function savePreferences(
  db: Database,
  userId: number,
  preferences: readonly { kind: string; push: boolean }[],
) {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ userId, kind: p.kind, push: p.push })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { push: sql`excluded.push` },
    });
}

/** A member's display name, for notices that name who did something ("Mona sent you a message"). */
export async function memberName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
