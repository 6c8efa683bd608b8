import { ChatMessage, ChatSummary, type TChatMessage, type TChatSummary } from "@manzil/domain/contracts";
import type { InfiniteData } from "@tanstack/react-query";
import type { ChatsPage, ThreadPage } from "../chat-api";

/** The signed-in member of the chat tests, and the person they talk to. */
export const ME = 10;
export const OWNER = { id: 20, name: "Omar Said", profile: "", is_admin: false };

/** A message as the API sends it (validated by the shared contract); override what a test needs. */
export function chatMessage(overrides: Partial<TChatMessage> = {}): TChatMessage {
  const mine = overrides.is_mine ?? false;
  return ChatMessage.parse({
    id: 1,
    conversation_id: 5,
    sender_id: mine ? ME : OWNER.id,
    receiver_id: mine ? OWNER.id : ME,
    property_id: 7,
    message: "Hello",
    file: null,
    audio: null,
    file_kind: null,
    file_type: null,
    file_size: null,
    duration_ms: null,
    chat_message_type: "text",
    is_mine: mine,
    is_read: false,
    is_deleted: false,
    created_at: "2026-11-27T09:00:00.000Z",
    ...overrides,
  });
}

export function chatSummary(overrides: Partial<TChatSummary> = {}): TChatSummary {
  return ChatSummary.parse({
    conversation_id: 5,
    user_id: OWNER.id,
    name: OWNER.name,
    profile: "",
    is_admin: false,
    property_id: 7,
    title: "Sunny Villa",
    title_image: null,
    property_reference_id: "sunny-villa",
    date: "2026-11-27T09:00:00.000Z",
    unread_count: 0,
    last_message: chatMessage(),
    blocked_by_me: false,
    blocked_me: false,
    is_blocked_by_me: false,
    is_blocked_by_user: false,
    ...overrides,
  });
}

const noBlocks = {
  blocked_by_me: false,
  blocked_me: false,
  is_blocked_by_me: false,
  is_blocked_by_user: false,
};

/** One `get_messages` answer: `messages` newest first, as the API pages them. */
export function threadPage(
  messages: TChatMessage[],
  overrides: Partial<Omit<ThreadPage, "data">> & { next_before_id?: number | null } = {},
): ThreadPage {
  const { next_before_id = null, ...rest } = overrides;
  return {
    error: false,
    message: "",
    data: {
      current_page: 1,
      per_page: 30,
      last_page: 1,
      total: messages.length,
      data: messages,
      next_before_id,
    },
    conversation_id: 5,
    user: OWNER,
    ...noBlocks,
    ...rest,
  } as ThreadPage;
}

export function chatsPage(rows: TChatSummary[], total_page = 1): ChatsPage {
  return { error: false, message: "", data: rows, total: rows.length, total_page };
}

export const infinite = <T, P>(pages: T[], pageParams: P[]): InfiniteData<T, P> => ({ pages, pageParams });
