import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminAuditEntry, TAdminUser, TAdminUserDetail } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { hashPassword } from "../src/modules/auth/passwords.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { user: { id: number; name: string }; authorization: string };
const password = "Correct-Horse-42";
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
});
afterAll(async () => t.close());

/** A member who can sign in with e-mail and password. */
async function memberWithPassword(name: string) {
  const member = await newMember(t.app, t.database.db, name);
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
    .where(eq(users.id, member.id));
  return member;
}

const signIn = (email: string) => post(t.app, "/api/user_signup", { type: "3", email, password });
const asAdmin = { headers: { authorization: "" } };
beforeAll(() => {
  asAdmin.headers.authorization = admin.authorization;
});

async function auditOf(targetId: number, action: string) {
  const reply = await get<TAdminAuditEntry[]>(
    t.app,
    "/api/admin/audit-log",
    { target_type: "user", target_id: String(targetId), action },
    asAdmin,
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
}

describe("GET /api/admin/users", () => {
  it("finds a member by name and by e-mail, without secrets", async () => {
    const member = await memberWithPassword("Yasmin Farouk Searchable");
    const byName = await get<TAdminUser[]>(t.app, "/api/admin/users", { q: "farouk search" }, asAdmin);
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((u) => u.id)).toEqual([member.id]);
    expect(byName.body.total).toBe(1);
    const byEmail = await get<TAdminUser[]>(t.app, "/api/admin/users", { q: member.email! }, asAdmin);
    expect(byEmail.body.data).toMatchObject([{ id: member.id, email: member.email, is_active: true }]);
    expect(JSON.stringify(byEmail.body)).not.toMatch(/password|token|argon/i);

    const admins = await get<TAdminUser[]>(t.app, "/api/admin/users", { role: "admin" }, asAdmin);
    expect(admins.body.data.length).toBeGreaterThan(0);
    expect(admins.body.data.every((u) => u.role === "admin")).toBe(true);

    const detail = await get<TAdminUserDetail>(t.app, `/api/admin/users/${member.id}`, {}, asAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ name: "Yasmin Farouk Searchable", email_verified: true });
    expect(detail.body.data.counts).toEqual({ properties: 0, projects: 0, reservations: 0, payments: 0 });

    const missing = await get(
      t.app,
      "/api/admin/users/999999",
      {},
      { headers: { ...asAdmin.headers, "accept-language": "ar" } },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("لا يوجد عضو بهذا الرقم.");
  });
});

describe("deactivation", () => {
  it("ends the member's session at once, refuses sign-in, and reactivation lets them back", async () => {
    const member = await memberWithPassword("Omar Deactivated");
    expect(
      (await get(t.app, "/api/get-user-data", {}, { headers: { authorization: member.authorization } }))
        .status,
    ).toBe(200);

    const deactivated = await post<TAdminUser>(
      t.app,
      `/api/admin/users/${member.id}/deactivate`,
      { reason: "Fake listings" },
      asAdmin,
    );
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data.is_active).toBe(false);

    const refused = await get(
      t.app,
      "/api/get-user-data",
      {},
      { headers: { authorization: member.authorization } },
    );
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Your account has been deactivated by the admin.");
    const signInRefused = await signIn(member.email!);
    expect(signInRefused.status).toBe(403);
    expect(signInRefused.body.message).toBe("Your account has been deactivated by the admin.");

    const reactivated = await post<TAdminUser>(
      t.app,
      `/api/admin/users/${member.id}/reactivate`,
      {},
      asAdmin,
    );
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.data.is_active).toBe(true);
    // The old session stays ended; signing in again works.
    expect(
      (await get(t.app, "/api/get-user-data", {}, { headers: { authorization: member.authorization } }))
        .status,
    ).toBe(401);
    const again = await signIn(member.email!);
    expect(again.status).toBe(200);

    const [deactivation] = await auditOf(member.id, "users.deactivate");
    expect(deactivation).toMatchObject({
      actor: { id: admin.user.id, name: admin.user.name },
      action: "users.deactivate",
      before: { is_active: true, role: "customer" },
      after: { is_active: false, role: "customer", reason: "Fake listings", sessions_revoked: 1 },
    });
    const [reactivation] = await auditOf(member.id, "users.reactivate");
    expect(reactivation).toMatchObject({
      actor: { id: admin.user.id },
      before: { is_active: false },
      after: { is_active: true },
    });
    // Newest first, and the prefix filter finds both.
    expect((await auditOf(member.id, "users.")).map((e) => e.action)).toEqual([
      "users.reactivate",
      "users.deactivate",
    ]);
  });
});

describe("roles", () => {
  it("makes a member an admin who then reaches admin routes, and records it", async () => {
    const member = await newMember(t.app, t.database.db, "Nour Promoted");
    const member2 = { headers: { authorization: member.authorization } };
    expect((await get(t.app, "/api/admin/audit-log", {}, member2)).status).toBe(403);

    const promoted = await post<TAdminUser>(
      t.app,
      `/api/admin/users/${member.id}/role`,
      { role: "admin" },
      asAdmin,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe("admin");
    expect((await get(t.app, "/api/admin/users", {}, member2)).status).toBe(200);

    const [entry] = await auditOf(member.id, "users.role");
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      before: { role: "customer" },
      after: { role: "admin" },
    });
  });

  it("refuses an admin demoting or deactivating themself, with a clear 409", async () => {
    const demote = await post(t.app, `/api/admin/users/${admin.user.id}/role`, { role: "customer" }, asAdmin);
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("You cannot change your own role; ask another admin.");
    const deactivate = await post(
      t.app,
      `/api/admin/users/${admin.user.id}/deactivate`,
      {},
      { headers: { ...asAdmin.headers, "accept-language": "ar" } },
    );
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.message).toBe("لا يمكنك تعطيل حسابك أو إعادة تفعيله بنفسك.");
    // Nothing changed and nothing was recorded.
    expect((await get(t.app, "/api/admin/users", {}, asAdmin)).status).toBe(200);
    expect(await auditOf(admin.user.id, "users.")).toEqual([]);
  });

  it("refuses a bad role with a 422", async () => {
    const member = await newMember(t.app, t.database.db, "Bad Role");
    const bad = await post(t.app, `/api/admin/users/${member.id}/role`, { role: "owner" }, asAdmin);
    expect(bad.status).toBe(422);
  });
});
