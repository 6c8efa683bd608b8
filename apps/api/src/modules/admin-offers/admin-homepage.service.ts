import { asc, eq } from "drizzle-orm";
import type { TAdminHomepageSection, TAdminHomepageSectionBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { homepageSections } from "../../db/schema/content.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { positionsOf } from "./full-order.js";

type SectionRow = typeof homepageSections.$inferSelect;

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
    const rows = await db
      .select()
      .from(homepageSections)
      .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.id));
    return rows.map(toAdminSection);
  }

  return {
    list,

    update(actor: AuditActor, id: number, input: TAdminHomepageSectionBody): Promise<TAdminHomepageSection> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(homepageSections)
          .where(eq(homepageSections.id, id))
          .for("update");
        if (!before) throw new AppError("NOT_FOUND", { messageKey: "admin_offers.section_not_found" });
        const [after] = await tx
          .update(homepageSections)
          .set({ title: input.title, titleAr: input.title_ar, isActive: input.is_active })
          .where(eq(homepageSections.id, id))
          .returning();
        await recordAdminAction(tx, actor, {
          action: "homepage.update",
          targetType: "homepage_section",
          targetId: before.sectionType,
          before: audited(before),
          after: audited(after!),
        });
        return toAdminSection(after!);
      });
    },

    /** Sets the whole order in one transaction: the home page never shows a half-moved list. */
    async reorder(actor: AuditActor, ids: readonly number[]): Promise<TAdminHomepageSection[]> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(homepageSections)
          .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.id))
          .for("update");
        const positions = positionsOf(
          ids,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          const sortOrder = positions.get(row.id)!;
          if (sortOrder !== row.sortOrder) {
            await tx.update(homepageSections).set({ sortOrder }).where(eq(homepageSections.id, row.id));
          }
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
