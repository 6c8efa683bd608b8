import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatMessage, TNotificationItem } from "@manzil/domain/contracts";
import { properties } from "../src/db/schema/properties.js";
import { newMember } from "./engagement-helpers.js";
import { listening, SseClient } from "./sse-client.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Issue 16: a member streaming from one instance hears what another instance did, through Redis pub/sub (ADR 061).
// Two apps share one database, as two API processes behind a load balancer do, and one Redis under a fresh prefix.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const REDIS_KEY_PREFIX = `test-${randomUUID()}-`;
let a: TestApp;
let b: TestApp;
let baseB: string;
let propertyId: number;

beforeAll(async () => {
  const env = { REDIS_URL, REDIS_KEY_PREFIX };
  a = await createTestApp(env);
  b = await createTestApp(env, { database: a.database });
  baseB = await listening(b.app);
  const [property] = await a.database.db.select({ id: properties.id }).from(properties).limit(1);
  propertyId = property!.id;
});
afterAll(async () => {
  // B borrows A's database: B's app goes first, A closes the database.
  await b?.app.close();
  if (b) await rm(b.dataDir, { recursive: true, force: true });
  await a?.close();
});

describe("two API instances", () => {
  it("deliver a message sent through instance A to a member streaming from instance B", async () => {
    const sender = await newMember(a.app, a.database.db, "On A");
    const receiver = await newMember(a.app, a.database.db, "On B");
    const stream = await SseClient.open(`${baseB}/api/realtime/stream?lang=ar`, {
      authorization: receiver.authorization,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.ready();

      const latencies: number[] = [];
      for (const text of ["رسالة عبر الخادم الأول", "second", "third"]) {
        const started = performance.now();
        const response = await a.app.inject({
          method: "POST",
          url: "/api/send_message",
          headers: { authorization: sender.authorization },
          payload: { receiver_id: receiver.id, property_id: propertyId, message: text },
        });
        expect(response.statusCode).toBe(200);
        const sent = response.json().data as TChatMessage;
        const received = await stream.waitForEvent<{ message: TChatMessage }>(
          "message",
          (data) => data.message.id === sent.id,
        );
        latencies.push(performance.now() - started);
        expect(received.message).toMatchObject({ message: text, is_mine: false, sender_id: sender.id });
      }
      // The issue asks for "within a second": shown here, not asserted (no timed assertions).
      console.log(
        `realtime across instances: send on A → event on B in ${latencies.map((ms) => `${ms.toFixed(1)} ms`).join(", ")}`,
      );

      // The notice written on A reaches B too, worded by B's stream in its own language.
      const notice = await stream.waitForEvent<{ notification: TNotificationItem }>("notification");
      expect(notice.notification).toMatchObject({ kind: "message_received", customers_id: receiver.id });
      expect(notice.notification.title).toMatch(/[\u0600-\u06FF]/);
    } finally {
      await stream.close();
    }
  });

  it("keep members apart across instances: another member's stream on B hears nothing of it", async () => {
    const [sender, receiver, bystander] = [
      await newMember(a.app, a.database.db, "Sender"),
      await newMember(a.app, a.database.db, "Receiver"),
      await newMember(a.app, a.database.db, "Bystander"),
    ];
    const watching = await SseClient.open(`${baseB}/api/realtime/stream`, {
      authorization: bystander.authorization,
    });
    try {
      await watching.ready();
      const send = (from: typeof sender, to: typeof sender, message: string) =>
        a.app.inject({
          method: "POST",
          url: "/api/send_message",
          headers: { authorization: from.authorization },
          payload: { receiver_id: to.id, property_id: propertyId, message },
        });
      await send(sender, receiver, "not for the bystander");
      const sentinel = (await send(receiver, bystander, "for the bystander")).json().data as TChatMessage;
      await watching.waitForEvent<{ message: TChatMessage }>(
        "message",
        (data) => data.message.id === sentinel.id,
      );
      expect(watching.events<{ message: TChatMessage }>("message").map((data) => data.message.id)).toEqual([
        sentinel.id,
      ]);
    } finally {
      await watching.close();
    }
  });

  it("ask their streams to resume after a break in Redis, and the resumed stream has what was sent meanwhile", async () => {
    const sender = await newMember(a.app, a.database.db, "Sender");
    const receiver = await newMember(a.app, a.database.db, "Receiver");
    const headers = { authorization: receiver.authorization };
    const stream = await SseClient.open(`${baseB}/api/realtime/stream`, headers);
    await stream.ready();

    // Cut both instances' subscriber connections (found by name; other apps on this Redis are left alone).
    const admin = new Redis(REDIS_URL);
    try {
      const clients = String(await admin.client("LIST")).split("\n");
      const ours = clients.filter((line) => line.includes(` name=${REDIS_KEY_PREFIX}realtime `));
      expect(ours).toHaveLength(2);
      for (const line of ours) await admin.client("KILL", "ID", /\bid=(\d+)/.exec(line)![1]!);
    } finally {
      admin.disconnect();
    }
    // Instance B ends the stream once its subscriber is back, since events may have been lost in between.
    await stream.finished;

    const response = await a.app.inject({
      method: "POST",
      url: "/api/send_message",
      headers: { authorization: sender.authorization },
      payload: { receiver_id: receiver.id, property_id: propertyId, message: "sent during the break" },
    });
    const sent = response.json().data as TChatMessage;
    const resumed = await SseClient.open(`${baseB}/api/realtime/stream`, {
      ...headers,
      "last-event-id": stream.lastEventId,
    });
    try {
      const replayed = await resumed.waitForEvent<{ message: TChatMessage }>("message");
      expect(replayed.message).toMatchObject({ id: sent.id, message: "sent during the break" });
    } finally {
      await resumed.close();
    }
  });
});
