import {
  choiceParameterTypes,
  type TAdminCategoriesQuery,
  type TAdminCategory,
  type TAdminCategoryDetail,
  type TAdminParameter,
  type TAdminParametersQuery,
} from "@manzil/domain/contracts";
import type { z } from "zod";
import type { AdminCategoryBody, AdminParameterBody } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import type { categories, parameters } from "../../db/schema/catalogue.js";
import { AppError } from "../../lib/app-error.js";
import { fileUrl } from "../../lib/file-url.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  deleteCategory,
  existingParameterIds,
  findCategory,
  findParameter,
  parametersOfCategory,
  insertCategory,
  insertParameter,
  replaceCategoryParameters,
  searchCategories,
  searchParameters,
  slugTaken,
  updateCategory,
  updateParameter,
  type CategoryRow,
  type ParameterRow,
  type Tx,
} from "./admin-catalogue.repository.js";
import {
  replaceImage,
  storeCatalogueImage,
  type CatalogueUpload,
  type ImageDeps,
} from "./catalogue-images.js";
import { conflict, isUniqueViolation, notFound } from "./catalogue-errors.js";

type CategoryInput = z.output<typeof AdminCategoryBody>;
type ParameterInput = z.output<typeof AdminParameterBody>;

export function toAdminParameter(row: ParameterRow): TAdminParameter {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    type: row.type,
    options: row.options,
    is_required: row.isRequired,
    is_active: row.isActive,
    category_count: row.categoryCount,
    answer_count: row.answerCount,
  };
}

/** What the audit log keeps of a category: its editable facts. */
const categoryFacts = (row: typeof categories.$inferSelect) => ({
  slug: row.slug,
  name: row.name,
  name_ar: row.nameAr,
  classification: row.classification,
  is_active: row.isActive,
  sequence: row.sequence,
  image: row.image,
});

const parameterFacts = (row: typeof parameters.$inferSelect) => ({
  name: row.name,
  name_ar: row.nameAr,
  type: row.type,
  options: row.options,
  is_required: row.isRequired,
  is_active: row.isActive,
});

const categoryColumnsOf = (input: CategoryInput) => ({
  slug: input.slug,
  name: input.name,
  nameAr: input.name_ar,
  classification: input.classification,
  ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
  ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
});

const parameterColumnsOf = (input: ParameterInput) => ({
  name: input.name,
  nameAr: input.name_ar,
  type: input.type,
  // Options belong to the choice kinds only (the contract refuses them elsewhere).
  options: choiceParameterTypes.includes(input.type) ? (input.options ?? []) : [],
  ...(input.is_required !== undefined ? { isRequired: input.is_required } : {}),
  ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
});

/**
 * Issue 17: admins keep the catalogue the listing forms are built from — categories with their ordered
 * parameters, and the parameter definitions. Every write and its audit record commit together (ADR 063, 067).
 */
export function createAdminCatalogueService(db: Database, deps: ImageDeps & { filesUrl: string }) {
  const toAdminCategory = (row: CategoryRow): TAdminCategory => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_ar: row.nameAr,
    image: row.image ? fileUrl(deps.filesUrl, row.image) : null,
    classification: row.classification,
    is_active: row.isActive,
    sequence: row.sequence,
    parameter_count: row.parameterCount,
    listing_count: row.listingCount,
  });

  async function categoryDetail(database: Database | Tx, id: number): Promise<TAdminCategoryDetail> {
    const row = await findCategory(database, id);
    if (!row) throw notFound("category");
    const list = await parametersOfCategory(database, id);
    return { ...toAdminCategory(row), parameters: list.map(toAdminParameter) };
  }

  /** The category's facts and parameter list as the audit log keeps them. */
  async function auditedCategory(tx: Tx, row: CategoryRow) {
    const list = await parametersOfCategory(tx, row.id);
    return { ...categoryFacts(row), parameter_ids: list.map((p) => p.id) };
  }

  /** Locks the category, applies `write`, records the change; the category as it is after. */
  async function changeCategory(
    actor: AuditActor,
    id: number,
    action: string,
    write: (tx: Tx, before: CategoryRow) => Promise<void>,
  ): Promise<TAdminCategoryDetail> {
    try {
      return await db.transaction(async (tx) => {
        const before = await findCategory(tx, id, true);
        if (!before) throw notFound("category");
        const beforeFacts = await auditedCategory(tx, before);
        await write(tx, before);
        const after = (await findCategory(tx, id))!;
        await recordAdminAction(tx, actor, {
          action,
          targetType: "category",
          targetId: id,
          before: beforeFacts,
          after: await auditedCategory(tx, after),
        });
        return categoryDetail(tx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("slug", "admin_catalogue.slug_taken");
      throw error;
    }
  }

  return {
    async categories(query: TAdminCategoriesQuery) {
      const { rows, total } = await searchCategories(db, query);
      return { items: rows.map(toAdminCategory), total };
    },

    category: (id: number) => categoryDetail(db, id),

    async createCategory(actor: AuditActor, input: CategoryInput): Promise<TAdminCategoryDetail> {
      try {
        return await db.transaction(async (tx) => {
          if (await slugTaken(tx, input.slug)) throw conflict("slug", "admin_catalogue.slug_taken");
          const row = await insertCategory(tx, categoryColumnsOf(input));
          await recordAdminAction(tx, actor, {
            action: "catalogue.category_create",
            targetType: "category",
            targetId: row.id,
            before: null,
            after: categoryFacts(row),
          });
          return categoryDetail(tx, row.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("slug", "admin_catalogue.slug_taken");
        throw error;
      }
    },

    updateCategory(actor: AuditActor, id: number, input: CategoryInput, now: Date) {
      return changeCategory(actor, id, "catalogue.category_update", async (tx) => {
        if (await slugTaken(tx, input.slug, id)) throw conflict("slug", "admin_catalogue.slug_taken");
        await updateCategory(tx, id, { ...categoryColumnsOf(input), updatedAt: now });
      });
    },

    setCategoryActive(actor: AuditActor, id: number, isActive: boolean, now: Date) {
      return changeCategory(
        actor,
        id,
        isActive ? "catalogue.category_activate" : "catalogue.category_deactivate",
        async (tx) => {
          await updateCategory(tx, id, { isActive, updatedAt: now });
        },
      );
    },

    /** The category's form asks these parameters, in this order; the whole list replaced at once. */
    setCategoryParameters(actor: AuditActor, id: number, parameterIds: number[], now: Date) {
      return changeCategory(actor, id, "catalogue.category_parameters", async (tx) => {
        const known = await existingParameterIds(tx, parameterIds);
        const unknown = parameterIds.findIndex((pid) => !known.has(pid));
        if (unknown >= 0)
          throw new AppError("VALIDATION_FAILED", {
            fields: { [`parameter_ids.${unknown}`]: ["admin_catalogue.parameter_unknown"] },
          });
        await replaceCategoryParameters(tx, id, parameterIds);
        await updateCategory(tx, id, { updatedAt: now });
      });
    },

    async setCategoryImage(actor: AuditActor, id: number, { value, uploaded, now }: CatalogueUpload) {
      if (!(await findCategory(db, id))) throw notFound("category");
      const key = await storeCatalogueImage(value, uploaded, deps);
      return replaceImage(deps, key, async () => {
        let previous: string | null = null;
        const result = await changeCategory(actor, id, "catalogue.category_image", async (tx, before) => {
          previous = before.image;
          await updateCategory(tx, id, { image: key, updatedAt: now });
        });
        return { result, previous };
      });
    },

    /** Only a category nothing is filed under may go; one with listings is deactivated instead (409). */
    async deleteCategory(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findCategory(tx, id, true);
        if (!before) throw notFound("category");
        if (before.listingCount > 0) throw conflict(null, "admin_catalogue.category_in_use");
        const beforeFacts = await auditedCategory(tx, before);
        await deleteCategory(tx, id);
        await recordAdminAction(tx, actor, {
          action: "catalogue.category_delete",
          targetType: "category",
          targetId: id,
          before: beforeFacts,
          after: null,
        });
      });
    },

    async parameters(query: TAdminParametersQuery) {
      const { rows, total } = await searchParameters(db, query);
      return { items: rows.map(toAdminParameter), total };
    },

    async createParameter(actor: AuditActor, input: ParameterInput): Promise<TAdminParameter> {
      return db.transaction(async (tx) => {
        const row = await insertParameter(tx, parameterColumnsOf(input));
        await recordAdminAction(tx, actor, {
          action: "catalogue.parameter_create",
          targetType: "parameter",
          targetId: row.id,
          before: null,
          after: parameterFacts(row),
        });
        return toAdminParameter({ ...row, categoryCount: 0, answerCount: 0 });
      });
    },

    /** A type cannot change under answers already given (a "3" typed as text is no dropdown choice): 409. */
    async updateParameter(actor: AuditActor, id: number, input: ParameterInput, now: Date) {
      return db.transaction(async (tx) => {
        const before = await findParameter(tx, id, true);
        if (!before) throw notFound("parameter");
        if (before.type !== input.type && before.answerCount > 0)
          throw conflict("type", "admin_catalogue.type_in_use");
        const row = await updateParameter(tx, id, { ...parameterColumnsOf(input), updatedAt: now });
        await recordAdminAction(tx, actor, {
          action: "catalogue.parameter_update",
          targetType: "parameter",
          targetId: id,
          before: parameterFacts(before),
          after: parameterFacts(row),
        });
        return toAdminParameter({
          ...row,
          categoryCount: before.categoryCount,
          answerCount: before.answerCount,
        });
      });
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
