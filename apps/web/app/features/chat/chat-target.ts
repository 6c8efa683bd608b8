/** Which conversation the page opens: by its id, or with a person about a listing (it may not exist yet). */
export type ChatTarget =
  | { kind: "conversation"; conversationId: number }
  | { kind: "person"; userId: number; propertyId: number | null };

const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/** The deep link's query: `?conversation_id=` or `?user_id=&property_id=`; anything else opens no thread. */
export function chatTargetOf(params: URLSearchParams): ChatTarget | null {
  const conversationId = positiveId(params.get("conversation_id"));
  if (conversationId !== null) return { kind: "conversation", conversationId };
  const userId = positiveId(params.get("user_id"));
  if (userId === null) return null;
  return { kind: "person", userId, propertyId: positiveId(params.get("property_id")) };
}

export function chatHref(target: ChatTarget | null): string {
  if (!target) return "/user/chats";
  if (target.kind === "conversation") return `/user/chats?conversation_id=${target.conversationId}`;
  return `/user/chats?user_id=${target.userId}${target.propertyId !== null ? `&property_id=${target.propertyId}` : ""}`;
}

/** A stable cache key for a target. */
export function targetKey(target: ChatTarget): string {
  return target.kind === "conversation"
    ? `c${target.conversationId}`
    : `u${target.userId}p${target.propertyId ?? 0}`;
}
