import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminDashboard } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { categories } from "../src/db/schema/catalogue.js";
import { packages } from "../src/db/schema/content.js";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { properties } from "../src/db/schema/properties.js";
import { usableTimeZone } from "../src/modules/admin-dashboard/admin-dashboard.service.js";
import { get } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** Issue 17: the admin dashboard counts what exists and what happened on each of the last 30 days. */
let t: TestApp;
let asAdmin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAs(t.app, t.database.db, { role: "admin" });
  asAdmin = { headers: { authorization: admin.authorization } };
});
afterAll(async () => t.close());

async function dashboard(): Promise<TAdminDashboard> {
  const reply = await get<TAdminDashboard>(t.app, "/api/admin/dashboard", {}, asAdmin);
  expect(reply.status).toBe(200);
  return reply.body.data;
}
const today = (d: TAdminDashboard) => d.trends.at(-1)!;

let made = 0;
async function listing(ownerId: number, values: Partial<typeof properties.$inferInsert> = {}) {
  made += 1;
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 1))
    .limit(1);
  await t.database.db.insert(properties).values({
    slug: `dashboard-${process.pid}-${made}`,
    ownerId,
    categoryId: category!.id,
    classification: 1,
    listingType: "sell",
    title: "Dashboard flat",
    description: "A flat.",
    address: "1 Nile Street",
    city: "Cairo",
    state: "Cairo",
    country: "Egypt",
    latitude: 30.04,
    longitude: 31.24,
    priceMinor: 100_000_000,
    ...values,
  });
}

async function payment(userId: number, values: Partial<typeof paymentTransactions.$inferInsert>) {
  made += 1;
  const [pkg] = await t.database.db.select({ id: packages.id }).from(packages).limit(1);
  await t.database.db.insert(paymentTransactions).values({
    userId,
    purpose: "package",
    purposeId: pkg!.id,
    amountMinor: 150_000,
    currency: "EGP",
    method: "stripe",
    reference: `dashboard-${process.pid}-${made}`,
    state: "succeeded",
    succeededAt: new Date(),
    ...values,
  });
}

describe("GET /api/admin/dashboard", () => {
  it("answers 401 to a guest and 403 to a member", async () => {
    expect((await get(t.app, "/api/admin/dashboard")).status).toBe(401);
    const member = await newMember(t.app, t.database.db, "Curious Member");
    const reply = await get(
      t.app,
      "/api/admin/dashboard",
      {},
      { headers: { authorization: member.authorization } },
    );
    expect(reply.status).toBe(403);
    expect(JSON.stringify(reply.body)).not.toMatch(/listings|members/);
  });

  it("lays out the last 30 days, today last, quiet days as zeros", async () => {
    const d = await dashboard();
    expect(d.time_zone).toBe(usableTimeZone(d.time_zone));
    expect(d.trends).toHaveLength(30);
    const dates = d.trends.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    const first = new Date(`${dates[0]}T00:00:00Z`).getTime();
    const last = new Date(`${dates[29]}T00:00:00Z`).getTime();
    expect((last - first) / 86_400_000).toBe(29);
    expect(d.counts.bookings.by_status.map((s) => s.status)).toContain("confirmed");
  });

  it("counts a new member and their new listing today and in the totals", async () => {
    const before = await dashboard();
    const member = await newMember(t.app, t.database.db, "Dashboard Owner");
    await listing(member.id);
    const after = await dashboard();
    expect(today(after).new_members).toBe(today(before).new_members + 1);
    expect(today(after).new_listings).toBe(today(before).new_listings + 1);
    expect(after.counts.members.total).toBe(before.counts.members.total + 1);
    expect(after.counts.listings.total).toBe(before.counts.listings.total + 1);
    expect(after.counts.listings.pending).toBe(before.counts.listings.pending + 1);
    const sell = (d: TAdminDashboard) =>
      d.counts.listings.by_classification.find((c) => c.classification === 1)!;
    expect(sell(after).count).toBe(sell(before).count + 1);
  });

  it("counts an agent, a deactivated member and a pending verification once each", async () => {
    const before = await dashboard();
    const member = await newMember(t.app, t.database.db, "Dashboard Agent");
    await t.database.db
      .update(users)
      .set({ customerType: "agent", verificationStatus: "pending", isActive: false })
      .where(eq(users.id, member.id));
    const after = (await dashboard()).counts.members;
    expect(after.agents).toBe(before.counts.members.agents + 1);
    expect(after.pending_verification).toBe(before.counts.members.pending_verification + 1);
    expect(after.deactivated).toBe(before.counts.members.deactivated + 1);
    expect(after.verified).toBe(before.counts.members.verified);
  });

  it("adds a succeeded payment to today and to this month per currency; a receipt under review joins the queue", async () => {
    const before = await dashboard();
    const member = await newMember(t.app, t.database.db, "Dashboard Payer");
    await payment(member.id, { amountMinor: 250_000, currency: "EGP" });
    await payment(member.id, { amountMinor: 4_200, currency: "USD" });
    await payment(member.id, { state: "failed", succeededAt: null });
    await payment(member.id, { state: "review", succeededAt: null, method: "bank_transfer" });
    const after = await dashboard();

    const amount = (d: TAdminDashboard, currency: string, list = d.counts.payments_this_month.totals) =>
      list.find((m) => m.currency === currency)?.amount_minor ?? 0;
    expect(after.counts.payments_this_month.count).toBe(before.counts.payments_this_month.count + 2);
    expect(amount(after, "EGP")).toBe(amount(before, "EGP") + 250_000);
    expect(amount(after, "USD")).toBe(amount(before, "USD") + 4_200);
    expect(today(after).payments_succeeded).toBe(today(before).payments_succeeded + 2);
    expect(amount(after, "EGP", today(after).payment_amounts)).toBe(
      amount(before, "EGP", today(before).payment_amounts) + 250_000,
    );
    expect(after.counts.pending_bank_transfers).toBe(before.counts.pending_bank_transfers + 1);
  });

  it("puts a payment of 40 days ago in neither the trend nor this month", async () => {
    const before = await dashboard();
    const member = await newMember(t.app, t.database.db, "Old Payer");
    await payment(member.id, { succeededAt: new Date(Date.now() - 40 * 86_400_000), currency: "SAR" });
    const after = await dashboard();
    expect(after.counts.payments_this_month).toEqual(before.counts.payments_this_month);
    expect(after.trends.map((d) => d.payments_succeeded)).toEqual(
      before.trends.map((d) => d.payments_succeeded),
    );
  });
});

describe("the site time zone", () => {
  it("falls back to UTC for an unknown zone", () => {
    expect(usableTimeZone("Africa/Cairo")).toBe("Africa/Cairo");
    expect(usableTimeZone("Mars/Olympus")).toBe("UTC");
    expect(usableTimeZone(undefined)).toBe("UTC");
  });
});
