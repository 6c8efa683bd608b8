import {
  NOTIFICATION_KINDS,
  type TGetNotificationListQuery,
  type TMarkNotificationsReadAnswer,
  type TNotificationItem,
  type TNotificationKind,
  type TNotificationPreferences,
  type TSetNotificationPreferencesBody,
} from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { fileUrl } from "../../lib/file-url.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import {
  countNotifications,
  insertNotification,
  markRead,
  markReadByLink,
  notificationOwner,
  notificationsAfter,
  notificationsOf,
  preferencesOf,
  savePreferences,
  type NotificationRow,
} from "./notifications.repository.js";

/** eBroker's page when the client sends no `limit`. */
const DEFAULT_LIMIT = 10;

/** eBroker's `type`: 1 for inquiries and chat, 0 for everything else. */
const INQUIRY_TYPE_KINDS: ReadonlySet<string> = new Set(["inquiry_received", "message_received"]);

export type NoticeParams = Record<string, string | number>;

export interface Notice {
  readonly userId: number;
  readonly kind: TNotificationKind;
  /**
   * The values the words need. `<name>_ar` stands in for `<name>` when read in Arabic (a listing's Arabic title);
   * `variant` picks the wording for the owner or an outcome (`notice.<kind>_<variant>_title`).
   */
  readonly params?: NoticeParams;
  /** A path of the web app, without language prefix ("/user/reservations"). */
  readonly link?: string | null;
  readonly propertyId?: number | null;
}

/** The words of a stored notice in `lang`: an admin's own words as written, a system notice from its kind. */
export function wordNotice(
  row: Pick<NotificationRow, "kind" | "params" | "title" | "message">,
  lang: Language,
): { title: string; message: string } {
  const t = translatorFor(lang);
  const values: NoticeParams = {};
  for (const [key, value] of Object.entries(row.params ?? {})) {
    if (!key.endsWith("_ar")) values[key] = value;
  }
  if (lang === "ar") {
    for (const [key, value] of Object.entries(row.params ?? {})) {
      if (key.endsWith("_ar") && value !== "") values[key.slice(0, -3)] = value;
    }
  }
  const base = values.variant ? `notice.${row.kind}_${values.variant}` : `notice.${row.kind}`;
  return {
    title: row.title ?? t(`${base}_title`, values),
    message: row.message ?? t(`${base}_body`, values),
  };
}

/**
 * The inbox (issue 16, ADR 060): system notices written by the modules where things happen, after their commit,
 * and each member's list, read marks and push preferences. Sending pushes comes later; it will read the
 * preferences kept here.
 */
export interface WrittenNotice {
  id: number;
  userId: number;
  kind: TNotificationKind;
}

export function createNotificationsService(
  db: Database,
  deps: {
    filesUrl: string;
    log: FastifyBaseLogger;
    /**
     * Told of every notice once it is stored (realtime delivery and push hook in here, ADR 061/062). Its failure
     * is logged, never the writer's: the notice is in the inbox either way.
     */
    afterNotice?: (notice: WrittenNotice) => Promise<void>;
  },
) {
  function item(row: NotificationRow, lang: Language): TNotificationItem {
    const words = wordNotice(row, lang);
    return {
      id: row.id,
      title: words.title,
      message: words.message,
      type: INQUIRY_TYPE_KINDS.has(row.kind) ? 1 : 0,
      send_type: 0,
      customers_id: row.userId,
      propertys_id: row.propertyId ?? 0,
      notification_image: row.image ?? (row.propertyImage ? fileUrl(deps.filesUrl, row.propertyImage) : ""),
      created_at: row.createdAt.toISOString(),
      kind: row.kind,
      link: row.link,
      is_read: row.readAt ? 1 : 0,
      read_at: row.readAt?.toISOString() ?? null,
    };
  }

  /** Writes one notice to a member's inbox. */
  async function notify(notice: Notice): Promise<void> {
    const { id } = await insertNotification(db, {
      userId: notice.userId,
      kind: notice.kind,
      params: notice.params ?? {},
      link: notice.link ?? null,
      propertyId: notice.propertyId ?? null,
    });
    try {
      await deps.afterNotice?.({ id, userId: notice.userId, kind: notice.kind });
    } catch (error) {
      deps.log.warn({ err: error, kind: notice.kind, userId: notice.userId }, "could not deliver a notice");
    }
  }

  async function preferences(userId: number): Promise<TNotificationPreferences> {
    const { enabled, rows } = await preferencesOf(db, userId);
    const saved = new Map(rows.map((row) => [row.kind, row.push]));
    return {
      notifications_enabled: enabled,
      preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, push: saved.get(kind) ?? true })),
    };
  }

  return {
    notify,

    /**
     * The same for callers whose own work is done and committed: a notice that cannot be written is logged,
     * never turned into a failure of the approval, inquiry or booking that caused it.
     */
    async notifyQuietly(notice: Notice): Promise<void> {
      try {
        await notify(notice);
      } catch (error) {
        deps.log.warn({ err: error, kind: notice.kind, userId: notice.userId }, "could not write a notice");
      }
    },

    /** `get_notification_list`: the caller's notices, newest first, worded in the caller's language. */
    async list(userId: number, query: TGetNotificationListQuery, lang: Language) {
      const [rows, counts] = await Promise.all([
        notificationsOf(db, userId, { offset: query.offset ?? 0, limit: query.limit ?? DEFAULT_LIMIT }),
        countNotifications(db, userId),
      ]);
      return { items: rows.map((row) => item(row, lang)), total: counts.total, unread: counts.unread };
    },

    /** Marks one of the caller's notices read, or all of them. Someone else's id reads as missing. */
    async markRead(userId: number, id: number | undefined, now: Date): Promise<TMarkNotificationsReadAnswer> {
      if (id !== undefined && (await notificationOwner(db, id)) !== userId) {
        throw new AppError("NOT_FOUND", { messageKey: "notifications.not_found" });
      }
      const marked = await markRead(db, userId, id, now);
      const { unread } = await countNotifications(db, userId);
      return { marked, unread_count: unread };
    },

    /**
     * The member's notices after `afterId`, oldest first, worded in `lang`, with the unread count: what the
     * realtime stream sends (one new notice, or what a reconnecting client missed) and what a push carries.
     */
    async since(userId: number, afterId: number, lang: Language, limit = 50) {
      const [rows, counts] = await Promise.all([
        notificationsAfter(db, userId, afterId, limit),
        countNotifications(db, userId),
      ]);
      return { items: rows.map((row) => item(row, lang)), unread: counts.unread };
    },

    /**
     * The notices of one kind that lead to `link`, read: a conversation read on the chat screen leaves no
     * "new message" waiting in the bell.
     */
    markLinkRead: (userId: number, kind: TNotificationKind, link: string, now: Date) =>
      markReadByLink(db, userId, kind, link, now),

    /** Push on or off per kind (on unless switched off), beside the profile's global switch. */
    preferences,

    async savePreferences(userId: number, body: TSetNotificationPreferencesBody) {
      // The last word per kind wins when a kind is sent twice (one statement may not upsert a row twice).
      const byKind = new Map(body.preferences.map((p) => [p.kind, p.push]));
      await savePreferences(
        db,
        userId,
        [...byKind].map(([kind, push]) => ({ kind, push })),
      );
      return preferences(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
