import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { recordAdminAction } from "../src/modules/audit/audit.repository.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("the admin audit log", () => {
  it("keeps what an admin did as written: updates and deletes are refused by the database", async () => {
    const db = t.database.db;
    await recordAdminAction(
      db,
      { id: 1, name: "Root Admin", ip: "203.0.113.9" },
      {
        action: "users.deactivate",
        targetType: "user",
        targetId: 42,
        before: { is_active: true },
        after: { is_active: false },
      },
    );
    const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, "42"));
    expect(row).toMatchObject({
      actorName: "Root Admin",
      action: "users.deactivate",
      before: { is_active: true },
      after: { is_active: false },
    });
    await expect(
      db.update(adminAuditLog).set({ action: "users.reactivate" }).where(eq(adminAuditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(adminAuditLog).where(eq(adminAuditLog.id, row!.id))).rejects.toThrow();
    const [after] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.id, row!.id));
    expect(after!.action).toBe("users.deactivate");
  });
});
