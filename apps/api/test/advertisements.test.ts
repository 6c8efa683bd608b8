import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TAdvertisement } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { features, packages, settings } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { advertisements, projects, properties } from "../src/db/schema/properties.js";
import type { JobContext } from "../src/jobs/job-definition.js";
import { expireAdvertisementsJob } from "../src/modules/advertisements/advertisements-expiry.job.js";
import { noticeEndedPackageJob, scanEndedPackagesJob } from "../src/modules/packages/package-expiry.job.js";
import { get, post, waitForMessage } from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { unfeaturedPublicProperty } from "./featuring-helpers.js";
import { readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR_MS = 60 * 60 * 1000;
const db = () => t.database.db;

/** A new member per call (the seed's members already hold packages and advertisements), verified or not. */
let memberCount = 0;
async function freshMember(options: { verified?: boolean } = {}) {
  memberCount += 1;
  const tag = `featuring-${memberCount}-${Date.now()}`;
  const [row] = await db()
    .insert(users)
    .values({
      slug: tag,
      name: `Member ${memberCount}`,
      email: `${tag}@manzil.test`,
      customerType: "agent",
      verificationStatus: options.verified === false ? "initial" : "success",
    })
    .returning({ id: users.id, email: users.email });
  const token = await t.app.services.auth.issueToken(row!.id, "test");
  return { id: row!.id, email: row!.email, authorization: `Bearer ${token}` };
}
type Member = Awaited<ReturnType<typeof freshMember>>;

/** Gives the member the named package from now, with its credits, as a paid activation would. */
async function holdPackage(member: Member, name: string) {
  const [chosen] = await db().select({ id: packages.id }).from(packages).where(eq(packages.name, name));
  return db().transaction((tx) =>
    t.app.services.packages.activatePurchased(tx, {
      userId: member.id,
      packageId: chosen!.id,
      now: new Date(),
    }),
  );
}

async function credits(member: Member, type: "property_feature" | "project_feature") {
  const rows = await db()
    .select({ used: userPackageLimits.usedLimit, total: userPackageLimits.totalLimit })
    .from(userPackageLimits)
    .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
    .innerJoin(features, eq(features.id, userPackageLimits.featureId))
    .where(and(eq(userPackages.userId, member.id), eq(features.type, type)));
  return rows.reduce((sum, r) => ({ used: sum.used + r.used, total: sum.total + r.total }), {
    used: 0,
    total: 0,
  });
}

async function useCredits(member: Member, type: "property_feature" | "project_feature", leave: number) {
  const ids = db()
    .select({ id: userPackages.id })
    .from(userPackages)
    .where(eq(userPackages.userId, member.id));
  const featureIds = db().select({ id: features.id }).from(features).where(eq(features.type, type));
  await db()
    .update(userPackageLimits)
    .set({ usedLimit: sql`${userPackageLimits.totalLimit} - ${leave}` })
    .where(
      and(inArray(userPackageLimits.userPackageId, ids), inArray(userPackageLimits.featureId, featureIds)),
    );
}

/** Public, never-featured seeded listings handed to `member`, one new one per call. */
const handedOut: number[] = [];
async function ownProperty(member: Member, state: { approved?: boolean; active?: boolean } = {}) {
  const id = await unfeaturedPublicProperty(db(), handedOut);
  handedOut.push(id);
  await db()
    .update(properties)
    .set({
      ownerId: member.id,
      moderationStatus: state.approved === false ? "pending" : "approved",
      isActive: state.active !== false,
    })
    .where(eq(properties.id, id));
  return id;
}

async function ownProject(member: Member) {
  const [row] = await db()
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.moderationStatus, "approved"),
        eq(projects.isActive, true),
        notExists(db().select().from(advertisements).where(eq(advertisements.projectId, projects.id))),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  await db().update(projects).set({ ownerId: member.id }).where(eq(projects.id, row!.id));
  return row!.id;
}

const feature = (member: Member, body: Record<string, unknown>, lang = "en") =>
  post<TAdvertisement>(t.app, `/api/store_advertisement?lang=${lang}`, body, {
    headers: { authorization: member.authorization },
  });

const featureProperty = (member: Member, propertyId: number, lang?: string) =>
  feature(member, { feature_for: "property", property_id: propertyId }, lang);

async function liveAdvertisements(propertyId: number) {
  return db()
    .select({ id: advertisements.id, status: advertisements.status })
    .from(advertisements)
    .where(
      and(eq(advertisements.propertyId, propertyId), inArray(advertisements.status, ["pending", "approved"])),
    );
}

/** Whether the public featured filter of the property list shows the listing. */
async function isOnFeaturedShelf(app: FastifyInstance, propertyId: number) {
  const reply = await get<unknown[]>(app, "/api/get-property-list", {
    promoted: "1",
    id: String(propertyId),
  });
  expect(reply.status).toBe(200);
  return reply.body.total === 1;
}

function jobContext(now: Date, on: TestApp = t): JobContext {
  return {
    db: on.database.db,
    services: on.app.services,
    log: on.app.log,
    now: () => now,
    jobId: "test",
    enqueue: (name, payload, options) => on.app.jobs.enqueue(name as never, payload as never, options),
  };
}

async function setSetting(key: string, value: string) {
  await db()
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe("POST /api/store_advertisement", () => {
  it("features a verified member's listing at once for one credit, for as long as the package runs", async () => {
    const member = await freshMember();
    await holdPackage(member, "Free");
    const propertyId = await ownProperty(member);
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(false);

    const reply = await featureProperty(member, propertyId);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Your listing is now featured.");
    const ad = reply.body.data;
    expect(ad).toMatchObject({ feature_for: "property", status: "approved", project: null });
    expect(ad.property).toMatchObject({ id: propertyId, slug_id: expect.any(String) });
    const [free] = await db().select().from(packages).where(eq(packages.name, "Free"));
    expect(Date.parse(ad.end_date) - Date.parse(ad.start_date)).toBe(free!.durationHours * HOUR_MS);
    expect(await credits(member, "property_feature")).toEqual({ used: 1, total: 1 });
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(true);
  });

  it("waits for an admin when the member is not verified", async () => {
    const member = await freshMember({ verified: false });
    await holdPackage(member, "Free");
    const reply = await featureProperty(member, await ownProperty(member), "ar");
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe("pending");
    expect(reply.body.message).toMatch(arabicLetters);
    expect(await isOnFeaturedShelf(t.app, reply.body.data.property!.id)).toBe(false);
  });

  it("waits for an admin when auto-approval is off, even for a verified member", async () => {
    const member = await freshMember();
    await holdPackage(member, "Free");
    await setSetting("auto_approve", "0");
    try {
      const reply = await featureProperty(member, await ownProperty(member));
      expect(reply.body.data.status).toBe("pending");
      expect(reply.body.message).toMatch(/once it is approved/);
    } finally {
      await setSetting("auto_approve", "1");
    }
  });

  it("features a project with a project credit", async () => {
    const member = await freshMember();
    await holdPackage(member, "Pro");
    const projectId = await ownProject(member);
    const reply = await feature(member, { feature_for: "project", project_id: projectId });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      feature_for: "project",
      property: null,
      project: { id: projectId },
    });
    const [pro] = await db().select().from(packages).where(eq(packages.name, "Pro"));
    const ad = reply.body.data;
    expect(Date.parse(ad.end_date) - Date.parse(ad.start_date)).toBe(pro!.durationHours * HOUR_MS);
    expect(await credits(member, "project_feature")).toMatchObject({ used: 1 });
    const shelf = await get<{ id: number }[]>(
      t.app,
      "/api/get-projects",
      { is_promoted: "1", id: String(projectId) },
      { headers: { authorization: member.authorization } },
    );
    expect(shelf.status).toBe(200);
    expect(shelf.body.data.map((p) => p.id)).toEqual([projectId]);
  });

  it("answers 404 for another member's listing and spends nothing", async () => {
    const owner = await freshMember();
    const other = await freshMember();
    await holdPackage(other, "Free");
    const propertyId = await ownProperty(owner);
    const reply = await featureProperty(other, propertyId);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("This property could not be found among your listings.");
    expect(await credits(other, "property_feature")).toEqual({ used: 0, total: 1 });
    expect(await liveAdvertisements(propertyId)).toEqual([]);
  });

  it("answers 422 for a listing awaiting review or switched off, in the caller's language", async () => {
    const member = await freshMember();
    await holdPackage(member, "Free");
    const pending = await featureProperty(member, await ownProperty(member, { approved: false }));
    expect(pending.status).toBe(422);
    expect(pending.body.message).toMatch(/Only an approved, active listing can be featured/);
    expect(pending.body.errors?.property_id).toBeDefined();
    const inactive = await featureProperty(member, await ownProperty(member, { active: false }), "ar");
    expect(inactive.status).toBe(422);
    expect(inactive.body.message).toMatch(arabicLetters);
    expect(await credits(member, "property_feature")).toEqual({ used: 0, total: 1 });
  });

  it("answers 422 when the id for `feature_for` is missing and 401 to a guest", async () => {
    const member = await freshMember();
    const missing = await feature(member, { feature_for: "project", property_id: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Please choose the project to feature.");
    const bad = await feature(member, { feature_for: "banner", property_id: 1 });
    expect(bad.status).toBe(422);
    const guest = await post(t.app, "/api/store_advertisement", { feature_for: "property", property_id: 1 });
    expect(guest.status).toBe(401);
  });

  it("refuses a member without a package, or without credits, with eBroker's package messages", async () => {
    const nobody = await freshMember();
    const propertyId = await ownProperty(nobody);
    const en = await featureProperty(nobody, propertyId);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe("You have not subscribed. Please subscribe first");
    const ar = await featureProperty(nobody, propertyId, "ar");
    expect(ar.status).toBe(403);
    expect(ar.body.message).toBe("أنت غير مشترك. يرجى الاشتراك أولًا.");

    const spent = await freshMember();
    await holdPackage(spent, "Free");
    await useCredits(spent, "property_feature", 0);
    const over = await featureProperty(spent, await ownProperty(spent));
    expect(over.status).toBe(403);
    expect(over.body.message).toBe("Your Package Limit is Over. Please Purchase Package");
    const overAr = await featureProperty(spent, await ownProperty(spent), "ar");
    expect(overAr.body.message).toBe("لقد استنفدت حد باقتك. يرجى شراء باقة.");
    expect(await liveAdvertisements(propertyId)).toEqual([]);
  });

  it("answers 409 for a listing already featured, and spends nothing for it", async () => {
    const member = await freshMember();
    await holdPackage(member, "Basic");
    const propertyId = await ownProperty(member);
    expect((await featureProperty(member, propertyId)).status).toBe(200);
    const again = await featureProperty(member, propertyId);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already featured/);
    expect(await credits(member, "property_feature")).toMatchObject({ used: 1 });
  });
});

describe("store_advertisement under parallel requests", () => {
  it("lets exactly one of two listings take the member's last credit", async () => {
    const member = await freshMember();
    await holdPackage(member, "Basic");
    await useCredits(member, "property_feature", 1);
    const [first, second] = [await ownProperty(member), await ownProperty(member)];
    const replies = await Promise.all([featureProperty(member, first), featureProperty(member, second)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)!.body.message).toBe(
      "Your Package Limit is Over. Please Purchase Package",
    );
    const { used, total } = await credits(member, "property_feature");
    expect(used).toBe(total);
    const live = [...(await liveAdvertisements(first)), ...(await liveAdvertisements(second))];
    expect(live).toHaveLength(1);
  });

  it("features one listing once when asked twice at the same moment, spending one credit", async () => {
    const member = await freshMember();
    await holdPackage(member, "Basic");
    const propertyId = await ownProperty(member);
    const replies = await Promise.all([
      featureProperty(member, propertyId),
      featureProperty(member, propertyId),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toMatch(/already featured/);
    expect(await liveAdvertisements(propertyId)).toHaveLength(1);
    expect(await credits(member, "property_feature")).toMatchObject({ used: 1 });
  });
  // Deterministic on PostgreSQL: another transaction holds an uncommitted live advertisement for the listing, so
  // the request's own check sees nothing, spends its credit, and meets the unique index only at its insert.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "maps the one-live-advertisement index to 409 and gives the credit back",
    { timeout: 30_000 },
    async () => {
      const member = await freshMember();
      await holdPackage(member, "Basic");
      const propertyId = await ownProperty(member);
      const driver = t.database.driver;
      if (driver.kind !== "postgres") throw new Error("PostgreSQL only");
      const other = await driver.pool.connect();
      try {
        await other.query("begin");
        await other.query(
          `insert into advertisements (user_id, target, property_id, status, starts_at, ends_at)
           values ($1, 'property', $2, 'pending', now(), now() + interval '1 day')`,
          [member.id, propertyId],
        );
        const replying = featureProperty(member, propertyId);
        const giveUpAt = Date.now() + 15_000;
        for (;;) {
          const { rows } = await driver.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query ilike 'insert into "advertisements"%'`,
          );
          if (rows[0]!.n > 0) break;
          if (Date.now() > giveUpAt) throw new Error("the request never reached its insert");
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await other.query("commit");
        const reply = await replying;
        expect(reply.status).toBe(409);
        expect(reply.body.message).toMatch(/already featured/);
      } finally {
        await other.query("rollback").catch(() => undefined);
        other.release();
      }
      expect(await credits(member, "property_feature")).toMatchObject({ used: 0 });
      expect(await liveAdvertisements(propertyId)).toHaveLength(1);
    },
  );
});

describe("GET /api/get-featured-data", () => {
  it("lists the caller's advertisements newest first, paged, with the total", async () => {
    const member = await freshMember();
    await holdPackage(member, "Basic");
    const [older, newer] = [await ownProperty(member), await ownProperty(member)];
    expect((await featureProperty(member, older)).status).toBe(200);
    expect((await featureProperty(member, newer)).status).toBe(200);
    const headers = { authorization: member.authorization };

    const page = await get<TAdvertisement[]>(t.app, "/api/get-featured-data", {}, { headers });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((a) => a.property?.id)).toEqual([newer, older]);

    const second = await get<TAdvertisement[]>(
      t.app,
      "/api/get-featured-data",
      { offset: "1", limit: "1" },
      { headers },
    );
    expect(second.body.data.map((a) => a.property?.id)).toEqual([older]);
    expect(second.body.total).toBe(2);

    const tooMany = await get(t.app, "/api/get-featured-data", { limit: "101" }, { headers });
    expect(tooMany.status).toBe(422);
    const stranger = await freshMember();
    const none = await get<TAdvertisement[]>(
      t.app,
      "/api/get-featured-data",
      {},
      {
        headers: { authorization: stranger.authorization },
      },
    );
    expect(none.body).toMatchObject({ data: [], total: 0 });
    expect((await get(t.app, "/api/get-featured-data")).status).toBe(401);
  });
});

describe("featuring expiry", () => {
  it("expires an advertisement once its end passed, and the listing leaves the featured shelf", async () => {
    const member = await freshMember();
    await holdPackage(member, "Free");
    const propertyId = await ownProperty(member);
    const stored = (await featureProperty(member, propertyId)).body.data;
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(true);

    // Before its end the job leaves it alone; after it, the job expires it (and a second run changes nothing).
    await expireAdvertisementsJob.handle({}, jobContext(new Date(Date.parse(stored.end_date) - 60_000)));
    expect((await liveAdvertisements(propertyId)).map((a) => a.status)).toEqual(["approved"]);
    const afterEnd = jobContext(new Date(Date.parse(stored.end_date) + 60_000));
    await expireAdvertisementsJob.handle({}, afterEnd);
    await expireAdvertisementsJob.handle({}, afterEnd);

    expect(await liveAdvertisements(propertyId)).toEqual([]);
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(false);
    const mine = await get<TAdvertisement[]>(
      t.app,
      "/api/get-featured-data",
      {},
      {
        headers: { authorization: member.authorization },
      },
    );
    expect(mine.body.data[0]).toMatchObject({ id: stored.id, status: "expired" });
  });

  it("hides an advertisement past its end from the shelf before the job ran, and lets it be featured again", async () => {
    const member = await freshMember();
    await holdPackage(member, "Basic");
    const propertyId = await ownProperty(member);
    const stored = (await featureProperty(member, propertyId)).body.data;
    await db()
      .update(advertisements)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR_MS), endsAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(advertisements.id, stored.id));
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(false);
    const mine = await get<TAdvertisement[]>(
      t.app,
      "/api/get-featured-data",
      {},
      { headers: { authorization: member.authorization } },
    );
    expect(mine.body.data[0]).toMatchObject({ id: stored.id, status: "expired" });

    const again = await featureProperty(member, propertyId);
    expect(again.status).toBe(200);
    expect(await isOnFeaturedShelf(t.app, propertyId)).toBe(true);
    const [old] = await db().select().from(advertisements).where(eq(advertisements.id, stored.id));
    expect(old!.status).toBe("expired");
  });
});

describe("package expiry notice", () => {
  afterEach(async () => setSetting("default_language", "en"));

  async function endedPackage(member: Member, name: string) {
    const userPackageId = await holdPackage(member, name);
    await db()
      .update(userPackages)
      .set({ startsAt: new Date(Date.now() - 31 * 24 * HOUR_MS), endsAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(userPackages.id, userPackageId));
    return userPackageId;
  }

  /** Runs every notice job the scans queued, as a worker would. */
  async function runQueuedNotices(userPackageId: number) {
    const queued = await noticeJobsFor(userPackageId);
    for (const job of queued) await noticeEndedPackageJob.handle(job.data, jobContext(new Date()));
    return queued.length;
  }

  async function noticeJobsFor(userPackageId: number, on: TestApp = t) {
    const driver = on.database.driver;
    const text =
      "select data, state from pgboss.job where name = 'packages.notice-ended' and (data->>'userPackageId')::int = $1";
    type Row = { data: { userPackageId: number }; state: string };
    return driver.kind === "pglite"
      ? (await driver.client.query<Row>(text, [userPackageId])).rows
      : ((await driver.pool.query(text, [userPackageId])).rows as Row[]);
  }

  it("e-mails the member once, however many times the hourly scan runs", { timeout: 60_000 }, async () => {
    const member = await freshMember();
    const userPackageId = await endedPackage(member, "Basic");
    const now = new Date();
    await scanEndedPackagesJob.handle({}, jobContext(now));
    await scanEndedPackagesJob.handle({}, jobContext(new Date(now.getTime() + 5 * 60_000)));
    expect(await runQueuedNotices(userPackageId)).toBe(1);
    // A later scan, after the notice was sent, still finds the package in its window and queues nothing.
    await scanEndedPackagesJob.handle({}, jobContext(new Date(now.getTime() + 30 * 60_000)));
    expect(await noticeJobsFor(userPackageId)).toHaveLength(1);

    const sent = (await readOutbox(t.dataDir)).filter(
      (m) => m.to === member.email && m.template === "package_expired",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Your Basic package has ended");
  });

  it("is delivered by a running worker, once", { timeout: 90_000 }, async () => {
    const worker = await createTestApp({ JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
    try {
      const wdb = worker.database.db;
      const [member] = await wdb
        .insert(users)
        .values({ slug: "worker-notice", name: "Worker Notice", email: "worker-notice@manzil.test" })
        .returning({ id: users.id });
      const [basic] = await wdb.select({ id: packages.id }).from(packages).where(eq(packages.name, "Basic"));
      const now = new Date();
      const userPackageId = await wdb.transaction((tx) =>
        worker.app.services.packages.activatePurchased(tx, {
          userId: member!.id,
          packageId: basic!.id,
          now: new Date(now.getTime() - 24 * HOUR_MS),
        }),
      );
      await wdb
        .update(userPackages)
        .set({ endsAt: new Date(now.getTime() - 10 * 60_000) })
        .where(eq(userPackages.id, userPackageId));

      await scanEndedPackagesJob.handle({}, jobContext(now, worker));
      await scanEndedPackagesJob.handle({}, jobContext(now, worker));
      const sent = await waitForMessage(worker.dataDir, "worker-notice@manzil.test", "package_expired", {
        timeoutMs: 30_000,
      });
      expect(sent.subject).toBe("Your Basic package has ended");
      const giveUpAt = Date.now() + 30_000;
      while ((await noticeJobsFor(userPackageId, worker))[0]?.state !== "completed") {
        if (Date.now() > giveUpAt) throw new Error("the notice job never completed");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // After the notice went out, another scan over the same window queues nothing.
      await scanEndedPackagesJob.handle({}, jobContext(new Date(now.getTime() + 60_000), worker));
      expect(await noticeJobsFor(userPackageId, worker)).toHaveLength(1);
      const all = await readOutbox(worker.dataDir);
      expect(
        all.filter((m) => m.template === "package_expired" && m.to === "worker-notice@manzil.test"),
      ).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it("writes the notice in Arabic when that is the site's language, and skips renewed packages", async () => {
    await setSetting("default_language", "ar");
    const member = await freshMember();
    const userPackageId = await endedPackage(member, "Free");
    await scanEndedPackagesJob.handle({}, jobContext(new Date()));
    expect(await runQueuedNotices(userPackageId)).toBe(1);
    const [sent] = (await readOutbox(t.dataDir)).filter((m) => m.to === member.email);
    expect(sent!.subject).toMatch(arabicLetters);
    expect(sent!.text).toMatch(arabicLetters);

    const renewed = await freshMember();
    const endedId = await endedPackage(renewed, "Free");
    await holdPackage(renewed, "Free");
    await scanEndedPackagesJob.handle({}, jobContext(new Date()));
    expect(await noticeJobsFor(endedId)).toEqual([]);
    // Packages that ended long ago are not the scan's business.
    const old = await freshMember();
    const oldId = await endedPackage(old, "Free");
    await db()
      .update(userPackages)
      .set({ endsAt: new Date(Date.now() - 5 * HOUR_MS) })
      .where(eq(userPackages.id, oldId));
    await scanEndedPackagesJob.handle({}, jobContext(new Date()));
    expect(await noticeJobsFor(oldId)).toEqual([]);
  });
});
