import type { OutgoingHttpHeaders } from "node:http";
import type { TChatMessage, TRealtimeEvent } from "@manzil/domain/contracts";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Viewer } from "../auth/auth.service.js";
import type { ChatService } from "../chat/chat.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { formatCursor, parseCursor, type RealtimeCursor } from "./realtime-cursor.js";
import type { HubEvent, RealtimeHub } from "./realtime-hub.js";
import { latestNoticeIdOf } from "./realtime.repository.js";

/** Live streams one member may hold on one instance (tabs and devices); more is a runaway client. */
const STREAMS_PER_MEMBER = 20;
/** Replay pages: a member back from a long absence gets everything they missed, a page at a time. */
const MESSAGE_PAGE = 100;
const NOTICE_PAGE = 50;
/** How long EventSource waits before reconnecting after a dropped connection. */
const RETRY_MS = 3000;
/** A client this far behind (bytes queued in the socket) is dropped; it reconnects and resumes from its cursor. */
const MAX_QUEUED_BYTES = 1024 * 1024;

export type RealtimeStreamsDeps = {
  db: Database;
  hub: RealtimeHub;
  chat: () => ChatService;
  notifications: () => NotificationsService;
  heartbeatMs: number;
  log: FastifyBaseLogger;
};

/** One SSE frame: every frame carries the cursor, so whatever the client saw last is where it resumes. */
function frame(event: TRealtimeEvent, cursor: RealtimeCursor): string {
  return `event: ${event.type}\nid: ${formatCursor(cursor)}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The resume point a client sent (`Last-Event-ID`, or `last_event_id` for clients that cannot set headers). */
function requestedCursor(request: FastifyRequest): RealtimeCursor | null {
  const header = request.headers["last-event-id"];
  const query = (request.query as { last_event_id?: string } | undefined)?.last_event_id;
  const text = (typeof header === "string" && header !== "" ? header : query) ?? "";
  if (text === "") return null;
  const cursor = parseCursor(text);
  if (!cursor) {
    throw new AppError("VALIDATION_FAILED", {
      messageKey: "realtime.invalid_cursor",
      fields: { last_event_id: ["realtime.invalid_cursor"] },
    });
  }
  return cursor;
}

/**
 * The members' live streams on this instance (issue 16, ADR 061): each subscribes to the hub, replays what the
 * client missed from the database, then writes live events in the order they came.
 */
export function createRealtimeStreams(deps: RealtimeStreamsDeps) {
  const open = new Set<() => void>();
  const perMember = new Map<number, number>();
  // Live events may have been lost: every client reconnects with its cursor and gets them from the database.
  deps.hub.onGap(() => {
    deps.log.warn(
      { streams: open.size },
      "realtime events may have been missed; streams are asked to resume",
    );
    for (const end of open) end();
  });

  async function startingPoint(viewer: Viewer): Promise<RealtimeCursor> {
    const [message, notice] = await Promise.all([
      deps.chat().latestMessageId(viewer),
      latestNoticeIdOf(deps.db, viewer.id),
    ]);
    return { message, notice };
  }

  return {
    /** Answers `GET /api/realtime/stream`; resolves once the stream ends. */
    async open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const viewer = request.viewer!;
      const lang = request.lang;
      const resumeFrom = requestedCursor(request);
      if ((perMember.get(viewer.id) ?? 0) >= STREAMS_PER_MEMBER) {
        throw new AppError("RATE_LIMITED", { messageKey: "realtime.too_many_streams" });
      }

      // Subscribed before anything is read: an event published while we replay waits in the queue, never lost.
      let queue: Promise<void> = Promise.resolve();
      let cursor: RealtimeCursor = resumeFrom ?? { message: 0, notice: 0 };
      let closed = false;
      const replayedMessages = new Set<number>();
      const replayedNotices = new Set<number>();
      const res = reply.raw;

      const write = (text: string) => {
        if (closed) return;
        res.write(text);
        if (res.writableLength > MAX_QUEUED_BYTES) res.end();
      };
      const sendMessage = (message: TChatMessage) => {
        cursor = { ...cursor, message: Math.max(cursor.message, message.id) };
        write(frame({ type: "message", message }, cursor));
      };
      const sendNotices = async (afterId: number, limit: number, only?: number) => {
        const { items, unread } = await deps.notifications().since(viewer.id, afterId, lang, limit);
        for (const notification of items) {
          if (only !== undefined && notification.id !== only) continue;
          cursor = { ...cursor, notice: Math.max(cursor.notice, notification.id) };
          write(frame({ type: "notification", notification, unread_count: unread }, cursor));
        }
        return items;
      };
      const deliver = async (event: HubEvent) => {
        if (closed) return;
        if (event.type === "message") {
          if (!replayedMessages.has(event.message.id)) sendMessage(event.message);
        } else if (event.type === "notification") {
          // Worded here, in this stream's language: the hub only carries the notice's id.
          if (!replayedNotices.has(event.notice_id))
            await sendNotices(event.notice_id - 1, 1, event.notice_id);
        } else {
          write(frame(event, cursor));
        }
      };
      const enqueue = (task: () => Promise<void>) => {
        queue = queue.then(task).catch((error: unknown) => {
          deps.log.error({ err: error, userId: viewer.id }, "a realtime stream failed; closing it");
          res.end();
        });
      };

      let unsubscribe: () => void;
      try {
        unsubscribe = await deps.hub.subscribe(viewer.id, (event) => enqueue(() => deliver(event)));
      } catch (error) {
        throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "realtime.unavailable", cause: error });
      }

      const count = (perMember.get(viewer.id) ?? 0) + 1;
      perMember.set(viewer.id, count);
      // Started only once the headers are out; cleared with the stream.
      const heartbeat: { timer?: NodeJS.Timeout } = {};
      const end = () => res.end();
      open.add(end);
      const finished = new Promise<void>((resolve) => {
        const cleanUp = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat.timer);
          unsubscribe();
          open.delete(end);
          const left = (perMember.get(viewer.id) ?? 1) - 1;
          if (left > 0) perMember.set(viewer.id, left);
          else perMember.delete(viewer.id);
          resolve();
        };
        res.once("close", cleanUp);
        // The client may have gone while we subscribed: its "close" is already past.
        if (res.destroyed || request.raw.socket?.destroyed) cleanUp();
      });
      if (closed) {
        reply.hijack();
        res.destroy();
        return;
      }

      // From here on the answer is ours to write: no serializer or onSend hook may buffer the stream. The headers
      // the hooks already set (security headers, CORS) go out with it.
      reply.hijack();
      const hooked = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      res.writeHead(200, {
        ...(Object.fromEntries(hooked) as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      request.raw.socket?.setNoDelay(true);
      request.raw.socket?.setTimeout(0);
      write(`retry: ${RETRY_MS}\n: ${resumeFrom ? "resuming" : "connected"}\n\n`);

      enqueue(async () => {
        if (!resumeFrom) {
          cursor = await startingPoint(viewer);
          // An id-only frame: EventSource keeps it as its last event id without firing an event, so even a
          // connection that drops before anything happens resumes from here.
          write(`id: ${formatCursor(cursor)}\n\n`);
          return;
        }
        for (;;) {
          const messages = await deps.chat().messagesSince(viewer, cursor.message, MESSAGE_PAGE);
          for (const message of messages) {
            replayedMessages.add(message.id);
            sendMessage(message);
          }
          if (messages.length < MESSAGE_PAGE || closed) break;
        }
        for (;;) {
          const notices = await sendNotices(cursor.notice, NOTICE_PAGE);
          for (const notice of notices) replayedNotices.add(notice.id);
          if (notices.length < NOTICE_PAGE || closed) break;
        }
        // Tells the client where it stands even when nothing was missed.
        write(`id: ${formatCursor(cursor)}\n\n`);
      });
      heartbeat.timer = setInterval(() => write(": keep-alive\n\n"), deps.heartbeatMs);
      await finished;
    },

    /** Ends every open stream (the app is closing); clients reconnect elsewhere and resume. */
    closeAll() {
      for (const end of open) end();
    },
  };
}

export type RealtimeStreams = ReturnType<typeof createRealtimeStreams>;
