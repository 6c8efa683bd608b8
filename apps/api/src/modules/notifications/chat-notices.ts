import type { Database } from "../../db/client.js";
import type { SentMessage } from "../chat/chat.service.js";
import { memberName } from "./notifications.repository.js";
import type { NotificationsService } from "./notifications.service.js";

/**
 * A chat message's notice for its receiver ("Mona sent you a message"), told after the message committed. No link
 * yet: the chat screen comes with issue 16's web part, and a notice must not lead to a missing page.
 */
export function chatMessageNotices(db: Database, notifications: NotificationsService) {
  return async (sent: SentMessage): Promise<void> => {
    const sender = (await memberName(db, sent.senderId)) ?? "";
    await notifications.notifyQuietly({
      userId: sent.receiverId,
      kind: "message_received",
      params: { sender },
      propertyId: sent.message.property_id || null,
      link: null,
    });
  };
}
