import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

// Chat (issue 16, spec §7 "Chat and reports", ADR 058/059): eBroker's call and field names, the sender always the
// token's user (a `sender_id` in a request is not part of any contract, so it is dropped unread).

/** A message's text is kept exactly as sent, up to this many characters. */
export const CHAT_MESSAGE_MAX = 5000;
/** eBroker's default page size for chats and messages, and the most one page may hold. */
export const CHAT_PAGE = 15;
export const CHAT_PAGE_MAX = 100;
/** An attached image, PDF or voice note, at most (the kind and size are read from the content). */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_BLOCK_REASON_MAX = 500;

const noNul = (text: string) => !text.includes("\u0000");
const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const id = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());
const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));
/** eBroker clients send `property_id` 0 (or nothing) for a chat about no listing (the support's chats). */
const propertyId = z.preprocess(
  (value) => (value === 0 || value === "0" ? undefined : value),
  coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
);
const page = coerceOptionalInt(z.number().int().min(1).max(100_000));
const perPage = coerceOptionalInt(z.number().int().min(1).max(CHAT_PAGE_MAX));
/** 1/0, "1"/"0", true/false, "true"/"false" (forms and JSON clients alike). */
const flag = z.preprocess((value) => {
  if (value === undefined || value === null || value === "") return undefined;
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return value;
}, z.boolean().optional());
/** A file part of a multipart body; the API checks it came with this very request and reads its type. */
const filePart = z.unknown().optional().meta({ type: "string", format: "binary" });

/** `GET get_chats`: the caller's conversations, newest first. */
export const GetChatsQuery = z.object({ page, per_page: perPage, lang });
export type TGetChatsQuery = z.infer<typeof GetChatsQuery>;

/**
 * `GET get_messages`: one conversation, newest first: the caller and `user_id` about `property_id`, or the caller's
 * `conversation_id`. `before_id` pages by id (stable while messages arrive); without it `page` counts from the newest.
 */
export const GetMessagesQuery = z
  .object({
    user_id: optionalId,
    property_id: propertyId,
    conversation_id: optionalId,
    before_id: coerceOptionalInt(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    page,
    per_page: perPage,
    lang,
  })
  .refine((query) => query.user_id !== undefined || query.conversation_id !== undefined, {
    error: "chat.conversation_required",
    path: ["user_id"],
  });
export type TGetMessagesQuery = z.infer<typeof GetMessagesQuery>;

/** `POST send_message` (multipart or JSON): text, and at most one `file` (image or PDF) or `audio` (voice note). */
export const SendMessageBody = z.object({
  receiver_id: id,
  property_id: propertyId,
  message: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(CHAT_MESSAGE_MAX, { error: "chat.message_too_long" })
      .refine(noNul, { error: "validation.invalid_value" })
      .optional(),
  ),
  file: filePart,
  audio: filePart,
  /** A voice note's length as the recorder measured it (shown, never trusted for anything). */
  duration_ms: coerceOptionalInt(
    z
      .number()
      .int()
      .min(0)
      .max(60 * 60 * 1000),
  ),
  lang,
});
export type TSendMessageBody = z.infer<typeof SendMessageBody>;

/** `POST delete_chat_message`: one of the caller's own messages. */
export const DeleteChatMessageBody = z.object({ message_id: id, lang });

/** `POST chats/read`: everything the other side sent so far is read (by person and listing, or by conversation). */
export const MarkChatReadBody = z
  .object({ user_id: optionalId, property_id: propertyId, conversation_id: optionalId, lang })
  .refine((body) => body.user_id !== undefined || body.conversation_id !== undefined, {
    error: "chat.conversation_required",
    path: ["user_id"],
  });
export type TMarkChatReadBody = z.infer<typeof MarkChatReadBody>;

/** `POST block-user` / `unblock-user`: a member (`to_user_id`) or the platform's support (`to_admin` 1). */
export const BlockUserBody = z
  .object({
    to_user_id: optionalId,
    to_admin: flag,
    reason: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(CHAT_BLOCK_REASON_MAX).refine(noNul).optional(),
    ),
    lang,
  })
  .refine((body) => (body.to_user_id !== undefined) !== (body.to_admin === true), {
    error: "chat.block_target_required",
    path: ["to_user_id"],
  });
export type TBlockUserBody = z.infer<typeof BlockUserBody>;

export const ChatFileQuery = z.object({ message_id: id, lang });

export const chatMessageTypes = ["text", "file", "file_and_text", "audio", "deleted"] as const;

/** One message as both participants read it. */
export const ChatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  property_id: z.number().int().nullable(),
  /** Exactly as sent; null when the message is only a file, or was deleted. */
  message: z.string().nullable(),
  /** Download links (participants only, with their token); null when there is none. */
  file: z.string().nullable(),
  audio: z.string().nullable(),
  file_kind: z.enum(["image", "document", "audio"]).nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  chat_message_type: z.enum(chatMessageTypes),
  is_mine: z.boolean(),
  /** Whether the receiver has read it. */
  is_read: z.boolean(),
  is_deleted: z.boolean(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ChatMessage>;

/** Who refuses whom, seen from the caller's side. */
export const BlockState = z.object({
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
  /** eBroker's names of the same two facts. */
  is_blocked_by_me: z.boolean(),
  is_blocked_by_user: z.boolean(),
});
export type TBlockState = z.infer<typeof BlockState>;

/** One row of `get_chats`: eBroker's flat fields (user_id, name, profile, title, title_image…) plus the last message. */
export const ChatSummary = BlockState.extend({
  conversation_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  is_admin: z.boolean(),
  property_id: z.number().int().nullable(),
  title: z.string().nullable(),
  title_image: z.string().nullable(),
  property_reference_id: z.string().nullable(),
  /** When the last message was sent. */
  date: z.string().nullable(),
  unread_count: z.number().int(),
  last_message: ChatMessage.nullable(),
});
export type TChatSummary = z.infer<typeof ChatSummary>;

/** `get_messages`' `data`: eBroker's paginator keys, plus where the next (older) page starts. */
export const ChatMessagesPage = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  data: z.array(ChatMessage),
  /** Pass as `before_id` for the next older page; null when there is none. */
  next_before_id: z.number().int().nullable(),
});
export type TChatMessagesPage = z.infer<typeof ChatMessagesPage>;

export const BlockResult = z.object({
  to_user_id: z.number().int().nullable(),
  to_admin: z.boolean(),
  blocked: z.boolean(),
});
export type TBlockResult = z.infer<typeof BlockResult>;
