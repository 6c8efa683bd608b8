import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { announcements, notifications } from "../../db/schema/conversations.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type AnnouncementRow = typeof announcements.$inferSelect;

/** Who an announcement reaches: every active member (`everyone`), or those of `ids` who exist and are active. */
export async function announcementRecipients(
  db: Database,
  to: { everyone: true } | { everyone: false; ids: readonly number[] },
): Promise<number[]> {
  const active = eq(users.isActive, true);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      to.everyone ? and(active, eq(users.role, "customer")) : and(active, inArray(users.id, [...to.ids])),
    )
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

export async function insertAnnouncement(tx: Tx, values: typeof announcements.$inferInsert) {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

/** One batch of inbox copies in one INSERT. */
export async function insertAnnouncementNotices(
  tx: Tx,
  announcement: AnnouncementRow,
  userIds: readonly number[],
) {
  return tx
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        kind: "announcement",
        params: { announcement_id: announcement.id },
        title: announcement.title,
        message: announcement.message,
        link: announcement.link,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}

export async function listAnnouncements(db: Database, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db.select().from(announcements).orderBy(desc(announcements.id)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(announcements),
  ]);
  return { rows, total: count?.total ?? 0 };
}
