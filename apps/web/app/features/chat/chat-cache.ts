import type { TChatMessage, TRealtimeEvent } from "@manzil/domain/contracts";
import type { InfiniteData } from "@tanstack/react-query";
import type { ChatsPage, ThreadPage } from "./chat-api";

// Pure updates of the cached chat list and threads, for what the API answered or a live event said (ADR 061).
// Each returns the data unchanged (the same object) when the event does not concern it, so React Query keeps it.

export type ChatsData = InfiniteData<ChatsPage, number>;
export type ThreadData = InfiniteData<ThreadPage, number | null>;
type BlockEvent = Extract<TRealtimeEvent, { type: "block" }>;
type ReadEvent = Extract<TRealtimeEvent, { type: "read" }>;

const partnerOf = (message: TChatMessage) => (message.is_mine ? message.receiver_id : message.sender_id);

/** Whether a cached thread is this message's conversation (known only once it has an id). */
export const threadHolds = (data: ThreadData, conversationId: number) =>
  data.pages[0]?.conversation_id === conversationId;

/** A thread not opened yet (a deep link to a new conversation) that this message may have just opened. */
export const threadMayOpenWith = (data: ThreadData, message: TChatMessage) =>
  data.pages[0]?.conversation_id === null && data.pages[0]?.user.id === partnerOf(message);

/** Adds a message to its thread, newest first, or replaces it when already there (own send, then its event). */
export function withMessage(data: ThreadData, message: TChatMessage): ThreadData {
  if (!threadHolds(data, message.conversation_id)) return data;
  const known = data.pages.some((page) => page.data.data.some((item) => item.id === message.id));
  const pages = data.pages.map((page, index) => {
    if (known) {
      const items = page.data.data.map((item) => (item.id === message.id ? message : item));
      return { ...page, data: { ...page.data, data: items } };
    }
    if (index !== 0) return page;
    return {
      ...page,
      data: { ...page.data, data: [message, ...page.data.data], total: page.data.total + 1 },
    };
  });
  return { ...data, pages };
}

/** The row of a deleted message: its text and file gone, its place kept (as the API answers it). */
export function deletedForm(message: TChatMessage): TChatMessage {
  return {
    ...message,
    message: null,
    file: null,
    audio: null,
    file_kind: null,
    file_type: null,
    file_size: null,
    duration_ms: null,
    chat_message_type: "deleted",
    is_deleted: true,
  };
}

export function withoutMessage(data: ThreadData, conversationId: number, messageId: number): ThreadData {
  if (!threadHolds(data, conversationId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: {
        ...page.data,
        data: page.data.data.map((item) => (item.id === messageId ? deletedForm(item) : item)),
      },
    })),
  };
}

/** The other side read the conversation up to a message: the viewer's messages up to it get their ticks. */
export function withReadReceipt(data: ThreadData, event: ReadEvent, viewerId: number): ThreadData {
  if (event.reader_id === viewerId || !threadHolds(data, event.conversation_id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: {
        ...page.data,
        data: page.data.data.map((item) =>
          item.is_mine && !item.is_read && item.id <= event.up_to_id ? { ...item, is_read: true } : item,
        ),
      },
    })),
  };
}

const blockFields = (event: BlockEvent) => ({
  blocked_by_me: event.blocked_by_me,
  blocked_me: event.blocked_me,
  is_blocked_by_me: event.blocked_by_me,
  is_blocked_by_user: event.blocked_me,
});
/** A block names a member, or (null) the support: every admin's conversation. */
const blockConcerns = (event: BlockEvent, person: { id: number; isAdmin: boolean }) =>
  event.user_id === null ? person.isAdmin : person.id === event.user_id;

export function threadWithBlock(data: ThreadData, event: BlockEvent): ThreadData {
  const partner = data.pages[0]?.user;
  if (!partner || !blockConcerns(event, { id: partner.id, isAdmin: partner.is_admin })) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, ...blockFields(event) })) };
}

export function chatsWithBlock(data: ChatsData, event: BlockEvent): ChatsData {
  return mapRows(data, (row) =>
    blockConcerns(event, { id: row.user_id, isAdmin: row.is_admin })
      ? { ...row, ...blockFields(event) }
      : row,
  );
}

/**
 * Moves the message's conversation to the top of the list with its new last message; a message from the other
 * side counts as unread unless that conversation is open. Null when the conversation is not in the cached list
 * (a new one): the caller refetches the list.
 */
export function chatsWithMessage(data: ChatsData, message: TChatMessage, isOpen: boolean): ChatsData | null {
  const row = data.pages
    .flatMap((page) => page.data)
    .find((item) => item.conversation_id === message.conversation_id);
  if (!row) return null;
  if (row.last_message && row.last_message.id > message.id) return data;
  // Sending a reply reads what came before it (ADR 059), and an open conversation is read as it arrives.
  const unread = message.is_mine || isOpen ? 0 : row.unread_count + 1;
  const moved = { ...row, last_message: message, date: message.created_at, unread_count: unread };
  const pages = data.pages.map((page, index) => {
    const rest = page.data.filter((item) => item.conversation_id !== message.conversation_id);
    return { ...page, data: index === 0 ? [moved, ...rest] : rest };
  });
  return { ...data, pages };
}

export function chatsWithoutMessage(data: ChatsData, conversationId: number, messageId: number): ChatsData {
  return mapRows(data, (row) =>
    row.conversation_id === conversationId && row.last_message?.id === messageId
      ? { ...row, last_message: deletedForm(row.last_message) }
      : row,
  );
}

/** The viewer read a conversation (here or on another device): its badge goes. */
export function chatsRead(data: ChatsData, conversationId: number): ChatsData {
  return mapRows(data, (row) =>
    row.conversation_id === conversationId && row.unread_count > 0 ? { ...row, unread_count: 0 } : row,
  );
}

function mapRows(
  data: ChatsData,
  change: (row: ChatsPage["data"][number]) => ChatsPage["data"][number],
): ChatsData {
  let changed = false;
  const pages = data.pages.map((page) => {
    const rows = page.data.map((row) => {
      const next = change(row);
      if (next !== row) changed = true;
      return next;
    });
    return { ...page, data: rows };
  });
  return changed ? { ...data, pages } : data;
}
