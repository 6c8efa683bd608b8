import {
  BlockResult,
  BlockState,
  BlockUserBody,
  ChatFileQuery,
  ChatMessage,
  ChatMessagesPage,
  ChatSummary,
  dataEnvelope,
  DeleteChatMessageBody,
  GetChatsQuery,
  GetMessagesQuery,
  MarkChatReadBody,
  SendMessageBody,
} from "@manzil/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import { isInlineUploadType, PRIVATE_CACHE_CONTROL } from "../../storage/file-store.js";

const HOUR = 60 * 60 * 1000;
/** Sending takes files: the larger body allowance of ADR 031; the per-member pace is the service's (ADR 033). */
const sendConfig = { bodyBudget: "upload" as const, rateLimit: { max: 600, timeWindow: HOUR } };
const other = z.object({
  id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  is_admin: z.boolean(),
});

/** Chat (issue 16, ADR 059): eBroker's calls; the sender is always the token's user. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;

  app.get(
    "/get_chats",
    {
      schema: {
        tags: ["chat"],
        summary:
          "The caller's conversations, newest first: the other person, the listing, the last message, the unread " +
          "count and the block state either way",
        security: [{ bearer: [] }],
        querystring: GetChatsQuery,
        response: {
          200: dataEnvelope(z.array(ChatSummary), { list: true, extra: { total_page: z.number().int() } }),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { items, total, totalPage } = await chat.chats({
        viewer: request.viewer!,
        page: request.query.page,
        perPage: request.query.per_page,
        lang: request.lang,
      });
      return sendData(request, reply, items, { total, total_page: totalPage });
    },
  );

  app.get(
    "/get_messages",
    {
      schema: {
        tags: ["chat"],
        summary:
          "One of the caller's conversations (with `user_id` about `property_id`, or by `conversation_id`), newest " +
          "first; `before_id` pages stably while messages arrive. Marks it read. Another pair's conversation is 404",
        security: [{ bearer: [] }],
        querystring: GetMessagesQuery,
        response: {
          200: dataEnvelope(ChatMessagesPage, {
            extra: {
              total_page: z.number().int(),
              conversation_id: z.number().int().nullable(),
              user: other,
              ...BlockState.shape,
            },
          }),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await chat.messages({
        viewer: request.viewer!,
        userId: request.query.user_id,
        propertyId: request.query.property_id,
        conversationId: request.query.conversation_id,
        beforeId: request.query.before_id,
        page: request.query.page,
        perPage: request.query.per_page,
      });
      return sendData(request, reply, result.page, {
        total_page: result.page.last_page,
        conversation_id: result.conversationId,
        user: result.other,
        ...result.blocks,
      });
    },
  );

  app.post(
    "/send_message",
    {
      config: sendConfig,
      schema: {
        tags: ["chat"],
        summary:
          "A message from the caller (a `sender_id` is ignored) to an active member about a listing: text (kept " +
          "as sent, at most 5000 characters) and/or one `file` (JPG, PNG, WebP or PDF) or `audio` (MP3, M4A, WebM, " +
          "Ogg, WAV), at most 10 MB, the type read from the content. 403 when either side blocked the other; 429 " +
          "when sending too fast",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data", "application/json", "application/x-www-form-urlencoded"],
        body: SendMessageBody,
        response: { 200: dataEnvelope(ChatMessage, { extra: { id: z.number().int() } }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const message = await chat.send({
        viewer: request.viewer!,
        receiverId: request.body.receiver_id,
        propertyId: request.body.property_id,
        text: request.body.message,
        file: request.body.file,
        audio: request.body.audio,
        durationMs: request.body.duration_ms,
        uploaded: request.uploadedFiles,
      });
      return sendData(request, reply, message, { messageKey: "chat.sent", id: message.id });
    },
  );

  app.post(
    "/delete_chat_message",
    {
      schema: {
        tags: ["chat"],
        summary:
          "Deletes one of the caller's own messages: its text and file go, its place in the conversation stays. " +
          "The other side's message is 403; a conversation the caller is not in is 404",
        security: [{ bearer: [] }],
        body: DeleteChatMessageBody,
        response: { 200: dataEnvelope(ChatMessage) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const message = await chat.deleteMessage({
        viewer: request.viewer!,
        messageId: request.body.message_id,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, message, { messageKey: "chat.deleted" });
    },
  );

  app.post(
    "/chats/read",
    {
      schema: {
        tags: ["chat"],
        summary:
          "Marks everything the other side sent so far as read (with `user_id` about `property_id`, or by " +
          "`conversation_id`)",
        security: [{ bearer: [] }],
        body: MarkChatReadBody,
        response: { 200: dataEnvelope(z.object({ conversation_id: z.number().int().nullable() })) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await chat.markRead({
        viewer: request.viewer!,
        userId: request.body.user_id,
        propertyId: request.body.property_id,
        conversationId: request.body.conversation_id,
      });
      return sendData(request, reply, result, { messageKey: "chat.marked_read" });
    },
  );

  app.post(
    "/block-user",
    {
      schema: {
        tags: ["chat"],
        summary:
          "Refuses messages from a member (`to_user_id`) or from the support (`to_admin` 1, every admin), with an " +
          "optional reason; either side sees the state in get_chats and get_messages",
        security: [{ bearer: [] }],
        body: BlockUserBody,
        response: { 200: dataEnvelope(BlockResult) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await chat.block({
        viewer: request.viewer!,
        toUserId: request.body.to_user_id,
        toAdmin: request.body.to_admin,
        reason: request.body.reason,
      });
      return sendData(request, reply, result, { messageKey: "chat.blocked" });
    },
  );

  app.post(
    "/unblock-user",
    {
      schema: {
        tags: ["chat"],
        summary: "Lifts the caller's block of a member (`to_user_id`) or of the support (`to_admin` 1)",
        security: [{ bearer: [] }],
        body: BlockUserBody,
        response: { 200: dataEnvelope(BlockResult) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await chat.unblock({
        viewer: request.viewer!,
        toUserId: request.body.to_user_id,
        toAdmin: request.body.to_admin,
      });
      return sendData(request, reply, result, { messageKey: "chat.unblocked" });
    },
  );

  app.get(
    "/chat-file",
    {
      schema: {
        tags: ["chat"],
        summary:
          "A message's file or voice note, for the two people of its conversation only; 404 for anyone else",
        security: [{ bearer: [] }],
        querystring: ChatFileQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { file, fileName } = await chat.file({
        viewer: request.viewer!,
        messageId: request.query.message_id,
      });
      // Pictures and recordings may be shown in the page; anything else is only ever downloaded.
      const inline = isInlineUploadType(file.contentType) || file.contentType.startsWith("audio/");
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("content-length", file.size)
        .type(file.contentType)
        .send(file.body);
    },
  );
};
