import { and, count, desc, eq, like, type SQL } from "drizzle-orm";
import type { TAdminAuditEntry, TAdminAuditLogQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { adminAuditLog } from "../../db/schema/admin.js";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admins' reading of the audit log (ADR 063): newest first, narrowed by action prefix, target or actor. */
export async function readAuditLog(
  db: Database,
  query: TAdminAuditLogQuery,
): Promise<{ items: TAdminAuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(like(adminAuditLog.action, `${escapeLike(query.action)}%`));
  if (query.target_type) conditions.push(eq(adminAuditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(adminAuditLog.targetId, query.target_id));
  if (query.actor_id) conditions.push(eq(adminAuditLog.actorId, query.actor_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      // The id breaks ties within one timestamp: later writes have larger ids.
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 20),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, name: row.actorName },
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
