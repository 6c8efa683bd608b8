import type {
  TBlockResult,
  TBlockState,
  TChatMessage,
  TChatMessagesPage,
  TChatSummary,
} from "@manzil/domain/contracts";
import { CHAT_PAGE } from "@manzil/domain/contracts";
import { apiGet, apiPost } from "../../lib/api/browser-api";
import type { ApiSuccess } from "../../lib/api/envelope";
import { uploadWithProgress } from "../../lib/api/upload-with-progress";
import type { ChatTarget } from "./chat-target";

/** Query-key roots: every thread lives under THREAD_KEY, so one live event can reach whichever threads are cached. */
export const CHATS_KEY = "chats";
export const THREAD_KEY = "chat-thread";

export type ChatsPage = ApiSuccess<TChatSummary[]> & { total_page?: number };
export type ChatPartner = { id: number; name: string; profile: string; is_admin: boolean };
/** One `get_messages` answer: a page of messages, newest first, with the conversation's people and blocks. */
export type ThreadPage = ApiSuccess<TChatMessagesPage> &
  TBlockState & { conversation_id: number | null; user: ChatPartner };

export function fetchChats(page: number, lang: string): Promise<ChatsPage> {
  return apiGet<TChatSummary[]>("get_chats", { page, per_page: CHAT_PAGE, lang }) as Promise<ChatsPage>;
}

export function fetchThreadPage(
  target: ChatTarget,
  beforeId: number | null,
  lang: string,
): Promise<ThreadPage> {
  return apiGet<TChatMessagesPage>("get_messages", {
    ...targetQuery(target),
    before_id: beforeId ?? undefined,
    per_page: CHAT_PAGE * 2,
    lang,
  }) as Promise<ThreadPage>;
}

function targetQuery(target: ChatTarget) {
  return target.kind === "conversation"
    ? { conversation_id: target.conversationId }
    : { user_id: target.userId, property_id: target.propertyId ?? undefined };
}

export type Outgoing = {
  receiverId: number;
  propertyId: number | null;
  text: string;
  file?: File;
  audio?: { blob: Blob; durationMs: number; fileName: string };
};

/** Sends one message as multipart (files travel with it), reporting the share sent for the progress bar. */
export function sendChatMessage(
  outgoing: Outgoing,
  lang: string,
  onProgress: (share: number) => void,
): Promise<ApiSuccess<TChatMessage>> {
  const body = new FormData();
  body.append("receiver_id", String(outgoing.receiverId));
  if (outgoing.propertyId !== null) body.append("property_id", String(outgoing.propertyId));
  if (outgoing.text.trim()) body.append("message", outgoing.text);
  if (outgoing.file) body.append("file", outgoing.file, outgoing.file.name);
  if (outgoing.audio) {
    body.append("duration_ms", String(Math.round(outgoing.audio.durationMs)));
    body.append("audio", outgoing.audio.blob, outgoing.audio.fileName);
  }
  return uploadWithProgress<TChatMessage>("send_message", body, { query: { lang }, onProgress });
}

export const deleteChatMessage = (messageId: number, lang: string) =>
  apiPost<TChatMessage>("delete_chat_message", { message_id: messageId }, { lang });

export const markChatRead = (conversationId: number, lang: string) =>
  apiPost<{ conversation_id: number | null }>("chats/read", { conversation_id: conversationId }, { lang });

export function setBlocked(
  partner: ChatPartner,
  blocked: boolean,
  reason: string,
  lang: string,
): Promise<ApiSuccess<TBlockResult>> {
  // A support conversation is blocked as "the support" (every admin), never one admin by id.
  const who = partner.is_admin ? { to_admin: 1 } : { to_user_id: partner.id };
  return apiPost<TBlockResult>(
    blocked ? "block-user" : "unblock-user",
    { ...who, ...(blocked && reason.trim() ? { reason: reason.trim() } : {}) },
    { lang },
  );
}
