import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TAnnouncement, TSendAnnouncementBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { announcements, notifications } from "../../db/schema/conversations.js";
import { AppError } from "../../lib/app-error.js";
import type { WrittenNotice } from "./notifications.service.js";

/** Inbox rows written per INSERT: one statement per batch, never one per member. */
export const ANNOUNCEMENT_BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The admins' announcements (issue 16; eBroker's `send_type` 1 everyone, 0 chosen `user_ids`): one
 * `announcement` notice per active member in the admin's own words, written in one transaction in batches,
 * then handed, batch by batch, to push and realtime delivery.
 */
export function createAnnouncements(
  db: Database,
  deps: {
    /** Told of each committed batch of notices (at most ANNOUNCEMENT_BATCH). */
    afterNotices: (written: WrittenNotice[]) => Promise<void>;
  },
) {
  async function recipients(body: TSendAnnouncementBody): Promise<number[]> {
    const active = eq(users.isActive, true);
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        body.send_type === 1
          ? and(active, eq(users.role, "customer"))
          : and(active, inArray(users.id, [...new Set(body.user_ids ?? [])])),
      )
      .orderBy(users.id);
    return rows.map((row) => row.id);
  }

  return {
    async send(body: TSendAnnouncementBody, sentBy: number): Promise<TAnnouncement> {
      const to = await recipients(body);
      if (to.length === 0)
        throw new AppError("VALIDATION_FAILED", { messageKey: "announcements.no_recipients" });
      const link = body.link ?? null;
      const { announcement, batches } = await db.transaction(async (tx) => {
        const [announcement] = await tx
          .insert(announcements)
          .values({
            title: body.title,
            message: body.message,
            link,
            sendType: body.send_type,
            recipients: to.length,
            sentBy,
          })
          .returning();
        const batches: WrittenNotice[][] = [];
        for (const batch of chunks(to, ANNOUNCEMENT_BATCH)) {
          const rows = await tx
            .insert(notifications)
            .values(
              batch.map((userId) => ({
                userId,
                kind: "announcement",
                params: { announcement_id: announcement!.id },
                title: body.title,
                message: body.message,
                link,
              })),
            )
            .returning({ id: notifications.id, userId: notifications.userId });
          batches.push(
            rows.map((row) => ({ id: row.id, userId: row.userId, kind: "announcement" as const })),
          );
        }
        return { announcement: announcement!, batches };
      });
      for (const batch of batches) await deps.afterNotices(batch);
      return view(announcement);
    },

    async list(page: { offset: number; limit: number }) {
      const [rows, [count]] = await Promise.all([
        db.select().from(announcements).orderBy(desc(announcements.id)).limit(page.limit).offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(announcements),
      ]);
      return { items: rows.map(view), total: count?.total ?? 0 };
    },
  };
}

function view(row: typeof announcements.$inferSelect): TAnnouncement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    send_type: row.sendType === 1 ? 1 : 0,
    recipients: row.recipients,
    sent_by: row.sentBy,
    created_at: row.createdAt.toISOString(),
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
