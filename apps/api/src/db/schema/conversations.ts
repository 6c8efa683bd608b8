import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { oneOf } from "./columns.js";
import { properties } from "./properties.js";

/**
 * Chat, blocks and notifications (issue 16, ADR 058). eBroker keys a conversation as
 * `conv_<lower id>_<higher id>_prop_<property id>` and takes the sender from the request body; here the pair is
 * stored ordered (so one conversation per property and pair is a unique index) and the sender is always the
 * token's user.
 */

export const chatFileKinds = ["image", "document", "audio"] as const;

/** Two people talking about one listing (or about nothing in particular, `property_id` null: support chats). */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    // Cascade, not set null: a deleted listing's conversation turned listing-less could collide with the pair's
    // support chat under the unique key below, and the listing's delete would fail.
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    /** The pair, lower user id first: the same two people and listing always find the same row. */
    lowUserId: integer("low_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    highUserId: integer("high_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Each side's last message read (ids grow): unread = the other side's messages after it. */
    lowReadUpTo: bigint("low_read_up_to", { mode: "number" }).notNull().default(0),
    highReadUpTo: bigint("high_read_up_to", { mode: "number" }).notNull().default(0),
    lastMessageId: bigint("last_message_id", { mode: "number" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Null (no listing) counts as one value: one support chat per pair.
    unique("conversations_pair_uq").on(t.propertyId, t.lowUserId, t.highUserId).nullsNotDistinct(),
    index("conversations_low_idx").on(t.lowUserId, t.lastMessageAt.desc()),
    index("conversations_high_idx").on(t.highUserId, t.lastMessageAt.desc()),
    check("conversations_pair_ck", sql`${t.lowUserId} < ${t.highUserId}`),
  ],
);

/**
 * One message: text kept exactly as sent (never HTML-escaped on the way in, never interpreted on the way out),
 * and at most one private file (image, document or voice note) whose kind was read from its content.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body"),
    fileKind: text("file_kind", { enum: chatFileKinds }),
    /** Private storage key: only the two participants may fetch it. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    /** A voice note's length, as the recorder measured it. */
    durationMs: integer("duration_ms"),
    /** Deleted by its sender: the row stays so paging and read marks keep their places; the content goes. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first by id: stable paging while messages arrive (page by "before id", not by offset).
    index("chat_messages_conversation_idx").on(t.conversationId, t.id.desc()),
    oneOf("chat_messages_file_kind_ck", t.fileKind, chatFileKinds),
    check(
      "chat_messages_content_ck",
      sql`${t.deletedAt} is not null or ${t.body} is not null or ${t.fileKey} is not null`,
    ),
    check("chat_messages_file_ck", sql`(${t.fileKey} is null) = (${t.fileKind} is null)`),
  ],
);

/**
 * Who refuses whose messages (spec §6: users can block other users or the admin). `blocks_admin` blocks the
 * platform's support (every admin) instead of one member; either way the blocked side sees the state.
 */
export const userBlocks = pgTable(
  "user_blocks",
  {
    id: serial("id").primaryKey(),
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id").references(() => users.id, { onDelete: "cascade" }),
    blocksAdmin: boolean("blocks_admin").notNull().default(false),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_blocks_member_uq")
      .on(t.blockerId, t.blockedId)
      .where(sql`${t.blockedId} is not null`),
    uniqueIndex("user_blocks_admin_uq")
      .on(t.blockerId)
      .where(sql`${t.blocksAdmin}`),
    index("user_blocks_blocked_idx").on(t.blockedId),
    check("user_blocks_target_ck", sql`(${t.blockedId} is not null) <> ${t.blocksAdmin}`),
    check("user_blocks_self_ck", sql`${t.blockedId} is distinct from ${t.blockerId}`),
  ],
);

/**
 * What a member is told (listing approved or rejected, a new inquiry or message, a package expiring, payment and
 * booking steps, an admin's announcement). System notices store a kind and its values and are worded in the
 * reader's language when read; an admin's announcement stores its own words.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    /** An admin's own words (eBroker's title/message), or null for a system notice worded from `kind`. */
    title: text("title"),
    message: text("message"),
    image: text("image"),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    /** Where the notice leads in the web app ("/user/reservations/12"). */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A member's "do not push me this kind" (the global switch is users.notifications_enabled). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    push: boolean("push").notNull(),
  },
  (t) => [uniqueIndex("notification_preferences_uq").on(t.userId, t.kind)],
);

/**
 * A browser's W3C Push subscription (VAPID): where to post, and the keys to encrypt for it. A subscription the
 * push service answers 404/410 for is gone and is deleted; repeated failures count up to pruning.
 */
export const webPushSubscriptions = pgTable(
  "web_push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    /** The language the browser asked in when it subscribed: its pushes are worded in it (members have none). */
    lang: text("lang"),
    failures: smallint("failures").notNull().default(0),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("web_push_subscriptions_endpoint_uq").on(t.endpoint),
    index("web_push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * An admin's announcement (issue 16): what was sent, to whom (eBroker's `send_type`: 1 everyone, 0 chosen
 * members) and how many inboxes it reached. Each recipient's copy is a `notifications` row of kind
 * `announcement` carrying the admin's own words.
 */
export const announcements = pgTable("announcements", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  link: text("link"),
  sendType: smallint("send_type").notNull(),
  recipients: integer("recipients").notNull(),
  sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
