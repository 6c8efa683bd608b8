import type { TAdminUser, TAdminUserDetail, TAdminUsersQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  lockUser,
  revokeTokensOf,
  searchUsers,
  updateUser,
  userDetail,
  type AdminUserRow,
} from "./admin-users.repository.js";

function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    customer_type: row.customerType,
    verification_status: row.verificationStatus,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account change: the two facts an admin can change. */
const auditedFacts = (row: AdminUserRow) => ({ is_active: row.isActive, role: row.role });

const notFound = () => new AppError("NOT_FOUND", { messageKey: "admin_users.not_found" });

/**
 * Issue 17: admins find members, deactivate and reactivate them, and make or unmake admins. Each change and its
 * audit record commit in one transaction (ADR 063); an admin never locks themself out (ADR 064).
 */
export function createAdminUsersService(db: Database) {
  /** Locks the account, refuses acting on oneself, applies `change`, records it; returns the account after. */
  async function change(
    actor: AuditActor,
    id: number,
    input: {
      action: string;
      selfMessageKey: string;
      values: Partial<{ isActive: boolean; role: "customer" | "admin" }>;
      revokeSessions?: boolean;
      reason?: string;
      now: Date;
    },
  ): Promise<TAdminUser> {
    return db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      if (!before) throw notFound();
      if (before.id === actor.id) throw new AppError("CONFLICT", { messageKey: input.selfMessageKey });
      const after = await updateUser(tx, id, input.values, input.now);
      // In the same transaction: the moment the account reads as deactivated, no old token opens it.
      const revoked = input.revokeSessions ? await revokeTokensOf(tx, id, input.now) : 0;
      await recordAdminAction(tx, actor, {
        action: input.action,
        targetType: "user",
        targetId: id,
        before: auditedFacts(before),
        after: {
          ...auditedFacts(after),
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.revokeSessions ? { sessions_revoked: revoked } : {}),
        },
      });
      return toAdminUser(after);
    });
  }

  return {
    async list(query: TAdminUsersQuery): Promise<{ items: TAdminUser[]; total: number }> {
      const { rows, total } = await searchUsers(db, query);
      return { items: rows.map(toAdminUser), total };
    },

    async detail(id: number): Promise<TAdminUserDetail> {
      const row = await userDetail(db, id);
      if (!row) throw notFound();
      return {
        ...toAdminUser(row),
        address: row.address,
        city: row.city,
        country: row.country,
        email_verified: row.emailVerifiedAt !== null,
        mobile_verified: row.mobileVerifiedAt !== null,
        counts: row.counts,
      };
    },

    deactivate(actor: AuditActor, id: number, input: { reason?: string; now: Date }) {
      return change(actor, id, {
        action: "users.deactivate",
        selfMessageKey: "admin_users.self_deactivate",
        values: { isActive: false },
        revokeSessions: true,
        ...(input.reason ? { reason: input.reason } : {}),
        now: input.now,
      });
    },

    reactivate(actor: AuditActor, id: number, now: Date) {
      return change(actor, id, {
        action: "users.reactivate",
        selfMessageKey: "admin_users.self_deactivate",
        values: { isActive: true },
        now,
      });
    },

    setRole(actor: AuditActor, id: number, role: "customer" | "admin", now: Date) {
      return change(actor, id, {
        action: "users.role",
        selfMessageKey: "admin_users.self_demote",
        values: { role },
        now,
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
