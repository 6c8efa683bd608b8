import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminAuditEntry } from "@manzil/domain/contracts";
import { categories } from "../src/db/schema/catalogue.js";
import { packages } from "../src/db/schema/content.js";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { properties } from "../src/db/schema/properties.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** The admin writes that existed before the audit log now leave a record of who did what (issue 17). */
let t: TestApp;
let admin: { user: { id: number; name: string }; authorization: string };
let asAdmin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
  asAdmin = { headers: { authorization: admin.authorization } };
});
afterAll(async () => t.close());

async function latest(targetType: string, targetId: number): Promise<TAdminAuditEntry | undefined> {
  const reply = await get<TAdminAuditEntry[]>(
    t.app,
    "/api/admin/audit-log",
    { target_type: targetType, target_id: String(targetId) },
    asAdmin,
  );
  expect(reply.status).toBe(200);
  return reply.body.data[0];
}

let made = 0;
async function payment(userId: number, values: Partial<typeof paymentTransactions.$inferInsert>) {
  made += 1;
  const [pkg] = await t.database.db.select({ id: packages.id }).from(packages).limit(1);
  const [row] = await t.database.db
    .insert(paymentTransactions)
    .values({
      userId,
      purpose: "package",
      purposeId: pkg!.id,
      amountMinor: 150_000,
      currency: "EGP",
      method: "bank_transfer",
      reference: `audit-${process.pid}-${made}`,
      state: "review",
      ...values,
    })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

describe("the audit trail of existing admin writes", () => {
  it("records a listing's rejection with its state before and after", async () => {
    const owner = await newMember(t.app, t.database.db, "Audited Owner");
    const [category] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.classification, 1))
      .limit(1);
    const [listing] = await t.database.db
      .insert(properties)
      .values({
        slug: `audited-${process.pid}`,
        ownerId: owner.id,
        categoryId: category!.id,
        classification: 1,
        listingType: "sell",
        title: "Audited flat",
        description: "A flat.",
        address: "1 Nile Street",
        city: "Cairo",
        state: "Cairo",
        country: "Egypt",
        latitude: 30.04,
        longitude: 31.24,
        priceMinor: 100_000_000,
        moderationStatus: "pending",
      })
      .returning({ id: properties.id });
    const decided = await post(
      t.app,
      "/api/admin/moderate-property",
      { id: listing!.id, request_status: "rejected", reject_reason: "Blurry photos" },
      asAdmin,
    );
    expect(decided.status).toBe(200);
    expect(await latest("property", listing!.id)).toMatchObject({
      actor: { id: admin.user.id, name: admin.user.name },
      action: "moderation.reject",
      before: { request_status: "pending" },
      after: { request_status: "rejected", reject_reason: "Blurry photos" },
    });
  });

  it("records bank receipt decisions and an admin refund", async () => {
    const member = await newMember(t.app, t.database.db, "Audited Payer");
    const rejectedId = await payment(member.id, {});
    const rejected = await post(
      t.app,
      `/api/admin/bank-transfers/${rejectedId}/reject`,
      { reason: "The receipt is unreadable" },
      asAdmin,
    );
    expect(rejected.status).toBe(200);
    expect(await latest("payment_transaction", rejectedId)).toMatchObject({
      action: "bank_transfers.reject",
      before: { state: "review" },
      after: { state: "rejected", failure_reason: "The receipt is unreadable" },
    });

    const approvedId = await payment(member.id, {});
    expect((await post(t.app, `/api/admin/bank-transfers/${approvedId}/approve`, {}, asAdmin)).status).toBe(
      200,
    );
    expect(await latest("payment_transaction", approvedId)).toMatchObject({
      actor: { id: admin.user.id },
      action: "bank_transfers.approve",
      before: { state: "review" },
      after: { state: "succeeded" },
    });

    const refunded = await post(
      t.app,
      `/api/admin/payments/${approvedId}/refund`,
      { reason: "Bought by mistake" },
      asAdmin,
    );
    expect(refunded.status).toBe(200);
    expect(await latest("payment_transaction", approvedId)).toMatchObject({
      action: "payments.refund",
      before: { state: "succeeded" },
      after: { state: "refunded", refund_reason: "Bought by mistake" },
    });
  });

  it("records an announcement with its words and recipients", async () => {
    const chosen = await newMember(t.app, t.database.db, "Audited Reader");
    const sent = await post<{ id: number }>(
      t.app,
      "/api/admin/notifications",
      { title: "Office closed", message: "Closed on Friday.", send_type: 0, user_ids: [chosen.id] },
      asAdmin,
    );
    expect(sent.status).toBe(200);
    expect(await latest("announcement", sent.body.data.id)).toMatchObject({
      actor: { id: admin.user.id },
      action: "announcements.send",
      before: null,
      after: { title: "Office closed", message: "Closed on Friday.", recipients: 1 },
    });
  });

  it("keeps a failed decision out of the log", async () => {
    const member = await newMember(t.app, t.database.db, "Audited Twice");
    const id = await payment(member.id, {});
    expect((await post(t.app, `/api/admin/bank-transfers/${id}/approve`, {}, asAdmin)).status).toBe(200);
    // Already decided: 409, and no second record.
    expect((await post(t.app, `/api/admin/bank-transfers/${id}/approve`, {}, asAdmin)).status).toBe(409);
    const all = await get<TAdminAuditEntry[]>(
      t.app,
      "/api/admin/audit-log",
      { target_type: "payment_transaction", target_id: String(id) },
      asAdmin,
    );
    expect(all.body.total).toBe(1);
  });
});
