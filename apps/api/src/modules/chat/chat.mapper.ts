import type { TBlockState, TChatMessage } from "@manzil/domain/contracts";
import type { BlockFacts, ConversationRow, MessageRow } from "./chat.repository.js";
import { otherSide, readMarkOf } from "./chat.repository.js";

/** Where a participant downloads a message's file (their token is the credential; a third user gets 404). */
export const chatFileLink = (apiBase: string, messageId: number) =>
  `${apiBase}/api/chat-file?message_id=${messageId}`;

function messageType(row: MessageRow): TChatMessage["chat_message_type"] {
  if (row.deletedAt) return "deleted";
  if (row.fileKind === "audio") return "audio";
  if (row.fileKind) return row.body ? "file_and_text" : "file";
  return "text";
}

export function mapMessage(
  row: MessageRow,
  context: { conversation: ConversationRow; viewerId: number; apiBase: string },
): TChatMessage {
  const receiverId = otherSide(context.conversation, row.senderId);
  const link = row.fileKey ? chatFileLink(context.apiBase, row.id) : null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    receiver_id: receiverId,
    property_id: context.conversation.propertyId,
    message: row.body,
    file: row.fileKind && row.fileKind !== "audio" ? link : null,
    audio: row.fileKind === "audio" ? link : null,
    file_kind: row.fileKind,
    file_type: row.fileType,
    file_size: row.fileSize,
    duration_ms: row.durationMs,
    chat_message_type: messageType(row),
    is_mine: row.senderId === context.viewerId,
    is_read: readMarkOf(context.conversation, receiverId) >= row.id,
    is_deleted: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export const mapBlockState = (facts: BlockFacts): TBlockState => ({
  blocked_by_me: facts.blockedByMe,
  blocked_me: facts.blockedMe,
  is_blocked_by_me: facts.blockedByMe,
  is_blocked_by_user: facts.blockedMe,
});
