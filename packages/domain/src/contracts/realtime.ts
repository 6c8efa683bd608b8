import { z } from "zod";
import { ChatMessage } from "./chat.js";
import { NotificationItem } from "./notifications.js";

// The realtime channel (issue 16, ADR 061): one Server-Sent Events stream per signed-in member at
// `GET /api/realtime/stream`. Each SSE frame is `event: <type>` with `data:` one JSON object of the matching shape
// below. Frames that carry a chat message or a notice have an SSE `id` ("<last message id>.<last notice id>"); a
// reconnecting EventSource sends it back as `Last-Event-ID` and the server replays what came after it, so nothing
// is lost across a dropped connection or a switch of instance.

export const REALTIME_STREAM_PATH = "realtime/stream";

/**
 * `GET realtime/stream`: `lang` words the notices; `last_event_id` is the resume point for clients that cannot send
 * the `Last-Event-ID` header (the header wins when both are sent).
 */
export const RealtimeStreamQuery = z.object({
  lang: z.string().trim().max(10).optional(),
  last_event_id: z.string().trim().max(40).optional(),
});
export type TRealtimeStreamQuery = z.infer<typeof RealtimeStreamQuery>;

const conversationId = z.number().int();

/** A message to or from the member (on any of their devices), as that member reads it (`is_mine` theirs). */
export const RealtimeMessageEvent = z.object({ type: z.literal("message"), message: ChatMessage });
/** A message of one of the member's conversations was deleted by its sender. */
export const RealtimeMessageDeletedEvent = z.object({
  type: z.literal("message_deleted"),
  conversation_id: conversationId,
  message_id: z.number().int(),
});
/** The other side (or the member on another device) read a conversation up to `up_to_id`. */
export const RealtimeReadEvent = z.object({
  type: z.literal("read"),
  conversation_id: conversationId,
  reader_id: z.number().int(),
  up_to_id: z.number().int(),
});
/** Someone blocked or unblocked the member, or the member did (seen from the member's side). */
export const RealtimeBlockEvent = z.object({
  type: z.literal("block"),
  /** The other person; null for the platform's support (`to_admin`). */
  user_id: z.number().int().nullable(),
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
});
/** A new notice in the member's inbox, worded in the language of the stream's request, with the new unread count. */
export const RealtimeNotificationEvent = z.object({
  type: z.literal("notification"),
  notification: NotificationItem,
  unread_count: z.number().int().min(0),
});

export const RealtimeEvent = z.discriminatedUnion("type", [
  RealtimeMessageEvent,
  RealtimeMessageDeletedEvent,
  RealtimeReadEvent,
  RealtimeBlockEvent,
  RealtimeNotificationEvent,
]);
export type TRealtimeEvent = z.infer<typeof RealtimeEvent>;
export type TRealtimeEventType = TRealtimeEvent["type"];
export const REALTIME_EVENT_TYPES = [
  "message",
  "message_deleted",
  "read",
  "block",
  "notification",
] as const satisfies readonly TRealtimeEventType[];
