import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { CHATS_KEY, THREAD_KEY } from "./chat-api";
import type { ChatsData, ThreadData } from "./chat-cache";
import {
  chatMessage,
  chatSummary,
  chatsPage,
  infinite,
  ME,
  OWNER,
  threadPage,
} from "./testing/chat-factories";
import { applyChatEvent } from "./use-chat-live-updates";

const THREAD = [THREAD_KEY, ME, "c5"];
const LIST = [CHATS_KEY, ME, "en"];

/** A cache holding conversation 5's thread (two messages) and a list of conversations 3 (top) and 5. */
function cachedChats(openConversationId: number | null = null) {
  const client = new QueryClient();
  client.setQueryData<ThreadData>(
    THREAD,
    infinite(
      [
        threadPage([
          chatMessage({ id: 12, is_mine: true, message: "Is it still free?" }),
          chatMessage({ id: 11, message: "Welcome" }),
        ]),
      ],
      [null],
    ),
  );
  client.setQueryData<ChatsData>(
    LIST,
    infinite(
      [
        chatsPage([
          chatSummary({ conversation_id: 3, user_id: 30, name: "Mona Adel" }),
          chatSummary({ conversation_id: 5, last_message: chatMessage({ id: 12, is_mine: true }) }),
        ]),
      ],
      [1],
    ),
  );
  const markRead = vi.fn();
  const apply = (event: Parameters<typeof applyChatEvent>[1]) =>
    applyChatEvent(client, event, { viewerId: ME, openConversationId, markRead });
  const thread = () => client.getQueryData<ThreadData>(THREAD)!.pages[0]!;
  const rows = () => client.getQueryData<ChatsData>(LIST)!.pages[0]!.data;
  return { client, apply, markRead, thread, rows };
}

describe("live chat events", () => {
  it("a new message joins the bottom of its open thread, its conversation goes to the top, and it is read", () => {
    const chats = cachedChats(5);
    chats.apply({ type: "message", message: chatMessage({ id: 13, message: "Yes, it is" }) });
    expect(chats.thread().data.data.map((message) => message.id)).toEqual([13, 12, 11]);
    expect(chats.rows().map((row) => row.conversation_id)).toEqual([5, 3]);
    expect(chats.rows()[0]!.last_message?.message).toBe("Yes, it is");
    expect(chats.rows()[0]!.unread_count).toBe(0);
    expect(chats.markRead).toHaveBeenCalledWith(5);
  });

  it("a message to a conversation not on screen raises its unread badge", () => {
    const chats = cachedChats(null);
    chats.apply({ type: "message", message: chatMessage({ id: 13, conversation_id: 3, sender_id: 30 }) });
    expect(chats.rows()[0]).toMatchObject({ conversation_id: 3, unread_count: 1 });
    expect(chats.thread().data.data).toHaveLength(2);
    expect(chats.markRead).not.toHaveBeenCalled();
  });

  it("the same message twice (own send, then its event) appears once", () => {
    const chats = cachedChats(5);
    const mine = chatMessage({ id: 13, is_mine: true, message: "Thanks" });
    chats.apply({ type: "message", message: mine });
    chats.apply({ type: "message", message: { ...mine, is_read: true } });
    expect(chats.thread().data.data.filter((message) => message.id === 13)).toEqual([
      { ...mine, is_read: true },
    ]);
  });

  it("a conversation the list does not hold yet makes the list refetch", () => {
    const chats = cachedChats();
    chats.apply({ type: "message", message: chatMessage({ id: 40, conversation_id: 9 }) });
    expect(chats.client.getQueryState(LIST)?.isInvalidated).toBe(true);
  });

  it("a deleted message keeps its place without its text, in the thread and the list", () => {
    const chats = cachedChats(5);
    chats.apply({ type: "message_deleted", conversation_id: 5, message_id: 12 });
    const deleted = chats.thread().data.data.find((message) => message.id === 12)!;
    expect(deleted).toMatchObject({ message: null, is_deleted: true, chat_message_type: "deleted" });
    expect(chats.rows()[1]!.last_message).toMatchObject({ id: 12, is_deleted: true });
  });

  it("the other side's read receipt ticks the viewer's messages up to it; the viewer's own read clears a badge", () => {
    const chats = cachedChats();
    chats.apply({ type: "read", conversation_id: 5, reader_id: OWNER.id, up_to_id: 12 });
    expect(chats.thread().data.data.find((message) => message.id === 12)!.is_read).toBe(true);

    chats.client.setQueryData<ChatsData>(LIST, (data) => ({
      ...data!,
      pages: [{ ...data!.pages[0]!, data: data!.pages[0]!.data.map((row) => ({ ...row, unread_count: 4 })) }],
    }));
    chats.apply({ type: "read", conversation_id: 3, reader_id: ME, up_to_id: 99 });
    expect(chats.rows().map((row) => row.unread_count)).toEqual([0, 4]);
  });

  it("a block either way reaches the thread with that person and their rows in the list", () => {
    const chats = cachedChats(5);
    chats.apply({ type: "block", user_id: OWNER.id, blocked_by_me: false, blocked_me: true });
    expect(chats.thread()).toMatchObject({
      blocked_me: true,
      is_blocked_by_user: true,
      blocked_by_me: false,
    });
    expect(chats.rows().find((row) => row.user_id === OWNER.id)).toMatchObject({ blocked_me: true });
    expect(chats.rows().find((row) => row.user_id === 30)).toMatchObject({ blocked_me: false });
  });

  it("leaves notifications to their own screens", () => {
    const chats = cachedChats(5);
    const before = chats.client.getQueryData(THREAD);
    chats.apply({
      type: "notification",
      unread_count: 1,
      notification: {} as never,
    });
    expect(chats.client.getQueryData(THREAD)).toBe(before);
  });
});
