import { eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBlockResult, TChatMessage, TChatMessagesPage, TChatSummary } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { chatMessages } from "../src/db/schema/conversations.js";
import { properties } from "../src/db/schema/properties.js";
import { createLimiterFactory } from "../src/lib/shared-limiters.js";
import { createChatService, type SentMessage } from "../src/modules/chat/chat.service.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, type Envelope } from "./helpers.js";
import { PDF } from "./listing-poster.js";
import { multipart, type Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 16's chat calls (ADR 059): who may read and write, blocks, stable paging, files private to the two people.

let t: TestApp;
let propertyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [property] = await t.database.db.select({ id: properties.id }).from(properties).limit(1);
  propertyId = property!.id;
});
afterAll(async () => t?.close());

type Member = Awaited<ReturnType<typeof newMember>>;
const member = (name = "Chat member") => newMember(t.app, t.database.db, name);

async function call<T>(
  method: "GET" | "POST",
  url: string,
  who: { authorization: string } | null,
  payload?: Record<string, unknown>,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: who ? { authorization: who.authorization } : {},
    ...(method === "GET" ? { query: payload as Record<string, string> } : { payload }),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> & Record<string, unknown> };
}

const send = (from: Member, payload: Record<string, unknown>) =>
  call<TChatMessage>("POST", "/api/send_message", from, { property_id: propertyId, ...payload });

const messagesOf = (who: Member, query: Record<string, unknown>) =>
  call<TChatMessagesPage>(
    "GET",
    "/api/get_messages",
    who,
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );

async function sendForm(from: Member, parts: Part[]) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/send_message",
    headers: { authorization: from.authorization, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<TChatMessage> };
}

/** A few MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): what a phone's MP3 voice note starts with. */
const MP3 = Buffer.concat(
  Array.from({ length: 4 }, () =>
    Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0)]),
  ),
);

describe("sending", () => {
  it("takes the sender from the token: a spoofed sender_id is ignored", async () => {
    const [a, b, c] = [await member("A"), await member("B"), await member("C")];
    const sent = await send(a, { receiver_id: b.id, sender_id: c.id, message: "Hello <b>there</b> & co" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sender_id).toBe(a.id);
    expect(sent.body.data.receiver_id).toBe(b.id);
    expect(sent.body.id).toBe(sent.body.data.id);
    // Kept exactly as sent: no HTML escaping on the way in or out.
    expect(sent.body.data.message).toBe("Hello <b>there</b> & co");
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.body.data.id));
    expect(row!.senderId).toBe(a.id);
    // The spoofed "sender" has no conversation with b at all.
    const spoofed = await messagesOf(c, { user_id: b.id, property_id: propertyId });
    expect(spoofed.body.data.total).toBe(0);
  });

  it("refuses messaging oneself, an unknown or deactivated receiver, an empty or too long message, with 4xx", async () => {
    const [a, b] = [await member(), await member()];
    expect((await send(a, { receiver_id: a.id, message: "me" })).status).toBe(422);
    expect((await send(a, { receiver_id: 2_000_000_000, message: "hi" })).status).toBe(404);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, b.id));
    expect((await send(a, { receiver_id: b.id, message: "hi" })).status).toBe(404);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, b.id));
    expect((await send(a, { receiver_id: b.id, message: "   " })).status).toBe(422);
    expect((await send(a, { receiver_id: b.id })).status).toBe(422);
    expect((await send(a, { receiver_id: b.id, message: "x".repeat(5001) })).status).toBe(422);
    expect((await send(a, { receiver_id: b.id, message: "x".repeat(5000) })).status).toBe(200);
    expect((await send(a, { receiver_id: b.id, message: "nul\u0000" })).status).toBeLessThan(500);
    expect((await send(a, { receiver_id: "abc", message: "hi" })).status).toBe(422);
    expect((await send(a, { receiver_id: b.id, property_id: 2_000_000_000, message: "hi" })).status).toBe(
      404,
    );
    expect((await call("POST", "/api/send_message", null, { receiver_id: b.id, message: "hi" })).status).toBe(
      401,
    );
  });

  it("answers in the caller's language", async () => {
    const a = await member();
    const refused = await call("POST", "/api/send_message?lang=ar", a, { receiver_id: a.id, message: "x" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(arabicLetters);
  });

  it("opens one conversation for the pair and listing, whoever writes first, even at once", async () => {
    const [a, b] = [await member(), await member()];
    const sent = await Promise.all([
      send(a, { receiver_id: b.id, message: "first from a" }),
      send(b, { receiver_id: a.id, message: "first from b" }),
      send(a, { receiver_id: b.id, message: "second from a" }),
    ]);
    expect(sent.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((reply) => reply.body.data.conversation_id)).size).toBe(1);
    // A support chat (no listing) is a different conversation of the same pair.
    const support = await call<TChatMessage>("POST", "/api/send_message", a, {
      receiver_id: b.id,
      message: "x",
    });
    expect(support.body.data.property_id).toBeNull();
    expect(support.body.data.conversation_id).not.toBe(sent[0]!.body.data.conversation_id);
  });

  it("limits how fast one member sends", async () => {
    const [a, b] = [await member(), await member()];
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await send(a, { receiver_id: b.id, message: `m${i}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("a third user", () => {
  it("cannot read, delete in, mark, or fetch the files of someone else's conversation", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const sent = await sendForm(a, [
      { name: "receiver_id", value: String(b.id) },
      { name: "property_id", value: String(propertyId) },
      { name: "file", file: PDF, fileName: "contract.pdf", type: "application/pdf" },
    ]);
    expect(sent.status).toBe(200);
    const { id, conversation_id: conversationId } = sent.body.data;
    expect((await messagesOf(c, { conversation_id: conversationId })).status).toBe(404);
    expect((await call("POST", "/api/chats/read", c, { conversation_id: conversationId })).status).toBe(404);
    expect((await call("POST", "/api/delete_chat_message", c, { message_id: id })).status).toBe(404);
    expect((await call("GET", "/api/chat-file", c, { message_id: String(id) })).status).toBe(404);
    // The receiver may read it but not delete it.
    expect((await call("POST", "/api/delete_chat_message", b, { message_id: id })).status).toBe(403);
    const still = await messagesOf(b, { conversation_id: conversationId });
    expect(still.body.data.data[0]!.file).toContain(`message_id=${id}`);
  });

  it("cannot send into it: writing to either person opens the third user's own conversation", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const first = await send(a, { receiver_id: b.id, message: "between a and b" });
    const intruder = await send(c, { receiver_id: b.id, message: "from c" });
    expect(intruder.body.data.conversation_id).not.toBe(first.body.data.conversation_id);
    const page = await messagesOf(a, { user_id: b.id, property_id: propertyId });
    expect(page.body.data.data.map((message) => message.message)).toEqual(["between a and b"]);
  });
});

describe("deleting", () => {
  it("empties one's own message and keeps its place", async () => {
    const [a, b] = [await member(), await member()];
    const first = await send(a, { receiver_id: b.id, message: "keep" });
    const second = await send(a, { receiver_id: b.id, message: "oops" });
    const deleted = await call<TChatMessage>("POST", "/api/delete_chat_message", a, {
      message_id: second.body.data.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({
      message: null,
      is_deleted: true,
      chat_message_type: "deleted",
    });
    const page = await messagesOf(b, { user_id: a.id, property_id: propertyId });
    expect(page.body.data.data.map((message) => [message.id, message.message])).toEqual([
      [second.body.data.id, null],
      [first.body.data.id, "keep"],
    ]);
  });
});

describe("blocks", () => {
  it("refuse the blocked side's messages both ways, in the caller's language, until unblocked", async () => {
    const [a, b] = [await member(), await member()];
    await send(a, { receiver_id: b.id, message: "hello" });
    const blocked = await call<TBlockResult>("POST", "/api/block-user", b, {
      to_user_id: a.id,
      reason: "spam",
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual({ to_user_id: a.id, to_admin: false, blocked: true });
    // Twice is once.
    expect((await call("POST", "/api/block-user", b, { to_user_id: a.id })).status).toBe(200);

    const refused = await call("POST", "/api/send_message?lang=ar", a, {
      receiver_id: b.id,
      property_id: propertyId,
      message: "are you there?",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(arabicLetters);
    const back = await send(b, { receiver_id: a.id, message: "I blocked you" });
    expect(back.status).toBe(403);
    expect(back.body.message).toMatch(/unblock/i);

    const seenByA = await messagesOf(a, { user_id: b.id, property_id: propertyId });
    expect(seenByA.body).toMatchObject({ blocked_by_me: false, blocked_me: true, is_blocked_by_user: true });
    const chatsOfB = await call<TChatSummary[]>("GET", "/api/get_chats", b);
    expect(chatsOfB.body.data.find((row) => row.user_id === a.id)).toMatchObject({
      blocked_by_me: true,
      blocked_me: false,
    });

    expect((await call("POST", "/api/unblock-user", b, { to_user_id: a.id })).status).toBe(200);
    expect((await send(a, { receiver_id: b.id, message: "thanks" })).status).toBe(200);
  });

  it("of the support refuse every admin's messages", async () => {
    const a = await member();
    const [admin] = await t.database.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    const adminAuth = { authorization: `Bearer ${await t.app.services.auth.issueToken(admin!.id, "test")}` };
    expect((await call("POST", "/api/block-user", a, { to_admin: 1, reason: "no thanks" })).status).toBe(200);
    const fromAdmin = await call("POST", "/api/send_message", adminAuth, {
      receiver_id: a.id,
      message: "Hello",
    });
    expect(fromAdmin.status).toBe(403);
    const toAdmin = await call("POST", "/api/send_message", a, { receiver_id: admin!.id, message: "Hi" });
    expect(toAdmin.status).toBe(403);
    expect((await call("POST", "/api/unblock-user", a, { to_admin: "1" })).status).toBe(200);
    expect(
      (await call("POST", "/api/send_message", adminAuth, { receiver_id: a.id, message: "Hello" })).status,
    ).toBe(200);
  });

  it("need exactly one target and never oneself", async () => {
    const [a, b] = [await member(), await member()];
    expect((await call("POST", "/api/block-user", a, {})).status).toBe(422);
    expect((await call("POST", "/api/block-user", a, { to_user_id: b.id, to_admin: 1 })).status).toBe(422);
    expect((await call("POST", "/api/block-user", a, { to_user_id: a.id })).status).toBe(422);
    expect((await call("POST", "/api/block-user", a, { to_user_id: 2_000_000_000 })).status).toBe(404);
  });
});

describe("paging", () => {
  it("by before_id neither repeats nor skips while new messages arrive", async () => {
    const [a, b] = [await member(), await member()];
    const ids: number[] = [];
    for (let i = 1; i <= 12; i += 1)
      ids.push((await send(a, { receiver_id: b.id, message: `m${i}` })).body.data.id);
    const first = await messagesOf(b, { user_id: a.id, property_id: propertyId, per_page: 5 });
    expect(first.body.data.data.map((m) => m.message)).toEqual(["m12", "m11", "m10", "m9", "m8"]);
    for (let i = 13; i <= 15; i += 1) await send(a, { receiver_id: b.id, message: `m${i}` });
    const second = await messagesOf(b, {
      user_id: a.id,
      property_id: propertyId,
      per_page: 5,
      before_id: first.body.data.next_before_id!,
    });
    expect(second.body.data.data.map((m) => m.message)).toEqual(["m7", "m6", "m5", "m4", "m3"]);
    const third = await messagesOf(b, {
      user_id: a.id,
      property_id: propertyId,
      per_page: 5,
      before_id: second.body.data.next_before_id!,
    });
    expect(third.body.data.data.map((m) => m.message)).toEqual(["m2", "m1"]);
    expect(third.body.data.next_before_id).toBeNull();
    expect(third.body.data.total).toBe(15);
  });

  it("refuses bad paging input with 4xx", async () => {
    const a = await member();
    expect((await messagesOf(a, { user_id: "x" })).status).toBe(422);
    expect((await messagesOf(a, {})).status).toBe(422);
    expect((await messagesOf(a, { user_id: a.id })).status).toBe(422);
    expect((await messagesOf(a, { user_id: 1, per_page: 1000 })).status).toBe(422);
    expect((await messagesOf(a, { user_id: 1, before_id: -3 })).status).toBe(422);
  });
});

describe("unread counts", () => {
  it("count the other side's messages until read", async () => {
    const [a, b] = [await member(), await member()];
    await send(b, { receiver_id: a.id, message: "from b" });
    for (const text of ["one", "two", "three"]) await send(a, { receiver_id: b.id, message: text });
    const unreadFor = async (who: Member, other: Member) =>
      (await call<TChatSummary[]>("GET", "/api/get_chats", who)).body.data.find(
        (row) => row.user_id === other.id,
      );
    const beforeRead = await unreadFor(b, a);
    expect(beforeRead).toMatchObject({ unread_count: 3, property_id: propertyId, name: a.name });
    expect(beforeRead!.last_message!.message).toBe("three");
    // The sender's own messages are never unread for them, and replying read what came before.
    expect((await unreadFor(a, b))!.unread_count).toBe(0);
    const marked = await call("POST", "/api/chats/read", b, { user_id: a.id, property_id: propertyId });
    expect(marked.status).toBe(200);
    expect((await unreadFor(b, a))!.unread_count).toBe(0);
    // a now sees its messages read by b.
    const page = await messagesOf(a, { user_id: b.id, property_id: propertyId });
    expect(page.body.data.data.filter((m) => m.is_mine).every((m) => m.is_read)).toBe(true);
    // Newest conversation first.
    const again = await send(a, { receiver_id: b.id, message: "again" });
    const chats = await call<TChatSummary[]>("GET", "/api/get_chats", b, { per_page: "1" });
    expect(chats.body.data[0]!.user_id).toBe(a.id);
    expect(chats.body.data[0]!.unread_count).toBe(1);
    // A message its sender deleted is not waiting to be read.
    await call("POST", "/api/delete_chat_message", a, { message_id: again.body.data.id });
    expect((await unreadFor(b, a))!.unread_count).toBe(0);
    // Marking by conversation works too, and only for its two people.
    await send(a, { receiver_id: b.id, message: "once more" });
    expect((await unreadFor(b, a))!.unread_count).toBe(1);
    const byId = { conversation_id: again.body.data.conversation_id };
    expect((await call("POST", "/api/chats/read", b, byId)).status).toBe(200);
    expect((await unreadFor(b, a))!.unread_count).toBe(0);
    expect(chats.body.total_page).toBeGreaterThanOrEqual(1);
  });
});

describe("the conversation list", () => {
  it("names the listing in the reader's language", async () => {
    const [listing] = await t.database.db
      .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr })
      .from(properties)
      .where(isNotNull(properties.titleAr))
      .limit(1);
    const [a, b] = [await member(), await member()];
    await send(a, { receiver_id: b.id, property_id: listing!.id, message: "Still free?" });
    const rowIn = async (lang: string) =>
      (await call<TChatSummary[]>("GET", "/api/get_chats", b, { lang })).body.data.find(
        (row) => row.property_id === listing!.id,
      );
    expect((await rowIn("en"))!.title).toBe(listing!.title);
    expect((await rowIn("ar"))!.title).toBe(listing!.titleAr);
  });
});

describe("files", () => {
  it("an image and a voice note reach the other participant, read by content", async () => {
    const [a, b] = [await member(), await member()];
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const image = await sendForm(a, [
      { name: "receiver_id", value: String(b.id) },
      { name: "property_id", value: String(propertyId) },
      { name: "message", value: "the view" },
      // The declared name and type lie; the bytes decide.
      { name: "file", file: png, fileName: "view.exe", type: "application/octet-stream" },
    ]);
    expect(image.status).toBe(200);
    expect(image.body.data).toMatchObject({
      file_kind: "image",
      file_type: "image/png",
      chat_message_type: "file_and_text",
    });
    const voice = await sendForm(a, [
      { name: "receiver_id", value: String(b.id) },
      { name: "property_id", value: String(propertyId) },
      { name: "audio", file: MP3, fileName: "note.webm", type: "audio/webm" },
      { name: "duration_ms", value: "1500" },
    ]);
    expect(voice.status).toBe(200);
    expect(voice.body.data).toMatchObject({
      file_kind: "audio",
      chat_message_type: "audio",
      duration_ms: 1500,
    });
    expect(voice.body.data.audio).toContain(`message_id=${voice.body.data.id}`);

    const download = await t.app.inject({
      method: "GET",
      url: `/api/chat-file?message_id=${image.body.data.id}`,
      headers: { authorization: b.authorization },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.rawPayload.equals(png)).toBe(true);
    const listen = await t.app.inject({
      method: "GET",
      url: `/api/chat-file?message_id=${voice.body.data.id}`,
      headers: { authorization: b.authorization },
    });
    expect(listen.statusCode).toBe(200);
    expect(listen.headers["content-type"]).toBe("audio/mpeg");
    expect(listen.rawPayload.equals(MP3)).toBe(true);

    const c = await member();
    expect((await call("GET", "/api/chat-file", c, { message_id: String(voice.body.data.id) })).status).toBe(
      404,
    );
    expect(
      (await call("GET", "/api/chat-file", null, { message_id: String(voice.body.data.id) })).status,
    ).toBe(401);

    // Deleting the message removes its file.
    await call("POST", "/api/delete_chat_message", a, { message_id: image.body.data.id });
    expect((await call("GET", "/api/chat-file", b, { message_id: String(image.body.data.id) })).status).toBe(
      404,
    );
  });

  it("refuses other files, and two at once, with 4xx", async () => {
    const [a, b] = [await member(), await member()];
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 0x41)]);
    const base = [
      { name: "receiver_id", value: String(b.id) },
      { name: "property_id", value: String(propertyId) },
    ];
    const asFile = await sendForm(a, [
      ...base,
      { name: "file", file: exe, fileName: "a.pdf", type: "application/pdf" },
    ]);
    expect(asFile.status).toBe(422);
    const asAudio = await sendForm(a, [
      ...base,
      { name: "audio", file: PDF, fileName: "a.mp3", type: "audio/mpeg" },
    ]);
    expect(asAudio.status).toBe(422);
    const both = await sendForm(a, [
      ...base,
      { name: "file", file: PDF, fileName: "a.pdf", type: "application/pdf" },
      { name: "audio", file: MP3, fileName: "a.mp3", type: "audio/mpeg" },
    ]);
    expect(both.status).toBe(422);
    const arabic = await t.app.inject({
      method: "POST",
      url: "/api/send_message?lang=ar",
      headers: {
        authorization: a.authorization,
        ...multipart([...base, { name: "file", file: exe, fileName: "x", type: "x/y" }]).headers,
      },
      payload: multipart([...base, { name: "file", file: exe, fileName: "x", type: "x/y" }]).payload,
    });
    expect(arabic.statusCode).toBe(422);
    expect((arabic.json() as Envelope).message).toMatch(arabicLetters);
  });
});

describe("the onMessage hook (realtime delivery and notifications, later)", () => {
  it("hears each committed message once, and its failure never fails the send", async () => {
    const [a, b] = [await member(), await member()];
    const heard: SentMessage[] = [];
    const chat = createChatService(t.database.db, {
      files: t.app.files,
      limiter: createLimiterFactory({ redis: null, keyPrefix: "chat-hook-test:" }),
      publicUrl: "http://manzil.test",
      log: t.app.log,
      onMessage: (sent) => {
        heard.push(sent);
        throw new Error("a listener that breaks");
      },
    });
    const viewer = (await t.app.services.auth.resolveViewer(a.authorization.slice("Bearer ".length)))!;
    const message = await chat.send({ viewer, receiverId: b.id, propertyId, text: "hook", uploaded: [] });
    expect(heard).toEqual([
      { message, senderId: a.id, receiverId: b.id, conversationId: message.conversation_id },
    ]);
    // Refused sends are never heard.
    await expect(chat.send({ viewer, receiverId: a.id, text: "self", uploaded: [] })).rejects.toThrow();
    expect(heard).toHaveLength(1);
  });
});
