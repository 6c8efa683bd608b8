import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TModerationOutcome, TModerationQueueItem, TOwnListing } from "@manzil/domain/contracts";
import { categories } from "../src/db/schema/catalogue.js";
import { projects, properties } from "../src/db/schema/properties.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { lastMessageTo } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { authorization: string };
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 1))
    .limit(1);
  categoryId = category!.id;
});
afterAll(async () => t.close());

let made = 0;
/** A listing just posted by `ownerId`: waiting for review, as post_property leaves it. */
async function pendingListing(ownerId: number) {
  made += 1;
  const [row] = await t.database.db
    .insert(properties)
    .values({
      slug: `review-me-${process.pid}-${made}`,
      ownerId,
      categoryId,
      classification: 1,
      listingType: "sell",
      title: `Garden flat ${made}`,
      titleAr: `شقة بحديقة ${made}`,
      description: "A flat with a garden.",
      descriptionAr: "شقة بحديقة خاصة.",
      address: "5 Tahrir Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.04,
      longitude: 31.24,
      priceMinor: 250_000_000,
      moderationStatus: "pending",
    })
    .returning({ id: properties.id, slug: properties.slug });
  return row!;
}

async function pendingProject(ownerId: number) {
  made += 1;
  const [row] = await t.database.db
    .insert(projects)
    .values({
      slug: `review-project-${process.pid}-${made}`,
      ownerId,
      categoryId,
      title: `Palm towers ${made}`,
      titleAr: `أبراج النخيل ${made}`,
      description: "Towers by the river.",
      type: "upcoming",
      location: "New Cairo",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.03,
      longitude: 31.47,
    })
    .returning({ id: projects.id, slug: projects.slug });
  return row!;
}

const decide = (path: string, authorization: string, body: Record<string, unknown>, lang = "en") =>
  post<TModerationOutcome>(t.app, `/api/admin/${path}`, body, {
    headers: { authorization, "accept-language": lang },
  });

describe("admin review of listings (spec §4)", () => {
  it("lists what waits for review, the longest-waiting first, with the owner", async () => {
    const owner = await newMember(t.app, t.database.db, "Queue Owner");
    const first = await pendingListing(owner.id);
    const second = await pendingListing(owner.id);
    const { status, body } = await get<TModerationQueueItem[]>(
      t.app,
      "/api/admin/moderation-queue",
      { type: "property", limit: "100" },
      { headers: { authorization: admin.authorization } },
    );
    expect(status).toBe(200);
    const ids = body.data.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(body.data.find((item) => item.id === first.id)).toMatchObject({
      type: "property",
      slug_id: first.slug,
      description: "A flat with a garden.",
      city: "Cairo",
      request_status: "pending",
      owner: { id: owner.id, name: "Queue Owner", email: owner.email },
    });
    expect(body.data.every((item) => item.request_status === "pending")).toBe(true);
    const newest = await get<TModerationQueueItem[]>(
      t.app,
      "/api/admin/moderation-queue",
      { type: "property", limit: "2", sort: "newest" },
      { headers: { authorization: admin.authorization } },
    );
    expect(newest.body.data.map((item) => item.id)).toEqual([second.id, first.id]);
    const inArabic = await get<TModerationQueueItem[]>(
      t.app,
      "/api/admin/moderation-queue",
      { type: "property", limit: "100", lang: "ar" },
      { headers: { authorization: admin.authorization } },
    );
    expect(inArabic.body.data.find((item) => item.id === first.id)?.description).toBe("شقة بحديقة خاصة.");
  });

  it("approving makes a listing public and tells its owner with a link to it", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await pendingListing(owner.id);
    expect((await get(t.app, "/api/get_property", { slug_id: listing.slug })).status).toBe(404);

    const { status, body } = await decide("moderate-property", admin.authorization, {
      id: listing.id,
      request_status: "approved",
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: listing.id, request_status: "approved", reject_reason: null });
    expect((await get(t.app, "/api/get_property", { slug_id: listing.slug })).status).toBe(200);
    const mail = await lastMessageTo(t.dataDir, owner.email!, "listing_approved");
    expect(mail?.text).toContain(`/properties-details/${listing.slug}`);
  });

  it("rejecting needs a reason, which the owner reads on their list and in the e-mail", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await pendingListing(owner.id);

    const noReason = await decide(
      "moderate-property",
      admin.authorization,
      { id: listing.id, request_status: "rejected", reject_reason: "  " },
      "ar",
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toMatch(arabicLetters);
    const [unchanged] = await t.database.db
      .select({ status: properties.moderationStatus })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(unchanged!.status).toBe("pending");

    const reason = "The photos show another building.";
    const rejected = await decide("moderate-property", admin.authorization, {
      id: listing.id,
      request_status: "rejected",
      reject_reason: reason,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toEqual({ id: listing.id, request_status: "rejected", reject_reason: reason });

    const mine = await get<TOwnListing[]>(
      t.app,
      "/api/get-added-properties",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(mine.body.data.find((item) => item.id === listing.id)).toMatchObject({
      request_status: "rejected",
      reject_reason: reason,
    });
    expect((await get(t.app, "/api/get_property", { slug_id: listing.slug })).status).toBe(404);
    const mail = await lastMessageTo(t.dataDir, owner.email!, "listing_rejected");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/my-property/${listing.slug}`);
  });

  it("refuses members, in their language, and changes nothing", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await pendingListing(owner.id);
    for (const caller of [owner, await newMember(t.app, t.database.db)]) {
      const attempt = await decide(
        "moderate-property",
        caller.authorization,
        { id: listing.id, request_status: "approved" },
        "ar",
      );
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toMatch(arabicLetters);
    }
    const queue = await get(
      t.app,
      "/api/admin/moderation-queue",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(queue.status).toBe(403);
    expect((await get(t.app, "/api/get_property", { slug_id: listing.slug })).status).toBe(404);
    expect(
      (await decide("moderate-property", "", { id: listing.id, request_status: "approved" })).status,
    ).toBe(401);
  });

  it("answers 404 for an unknown item and 422 for an unknown decision", async () => {
    const missing = await decide("moderate-property", admin.authorization, {
      id: 2_000_000_000,
      request_status: "approved",
    });
    expect(missing.status).toBe(404);
    const owner = await newMember(t.app, t.database.db);
    const listing = await pendingListing(owner.id);
    const odd = await decide("moderate-property", admin.authorization, {
      id: listing.id,
      request_status: "pending",
    });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors ?? {})).toContain("request_status");
  });
});

describe("admin review of projects", () => {
  it("approving a new project switches it on, so it shows publicly", async () => {
    const owner = await newMember(t.app, t.database.db);
    const project = await pendingProject(owner.id);
    expect((await get(t.app, "/api/get-project-detail", { slug_id: project.slug })).status).toBe(404);

    const queue = await get<TModerationQueueItem[]>(
      t.app,
      "/api/admin/moderation-queue",
      { type: "project", limit: "100" },
      { headers: { authorization: admin.authorization } },
    );
    expect(queue.body.data.map((item) => item.id)).toContain(project.id);

    const approved = await decide("moderate-project", admin.authorization, {
      id: project.id,
      request_status: "approved",
    });
    expect(approved.status).toBe(200);
    expect((await get(t.app, "/api/get-project-detail", { slug_id: project.slug })).status).toBe(200);
  });

  it("a rejected project stays hidden and carries its reason to the owner's list", async () => {
    const owner = await newMember(t.app, t.database.db);
    const project = await pendingProject(owner.id);
    const rejected = await decide("moderate-project", admin.authorization, {
      id: project.id,
      request_status: "rejected",
      reject_reason: "Missing the building permit.",
    });
    expect(rejected.status).toBe(200);
    const mine = await get<{ id: number; request_status: string; reject_reason: string | null }[]>(
      t.app,
      "/api/get-added-projects",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(mine.body.data.find((item) => item.id === project.id)).toMatchObject({
      request_status: "rejected",
      reject_reason: "Missing the building permit.",
    });
    expect((await get(t.app, "/api/get-project-detail", { slug_id: project.slug })).status).toBe(404);
  });
});

describe("demo mode", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_MODE: "true" });
  });
  afterAll(async () => demo.close());

  it("refuses review decisions and request follow-ups with the spec's message; reading still works", async () => {
    const demoAdmin = await signInAs(demo.app, demo.database.db, { role: "admin" });
    const [listing] = await demo.database.db
      .select({ id: properties.id, status: properties.moderationStatus })
      .from(properties)
      .limit(1);
    const writes: [string, Record<string, unknown>][] = [
      [
        "/api/admin/moderate-property",
        { id: listing!.id, request_status: "rejected", reject_reason: "Demo" },
      ],
      ["/api/update_inquiry_status", { inquiry_id: 1, status: "accepted" }],
      ["/api/delete_inquiry", { inquiry_id: 1 }],
    ];
    for (const [url, body] of writes) {
      const refused = await post(demo.app, url, body, {
        headers: { authorization: demoAdmin.authorization },
      });
      expect(refused.status, url).toBe(403);
      expect(refused.body.message, url).toBe("This action is not allowed in demo mode.");
    }
    const [after] = await demo.database.db
      .select({ status: properties.moderationStatus })
      .from(properties)
      .where(eq(properties.id, listing!.id));
    expect(after!.status).toBe(listing!.status);
    const queue = await get(
      demo.app,
      "/api/admin/moderation-queue",
      {},
      { headers: { authorization: demoAdmin.authorization } },
    );
    expect(queue.status).toBe(200);
  });
});
