import type { TAdminReportReason, TAdminReportReasonBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  allReasons,
  deleteReason,
  insertReason,
  lastReasonSequence,
  lockReason,
  reportsNaming,
  reportsPerReason,
  updateReason,
  type ReasonRow,
} from "./admin-lists.repository.js";
import { positionsOf } from "./full-order.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const notFound = () => new AppError("NOT_FOUND", { messageKey: "admin_offers.reason_not_found" });

const toAdminReason = (row: ReasonRow, reports: number): TAdminReportReason => ({
  id: row.id,
  reason: row.reason,
  reason_ar: row.reasonAr,
  is_active: row.isActive,
  sequence: row.sequence,
  reports,
});

const audited = (row: ReasonRow) => ({
  reason: row.reason,
  reason_ar: row.reasonAr,
  is_active: row.isActive,
  sequence: row.sequence,
});

async function lockedReason(tx: Tx, id: number): Promise<ReasonRow> {
  const row = await lockReason(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Issue 17: the reasons members pick when reporting a listing (`get_report_reasons` lists the active ones in
 * `sequence` order). A reason reports already name is kept for them: it can be deactivated, not deleted.
 */
export function createAdminReportReasonsService(db: Database) {
  async function change(
    actor: AuditActor,
    id: number,
    action: string,
    values: Partial<Pick<ReasonRow, "reason" | "reasonAr" | "isActive">>,
  ): Promise<TAdminReportReason> {
    return db.transaction(async (tx) => {
      const before = await lockedReason(tx, id);
      const after = await updateReason(tx, id, values);
      await recordAdminAction(tx, actor, {
        action,
        targetType: "report_reason",
        targetId: id,
        before: audited(before),
        after: audited(after),
      });
      return toAdminReason(after, await reportsNaming(tx, id));
    });
  }

  async function list(): Promise<TAdminReportReason[]> {
    const [rows, reports] = await Promise.all([allReasons(db), reportsPerReason(db)]);
    return rows.map((row) => toAdminReason(row, reports.get(row.id) ?? 0));
  }

  return {
    list,

    /** A new reason goes to the end of the list, active. */
    create(actor: AuditActor, input: TAdminReportReasonBody): Promise<TAdminReportReason> {
      return db.transaction(async (tx) => {
        const row = await insertReason(tx, {
          reason: input.reason,
          reasonAr: input.reason_ar,
          isActive: true,
          sequence: (await lastReasonSequence(tx)) + 1,
        });
        await recordAdminAction(tx, actor, {
          action: "report_reasons.create",
          targetType: "report_reason",
          targetId: row.id,
          after: audited(row),
        });
        return toAdminReason(row, 0);
      });
    },

    update(actor: AuditActor, id: number, input: TAdminReportReasonBody) {
      return change(actor, id, "report_reasons.update", { reason: input.reason, reasonAr: input.reason_ar });
    },

    setActive(actor: AuditActor, id: number, isActive: boolean) {
      return change(actor, id, isActive ? "report_reasons.activate" : "report_reasons.deactivate", {
        isActive,
      });
    },

    /** Deletes a reason no report names; one in use answers 409 (deactivate it instead). */
    remove(actor: AuditActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await lockedReason(tx, id);
        const used = await reportsNaming(tx, id);
        if (used > 0) {
          throw new AppError("CONFLICT", {
            messageKey: "admin_offers.reason_in_use",
            params: { count: used },
          });
        }
        await deleteReason(tx, id);
        await recordAdminAction(tx, actor, {
          action: "report_reasons.delete",
          targetType: "report_reason",
          targetId: id,
          before: audited(before),
        });
      });
    },

    /** Sets the whole order at once (every reason, first shown first), in one transaction. */
    async reorder(actor: AuditActor, ids: readonly number[]): Promise<TAdminReportReason[]> {
      await db.transaction(async (tx) => {
        const rows = await allReasons(tx, true);
        const positions = positionsOf(
          ids,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          const sequence = positions.get(row.id)!;
          if (sequence !== row.sequence) await updateReason(tx, row.id, { sequence });
        }
        await recordAdminAction(tx, actor, {
          action: "report_reasons.reorder",
          targetType: "report_reason",
          before: { ids: rows.map((row) => row.id) },
          after: { ids },
        });
      });
      return list();
    },
  };
}
