import type { TAdminHomepageSection, TAdminHomepageSectionBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { allSections, lockSection, updateSection, type SectionRow } from "./admin-lists.repository.js";
import { positionsOf } from "./full-order.js";

const toAdminSection = (row: SectionRow): TAdminHomepageSection => ({
  id: row.id,
  section_type: row.sectionType,
  title: row.title,
  title_ar: row.titleAr,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

const audited = (row: SectionRow) => ({
  title: row.title,
  title_ar: row.titleAr,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

/**
 * Issue 17: the home page's shelves (`homepage-data` answers the active ones in `sort_order`). The set of section
 * types is fixed (one row each, seeded); admins rename, switch on or off and reorder them.
 */
export function createAdminHomepageService(db: Database) {
  async function list(): Promise<TAdminHomepageSection[]> {
    return (await allSections(db)).map(toAdminSection);
  }

  return {
    list,

    update(actor: AuditActor, id: number, input: TAdminHomepageSectionBody): Promise<TAdminHomepageSection> {
      return db.transaction(async (tx) => {
        const before = await lockSection(tx, id);
        if (!before) throw new AppError("NOT_FOUND", { messageKey: "admin_offers.section_not_found" });
        const after = await updateSection(tx, id, {
          title: input.title,
          titleAr: input.title_ar,
          isActive: input.is_active,
        });
        await recordAdminAction(tx, actor, {
          action: "homepage.update",
          targetType: "homepage_section",
          targetId: before.sectionType,
          before: audited(before),
          after: audited(after),
        });
        return toAdminSection(after);
      });
    },

    /** Sets the whole order in one transaction: the home page never shows a half-moved list. */
    async reorder(actor: AuditActor, ids: readonly number[]): Promise<TAdminHomepageSection[]> {
      await db.transaction(async (tx) => {
        const rows = await allSections(tx, true);
        const positions = positionsOf(
          ids,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          const sortOrder = positions.get(row.id)!;
          if (sortOrder !== row.sortOrder) await updateSection(tx, row.id, { sortOrder });
        }
        const typeOf = new Map(rows.map((row) => [row.id, row.sectionType]));
        await recordAdminAction(tx, actor, {
          action: "homepage.reorder",
          targetType: "homepage_section",
          before: { order: rows.map((row) => row.sectionType) },
          after: { order: ids.map((id) => typeOf.get(id)) },
        });
      });
      return list();
    },
  };
}
