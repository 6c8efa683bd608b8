import type { FastifyBaseLogger } from "fastify";
import type { ChatChange, SentMessage } from "../chat/chat.service.js";
import type { WrittenNotice } from "../notifications/notifications.service.js";
import type { HubEvent, RealtimeHub } from "./realtime-hub.js";

/**
 * Turns committed facts into each member's events (ADR 061). Only the people of a conversation are told of it;
 * each gets the event as they read it. A hub that fails is logged, never the action's failure: messages and notices
 * are in the database and a reconnecting stream replays them.
 */
export function createRealtimePublisher(deps: { hub: RealtimeHub; log: FastifyBaseLogger }) {
  async function publish(userId: number, event: HubEvent) {
    try {
      await deps.hub.publish(userId, event);
    } catch (error) {
      deps.log.warn({ err: error, userId, type: event.type }, "could not publish a realtime event");
    }
  }

  return {
    /** A new message: to the receiver, and to the sender's other tabs and devices. */
    async messageSent(sent: SentMessage) {
      await Promise.all([
        publish(sent.senderId, { type: "message", message: { ...sent.message, is_mine: true } }),
        publish(sent.receiverId, { type: "message", message: { ...sent.message, is_mine: false } }),
      ]);
    },

    /** A stored notice: its id only, worded by each stream in its own language. */
    async noticeStored(notice: WrittenNotice) {
      await publish(notice.userId, { type: "notification", notice_id: notice.id });
    },

    async chatChanged(change: ChatChange) {
      if (change.kind === "message_deleted") {
        const event = {
          type: "message_deleted",
          conversation_id: change.conversationId,
          message_id: change.messageId,
        } as const;
        await Promise.all(change.userIds.map((userId) => publish(userId, event)));
      } else if (change.kind === "read") {
        const event = {
          type: "read",
          conversation_id: change.conversationId,
          reader_id: change.readerId,
          up_to_id: change.upToId,
        } as const;
        await Promise.all([publish(change.readerId, event), publish(change.otherId, event)]);
      } else {
        const { facts } = change;
        const told = [
          publish(change.blockerId, {
            type: "block",
            user_id: change.blockedId,
            blocked_by_me: facts.blockedByMe,
            blocked_me: facts.blockedMe,
          }),
        ];
        // A member's block of the support is the member's own setting; the admins see it in their lists.
        if (change.blockedId !== null) {
          told.push(
            publish(change.blockedId, {
              type: "block",
              user_id: change.blockerId,
              blocked_by_me: facts.blockedMe,
              blocked_me: facts.blockedByMe,
            }),
          );
        }
        await Promise.all(told);
      }
    },
  };
}

export type RealtimePublisher = ReturnType<typeof createRealtimePublisher>;
