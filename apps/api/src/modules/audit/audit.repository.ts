import type { Database } from "../../db/client.js";
import { adminAuditLog } from "../../db/schema/admin.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who acted: the signed-in admin and the request's client address. */
export interface AuditActor {
  id: number;
  name: string;
  ip?: string | null;
}

/** One admin write, as the log keeps it (ADR 063). */
export interface AuditEntry {
  /** `<area>.<verb>`: "users.deactivate", "settings.update", "verification.approve". */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The row (or the changed part of it) before and after; secrets are left out by the caller. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin write. Call it inside the write's own transaction, so the change and its record commit
 * together or not at all; the table refuses updates and deletes (a trigger), so the record stays as written.
 */
export async function recordAdminAction(
  db: Database | Tx,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? null,
  });
}
