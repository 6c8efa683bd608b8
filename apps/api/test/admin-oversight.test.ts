import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAdminAdvertisement,
  TAdminAdvertisementDecision,
  TAdminAuditEntry,
  TAdminDashboard,
  TAdminReportDetail,
  TAdminReportedListing,
  TAdminReportsResolved,
  TNotificationItem,
} from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { features, packages } from "../src/db/schema/content.js";
import { reportReasons } from "../src/db/schema/engagement.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { advertisements, properties } from "../src/db/schema/properties.js";
import { get, post, waitForMessage } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { unfeaturedPublicProperty } from "./featuring-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
const asAdmin = { headers: { authorization: "" } };
const asAdminAr = { headers: { authorization: "", "accept-language": "ar" } };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAs(t.app, t.database.db, { role: "admin" });
  asAdmin.headers.authorization = admin.authorization;
  asAdminAr.headers.authorization = admin.authorization;
});
afterAll(async () => t.close());

const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof newMember>>;

/** Public, never-featured seeded listings handed to `owner`, one new one per call. */
const handedOut: number[] = [];
async function ownListing(owner: Member) {
  const id = await unfeaturedPublicProperty(db(), handedOut);
  handedOut.push(id);
  await db().update(properties).set({ ownerId: owner.id }).where(eq(properties.id, id));
  return id;
}

async function reasonIds() {
  const rows = await db()
    .select({ id: reportReasons.id })
    .from(reportReasons)
    .orderBy(reportReasons.sequence);
  return rows.map((r) => r.id);
}

/** Three members report the listing through the public route: two listed reasons and one in their own words. */
async function reported(propertyId: number) {
  const [first, second] = await reasonIds();
  const bodies = [
    { property_id: propertyId, reason_id: first },
    { property_id: propertyId, reason_id: first },
    { property_id: propertyId, other_message: `Asked for money up front ${propertyId}` },
    { property_id: propertyId, reason_id: second },
  ];
  for (const body of bodies) {
    const reporter = await newMember(t.app, db(), "Reporting Member");
    const reply = await post(t.app, "/api/add_reports", body, {
      headers: { authorization: reporter.authorization },
    });
    expect(reply.status).toBe(200);
  }
}

async function auditOf(targetType: string, targetId: number, action: string) {
  const reply = await get<TAdminAuditEntry[]>(
    t.app,
    "/api/admin/audit-log",
    { target_type: targetType, target_id: String(targetId), action },
    asAdmin,
  );
  return reply.body.data;
}

async function isPublic(propertyId: number) {
  const reply = await get<unknown[]>(t.app, "/api/get-property-list", { id: String(propertyId) });
  return reply.body.total === 1;
}

const inbox = async (member: Member) =>
  (
    await get<TNotificationItem[]>(
      t.app,
      "/api/get_notification_list",
      {},
      { headers: { authorization: member.authorization } },
    )
  ).body.data;

describe("GET /api/admin/reports", () => {
  it("lists the seeded open reports with reasons and a member's own words, so the page is not empty", async () => {
    const reply = await get<TAdminReportedListing[]>(t.app, "/api/admin/reports", {}, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBeGreaterThanOrEqual(3);
    expect(reply.body.data.some((l) => l.other_messages.length > 0)).toBe(true);
    expect(reply.body.data.every((l) => l.report_count > 0 && l.resolution === null)).toBe(true);
  });

  it("groups a listing's reports, counts reasons in the caller's language, newest first", async () => {
    const owner = await newMember(t.app, db(), "Reported Owner");
    const propertyId = await ownListing(owner);
    await reported(propertyId);

    const en = await get<TAdminReportedListing[]>(t.app, "/api/admin/reports", { limit: "5" }, asAdmin);
    const mine = en.body.data[0]!;
    expect(mine.property).toMatchObject({
      id: propertyId,
      owner: { id: owner.id, name: "Reported Owner" },
      is_public: true,
    });
    expect(mine.report_count).toBe(4);
    expect(mine.reasons.map((r) => r.count)).toEqual([2, 1]);
    expect(mine.reasons[0]!.reason).toBe("The listing is fake or a scam");
    expect(mine.other_messages).toEqual([
      { message: `Asked for money up front ${propertyId}`, created_at: expect.any(String) },
    ]);

    const ar = await get<TAdminReportedListing[]>(t.app, "/api/admin/reports", { limit: "5" }, asAdminAr);
    expect(ar.body.data[0]!.reasons[0]!.reason).toBe("الإعلان وهمي أو احتيالي");

    const detail = await get<TAdminReportDetail>(t.app, `/api/admin/reports/${propertyId}`, {}, asAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body.data.open_count).toBe(4);
    expect(detail.body.data.reports).toHaveLength(4);
    expect(detail.body.data.reports.find((r) => r.other_message)).toMatchObject({
      reason: null,
      reporter: { name: "Reporting Member" },
      resolution: null,
    });

    const bad = await get(t.app, "/api/admin/reports", { status: "closed" }, asAdmin);
    expect(bad.status).toBe(422);
    const missing = await get(t.app, "/api/admin/reports/999999", {}, asAdminAr);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("لا توجد بلاغات عن هذا الإعلان.");
  });
});

describe("resolving reports", () => {
  it("dismisses every open report at once, audited; a second dismissal is refused with 409", async () => {
    const owner = await newMember(t.app, db(), "Dismissed Owner");
    const propertyId = await ownListing(owner);
    await reported(propertyId);

    const reply = await post<TAdminReportsResolved>(
      t.app,
      `/api/admin/reports/${propertyId}/dismiss`,
      {},
      asAdmin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ property_id: propertyId, resolution: "dismissed", resolved_count: 4 });
    expect(await isPublic(propertyId)).toBe(true);

    const again = await post(t.app, `/api/admin/reports/${propertyId}/dismiss`, {}, asAdminAr);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);

    const open = await get<TAdminReportedListing[]>(t.app, "/api/admin/reports", { limit: "100" }, asAdmin);
    expect(open.body.data.some((l) => l.property.id === propertyId)).toBe(false);
    const resolved = await get<TAdminReportedListing[]>(
      t.app,
      "/api/admin/reports",
      { status: "resolved" },
      asAdmin,
    );
    expect(resolved.body.data.find((l) => l.property.id === propertyId)).toMatchObject({
      resolution: "dismissed",
      report_count: 4,
    });
    const detail = await get<TAdminReportDetail>(t.app, `/api/admin/reports/${propertyId}`, {}, asAdmin);
    expect(
      detail.body.data.reports.every((r) => r.resolution === "dismissed" && r.resolved_by !== null),
    ).toBe(true);

    const [entry] = await auditOf("property", propertyId, "reports.dismiss");
    expect(entry).toMatchObject({ after: { resolution: "dismissed" } });
    expect((entry!.before as { open_reports: number[] }).open_reports).toHaveLength(4);
  });

  it("takes the listing down with a reason: off public pages, owner told in the inbox and by e-mail, audited", async () => {
    const owner = await newMember(t.app, db(), "Taken Down Owner");
    const propertyId = await ownListing(owner);
    await reported(propertyId);
    const path = `/api/admin/reports/${propertyId}/deactivate-listing`;

    const noReason = await post(t.app, path, { reason: "   " }, asAdmin);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty("reason");
    expect(await isPublic(propertyId)).toBe(true);

    const reply = await post<TAdminReportsResolved>(
      t.app,
      path,
      { reason: "Photos belong to another home" },
      asAdmin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.resolution).toBe("listing_deactivated");
    expect(await isPublic(propertyId)).toBe(false);
    const [listing] = await db().select().from(properties).where(eq(properties.id, propertyId));
    expect(listing).toMatchObject({
      moderationStatus: "rejected",
      rejectionReason: "Photos belong to another home",
    });

    const notices = await inbox(owner);
    expect(notices[0]).toMatchObject({ title: "Listing taken down" });
    expect(notices[0]!.message).toContain("Photos belong to another home");
    const mail = await waitForMessage(t.dataDir, owner.email!, "listing_taken_down");
    expect(JSON.stringify(mail)).toContain("Photos belong to another home");

    const [entry] = await auditOf("property", propertyId, "reports.deactivate_listing");
    expect(entry).toMatchObject({
      after: {
        resolution: "listing_deactivated",
        request_status: "rejected",
        reject_reason: "Photos belong to another home",
      },
    });

    const again = await post(t.app, path, { reason: "Again" }, asAdmin);
    expect(again.status).toBe(409);
  });

  it("lets only one of two admins acting at once resolve the reports", async () => {
    const owner = await newMember(t.app, db(), "Raced Owner");
    const propertyId = await ownListing(owner);
    await reported(propertyId);
    const replies = await Promise.all([
      post(t.app, `/api/admin/reports/${propertyId}/dismiss`, {}, asAdmin),
      post(t.app, `/api/admin/reports/${propertyId}/deactivate-listing`, { reason: "Fake" }, asAdmin),
      post(t.app, `/api/admin/reports/${propertyId}/dismiss`, {}, asAdmin),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const audits = await auditOf("property", propertyId, "reports.");
    expect(audits).toHaveLength(1);
  });
});

// --- Advertisements ----------------------------------------------------------------------------------------

/** The member holds the "Free" package with one featuring credit, spends it on a pending featuring. */
async function pendingAd(owner: Member) {
  const [free] = await db().select({ id: packages.id }).from(packages).where(eq(packages.name, "Free"));
  await db().transaction((tx) =>
    t.app.services.packages.activatePurchased(tx, { userId: owner.id, packageId: free!.id, now: new Date() }),
  );
  await db().update(users).set({ verificationStatus: "initial" }).where(eq(users.id, owner.id));
  const propertyId = await ownListing(owner);
  const reply = await post<{ id: number; status: string }>(
    t.app,
    "/api/store_advertisement",
    { feature_for: "property", property_id: propertyId },
    { headers: { authorization: owner.authorization } },
  );
  expect(reply.body.data.status).toBe("pending");
  return { id: reply.body.data.id, propertyId };
}

async function featureCredits(owner: Member) {
  const [row] = await db()
    .select({ used: sql<number>`sum(${userPackageLimits.usedLimit})::int` })
    .from(userPackageLimits)
    .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
    .innerJoin(features, eq(features.id, userPackageLimits.featureId))
    .where(and(eq(userPackages.userId, owner.id), eq(features.type, "property_feature")));
  return row?.used ?? 0;
}

const decide = (id: number, action: string, body: Record<string, unknown> = {}, as = asAdmin) =>
  post<TAdminAdvertisementDecision>(t.app, `/api/admin/advertisements/${id}/${action}`, body, as);

describe("GET /api/admin/advertisements", () => {
  it("shows pending ones first and filters by status, title, owner and period", async () => {
    const seeded = await get<TAdminAdvertisement[]>(t.app, "/api/admin/advertisements", {}, asAdmin);
    expect(seeded.status).toBe(200);
    expect(seeded.body.data[0]!.status).toBe("pending");
    const firstOther = seeded.body.data.findIndex((a) => a.status !== "pending");
    expect(seeded.body.data.slice(firstOther).every((a) => a.status !== "pending")).toBe(true);

    const owner = await newMember(t.app, db(), "Zubaida Filterable Owner");
    const { id, propertyId } = await pendingAd(owner);
    const [listing] = await db()
      .select({ title: properties.title })
      .from(properties)
      .where(eq(properties.id, propertyId));

    const byOwner = await get<TAdminAdvertisement[]>(
      t.app,
      "/api/admin/advertisements",
      { owner: "zubaida filterable" },
      asAdmin,
    );
    expect(byOwner.body.data.map((a) => a.id)).toEqual([id]);
    expect(byOwner.body.data[0]).toMatchObject({ listing: { id: propertyId }, owner: { id: owner.id } });
    const byTitle = await get<TAdminAdvertisement[]>(
      t.app,
      "/api/admin/advertisements",
      { q: listing!.title, status: "pending" },
      asAdmin,
    );
    expect(byTitle.body.data.map((a) => a.id)).toContain(id);
    const approvedOnly = await get<TAdminAdvertisement[]>(
      t.app,
      "/api/admin/advertisements",
      { status: "approved" },
      asAdmin,
    );
    expect(approvedOnly.body.data.every((a) => a.status === "approved")).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const inPeriod = await get<TAdminAdvertisement[]>(
      t.app,
      "/api/admin/advertisements",
      { owner: "zubaida filterable", from: today, to: today },
      asAdmin,
    );
    expect(inPeriod.body.total).toBe(1);
    const longAgo = await get<TAdminAdvertisement[]>(
      t.app,
      "/api/admin/advertisements",
      { owner: "zubaida filterable", from: "2001-01-01", to: "2001-01-31" },
      asAdmin,
    );
    expect(longAgo.body.total).toBe(0);
    const reversed = await get(
      t.app,
      "/api/admin/advertisements",
      { from: "2026-02-01", to: "2026-01-01" },
      asAdmin,
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toHaveProperty("to");
  });
});

describe("deciding advertisements", () => {
  it("approves a pending one: it runs its full length from now, the owner is told, a second approval is 409", async () => {
    const owner = await newMember(t.app, db(), "Approved Ad Owner");
    const { id } = await pendingAd(owner);
    const [before] = await db().select().from(advertisements).where(eq(advertisements.id, id));
    const length = before!.endsAt.getTime() - before!.startsAt.getTime();

    const reply = await decide(id, "approve");
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe("approved");
    expect(Date.parse(reply.body.data.ends_at) - Date.parse(reply.body.data.starts_at)).toBe(length);
    expect((await inbox(owner))[0]).toMatchObject({ title: "Featuring approved" });
    await waitForMessage(t.dataDir, owner.email!, "advertisement_approved");

    const again = await decide(id, "approve", {}, asAdminAr);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("تم البت في هذا الإعلان المميز بالفعل.");
    expect((await decide(id, "reject", { reason: "late" })).status).toBe(409);
    const [entry] = await auditOf("advertisement", id, "advertisements.approve");
    expect(entry).toMatchObject({ before: { status: "pending" }, after: { status: "approved" } });

    const ended = await decide(id, "end");
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe("expired");
    expect(Date.parse(ended.body.data.ends_at)).toBeLessThanOrEqual(Date.now());
    expect((await decide(id, "end")).status).toBe(409);
    expect(await auditOf("advertisement", id, "advertisements.end")).toHaveLength(1);
  });

  it("rejects a pending one with a reason, gives the featuring credit back, and the member can feature again", async () => {
    const owner = await newMember(t.app, db(), "Rejected Ad Owner");
    const { id, propertyId } = await pendingAd(owner);
    expect(await featureCredits(owner)).toBe(1);

    const noReason = await decide(id, "reject", {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty("reason");

    const reply = await decide(id, "reject", { reason: "The photos are blurred" });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: "rejected", credit_returned: true });
    expect(reply.body.message).toMatch(/credit given back/);
    expect(await featureCredits(owner)).toBe(0);
    const notice = (await inbox(owner))[0]!;
    expect(notice.title).toBe("Featuring not approved");
    expect(notice.message).toContain("The photos are blurred");
    const [entry] = await auditOf("advertisement", id, "advertisements.reject");
    expect(entry).toMatchObject({
      after: { status: "rejected", reason: "The photos are blurred", credit_returned: true },
    });

    expect((await decide(id, "end")).status).toBe(409);
    const again = await post(
      t.app,
      "/api/store_advertisement",
      { feature_for: "property", property_id: propertyId },
      { headers: { authorization: owner.authorization } },
    );
    expect(again.status).toBe(200);
  });

  it("lets only one of two admins deciding the same advertisement at once win", async () => {
    const owner = await newMember(t.app, db(), "Raced Ad Owner");
    const { id } = await pendingAd(owner);
    const replies = await Promise.all([
      decide(id, "approve"),
      decide(id, "reject", { reason: "No" }),
      decide(id, "approve"),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const audits = await auditOf("advertisement", id, "advertisements.");
    expect(audits).toHaveLength(1);
    const rows = await db()
      .select()
      .from(advertisements)
      .where(inArray(advertisements.id, [id]));
    expect(rows[0]!.status).toBe(replies.find((r) => r.status === 200)!.body.data.status);
  });

  it("answers 404 for an unknown advertisement and 403 for a member", async () => {
    expect((await decide(999999, "approve")).status).toBe(404);
    const member = await newMember(t.app, db(), "Curious Member");
    const asMember = { headers: { authorization: member.authorization } };
    expect((await get(t.app, "/api/admin/advertisements", {}, asMember)).status).toBe(403);
    expect((await post(t.app, "/api/admin/reports/1/dismiss", {}, asMember)).status).toBe(403);
  });
});

describe("the dashboard's waiting counts", () => {
  it("count open reports and pending featurings, and drop when an admin decides them", async () => {
    const counts = async () =>
      (await get<TAdminDashboard>(t.app, "/api/admin/dashboard", {}, asAdmin)).body.data.counts;
    const before = await counts();
    const owner = await newMember(t.app, db(), "Counted Owner");
    const propertyId = await ownListing(owner);
    await reported(propertyId);
    const { id } = await pendingAd(await newMember(t.app, db(), "Counted Ad Owner"));
    const waiting = await counts();
    expect(waiting.listing_reports).toBe(before.listing_reports + 4);
    expect(waiting.pending_advertisements).toBe(before.pending_advertisements + 1);

    await post(t.app, `/api/admin/reports/${propertyId}/dismiss`, {}, asAdmin);
    await decide(id, "approve");
    const after = await counts();
    expect(after.listing_reports).toBe(before.listing_reports);
    expect(after.pending_advertisements).toBe(before.pending_advertisements);
  });
});
