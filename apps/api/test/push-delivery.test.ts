import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNotificationItem, TWebPushPayload, TWebPushPublicKey } from "@manzil/domain/contracts";
import { savePushToken } from "../src/db/push-tokens.js";
import { pushTokens } from "../src/db/schema/accounts.js";
import { webPushSubscriptions } from "../src/db/schema/conversations.js";
import { PushRetryError } from "../src/modules/push/push-delivery.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { startFakeFcm, type FakeFcm } from "./fakes/fcm-fake.js";
import { startFakeWebPush, type BrowserSubscription, type FakeWebPush } from "./fakes/web-push-fake.js";
import { arabicLetters } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Workers on: every notice really goes through the queue to the fake push services, as in production.
const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let pushService: FakeWebPush;
let fcm: FakeFcm;
beforeAll(async () => {
  pushService = await startFakeWebPush({ vapidPublicKey: vapid.publicKey });
  fcm = await startFakeFcm();
  t = await createTestApp({
    JOBS_WORKER: "true",
    JOBS_POLL_INTERVAL_SECONDS: "0.5",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:push@manzil.test",
    FCM_SERVICE_ACCOUNT: fcm.serviceAccountJson,
    FCM_BASE_URL: fcm.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
  await fcm?.close();
});

type Member = Awaited<ReturnType<typeof newMember>>;
const as = (member: Member) => ({ headers: { authorization: member.authorization } });

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function subscribe(member: Member, browser: BrowserSubscription, lang?: "en" | "ar") {
  return post(
    t.app,
    "/api/web-push/subscriptions",
    { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys, ...(lang ? { lang } : {}) },
    as(member),
  );
}

let tokens = 0;
async function phone(member: Member) {
  tokens += 1;
  const fcmId = `fcm-token-${process.pid}-${tokens}-${Date.now()}`;
  await savePushToken(t.database.db, { userId: member.id, fcmId, now: new Date() });
  return fcmId;
}

let listings = 0;
async function approve(member: Member) {
  listings += 1;
  await t.app.services.notifications.notify({
    userId: member.id,
    kind: "listing_approved",
    params: { title: `Garden flat ${listings}`, title_ar: `شقة بحديقة ${listings}` },
    link: `/properties/garden-flat-${listings}`,
  });
  return `Garden flat ${listings}`;
}

async function inbox(member: Member) {
  return (await get<TNotificationItem[]>(t.app, "/api/get_notification_list", {}, as(member))).body.data;
}

const pushesTo = (browser: BrowserSubscription) =>
  pushService.received
    .filter((push) => push.id === browser.id)
    .map((push) => JSON.parse(browser.decrypt(push.body)) as TWebPushPayload);

describe("push delivery of stored notices", () => {
  it("offers the VAPID public key to the web", async () => {
    const { status, body } = await get<TWebPushPublicKey>(t.app, "/api/web-push/public-key");
    expect(status).toBe(200);
    expect(body.data.public_key).toBe(vapid.publicKey);
  });

  it("brings a notice to the member's browser, in the browser's language, and to the member's phone", async () => {
    const member = await newMember(t.app, t.database.db);
    const browser = pushService.newSubscription();
    expect((await subscribe(member, browser, "ar")).status).toBe(200);
    const token = await phone(member);

    const title = await approve(member);
    const [notice] = await inbox(member);

    const [pushed] = await until("the browser's push", () => pushesTo(browser)[0] && pushesTo(browser));
    expect(pushed).toMatchObject({
      id: notice!.id,
      kind: "listing_approved",
      link: notice!.link,
      unread_count: 1,
    });
    expect(pushed!.title).toMatch(arabicLetters);
    expect(pushed!.body).toContain("شقة بحديقة");
    const received = pushService.received.find((push) => push.id === browser.id)!;
    expect(received.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);

    const sent = await until("the phone's push", () => fcm.sent.find((message) => message.token === token));
    // Apps register no language: the site's default (English in the seed).
    expect(sent.notification).toEqual({ title: "Listing approved", body: expect.stringContaining(title) });
    expect(sent.data).toMatchObject({ id: String(notice!.id), kind: "listing_approved", link: notice!.link });
    expect(pushService.refused).toEqual([]);
    expect(fcm.refused).toEqual([]);
  });

  it("sends nothing for a kind switched off or with the global switch off, yet keeps the notices in the inbox", async () => {
    const member = await newMember(t.app, t.database.db);
    const browser = pushService.newSubscription();
    await subscribe(member, browser, "en");
    const token = await phone(member);
    const off = await post(
      t.app,
      "/api/notification-preferences",
      { preferences: [{ kind: "listing_approved", push: false }] },
      as(member),
    );
    expect(off.status).toBe(200);

    const quiet = await approve(member);
    // A kind still on, written after: its push is queued behind the first notice's, so once it arrived the
    // first one was already decided (one worker per queue takes jobs in order).
    await t.app.services.notifications.notify({
      userId: member.id,
      kind: "payment_succeeded",
      params: { amount: "EGP 100" },
    });
    await until("the payment's push", () => pushesTo(browser).find((p) => p.kind === "payment_succeeded"));
    await until("the payment's phone push", () =>
      fcm.sent.find((m) => m.token === token && m.data.kind === "payment_succeeded"),
    );
    expect(pushesTo(browser).map((p) => p.kind)).toEqual(["payment_succeeded"]);
    expect(fcm.sent.filter((m) => m.token === token).map((m) => m.data.kind)).toEqual(["payment_succeeded"]);

    const globalOff = await post(t.app, "/api/update_profile", { notification: 0 }, as(member));
    expect(globalOff.status).toBe(200);
    await t.app.services.notifications.notify({
      userId: member.id,
      kind: "payment_failed",
      params: { amount: "EGP 5" },
    });
    // Someone else's notice, written after, as the marker that the queue got past this member's.
    const other = await newMember(t.app, t.database.db);
    const otherBrowser = pushService.newSubscription();
    await subscribe(other, otherBrowser);
    await approve(other);
    await until("the other member's push", () => pushesTo(otherBrowser)[0]);
    expect(pushesTo(browser).map((p) => p.kind)).toEqual(["payment_succeeded"]);

    const kinds = (await inbox(member)).map((item) => item.kind);
    expect(kinds).toEqual(["payment_failed", "payment_succeeded", "listing_approved"]);
    expect((await inbox(member)).at(-1)!.message).toContain(quiet);
  });

  it("removes a browser the push service says is gone and a phone FCM calls UNREGISTERED", async () => {
    const member = await newMember(t.app, t.database.db);
    const gone = pushService.newSubscription();
    const alive = pushService.newSubscription();
    await subscribe(member, gone);
    await subscribe(member, alive);
    const deadToken = await phone(member);
    const liveToken = await phone(member);
    pushService.gone.add(gone.id);
    fcm.unregistered.add(deadToken);

    await approve(member);
    await until("the gone browser's removal", async () => {
      const rows = await t.database.db
        .select({ id: webPushSubscriptions.id })
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.endpoint, gone.endpoint));
      return rows.length === 0 ? true : undefined;
    });
    await until("the dead token's removal", async () => {
      const rows = await t.database.db.select().from(pushTokens).where(eq(pushTokens.fcmId, deadToken));
      return rows.length === 0 ? true : undefined;
    });
    await until("the live browser's push", () => pushesTo(alive)[0]);
    await until("the live phone's push", () => fcm.sent.find((m) => m.token === liveToken));
    const left = await t.database.db
      .select({ endpoint: webPushSubscriptions.endpoint })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, member.id));
    expect(left.map((row) => row.endpoint)).toEqual([alive.endpoint]);
  });

  it("leaves a browser whose push service is down for the queue to retry, without pushing the others again", async () => {
    const member = await newMember(t.app, t.database.db);
    const down = pushService.newSubscription();
    const up = pushService.newSubscription();
    await subscribe(member, down);
    await subscribe(member, up);
    pushService.down.add(down.id);
    await approve(member);
    await until("the working browser's push", () => pushesTo(up)[0]);
    const [notice] = await inbox(member);
    const [downRow] = await t.database.db
      .select({ id: webPushSubscriptions.id })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, down.endpoint));
    // What the device job does on each run: a down service throws (the queue retries this device only) …
    await expect(
      t.app.services.push.deliver(
        { notificationId: notice!.id, channel: "web", deviceId: downRow!.id },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(PushRetryError);
    // … and the subscription is kept; once the service is back, the retry reaches it.
    pushService.down.delete(down.id);
    await t.app.services.push.deliver(
      { notificationId: notice!.id, channel: "web", deviceId: downRow!.id },
      new Date(),
    );
    expect(pushesTo(down)).toHaveLength(1);
    expect(pushesTo(up)).toHaveLength(1);
  });
});

describe("browser subscriptions", () => {
  it("asks for a signed-in member and a real subscription", async () => {
    const browser = pushService.newSubscription();
    const anonymous = await post(t.app, "/api/web-push/subscriptions", {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(anonymous.status).toBe(401);
    const member = await newMember(t.app, t.database.db);
    const badKey = await post(
      t.app,
      "/api/web-push/subscriptions",
      { endpoint: browser.endpoint, keys: { p256dh: "abc", auth: browser.keys.auth } },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(badKey.status).toBe(422);
    expect(badKey.body.message).toMatch(arabicLetters);
    const notUrl = await post(
      t.app,
      "/api/web-push/subscriptions",
      { endpoint: "javascript:alert(1)", keys: browser.keys },
      as(member),
    );
    expect(notUrl.status).toBe(422);
  });

  it("lets a member remove only their own browser's subscription", async () => {
    const owner = await newMember(t.app, t.database.db);
    const stranger = await newMember(t.app, t.database.db);
    const browser = pushService.newSubscription();
    await subscribe(owner, browser);

    const byStranger = await post(
      t.app,
      "/api/web-push/subscriptions/remove",
      { endpoint: browser.endpoint },
      as(stranger),
    );
    expect(byStranger.status).toBe(404);
    const byStrangerDelete = await t.app.inject({
      method: "DELETE",
      url: "/api/web-push/subscriptions",
      headers: { authorization: stranger.authorization },
      payload: { endpoint: browser.endpoint },
    });
    expect(byStrangerDelete.statusCode).toBe(404);
    const kept = await t.database.db
      .select({ userId: webPushSubscriptions.userId })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, browser.endpoint));
    expect(kept).toEqual([{ userId: owner.id }]);

    const byOwner = await post(
      t.app,
      "/api/web-push/subscriptions/remove",
      { endpoint: browser.endpoint },
      as(owner),
    );
    expect(byOwner.status).toBe(200);
    await approve(owner);
    const marker = pushService.newSubscription();
    await subscribe(owner, marker);
    await approve(owner);
    await until("the marker's push", () => pushesTo(marker)[0]);
    expect(pushesTo(browser)).toEqual([]);
  });

  it("moves a browser to whoever subscribed it last and keeps ten per member", async () => {
    const first = await newMember(t.app, t.database.db);
    const second = await newMember(t.app, t.database.db);
    const shared = pushService.newSubscription();
    await subscribe(first, shared);
    await subscribe(second, shared);
    const owners = await t.database.db
      .select({ userId: webPushSubscriptions.userId })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, shared.endpoint));
    expect(owners).toEqual([{ userId: second.id }]);

    const browsers = Array.from({ length: 11 }, () => pushService.newSubscription());
    for (const browser of browsers) await subscribe(first, browser);
    const kept = await t.database.db
      .select({ endpoint: webPushSubscriptions.endpoint })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, first.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(browsers[0]!.endpoint);
  });
});

describe("without VAPID keys", () => {
  it("tells the web that there is no web push, and refuses subscriptions", async () => {
    const plain = await createTestApp({}, { database: t.database });
    try {
      const key = await get<TWebPushPublicKey>(plain.app, "/api/web-push/public-key");
      expect(key.body.data.public_key).toBeNull();
      const member = await newMember(plain.app, plain.database.db);
      const browser = pushService.newSubscription();
      const refused = await post(
        plain.app,
        "/api/web-push/subscriptions",
        { endpoint: browser.endpoint, keys: browser.keys },
        as(member),
      );
      expect(refused.status).toBe(409);
    } finally {
      // Not plain.close(): the database is the suite's.
      await plain.app.close();
      await rm(plain.dataDir, { recursive: true, force: true });
    }
  });
});
