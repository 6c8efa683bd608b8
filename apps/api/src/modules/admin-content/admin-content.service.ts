import {
  CONTENT_PAGE_KEYS,
  type TAdminArticle,
  type TAdminArticleInput,
  type TAdminArticlesQuery,
  type TAdminFaq,
  type TAdminPages,
  type TAdminPagesChanges,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { fileUrl } from "../../lib/file-url.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { lockedSettings, writeSetting } from "../admin-settings/admin-settings.repository.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import {
  IMAGE_WIDTHS,
  imageVariantKey,
  inspectListingImage,
  storeListingImage,
} from "../media/listing-media.js";
import { allSettings } from "../settings/settings.repository.js";
import {
  allFaqs,
  articleWithCategory,
  categoryExists,
  deleteArticle,
  deleteFaq,
  insertArticle,
  insertFaq,
  isSlugTaken,
  lockAllFaqs,
  lockArticle,
  lockFaq,
  searchArticles,
  updateArticle,
  updateFaq,
  writeFaqSequence,
  type ArticleRow,
  type ArticleWithCategory,
  type FaqRow,
  type Tx,
} from "./admin-content.repository.js";

/** Article pictures: the listing pipeline's WebP renditions, in their own folder of the public area. */
export const ARTICLE_IMAGE_FOLDER = "articles/images";
const DEFAULT_LIMIT = 20;

const articleNotFound = () => new AppError("NOT_FOUND", { messageKey: "admin_content.article_not_found" });
const faqNotFound = () => new AppError("NOT_FOUND", { messageKey: "admin_content.faq_not_found" });
const slugTaken = () =>
  new AppError("CONFLICT", {
    messageKey: "admin_content.slug_taken",
    fields: { slug: ["admin_content.slug_taken"] },
  });
const invalid = (field: string, key: string) =>
  new AppError("VALIDATION_FAILED", { fields: { [field]: [key] } });

/** What the audit log keeps of an article: every column, as stored. */
const auditedArticle = (row: ArticleRow) => ({
  slug: row.slug,
  title: row.title,
  title_ar: row.titleAr,
  description: row.description,
  description_ar: row.descriptionAr,
  image: row.image,
  category_id: row.categoryId,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keywords: row.metaKeywords,
});

const auditedFaq = (row: FaqRow) => ({
  question: row.question,
  question_ar: row.questionAr,
  answer: row.answer,
  answer_ar: row.answerAr,
  is_active: row.isActive,
  sequence: row.sequence,
});

function toAdminFaq(row: FaqRow): TAdminFaq {
  return {
    id: row.id,
    question: row.question,
    question_ar: row.questionAr,
    answer: row.answer,
    answer_ar: row.answerAr,
    is_active: row.isActive,
    sequence: row.sequence,
  };
}

const articleColumns = (input: TAdminArticleInput) => ({
  slug: input.slug,
  title: input.title,
  titleAr: input.title_ar,
  description: input.description,
  descriptionAr: input.description_ar,
  categoryId: input.category_id ?? null,
  metaTitle: input.meta_title,
  metaDescription: input.meta_description,
  metaKeywords: input.meta_keywords,
});

/**
 * Issue 17: admins write articles, FAQs and the about / privacy / terms pages. HTML arrives already cleaned by
 * the contract (the web's allow-list, ADR 069); every write and its audit record commit in one transaction.
 */
export function createAdminContentService(
  db: Database,
  deps: { files: FileStore; images: ImageWork; maxFileBytes: number },
) {
  const toAdminArticle = ({ article, category }: ArticleWithCategory): TAdminArticle => ({
    id: article.id,
    slug: article.slug,
    title: article.title,
    title_ar: article.titleAr,
    description: article.description,
    description_ar: article.descriptionAr,
    image: article.image ? fileUrl(deps.files.publicBaseUrl, article.image) : null,
    category_id: article.categoryId,
    category: category ? { id: category.id, name: category.name, name_ar: category.nameAr } : null,
    meta_title: article.metaTitle ?? "",
    meta_description: article.metaDescription ?? "",
    meta_keywords: article.metaKeywords ?? "",
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  });

  async function readArticle(id: number): Promise<TAdminArticle> {
    const row = await articleWithCategory(db, id);
    if (!row) throw articleNotFound();
    return toAdminArticle(row);
  }

  /** Checks what the contract cannot: a free slug (409) and a category that exists (422). */
  async function checkArticle(input: TAdminArticleInput, exceptId?: number) {
    if (input.category_id !== null && !(await categoryExists(db, input.category_id))) {
      throw invalid("category_id", "admin_content.category");
    }
    if (await isSlugTaken(db, input.slug, exceptId)) throw slugTaken();
  }

  /** Runs a write; a slug taken by a concurrent save between the check and the write is still a 409. */
  async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  /** Removes an article picture this module stored, with its smaller copies; seeded or outside keys stay. */
  async function removeArticleImage(key: string | null) {
    if (!key || !new RegExp(`^${ARTICLE_IMAGE_FOLDER}/[0-9a-f-]{36}\\.webp$`).test(key)) return;
    const variants = IMAGE_WIDTHS.slice(0, -1).map((width) => imageVariantKey(key, width));
    await deps.files.remove([key, ...variants]).catch(() => undefined);
  }

  /** Deletes a locked row with its audit record (the whole row as `before`); returns the row deleted. */
  async function deleteAudited<Row>(
    actor: AuditActor,
    input: {
      id: number;
      lock: (tx: Tx, id: number) => Promise<Row | null>;
      remove: (tx: Tx, id: number) => Promise<void>;
      notFound: () => AppError;
      action: string;
      targetType: string;
      audited: (row: Row) => unknown;
    },
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const before = await input.lock(tx, input.id);
      if (!before) throw input.notFound();
      await input.remove(tx, input.id);
      await recordAdminAction(tx, actor, {
        action: input.action,
        targetType: input.targetType,
        targetId: input.id,
        before: input.audited(before),
        after: null,
      });
      return before;
    });
  }

  return {
    async listArticles(query: TAdminArticlesQuery) {
      const { rows, total } = await searchArticles(db, {
        ...(query.q ? { q: query.q } : {}),
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      return { items: rows.map(toAdminArticle), total };
    },

    readArticle,

    async createArticle(actor: AuditActor, input: TAdminArticleInput): Promise<TAdminArticle> {
      await checkArticle(input);
      const id = await guardSlug(() =>
        db.transaction(async (tx) => {
          const row = await insertArticle(tx, articleColumns(input));
          await recordAdminAction(tx, actor, {
            action: "articles.create",
            targetType: "article",
            targetId: row.id,
            before: null,
            after: auditedArticle(row),
          });
          return row.id;
        }),
      );
      return readArticle(id);
    },

    async updateArticle(actor: AuditActor, id: number, input: TAdminArticleInput): Promise<TAdminArticle> {
      await checkArticle(input, id);
      await guardSlug(() =>
        db.transaction(async (tx) => {
          const before = await lockArticle(tx, id);
          if (!before) throw articleNotFound();
          const after = await updateArticle(tx, id, articleColumns(input));
          await recordAdminAction(tx, actor, {
            action: "articles.update",
            targetType: "article",
            targetId: id,
            before: auditedArticle(before),
            after: auditedArticle(after),
          });
        }),
      );
      return readArticle(id);
    },

    /** Articles are content: deleting one is allowed; the audit record keeps the whole article. */
    async deleteArticle(actor: AuditActor, id: number): Promise<void> {
      const removed = await deleteAudited(actor, {
        id,
        lock: lockArticle,
        remove: deleteArticle,
        notFound: articleNotFound,
        action: "articles.delete",
        targetType: "article",
        audited: auditedArticle,
      });
      await removeArticleImage(removed.image);
    },

    /**
     * A new picture for an article: judged by its content (JPEG, PNG or WebP), re-encoded by the listing image
     * pipeline (metadata dropped), stored, then swapped in with its audit record; the old picture is removed.
     */
    async setArticleImage(
      actor: AuditActor,
      id: number,
      input: { image: unknown; uploaded: readonly UploadedFile[] },
    ): Promise<TAdminArticle> {
      if (!(await articleWithCategory(db, id))) throw articleNotFound();
      const claimed = isUploadedFile(input.image) ? input.image.path : null;
      const file = input.uploaded.find((uploaded) => uploaded.path === claimed);
      if (!file) throw invalid("image", "validation.file_required");
      const problem = await inspectListingImage(file, { maxBytes: deps.maxFileBytes, images: deps.images });
      if (problem) throw invalid("image", problem);
      let key: string;
      try {
        key = await storeListingImage(file, { ...deps, folder: ARTICLE_IMAGE_FOLDER });
      } catch (error) {
        if (error instanceof UnreadableImageError) throw invalid("image", "validation.invalid_file_type");
        throw error;
      }
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const before = await lockArticle(tx, id);
          if (!before) throw articleNotFound();
          previous = before.image;
          await updateArticle(tx, id, { image: key });
          await recordAdminAction(tx, actor, {
            action: "articles.image",
            targetType: "article",
            targetId: id,
            before: { image: before.image },
            after: { image: key },
          });
        });
      } catch (error) {
        await removeArticleImage(key);
        throw error;
      }
      await removeArticleImage(previous);
      return readArticle(id);
    },

    async listFaqs(): Promise<TAdminFaq[]> {
      return (await allFaqs(db)).map(toAdminFaq);
    },

    async createFaq(
      actor: AuditActor,
      input: {
        question: string;
        question_ar: string;
        answer: string;
        answer_ar: string;
        is_active?: boolean;
      },
    ): Promise<TAdminFaq> {
      return db.transaction(async (tx) => {
        const existing = await lockAllFaqs(tx);
        const last = existing.reduce((max, row) => Math.max(max, row.sequence), 0);
        const row = await insertFaq(tx, {
          question: input.question,
          questionAr: input.question_ar,
          answer: input.answer,
          answerAr: input.answer_ar,
          isActive: input.is_active ?? true,
          sequence: last + 1,
        });
        await recordAdminAction(tx, actor, {
          action: "faqs.create",
          targetType: "faq",
          targetId: row.id,
          before: null,
          after: auditedFaq(row),
        });
        return toAdminFaq(row);
      });
    },

    async updateFaq(
      actor: AuditActor,
      id: number,
      input: Partial<{
        question: string;
        question_ar: string;
        answer: string;
        answer_ar: string;
        is_active: boolean;
      }>,
    ): Promise<TAdminFaq> {
      return db.transaction(async (tx) => {
        const before = await lockFaq(tx, id);
        if (!before) throw faqNotFound();
        const values = {
          ...(input.question !== undefined ? { question: input.question } : {}),
          ...(input.question_ar !== undefined ? { questionAr: input.question_ar } : {}),
          ...(input.answer !== undefined ? { answer: input.answer } : {}),
          ...(input.answer_ar !== undefined ? { answerAr: input.answer_ar } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        };
        const after = await updateFaq(tx, id, values);
        const onlyActive = Object.keys(values).length === 1 && "isActive" in values;
        await recordAdminAction(tx, actor, {
          action: onlyActive ? (input.is_active ? "faqs.activate" : "faqs.deactivate") : "faqs.update",
          targetType: "faq",
          targetId: id,
          before: auditedFaq(before),
          after: auditedFaq(after),
        });
        return toAdminFaq(after);
      });
    },

    async deleteFaq(actor: AuditActor, id: number): Promise<void> {
      await deleteAudited(actor, {
        id,
        lock: lockFaq,
        remove: deleteFaq,
        notFound: faqNotFound,
        action: "faqs.delete",
        targetType: "faq",
        audited: auditedFaq,
      });
    },

    /** A new order: every FAQ's id exactly once (a stale list from another tab is a 409, not a silent mix). */
    async reorderFaqs(actor: AuditActor, ids: number[]): Promise<TAdminFaq[]> {
      return db.transaction(async (tx) => {
        const current = await lockAllFaqs(tx);
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new AppError("CONFLICT", { messageKey: "admin_content.order_stale" });
        }
        await writeFaqSequence(tx, ids);
        await recordAdminAction(tx, actor, {
          action: "faqs.reorder",
          targetType: "faq",
          targetId: null,
          before: { ids: current.map((row) => row.id) },
          after: { ids },
        });
        return (await allFaqs(tx)).map(toAdminFaq);
      });
    },

    async readPages(): Promise<TAdminPages> {
      const s = await allSettings(db);
      return Object.fromEntries(
        CONTENT_PAGE_KEYS.map((key) => [key, { en: s.get(key) ?? "", ar: s.get(`${key}_ar`) ?? "" }]),
      ) as TAdminPages;
    },

    /** Writes the changed texts (already cleaned), each with its audit record; unchanged ones are skipped. */
    async updatePages(actor: AuditActor, changes: TAdminPagesChanges): Promise<string[]> {
      return db.transaction(async (tx) => {
        const keys = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
        const current = await lockedSettings(tx, keys);
        const changed: string[] = [];
        for (const key of keys) {
          const after = changes[key as keyof typeof changes]!;
          const before = current.get(key) ?? null;
          if (before === after) continue;
          await writeSetting(tx, key, after);
          await recordAdminAction(tx, actor, {
            action: "pages.update",
            targetType: "page",
            targetId: key,
            before: { [key]: before },
            after: { [key]: after },
          });
          changed.push(key);
        }
        return changed;
      });
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
