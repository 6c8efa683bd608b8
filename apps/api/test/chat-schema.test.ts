import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, conversations, userBlocks } from "../src/db/schema/conversations.js";
import { newMember } from "./engagement-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 16's tables (migration 0021, ADR 058): the rules the database itself keeps, whatever a service forgets.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;

/** The database's refusal, or null when the write went through. */
async function refusal(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

describe("chat tables", () => {
  it("keep one conversation per pair and listing, a support chat (no listing) included", async () => {
    const [a, b] = [await newMember(t.app, db(), "A"), await newMember(t.app, db(), "B")];
    const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    await db().insert(conversations).values({ propertyId: null, lowUserId: low, highUserId: high });
    expect(
      await refusal(() =>
        db().insert(conversations).values({ propertyId: null, lowUserId: low, highUserId: high }),
      ),
    ).toMatch(/conversations_pair_uq/);
    // The pair is stored lower id first, so the reversed pair cannot open a second conversation.
    expect(
      await refusal(() =>
        db().insert(conversations).values({ propertyId: null, lowUserId: high, highUserId: low }),
      ),
    ).toMatch(/conversations_pair_ck/);
  });

  it("refuse an empty message and a file without its kind", async () => {
    const [a, b] = [await newMember(t.app, db(), "C"), await newMember(t.app, db(), "D")];
    const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    const [conversation] = await db()
      .insert(conversations)
      .values({ lowUserId: low, highUserId: high })
      .returning();
    const base = { conversationId: conversation!.id, senderId: a.id };
    expect(await refusal(() => db().insert(chatMessages).values(base))).toMatch(/chat_messages_content_ck/);
    expect(
      await refusal(() =>
        db()
          .insert(chatMessages)
          .values({ ...base, fileKey: "chat/1/x.pdf" }),
      ),
    ).toMatch(/chat_messages_file_ck/);
    expect(
      await refusal(() =>
        db()
          .insert(chatMessages)
          .values({ ...base, body: "مرحبا" }),
      ),
    ).toBeNull();
  });

  it("block a member or the admin, never oneself, once each", async () => {
    const [a, b] = [await newMember(t.app, db(), "E"), await newMember(t.app, db(), "F")];
    expect(
      await refusal(() => db().insert(userBlocks).values({ blockerId: a.id, blockedId: b.id })),
    ).toBeNull();
    expect(await refusal(() => db().insert(userBlocks).values({ blockerId: a.id, blockedId: b.id }))).toMatch(
      /user_blocks_member_uq/,
    );
    expect(await refusal(() => db().insert(userBlocks).values({ blockerId: a.id, blockedId: a.id }))).toMatch(
      /user_blocks_self_ck/,
    );
    expect(await refusal(() => db().insert(userBlocks).values({ blockerId: a.id }))).toMatch(
      /user_blocks_target_ck/,
    );
    expect(
      await refusal(() => db().insert(userBlocks).values({ blockerId: a.id, blocksAdmin: true })),
    ).toBeNull();
    expect(
      await refusal(() => db().insert(userBlocks).values({ blockerId: a.id, blocksAdmin: true })),
    ).toMatch(/user_blocks_admin_uq/);
  });
});
