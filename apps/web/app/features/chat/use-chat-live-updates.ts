import type { TChatMessage, TRealtimeEvent } from "@manzil/domain/contracts";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRealtimeEvents, useRealtimeResync } from "../realtime/realtime-provider";
import { CHATS_KEY, THREAD_KEY } from "./chat-api";
import {
  chatsRead,
  chatsWithBlock,
  chatsWithMessage,
  chatsWithoutMessage,
  threadMayOpenWith,
  threadWithBlock,
  withMessage,
  withoutMessage,
  withReadReceipt,
  type ChatsData,
  type ThreadData,
} from "./chat-cache";

type LiveOptions = {
  viewerId: number;
  /** The conversation on screen: its incoming messages are read as they arrive. */
  openConversationId: number | null;
  /** Tells the API the open conversation was read (its badge stays off on other devices too). */
  markRead: (conversationId: number) => void;
};

/** Puts a message into every cached thread and list it belongs to (the API's answer to a send goes this way too). */
export function applyChatMessage(
  client: QueryClient,
  message: TChatMessage,
  openConversationId: number | null,
) {
  const isOpen = message.conversation_id === openConversationId;
  let missing = false;
  client.setQueriesData<ThreadData>({ queryKey: [THREAD_KEY] }, (data) => data && withMessage(data, message));
  for (const [key, data] of client.getQueriesData<ThreadData>({ queryKey: [THREAD_KEY] })) {
    // A conversation opened by this very message: its thread learns its id from the API.
    if (data && threadMayOpenWith(data, message))
      void client.invalidateQueries({ queryKey: key, exact: true });
  }
  client.setQueriesData<ChatsData>({ queryKey: [CHATS_KEY] }, (data) => {
    if (!data?.pages) return data;
    const next = chatsWithMessage(data, message, isOpen);
    if (next === null) missing = true;
    return next ?? data;
  });
  if (missing) void client.invalidateQueries({ queryKey: [CHATS_KEY] });
}

/** Applies one realtime event to the chat caches (exported for tests: they drive it without a stream). */
export function applyChatEvent(client: QueryClient, event: TRealtimeEvent, options: LiveOptions) {
  switch (event.type) {
    case "message": {
      applyChatMessage(client, event.message, options.openConversationId);
      if (!event.message.is_mine && event.message.conversation_id === options.openConversationId)
        options.markRead(event.message.conversation_id);
      return;
    }
    case "message_deleted":
      client.setQueriesData<ThreadData>(
        { queryKey: [THREAD_KEY] },
        (data) => data && withoutMessage(data, event.conversation_id, event.message_id),
      );
      client.setQueriesData<ChatsData>(
        { queryKey: [CHATS_KEY] },
        (data) => data?.pages && chatsWithoutMessage(data, event.conversation_id, event.message_id),
      );
      // An unread message that went also leaves the badge: the list's counts come from the API.
      void client.invalidateQueries({ queryKey: [CHATS_KEY] });
      return;
    case "read":
      client.setQueriesData<ThreadData>(
        { queryKey: [THREAD_KEY] },
        (data) => data && withReadReceipt(data, event, options.viewerId),
      );
      if (event.reader_id === options.viewerId)
        client.setQueriesData<ChatsData>(
          { queryKey: [CHATS_KEY] },
          (data) => data?.pages && chatsRead(data, event.conversation_id),
        );
      return;
    case "block":
      client.setQueriesData<ThreadData>(
        { queryKey: [THREAD_KEY] },
        (data) => data && threadWithBlock(data, event),
      );
      client.setQueriesData<ChatsData>(
        { queryKey: [CHATS_KEY] },
        (data) => data?.pages && chatsWithBlock(data, event),
      );
      return;
    default:
      return;
  }
}

/** Keeps the chat screens current from the member's realtime stream; without a stream they still refetch. */
export function useChatLiveUpdates(options: LiveOptions) {
  const client = useQueryClient();
  // After a break the stream replays messages, not deletions, read marks or blocks: ask for those afresh.
  useRealtimeResync(() => {
    void client.invalidateQueries({ queryKey: [CHATS_KEY] });
    void client.invalidateQueries({ queryKey: [THREAD_KEY] });
  });
  return useRealtimeEvents((event) => applyChatEvent(client, event, options));
}
