import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { categories } from "../../db/schema/catalogue.js";
import { articles, faqs } from "../../db/schema/content.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

export type ArticleRow = typeof articles.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type ArticleChanges = Omit<typeof articles.$inferInsert, "id" | "createdAt" | "updatedAt">;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const withCategory = (db: Executor) =>
  db
    .select({
      article: articles,
      category: { id: categories.id, name: categories.name, nameAr: categories.nameAr },
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId));

export type ArticleWithCategory = Awaited<ReturnType<ReturnType<typeof withCategory>["execute"]>>[number];

/** A page of articles, newest first; `q` searches both titles and the slug. */
export async function searchArticles(db: Database, input: { q?: string; offset: number; limit: number }) {
  const needle = input.q ? `%${escapeLike(input.q)}%` : null;
  const where = needle
    ? or(ilike(articles.title, needle), ilike(articles.titleAr, needle), ilike(articles.slug, needle))
    : undefined;
  const [rows, [total]] = await Promise.all([
    withCategory(db)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function articleWithCategory(db: Executor, id: number) {
  const [row] = await withCategory(db).where(eq(articles.id, id));
  return row ?? null;
}

/** The row under lock, so two admins editing at once each record the version they really replaced. */
export async function lockArticle(tx: Tx, id: number): Promise<ArticleRow | null> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
  return row ?? null;
}

export async function isSlugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId === undefined ? undefined : ne(articles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function insertArticle(tx: Tx, values: ArticleChanges): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(
  tx: Tx,
  id: number,
  values: Partial<ArticleChanges>,
): Promise<ArticleRow> {
  const [row] = await tx
    .update(articles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(articles.id, id))
    .returning();
  return row!;
}

export async function deleteArticle(tx: Tx, id: number): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, id));
}

/** Every FAQ, hidden ones too, in the order the public list shows them. */
export async function allFaqs(db: Executor): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sequence), asc(faqs.id));
}

export async function lockFaq(tx: Tx, id: number): Promise<FaqRow | null> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  return row ?? null;
}

/** Locks every FAQ (a reorder rewrites them all; a new one goes after the last). */
export async function lockAllFaqs(tx: Tx): Promise<FaqRow[]> {
  return tx.select().from(faqs).orderBy(asc(faqs.sequence), asc(faqs.id)).for("update");
}

export async function insertFaq(tx: Tx, values: typeof faqs.$inferInsert): Promise<FaqRow> {
  const [row] = await tx.insert(faqs).values(values).returning();
  return row!;
}

export async function updateFaq(
  tx: Tx,
  id: number,
  values: Partial<Omit<typeof faqs.$inferInsert, "id">>,
): Promise<FaqRow> {
  const [row] = await tx
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqs.id, id))
    .returning();
  return row!;
}

export async function deleteFaq(tx: Tx, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}

/** Writes each FAQ's position (1, 2, 3 … in the order given). */
export async function writeFaqSequence(tx: Tx, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(faqs)
      .set({ sequence: index + 1, updatedAt: sql`now()` })
      .where(eq(faqs.id, id));
  }
}
