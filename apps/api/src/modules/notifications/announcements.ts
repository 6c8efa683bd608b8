import type { TAnnouncement, TSendAnnouncementBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  announcementRecipients,
  insertAnnouncement,
  insertAnnouncementNotices,
  listAnnouncements,
  type AnnouncementRow,
} from "./announcements.repository.js";
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
 * `announcement` notice per active member in the admin's own words, written in one transaction in batches (all
 * or none), then handed, batch by batch, to push and realtime delivery.
 */
export function createAnnouncements(
  db: Database,
  deps: {
    /** Told of each committed batch of notices (at most ANNOUNCEMENT_BATCH). */
    afterNotices: (written: WrittenNotice[]) => Promise<void>;
  },
) {
  return {
    /** `auditActor`: the sending admin as the audit log records them, in the sending transaction (ADR 063). */
    async send(body: TSendAnnouncementBody, sentBy: number, auditActor?: AuditActor): Promise<TAnnouncement> {
      const to = await announcementRecipients(
        db,
        body.send_type === 1
          ? { everyone: true }
          : { everyone: false, ids: [...new Set(body.user_ids ?? [])] },
      );
      if (to.length === 0) {
        throw new AppError("VALIDATION_FAILED", { messageKey: "announcements.no_recipients" });
      }
      const { announcement, batches } = await db.transaction(async (tx) => {
        const announcement = await insertAnnouncement(tx, {
          title: body.title,
          message: body.message,
          link: body.link ?? null,
          sendType: body.send_type,
          recipients: to.length,
          sentBy,
        });
        const batches: WrittenNotice[][] = [];
        for (const batch of chunks(to, ANNOUNCEMENT_BATCH)) {
          const rows = await insertAnnouncementNotices(tx, announcement, batch);
          batches.push(
            rows.map((row) => ({ id: row.id, userId: row.userId, kind: "announcement" as const })),
          );
        }
        if (auditActor) {
          await recordAdminAction(tx, auditActor, {
            action: "announcements.send",
            targetType: "announcement",
            targetId: announcement.id,
            before: null,
            after: {
              title: announcement.title,
              message: announcement.message,
              link: announcement.link,
              send_type: announcement.sendType,
              recipients: announcement.recipients,
            },
          });
        }
        return { announcement, batches };
      });
      for (const batch of batches) await deps.afterNotices(batch);
      return view(announcement);
    },

    async list(page: { offset: number; limit: number }) {
      const { rows, total } = await listAnnouncements(db, page);
      return { items: rows.map(view), total };
    },
  };
}

function view(row: AnnouncementRow): TAnnouncement {
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
