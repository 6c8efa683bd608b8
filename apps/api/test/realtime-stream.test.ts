import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  RealtimeEvent,
  type TChatMessage,
  type TRealtimeEvent,
  type TNotificationItem,
} from "@manzil/domain/contracts";
import { properties } from "../src/db/schema/properties.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters } from "./helpers.js";
import { listening, SseClient } from "./sse-client.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 16's realtime channel (ADR 061): each member's own events, live and after a reconnect, never anyone else's.

let t: TestApp;
let base: string;
let propertyId: number;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ REALTIME_HEARTBEAT_MS: "50" });
  base = await listening(t.app);
  const [property] = await t.database.db.select({ id: properties.id }).from(properties).limit(1);
  propertyId = property!.id;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(async () => t?.close());

type Member = Awaited<ReturnType<typeof newMember>>;
const member = (name = "Realtime member") => newMember(t.app, t.database.db, name);

async function stream(who: Member, options: { query?: string; headers?: Record<string, string> } = {}) {
  const client = await SseClient.open(`${base}/api/realtime/stream${options.query ?? ""}`, {
    authorization: who.authorization,
    ...options.headers,
  });
  open.push(client);
  expect(client.status).toBe(200);
  await client.ready();
  return client;
}

async function post(who: Member, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: { authorization: who.authorization },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Record<string, unknown> };
}

async function send(from: Member, to: Member, text: string): Promise<TChatMessage> {
  const body = await post(from, "/api/send_message", {
    receiver_id: to.id,
    property_id: propertyId,
    message: text,
  });
  return body.data as unknown as TChatMessage;
}

/** Every event frame follows the shared contract. */
function expectContract(client: SseClient) {
  for (const frame of client.frames.filter((f) => f.event)) {
    const event = RealtimeEvent.parse(JSON.parse(frame.data!)) as TRealtimeEvent;
    expect(event.type).toBe(frame.event);
    expect(frame.id).toMatch(/^\d+\.\d+$/);
  }
}

describe("who may listen", () => {
  it("refuses a guest with 401 in their language, and a cursor that is not ours with 422", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/api/realtime/stream?lang=ar" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toMatch(arabicLetters);

    const a = await member();
    const bad = await SseClient.open(`${base}/api/realtime/stream?lang=ar`, {
      authorization: a.authorization,
      "last-event-id": "12; drop table",
    });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body!).message).toMatch(arabicLetters);
  });

  it("streams as text/event-stream, unbuffered and uncached, starting with a cursor and keeping alive", async () => {
    const a = await member();
    const client = await stream(a);
    expect(client.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(client.headers.get("cache-control")).toMatch(/no-cache/);
    expect(client.headers.get("x-accel-buffering")).toBe("no");
    expect(client.headers.get("content-encoding")).toBeNull();
    expect(client.frames[0]!.retry).toMatch(/^\d+$/);
    // Nothing happened yet: the first cursor is the member's "now".
    expect(client.lastEventId).toMatch(/^\d+\.\d+$/);
    await client.waitFor((frame) => frame.comment === "keep-alive", "heartbeat");
  });

  it("is described in the OpenAPI document", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = docs.paths["/api/realtime/stream"].get;
    expect(operation.description).toContain("Last-Event-ID");
    expect(operation.security).toEqual([{ bearer: [] }]);
  });

  it("accepts the web's session cookie as other signed-in GETs do", async () => {
    const a = await member();
    const client = await SseClient.open(`${base}/api/realtime/stream`, {
      cookie: `manzil_session=${a.authorization.slice("Bearer ".length)}`,
    });
    open.push(client);
    expect(client.status).toBe(200);
    await client.ready();
  });
});

describe("live events", () => {
  it("delivers a message to its receiver exactly as sent, and to the sender's other devices as theirs", async () => {
    const [a, b] = [await member("A"), await member("B")];
    const [aStream, bStream] = [await stream(a), await stream(b)];
    const text = 'مرحبًا، هل الشقة متاحة؟ 👋 <b>x</b> & "y"\nسطر ثانٍ';
    const sent = await send(a, b, text);

    const received = await bStream.waitForEvent<{ message: TChatMessage }>("message");
    expect(received.message).toMatchObject({ id: sent.id, message: text, sender_id: a.id, is_mine: false });
    const echoed = await aStream.waitForEvent<{ message: TChatMessage }>("message");
    expect(echoed.message).toMatchObject({ id: sent.id, message: text, is_mine: true });
    expectContract(bStream);
  });

  it("tells the receiver of their notice, worded in the stream's language, with the unread count", async () => {
    const [a, b] = [await member("Sender"), await member("Receiver")];
    const [english, arabic] = [await stream(b), await stream(b, { query: "?lang=ar" })];
    await send(a, b, "A question about the flat");

    const inEnglish = await english.waitForEvent<{ notification: TNotificationItem; unread_count: number }>(
      "notification",
    );
    expect(inEnglish.notification.kind).toBe("message_received");
    expect(inEnglish.notification.customers_id).toBe(b.id);
    expect(inEnglish.unread_count).toBe(1);
    expect(inEnglish.notification.title).not.toMatch(arabicLetters);
    const inArabic = await arabic.waitForEvent<{ notification: TNotificationItem }>("notification");
    expect(inArabic.notification.id).toBe(inEnglish.notification.id);
    expect(inArabic.notification.title).toMatch(arabicLetters);
    expectContract(arabic);
  });

  it("never shows a third member the events of a conversation they are not in", async () => {
    const [a, b, c, d] = [await member("A"), await member("B"), await member("C"), await member("D")];
    const cStream = await stream(c);
    const bStream = await stream(b);
    const secret = await send(a, b, "only for B");
    await post(a, "/api/delete_chat_message", { message_id: secret.id });
    await send(b, a, "reply");
    await post(a, "/api/chats/read", { user_id: b.id, property_id: propertyId });
    await post(a, "/api/block-user", { to_user_id: b.id });
    await bStream.waitForEvent("block");
    // Events reach each stream in the order they were published: once C has D's later message, anything of A and
    // B's conversation would have arrived before it.
    const sentinel = await send(d, c, "for C");
    await cStream.waitForEvent<{ message: TChatMessage }>(
      "message",
      (data) => data.message.id === sentinel.id,
    );
    const cMessages = cStream.events<{ message: TChatMessage }>("message").map((data) => data.message.id);
    expect(cMessages).toEqual([sentinel.id]);
    expect(cStream.events("message_deleted")).toEqual([]);
    expect(cStream.events("read")).toEqual([]);
    expect(cStream.events("block")).toEqual([]);
    expect(JSON.stringify(cStream.frames)).not.toContain("only for B");
    const cNotices = cStream.events<{ notification: TNotificationItem }>("notification");
    expect(cNotices.every((data) => data.notification.customers_id === c.id)).toBe(true);
  });

  it("tells both people of a deletion, a read mark and a block, each from their own side", async () => {
    const [a, b] = [await member("A"), await member("B")];
    const [aStream, bStream] = [await stream(a), await stream(b)];
    const sent = await send(a, b, "to be deleted");
    const kept = await send(a, b, "kept");

    await post(a, "/api/delete_chat_message", { message_id: sent.id });
    const deleted = { type: "message_deleted", conversation_id: sent.conversation_id, message_id: sent.id };
    expect(await bStream.waitForEvent("message_deleted")).toEqual(deleted);
    expect(await aStream.waitForEvent("message_deleted")).toEqual(deleted);

    await post(b, "/api/chats/read", { conversation_id: sent.conversation_id });
    const read = { type: "read", conversation_id: sent.conversation_id, reader_id: b.id, up_to_id: kept.id };
    expect(await aStream.waitForEvent("read")).toEqual(read);
    expect(await bStream.waitForEvent("read")).toEqual(read);

    await post(b, "/api/block-user", { to_user_id: a.id });
    expect(await aStream.waitForEvent("block")).toEqual({
      type: "block",
      user_id: b.id,
      blocked_by_me: false,
      blocked_me: true,
    });
    expect(await bStream.waitForEvent("block")).toEqual({
      type: "block",
      user_id: a.id,
      blocked_by_me: true,
      blocked_me: false,
    });
    await post(b, "/api/unblock-user", { to_user_id: a.id });
    expect(
      await aStream.waitForEvent<{ blocked_me: boolean }>("block", (data) => !data.blocked_me),
    ).toMatchObject({ user_id: b.id, blocked_by_me: false, blocked_me: false });
    expectContract(aStream);
    expectContract(bStream);
  });
});

describe("resuming", () => {
  it("replays exactly what was missed while disconnected, in order, then goes on live without duplicates", async () => {
    const [a, b] = [await member("A"), await member("B")];
    const first = await stream(b);
    const before = await send(a, b, "seen live");
    await first.waitForEvent<{ message: TChatMessage }>("message", (data) => data.message.id === before.id);
    await first.waitForEvent("notification");
    const cursor = first.lastEventId;
    await first.close();

    const missed = [
      await send(a, b, "أول رسالة فاتتك"),
      await send(a, b, "second missed"),
      await send(a, b, "third missed"),
    ];
    const resumed = await stream(b, { headers: { "last-event-id": cursor } });
    const after = await send(a, b, "live again");
    await resumed.waitForEvent<{ message: TChatMessage }>("message", (data) => data.message.id === after.id);
    await resumed.waitFor(
      () => resumed.events("notification").length === missed.length + 1,
      "a notice per message",
    );

    const messages = resumed.events<{ message: TChatMessage }>("message").map((data) => data.message);
    expect(messages.map((message) => message.id)).toEqual([...missed, after].map((message) => message.id));
    expect(messages[0]!.message).toBe("أول رسالة فاتتك");
    expect(messages.every((message) => !message.is_mine)).toBe(true);
    const notices = resumed.events<{ notification: TNotificationItem }>("notification");
    const noticeIds = notices.map((data) => data.notification.id);
    expect(new Set(noticeIds).size).toBe(noticeIds.length);
    expect(noticeIds).toEqual([...noticeIds].sort((x, y) => x - y));
    expectContract(resumed);
  });

  it("takes the cursor from `last_event_id` for clients that cannot send headers, and replays nothing twice", async () => {
    const [a, b] = [await member("A"), await member("B")];
    const first = await stream(b);
    const cursor = first.lastEventId;
    await first.close();
    const missed = await send(a, b, "while away");

    const resumed = await stream(b, { query: `?last_event_id=${encodeURIComponent(cursor)}` });
    const replayed = await resumed.waitForEvent<{ message: TChatMessage }>("message");
    expect(replayed.message.id).toBe(missed.id);
    // Reconnecting from the newest cursor: nothing comes back again.
    const again = await stream(b, { headers: { "last-event-id": resumed.lastEventId } });
    const sentinel = await send(a, b, "new");
    await again.waitForEvent<{ message: TChatMessage }>("message", (data) => data.message.id === sentinel.id);
    expect(again.events<{ message: TChatMessage }>("message").map((data) => data.message.id)).toEqual([
      sentinel.id,
    ]);
  });
});

describe("clean-up", () => {
  it("frees a member's stream when the client goes away", async () => {
    const a = await member();
    const clients = [];
    for (let i = 0; i < 20; i += 1) clients.push(await stream(a));
    const refused = await SseClient.open(`${base}/api/realtime/stream?lang=ar`, {
      authorization: a.authorization,
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!).message).toMatch(arabicLetters);
    await clients[0]!.close();
    // The server notices the closed socket on its own time; the next stream is accepted once it has.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      const next = await SseClient.open(`${base}/api/realtime/stream`, { authorization: a.authorization });
      open.push(next);
      status = next.status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });
});
