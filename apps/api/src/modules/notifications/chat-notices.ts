import type { Database } from "../../db/client.js";
import type { SentMessage } from "../chat/chat.service.js";
import { memberName } from "./notifications.repository.js";
import type { NotificationsService } from "./notifications.service.js";

/** The web's chat screen, opened on one conversation. */
export const chatLink = (conversationId: number) => `/user/chats?conversation_id=${conversationId}`;

/** A chat message's notice for its receiver ("Mona sent you a message"), told after the message committed. */
export function chatMessageNotices(db: Database, notifications: NotificationsService) {
  return async (sent: SentMessage): Promise<void> => {
    const sender = (await memberName(db, sent.senderId)) ?? "";
    await notifications.notifyQuietly({
      userId: sent.receiverId,
      kind: "message_received",
      params: { sender },
      propertyId: sent.message.property_id || null,
      link: chatLink(sent.message.conversation_id),
    });
  };
}
