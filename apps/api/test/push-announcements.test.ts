import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAnnouncement, TNotificationItem, TWebPushPayload } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { notifications } from "../src/db/schema/conversations.js";
import { userPackages } from "../src/db/schema/packages.js";
import { noticeExpiringPackagesJob } from "../src/modules/packages/package-expiring.job.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { startFakeWebPush, type FakeWebPush } from "./fakes/web-push-fake.js";
import { arabicLetters, readableNight, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let pushService: FakeWebPush;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  pushService = await startFakeWebPush({ vapidPublicKey: vapid.publicKey });
  t = await createTestApp({
    JOBS_WORKER: "true",
    JOBS_POLL_INTERVAL_SECONDS: "0.5",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:push@manzil.test",
  });
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

type Member = Awaited<ReturnType<typeof newMember>>;
const as = (who: { authorization: string }, headers: Record<string, string> = {}) => ({
  headers: { authorization: who.authorization, ...headers },
});

async function inbox(member: Member, headers: Record<string, string> = {}) {
  return (
    await get<TNotificationItem[]>(t.app, "/api/get_notification_list", { limit: "50" }, as(member, headers))
  ).body.data;
}

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("admin announcements", () => {
  it("reaches every active member's inbox in the admin's own words, and their browsers", async () => {
    const reader = await newMember(t.app, t.database.db);
    const arabicReader = await newMember(t.app, t.database.db);
    const browser = pushService.newSubscription();
    await post(
      t.app,
      "/api/web-push/subscriptions",
      { endpoint: browser.endpoint, keys: browser.keys },
      as(reader),
    );

    const { status, body } = await post<TAnnouncement>(
      t.app,
      "/api/admin/notifications",
      {
        title: "Eid offers",
        message: "Listings are free to feature this week.",
        link: "/packages",
        send_type: 1,
      },
      as(admin),
    );
    expect(status).toBe(200);
    const [active] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, "customer"), eq(users.isActive, true)));
    expect(body.data).toMatchObject({ send_type: 1, recipients: active!.count, sent_by: admin.user.id });
    expect(body.message).toContain(String(active!.count));

    const [copies] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.kind, "announcement"));
    expect(copies!.count).toBe(active!.count);
    for (const [member, headers] of [
      [reader, {}],
      [arabicReader, { "accept-language": "ar" }],
    ] as const) {
      const [first] = await inbox(member, headers);
      // The admin's words stay as written, whatever the reader's language.
      expect(first).toMatchObject({
        kind: "announcement",
        title: "Eid offers",
        message: "Listings are free to feature this week.",
        link: "/packages",
      });
    }

    const pushed = await until("the announcement's push", () => {
      const received = pushService.received.find((push) => push.id === browser.id);
      return received && (JSON.parse(browser.decrypt(received.body)) as TWebPushPayload);
    });
    expect(pushed).toMatchObject({ kind: "announcement", title: "Eid offers", link: "/packages" });

    const list = await get<TAnnouncement[]>(t.app, "/api/admin/notifications", {}, as(admin));
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: body.data.id, title: "Eid offers" });
  });

  it("reaches only the chosen members with send_type 0", async () => {
    const chosen = await newMember(t.app, t.database.db);
    const left = await newMember(t.app, t.database.db);
    const { status, body } = await post<TAnnouncement>(
      t.app,
      "/api/admin/notifications",
      {
        title: "Your agent visit",
        message: "An agent will call you today.",
        send_type: 0,
        user_ids: [chosen.id, 2_000_000_000],
      },
      as(admin),
    );
    expect(status).toBe(200);
    expect(body.data.recipients).toBe(1);
    expect((await inbox(chosen)).map((item) => item.title)).toContain("Your agent visit");
    expect((await inbox(left)).map((item) => item.title)).not.toContain("Your agent visit");
  });

  it("is for admins only, and refuses an announcement without words or recipients", async () => {
    const member = await newMember(t.app, t.database.db);
    const send = { title: "Hello", message: "Everyone", send_type: 1 };
    expect((await post(t.app, "/api/admin/notifications", send)).status).toBe(401);
    const byMember = await post(t.app, "/api/admin/notifications", send, as(member));
    expect(byMember.status).toBe(403);
    expect((await get(t.app, "/api/admin/notifications", {}, as(member))).status).toBe(403);
    const before = await inbox(member);
    expect(before.map((item) => item.title)).not.toContain("Hello");

    const noWords = await post(
      t.app,
      "/api/admin/notifications",
      { title: " ", message: "x", send_type: 1 },
      as(admin, { "accept-language": "ar" }),
    );
    expect(noWords.status).toBe(422);
    expect(noWords.body.message).toMatch(arabicLetters);
    const noOne = await post(
      t.app,
      "/api/admin/notifications",
      { title: "T", message: "M", send_type: 0 },
      as(admin),
    );
    expect(noOne.status).toBe(422);
    const nobodyReal = await post(
      t.app,
      "/api/admin/notifications",
      { title: "T", message: "M", send_type: 0, user_ids: [2_000_000_001] },
      as(admin),
    );
    expect(nobodyReal.status).toBe(422);
  });
});

describe("package expiring notices", () => {
  it("tells a member once that a package ends within three days, not one renewed or ending later", async () => {
    const [pkg] = await t.database.db
      .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr })
      .from(packages)
      .limit(1);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const ending = await newMember(t.app, t.database.db);
    const renewed = await newMember(t.app, t.database.db);
    const later = await newMember(t.app, t.database.db);
    const endsAt = new Date(now + 2 * day);
    await t.database.db.insert(userPackages).values([
      { userId: ending.id, packageId: pkg!.id, startsAt: new Date(now - 20 * day), endsAt },
      {
        userId: renewed.id,
        packageId: pkg!.id,
        startsAt: new Date(now - 20 * day),
        endsAt: new Date(now + day),
      },
      {
        userId: renewed.id,
        packageId: pkg!.id,
        startsAt: new Date(now + day),
        endsAt: new Date(now + 31 * day),
      },
      {
        userId: later.id,
        packageId: pkg!.id,
        startsAt: new Date(now - 20 * day),
        endsAt: new Date(now + 5 * day),
      },
    ]);
    const context = {
      db: t.database.db,
      services: t.app.services,
      log: t.app.log,
      now: () => new Date(),
      jobId: "test",
      enqueue: async () => null,
    };
    // Twice, as an hourly scan (or a second instance) would.
    await noticeExpiringPackagesJob.handle({}, context);
    await noticeExpiringPackagesJob.handle({}, context);

    const told = (await inbox(ending)).filter((item) => item.kind === "package_expiring");
    expect(told).toHaveLength(1);
    // The end's calendar date where the site is.
    const timeZone = (await t.app.services.settings.raw()).get("timezone") || "UTC";
    const date = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(endsAt);
    expect(told[0]!.message).toBe(`Your package ${pkg!.name} ends on ${readableNight(date)}.`);
    expect(told[0]!.link).toBe("/subscription-plan");
    const inArabic = (await inbox(ending, { "accept-language": "ar" })).find(
      (i) => i.kind === "package_expiring",
    );
    expect(inArabic!.message).toContain(pkg!.nameAr);
    expect(inArabic!.message).toContain(readableNight(date, "ar"));

    expect((await inbox(renewed)).filter((item) => item.kind === "package_expiring")).toEqual([]);
    expect((await inbox(later)).filter((item) => item.kind === "package_expiring")).toEqual([]);
  });
});
