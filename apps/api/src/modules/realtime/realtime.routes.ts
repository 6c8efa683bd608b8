import { RealtimeStreamQuery } from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RealtimeStreams } from "./realtime-streams.js";

const STREAM_DESCRIPTION = [
  "Server-Sent Events (`text/event-stream`) for the signed-in member (bearer token or the web's session cookie);",
  "401 for a guest. Each frame is `event: <type>`, `id: <last message id>.<last notice id>` and `data:` one JSON",
  "object: `message` (a message to or from the member, `is_mine` theirs), `message_deleted`, `read`, `block`,",
  "`notification` (worded in the request's language, with `unread_count`). Send the last `id` back as",
  "`Last-Event-ID` (EventSource does so by itself) or `last_event_id` to receive what was missed, in order; without",
  "it the stream starts now and first sends an id-only frame. Comment lines keep the connection alive.",
].join(" ");

/** The realtime channel (issue 16, ADR 061). */
export const realtimeRoutes: FastifyPluginAsyncZod<{ streams: RealtimeStreams }> = async (app, options) => {
  app.get(
    "/realtime/stream",
    {
      schema: {
        tags: ["realtime"],
        summary:
          "The member's live events (chat messages, read marks, blocks, notices) as Server-Sent Events",
        description: STREAM_DESCRIPTION,
        security: [{ bearer: [] }],
        querystring: RealtimeStreamQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await options.streams.open(request, reply);
      return reply;
    },
  );
};
