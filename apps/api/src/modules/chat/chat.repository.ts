import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { chatMessages, conversations, userBlocks } from "../../db/schema/conversations.js";
import { properties } from "../../db/schema/properties.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The pair as stored: lower id first (ADR 058). */
export const orderedPair = (a: number, b: number) =>
  a < b ? { lowUserId: a, highUserId: b } : { lowUserId: b, highUserId: a };

export function otherSide(conversation: ConversationRow, userId: number): number {
  return conversation.lowUserId === userId ? conversation.highUserId : conversation.lowUserId;
}

/** The caller's own read mark in this conversation. */
export function readMarkOf(conversation: ConversationRow, userId: number): number {
  return conversation.lowUserId === userId ? conversation.lowReadUpTo : conversation.highReadUpTo;
}

const samePropertyAs = (propertyId: number | null) =>
  propertyId === null ? isNull(conversations.propertyId) : eq(conversations.propertyId, propertyId);

export async function findConversation(
  db: Db,
  input: { userA: number; userB: number; propertyId: number | null },
): Promise<ConversationRow | null> {
  const pair = orderedPair(input.userA, input.userB);
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        samePropertyAs(input.propertyId),
        eq(conversations.lowUserId, pair.lowUserId),
        eq(conversations.highUserId, pair.highUserId),
      ),
    );
  return row ?? null;
}

/**
 * Finds or opens the pair's conversation about the listing. Race-free: two first messages at once both insert, the
 * unique constraint keeps one row, and both read that row back.
 */
export async function openConversation(
  tx: Tx,
  input: { userA: number; userB: number; propertyId: number | null },
): Promise<ConversationRow> {
  await tx
    .insert(conversations)
    .values({ propertyId: input.propertyId, ...orderedPair(input.userA, input.userB) })
    .onConflictDoNothing();
  const row = await findConversation(tx, input);
  if (!row) throw new Error("the conversation just opened could not be read back");
  return row;
}

/** The conversation when `userId` is one of its two people; null otherwise (a third user learns nothing). */
export async function participantConversation(
  db: Db,
  conversationId: number,
  userId: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.lowUserId, userId), eq(conversations.highUserId, userId)),
      ),
    );
  return row ?? null;
}

export async function messageById(db: Db, messageId: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  return row ?? null;
}

export async function insertMessage(tx: Tx, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return row!;
}

/**
 * After a message: the conversation's last message moves forward (never back: parallel sends may commit out of
 * order) and the sender has read everything up to their own message.
 */
export async function recordSent(tx: Tx, conversation: ConversationRow, message: MessageRow) {
  const senderIsLow = conversation.lowUserId === message.senderId;
  const mark = senderIsLow ? conversations.lowReadUpTo : conversations.highReadUpTo;
  await tx
    .update(conversations)
    .set({
      lastMessageId: sql`greatest(coalesce(${conversations.lastMessageId}, 0), ${message.id})`,
      lastMessageAt: sql`greatest(coalesce(${conversations.lastMessageAt}, ${message.createdAt}), ${message.createdAt})`,
      ...(senderIsLow
        ? { lowReadUpTo: sql`greatest(${mark}, ${message.id})` }
        : { highReadUpTo: sql`greatest(${mark}, ${message.id})` }),
    })
    .where(eq(conversations.id, conversation.id));
}

/** The reader has read everything sent so far; a mark never moves back. Answers the reader's mark now. */
export async function markRead(db: Db, conversation: ConversationRow, readerId: number): Promise<number> {
  const readerIsLow = readerId === conversation.lowUserId;
  const upTo = sql`greatest(${readerIsLow ? conversations.lowReadUpTo : conversations.highReadUpTo}, coalesce(${conversations.lastMessageId}, 0))`;
  const [row] = await db
    .update(conversations)
    .set(readerIsLow ? { lowReadUpTo: upTo } : { highReadUpTo: upTo })
    .where(eq(conversations.id, conversation.id))
    .returning({ low: conversations.lowReadUpTo, high: conversations.highReadUpTo });
  return (readerIsLow ? row?.low : row?.high) ?? readMarkOf(conversation, readerId);
}

/**
 * The messages of every conversation `userId` is in with an id above `afterId`, oldest first, each with its
 * conversation: what a reconnecting realtime stream missed (ADR 061).
 */
export async function messagesAfter(
  db: Db,
  input: { userId: number; afterId: number; limit: number },
): Promise<{ message: MessageRow; conversation: ConversationRow }[]> {
  return db
    .select({ message: chatMessages, conversation: conversations })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(
      and(
        gt(chatMessages.id, input.afterId),
        or(eq(conversations.lowUserId, input.userId), eq(conversations.highUserId, input.userId)),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(input.limit);
}

/** The newest message id of `userId`'s conversations (0 when none): where a fresh realtime stream starts. */
export async function latestMessageIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(or(eq(conversations.lowUserId, userId), eq(conversations.highUserId, userId)));
  return Number(row?.id ?? 0);
}

/** One page of a conversation, newest first: by `beforeId` (stable while messages arrive) or by offset. */
export async function messagesPage(
  db: Db,
  input: { conversationId: number; beforeId?: number; offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, input.conversationId),
        input.beforeId === undefined ? undefined : lt(chatMessages.id, input.beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(input.limit)
    .offset(input.beforeId === undefined ? input.offset : 0);
  const [total] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, input.conversationId));
  return { rows, total: total?.n ?? 0 };
}

/** Content goes, the row stays (ADR 058): read marks and paging keep their places. */
export async function eraseMessage(tx: Tx, messageId: number, now: Date) {
  await tx
    .update(chatMessages)
    .set({
      body: null,
      fileKind: null,
      fileKey: null,
      fileName: null,
      fileType: null,
      fileSize: null,
      durationMs: null,
      deletedAt: now,
    })
    .where(eq(chatMessages.id, messageId));
}

export type BlockFacts = { blockedByMe: boolean; blockedMe: boolean };

/**
 * Who refuses whom between `me` and `other`: a member block either way, or a support block (`blocks_admin`) by
 * the member of the pair when the other one is an admin.
 */
export async function blockFacts(
  db: Db,
  me: { id: number; isAdmin: boolean },
  other: { id: number; isAdmin: boolean },
): Promise<BlockFacts> {
  return blockFactsFrom(await blocksAmong(db, me.id, [other.id]), me, other);
}

export async function addBlock(
  db: Db,
  input: { blockerId: number; blockedId: number | null; reason: string | null },
) {
  await db
    .insert(userBlocks)
    .values({
      blockerId: input.blockerId,
      blockedId: input.blockedId,
      blocksAdmin: input.blockedId === null,
      reason: input.reason,
    })
    .onConflictDoNothing();
}

export async function removeBlock(db: Db, input: { blockerId: number; blockedId: number | null }) {
  await db
    .delete(userBlocks)
    .where(
      and(
        eq(userBlocks.blockerId, input.blockerId),
        input.blockedId === null
          ? eq(userBlocks.blocksAdmin, true)
          : eq(userBlocks.blockedId, input.blockedId),
      ),
    );
}

export type Person = {
  id: number;
  name: string;
  profileImage: string | null;
  isAdmin: boolean;
  isActive: boolean;
};

export async function peopleByIds(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      profileImage: users.profileImage,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        profileImage: row.profileImage,
        isAdmin: row.role === "admin",
        isActive: row.isActive,
      },
    ]),
  );
}

export async function propertyExists(db: Db, propertyId: number): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  return row !== undefined;
}

export type ConversationListRow = {
  conversation: ConversationRow;
  unread: number;
  property: {
    id: number;
    title: string;
    titleAr: string | null;
    titleImage: string | null;
    slug: string;
  } | null;
  lastMessage: MessageRow | null;
};

/** The caller's conversations that have a message, newest first, with the unread count each. */
export async function conversationsOf(
  db: Db,
  input: { userId: number; offset: number; limit: number },
): Promise<{ rows: ConversationListRow[]; total: number }> {
  const mine = and(
    or(eq(conversations.lowUserId, input.userId), eq(conversations.highUserId, input.userId)),
    sql`${conversations.lastMessageId} is not null`,
  );
  const myMark = sql`case when ${conversations.lowUserId} = ${input.userId} then ${conversations.lowReadUpTo} else ${conversations.highReadUpTo} end`;
  const unread =
    sql<number>`(select count(*) from ${chatMessages} m where m.conversation_id = ${conversations.id}
    and m.sender_id <> ${input.userId} and m.deleted_at is null and m.id > ${myMark})`.mapWith(Number);
  const rows = await db
    .select({
      conversation: conversations,
      unread,
      propertyId: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      titleImage: properties.titleImage,
      slug: properties.slug,
    })
    .from(conversations)
    .leftJoin(properties, eq(properties.id, conversations.propertyId))
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(conversations).where(mine);
  const lastIds = rows.flatMap((row) =>
    row.conversation.lastMessageId ? [row.conversation.lastMessageId] : [],
  );
  const lastMessages =
    lastIds.length === 0 ? [] : await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
  const byId = new Map(lastMessages.map((message) => [message.id, message]));
  return {
    rows: rows.map((row) => ({
      conversation: row.conversation,
      unread: row.unread,
      property:
        row.propertyId === null
          ? null
          : {
              id: row.propertyId,
              title: row.title!,
              titleAr: row.titleAr,
              titleImage: row.titleImage,
              slug: row.slug!,
            },
      lastMessage: byId.get(row.conversation.lastMessageId ?? 0) ?? null,
    })),
    total: total?.n ?? 0,
  };
}

/** The blocks `me` made, and those the other people made: enough to tell each conversation's state at once. */
export async function blocksAmong(db: Db, me: number, others: number[]) {
  return db
    .select({
      blockerId: userBlocks.blockerId,
      blockedId: userBlocks.blockedId,
      blocksAdmin: userBlocks.blocksAdmin,
    })
    .from(userBlocks)
    .where(
      or(eq(userBlocks.blockerId, me), others.length > 0 ? inArray(userBlocks.blockerId, others) : undefined),
    );
}

/** The same rule as blockFacts, over rows already read. */
export function blockFactsFrom(
  rows: { blockerId: number; blockedId: number | null; blocksAdmin: boolean }[],
  me: { id: number; isAdmin: boolean },
  other: { id: number; isAdmin: boolean },
): BlockFacts {
  const refuses = (blocker: { id: number }, target: { id: number; isAdmin: boolean }) =>
    rows.some(
      (row) =>
        row.blockerId === blocker.id && (row.blockedId === target.id || (row.blocksAdmin && target.isAdmin)),
    );
  return { blockedByMe: refuses(me, other), blockedMe: refuses(other, me) };
}
