import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_PAGE,
  type TBlockResult,
  type TChatMessage,
  type TChatMessagesPage,
  type TChatSummary,
  type TBlockState,
} from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../plugins/i18n.js";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { fileUrl } from "../../lib/file-url.js";
import { isRefusal, secondsFrom, type LimiterFactory } from "../../lib/shared-limiters.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore, PrivateFile } from "../../storage/file-store.js";
import type { Viewer } from "../auth/auth.service.js";
import { inspectListingDocument } from "../media/listing-media.js";
import { mapBlockState, mapMessage } from "./chat.mapper.js";
import {
  addBlock,
  blockFacts,
  blockFactsFrom,
  blocksAmong,
  conversationsOf,
  eraseMessage,
  findConversation,
  insertMessage,
  latestMessageIdOf,
  markRead,
  messageById,
  messagesAfter,
  messagesPage,
  openConversation,
  otherSide,
  participantConversation,
  peopleByIds,
  readMarkOf,
  propertyExists,
  recordSent,
  removeBlock,
  type BlockFacts,
  type ConversationRow,
  type MessageRow,
  type Person,
} from "./chat.repository.js";

/** Chat files live in the store's PRIVATE area: only `chat-file` (a participant) ever reads them. */
export const CHAT_FILE_FOLDER = "chat-files";

/**
 * Voice notes as phones and browsers record them, by the type their bytes say (Chrome's MediaRecorder writes WebM,
 * which reads as video/webm; Safari writes MP4/M4A): the extension and the type the file is served with.
 */
const VOICE_TYPES: Readonly<Record<string, { extension: string; contentType: string }>> = {
  "audio/mpeg": { extension: "mp3", contentType: "audio/mpeg" },
  "audio/mp4": { extension: "m4a", contentType: "audio/mp4" },
  "audio/x-m4a": { extension: "m4a", contentType: "audio/mp4" },
  "video/mp4": { extension: "m4a", contentType: "audio/mp4" },
  "audio/webm": { extension: "webm", contentType: "audio/webm" },
  "video/webm": { extension: "webm", contentType: "audio/webm" },
  "audio/ogg": { extension: "ogg", contentType: "audio/ogg" },
  "audio/opus": { extension: "ogg", contentType: "audio/ogg" },
  "audio/wav": { extension: "wav", contentType: "audio/wav" },
  "audio/vnd.wave": { extension: "wav", contentType: "audio/wav" },
};

/** What a committed message looks like to whoever is told of it (the realtime channel and notifications, later). */
export type SentMessage = {
  message: TChatMessage;
  senderId: number;
  receiverId: number;
  conversationId: number;
};

/**
 * The other committed changes of a conversation the two people may be shown at once (ADR 061): a message erased,
 * a read mark moved forward, a block made or lifted (`facts` as the blocker sees the pair afterwards; `blockedId`
 * null for the support).
 */
export type ChatChange =
  | { kind: "message_deleted"; conversationId: number; messageId: number; userIds: [number, number] }
  | { kind: "read"; conversationId: number; readerId: number; otherId: number; upToId: number }
  | { kind: "block"; blockerId: number; blockedId: number | null; facts: BlockFacts };

type CheckedFile = {
  path: string;
  kind: "image" | "document" | "audio";
  extension: string;
  contentType: string;
  size: number;
  name: string | null;
};

const invalid = (messageKey: string, field = "message") =>
  new AppError("VALIDATION_FAILED", { messageKey, fields: { [field]: [messageKey] } });
const conversationNotFound = () => new AppError("NOT_FOUND", { messageKey: "chat.conversation_not_found" });
const messageNotFound = () => new AppError("NOT_FOUND", { messageKey: "chat.message_not_found" });

/** The part of this very request named by the body (never a path a client typed), or undefined. */
function uploadedPart(value: unknown, uploaded: UploadedFile[]): UploadedFile | undefined {
  return isUploadedFile(value) ? uploaded.find((file) => file.path === value.path) : undefined;
}

/**
 * Chat (issue 16, ADR 059): private conversations between two people about a listing (or none, support chats).
 * The sender is always the signed-in user; a third user finds nothing (404) wherever they look.
 */
export function createChatService(
  db: Database,
  deps: {
    files: FileStore;
    limiter: LimiterFactory;
    /** The API's public base, for file links. */
    publicUrl: string;
    log: FastifyBaseLogger;
    /** Messages one member may send per minute (ADR 033's shared counters). */
    sendsPerMinute?: number;
    /** Told of every committed message (realtime delivery and notifications hook in here); never fails a send. */
    onMessage?: (sent: SentMessage) => Promise<void> | void;
    /** Told of every committed deletion, read mark and block (realtime delivery); never fails the action. */
    onChange?: (change: ChatChange) => Promise<void> | void;
  },
) {
  const sendLimiter = deps.limiter({
    name: "chat-send",
    points: deps.sendsPerMinute ?? 30,
    durationSeconds: 60,
  });
  const profileUrl = (key: string | null) => fileUrl(deps.files.publicBaseUrl, key);
  const asParty = (viewer: Viewer) => ({ id: viewer.id, isAdmin: viewer.role === "admin" });

  async function person(id: number): Promise<Person | null> {
    return (await peopleByIds(db, [id])).get(id) ?? null;
  }

  /** The other person of a conversation, who must exist and be active to be written to. */
  async function activeReceiver(id: number): Promise<Person> {
    const receiver = await person(id);
    if (!receiver || !receiver.isActive)
      throw new AppError("NOT_FOUND", { messageKey: "chat.receiver_not_found" });
    return receiver;
  }

  /** A file or a voice note of this request, its kind and type read from its bytes (never its name or header). */
  async function checkAttachment(body: { file?: unknown; audio?: unknown }, uploaded: UploadedFile[]) {
    const file = uploadedPart(body.file, uploaded);
    const audio = uploadedPart(body.audio, uploaded);
    if (file && audio) throw invalid("chat.one_file_only", "file");
    const part = file ?? audio;
    if (!part) return null;
    if (part.size <= 0) throw invalid("chat.empty_message", part.fieldName);
    if (part.size > CHAT_FILE_MAX_BYTES) throw invalid("chat.file_too_large", part.fieldName);
    const name = part.fileName.slice(0, 200) || null;
    if (file) {
      // The same sniffing as bank receipts and owner documents: PDF, JPEG, PNG or WebP.
      const checked = await inspectListingDocument(file, CHAT_FILE_MAX_BYTES);
      if ("problem" in checked) throw invalid("chat.file_type", "file");
      const kind = checked.contentType.startsWith("image/") ? "image" : "document";
      return {
        path: file.path,
        kind,
        extension: checked.extension,
        contentType: checked.contentType,
        size: file.size,
        name,
      } satisfies CheckedFile;
    }
    const sniffed = await fileTypeFromFile(part.path).catch(() => undefined);
    const voice = sniffed ? VOICE_TYPES[sniffed.mime] : undefined;
    if (!voice) throw invalid("chat.audio_type", "audio");
    return { path: part.path, kind: "audio", ...voice, size: part.size, name } satisfies CheckedFile;
  }

  async function refuseIfBlocked(viewer: Viewer, receiver: Person) {
    const facts = await blockFacts(db, asParty(viewer), receiver);
    if (facts.blockedByMe) {
      throw new AppError("FORBIDDEN", {
        messageKey: receiver.isAdmin ? "chat.support_blocked_by_you" : "chat.blocked_by_you",
      });
    }
    if (facts.blockedMe) throw new AppError("FORBIDDEN", { messageKey: "chat.blocked_by_them" });
  }

  async function takeSendPoint(userId: number) {
    try {
      await sendLimiter.consume(String(userId));
    } catch (refusal) {
      if (!isRefusal(refusal)) throw refusal;
      throw new AppError("RATE_LIMITED", {
        messageKey: "chat.too_fast",
        params: { seconds: secondsFrom(refusal.msBeforeNext) },
      });
    }
  }

  /** The caller's conversation by id, or with `userId` about `propertyId`; null when they never talked. */
  async function resolveConversation(
    viewer: Viewer,
    input: { conversationId?: number; userId?: number; propertyId?: number },
  ): Promise<{ conversation: ConversationRow | null; other: Person }> {
    if (input.conversationId !== undefined) {
      const conversation = await participantConversation(db, input.conversationId, viewer.id);
      if (!conversation) throw conversationNotFound();
      const other = await person(otherSide(conversation, viewer.id));
      if (!other) throw conversationNotFound();
      return { conversation, other };
    }
    const userId = input.userId!;
    if (userId === viewer.id) throw invalid("chat.cannot_message_self", "user_id");
    const other = await person(userId);
    if (!other) throw new AppError("NOT_FOUND", { messageKey: "chat.receiver_not_found" });
    const conversation = await findConversation(db, {
      userA: viewer.id,
      userB: userId,
      propertyId: input.propertyId ?? null,
    });
    return { conversation, other };
  }

  /** The message and its conversation when the viewer is one of the two; 404 for anyone else. */
  async function visibleMessage(viewer: Viewer, messageId: number) {
    const message = await messageById(db, messageId);
    const conversation = message && (await participantConversation(db, message.conversationId, viewer.id));
    if (!message || !conversation) throw messageNotFound();
    return { message, conversation };
  }

  async function tell(sent: SentMessage) {
    try {
      await deps.onMessage?.(sent);
    } catch (error) {
      deps.log.error({ err: error, messageId: sent.message.id }, "a chat message listener failed");
    }
  }

  async function tellChange(change: ChatChange) {
    try {
      await deps.onChange?.(change);
    } catch (error) {
      deps.log.error({ err: error, change: change.kind }, "a chat change listener failed");
    }
  }

  /** Marks the conversation read for the reader and tells both sides when the mark moved. */
  async function markReadAndTell(conversation: ConversationRow, readerId: number) {
    const before = readMarkOf(conversation, readerId);
    const upToId = await markRead(db, conversation, readerId);
    if (upToId <= before) return;
    await tellChange({
      kind: "read",
      conversationId: conversation.id,
      readerId,
      otherId: otherSide(conversation, readerId),
      upToId,
    });
  }

  /** How the pair stands after a block or unblock, as the blocker sees it. */
  async function blockFactsAfter(viewer: Viewer, target: number | null): Promise<BlockFacts> {
    if (target === null) {
      // The support is every admin: what matters is the member's own `blocks_admin` row.
      const rows = await blocksAmong(db, viewer.id, []);
      return {
        blockedByMe: blockFactsFrom(rows, asParty(viewer), { id: 0, isAdmin: true }).blockedByMe,
        blockedMe: false,
      };
    }
    const other = await person(target);
    return other ? blockFacts(db, asParty(viewer), other) : { blockedByMe: false, blockedMe: false };
  }

  return {
    /** `get_chats`: the caller's conversations that have a message, newest first. */
    async chats(input: { viewer: Viewer; page?: number; perPage?: number; lang: Language }) {
      const perPage = input.perPage ?? CHAT_PAGE;
      const page = input.page ?? 1;
      const me = input.viewer.id;
      const { rows, total } = await conversationsOf(db, {
        userId: me,
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      const otherIds = rows.map((row) => otherSide(row.conversation, me));
      const [people, blocks] = await Promise.all([peopleByIds(db, otherIds), blocksAmong(db, me, otherIds)]);
      const items: TChatSummary[] = rows.flatMap((row) => {
        const other = people.get(otherSide(row.conversation, me));
        if (!other) return [];
        const context = { conversation: row.conversation, viewerId: me, apiBase: deps.publicUrl };
        return [
          {
            conversation_id: row.conversation.id,
            user_id: other.id,
            name: other.name,
            profile: profileUrl(other.profileImage),
            is_admin: other.isAdmin,
            property_id: row.property?.id ?? null,
            // The listing's title in the reader's language when it has one (a chat list reads like the listing).
            title: row.property ? (input.lang === "ar" && row.property.titleAr) || row.property.title : null,
            title_image: row.property ? profileUrl(row.property.titleImage) : null,
            property_reference_id: row.property?.slug ?? null,
            date: row.conversation.lastMessageAt?.toISOString() ?? null,
            unread_count: row.unread,
            last_message: row.lastMessage ? mapMessage(row.lastMessage, context) : null,
            ...mapBlockState(blockFactsFrom(blocks, asParty(input.viewer), other)),
          },
        ];
      });
      return { items, total, totalPage: Math.ceil(total / perPage) };
    },

    /**
     * `get_messages`: one page, newest first. Reading marks the conversation read (as eBroker's did). `before_id`
     * pages from a message the client already has, so new arrivals never shift what the next page holds.
     */
    async messages(input: {
      viewer: Viewer;
      userId?: number;
      propertyId?: number;
      conversationId?: number;
      beforeId?: number;
      page?: number;
      perPage?: number;
    }): Promise<{
      page: TChatMessagesPage;
      conversationId: number | null;
      other: { id: number; name: string; profile: string; is_admin: boolean };
      blocks: TBlockState;
    }> {
      const perPage = input.perPage ?? CHAT_PAGE;
      const currentPage = input.beforeId === undefined ? (input.page ?? 1) : 1;
      const { conversation, other } = await resolveConversation(input.viewer, input);
      const blocks = mapBlockState(await blockFacts(db, asParty(input.viewer), other));
      const otherOut = {
        id: other.id,
        name: other.name,
        profile: profileUrl(other.profileImage),
        is_admin: other.isAdmin,
      };
      if (!conversation) {
        const empty = {
          current_page: currentPage,
          per_page: perPage,
          last_page: 1,
          total: 0,
          data: [],
          next_before_id: null,
        };
        return { page: empty, conversationId: null, other: otherOut, blocks };
      }
      const { rows, total } = await messagesPage(db, {
        conversationId: conversation.id,
        beforeId: input.beforeId,
        offset: (currentPage - 1) * perPage,
        limit: perPage + 1,
      });
      const pageRows = rows.slice(0, perPage);
      await markReadAndTell(conversation, input.viewer.id);
      const context = { conversation, viewerId: input.viewer.id, apiBase: deps.publicUrl };
      return {
        page: {
          current_page: currentPage,
          per_page: perPage,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total,
          data: pageRows.map((row) => mapMessage(row, context)),
          next_before_id: rows.length > perPage ? pageRows[pageRows.length - 1]!.id : null,
        },
        conversationId: conversation.id,
        other: otherOut,
        blocks,
      };
    },

    /** `send_message`: from the caller (whatever the body says) to an active member, unless either side blocked. */
    async send(input: {
      viewer: Viewer;
      receiverId: number;
      propertyId?: number;
      text?: string;
      file?: unknown;
      audio?: unknown;
      durationMs?: number;
      uploaded: UploadedFile[];
    }): Promise<TChatMessage> {
      const { viewer } = input;
      if (input.receiverId === viewer.id) throw invalid("chat.cannot_message_self", "receiver_id");
      const attachment = await checkAttachment(input, input.uploaded);
      const text = input.text ?? null;
      if (!attachment && (text === null || text.trim() === "")) throw invalid("chat.empty_message");
      const receiver = await activeReceiver(input.receiverId);
      const propertyId = input.propertyId ?? null;
      if (propertyId !== null && !(await propertyExists(db, propertyId))) {
        throw new AppError("NOT_FOUND", { messageKey: "chat.property_not_found" });
      }
      await refuseIfBlocked(viewer, receiver);
      await takeSendPoint(viewer.id);

      const fileKey = attachment ? `${CHAT_FILE_FOLDER}/${randomUUID()}.${attachment.extension}` : null;
      if (attachment && fileKey)
        await deps.files.putPrivate(fileKey, { path: attachment.path }, attachment.contentType);
      let written: { conversation: ConversationRow; message: MessageRow };
      try {
        written = await db.transaction(async (tx) => {
          const conversation = await openConversation(tx, {
            userA: viewer.id,
            userB: receiver.id,
            propertyId,
          });
          const message = await insertMessage(tx, {
            conversationId: conversation.id,
            senderId: viewer.id,
            body: text,
            fileKind: attachment?.kind ?? null,
            fileKey,
            fileName: attachment?.name ?? null,
            fileType: attachment?.contentType ?? null,
            fileSize: attachment?.size ?? null,
            durationMs: attachment?.kind === "audio" ? (input.durationMs ?? null) : null,
          });
          await recordSent(tx, conversation, message);
          return { conversation, message };
        });
      } catch (error) {
        if (fileKey) {
          await deps.files.removePrivate([fileKey]).catch((cleanup: unknown) => {
            deps.log.error({ err: cleanup, key: fileKey }, "could not remove an orphaned chat file");
          });
        }
        throw error;
      }
      const message = mapMessage(written.message, {
        conversation: written.conversation,
        viewerId: viewer.id,
        apiBase: deps.publicUrl,
      });
      await tell({
        message,
        senderId: viewer.id,
        receiverId: receiver.id,
        conversationId: written.conversation.id,
      });
      return message;
    },

    /** `delete_chat_message`: one's own message loses its text and file; the row stays. */
    async deleteMessage(input: { viewer: Viewer; messageId: number; now: Date }): Promise<TChatMessage> {
      const { message, conversation } = await visibleMessage(input.viewer, input.messageId);
      if (message.senderId !== input.viewer.id) {
        throw new AppError("FORBIDDEN", { messageKey: "chat.not_your_message" });
      }
      if (!message.deletedAt) {
        await db.transaction((tx) => eraseMessage(tx, message.id, input.now));
        if (message.fileKey) {
          await deps.files.removePrivate([message.fileKey]).catch((error: unknown) => {
            deps.log.error({ err: error, key: message.fileKey }, "could not remove a deleted chat file");
          });
        }
        await tellChange({
          kind: "message_deleted",
          conversationId: conversation.id,
          messageId: message.id,
          userIds: [conversation.lowUserId, conversation.highUserId],
        });
      }
      const erased = (await messageById(db, message.id))!;
      return mapMessage(erased, { conversation, viewerId: input.viewer.id, apiBase: deps.publicUrl });
    },

    /** `chats/read`: everything the other side sent so far is read. */
    async markRead(input: { viewer: Viewer; userId?: number; propertyId?: number; conversationId?: number }) {
      const { conversation } = await resolveConversation(input.viewer, input);
      if (conversation) await markReadAndTell(conversation, input.viewer.id);
      return { conversation_id: conversation?.id ?? null };
    },

    /** `block-user`: a member (`toUserId`) or the support (`toAdmin`); blocking twice is blocking once. */
    async block(input: {
      viewer: Viewer;
      toUserId?: number;
      toAdmin?: boolean;
      reason?: string;
    }): Promise<TBlockResult> {
      const target = await blockTarget(input);
      await addBlock(db, { blockerId: input.viewer.id, blockedId: target, reason: input.reason ?? null });
      const facts = await blockFactsAfter(input.viewer, target);
      await tellChange({ kind: "block", blockerId: input.viewer.id, blockedId: target, facts });
      return { to_user_id: target, to_admin: target === null, blocked: true };
    },

    async unblock(input: { viewer: Viewer; toUserId?: number; toAdmin?: boolean }): Promise<TBlockResult> {
      const target = await blockTarget(input);
      await removeBlock(db, { blockerId: input.viewer.id, blockedId: target });
      const facts = await blockFactsAfter(input.viewer, target);
      await tellChange({ kind: "block", blockerId: input.viewer.id, blockedId: target, facts });
      return { to_user_id: target, to_admin: target === null, blocked: false };
    },

    /**
     * The messages of the viewer's conversations after `afterId`, oldest first, as the viewer reads them: what a
     * reconnecting realtime stream missed (ADR 061).
     */
    async messagesSince(viewer: Viewer, afterId: number, limit: number): Promise<TChatMessage[]> {
      const rows = await messagesAfter(db, { userId: viewer.id, afterId, limit });
      return rows.map((row) =>
        mapMessage(row.message, {
          conversation: row.conversation,
          viewerId: viewer.id,
          apiBase: deps.publicUrl,
        }),
      );
    },

    /** The newest message id of the viewer's conversations (0 when none). */
    latestMessageId: (viewer: Viewer) => latestMessageIdOf(db, viewer.id),

    /** `chat-file`: a message's file, for one of the two participants only. */
    async file(input: {
      viewer: Viewer;
      messageId: number;
    }): Promise<{ file: PrivateFile; fileName: string }> {
      const { message } = await visibleMessage(input.viewer, input.messageId);
      if (!message.fileKey) throw messageNotFound();
      const file = await deps.files.readPrivate(message.fileKey);
      if (!file) throw messageNotFound();
      // A name of our own making: the sender's file name never reaches a header.
      const extension = message.fileKey.slice(message.fileKey.lastIndexOf(".") + 1);
      // The type read from its bytes at upload (the store may only know it by extension).
      return {
        file: { ...file, contentType: message.fileType ?? file.contentType },
        fileName: `chat-${message.id}.${extension}`,
      };
    },
  };

  /** The member to block (must exist), or null for the support. */
  async function blockTarget(input: {
    viewer: Viewer;
    toUserId?: number;
    toAdmin?: boolean;
  }): Promise<number | null> {
    if (input.toAdmin) return null;
    const id = input.toUserId!;
    if (id === input.viewer.id) throw invalid("chat.cannot_block_self", "to_user_id");
    if (!(await person(id))) throw new AppError("NOT_FOUND", { messageKey: "chat.receiver_not_found" });
    return id;
  }
}

export type ChatService = ReturnType<typeof createChatService>;
