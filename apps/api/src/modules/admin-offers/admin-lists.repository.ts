import { asc, count, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { homepageSections } from "../../db/schema/content.js";
import { reportReasons, userReports } from "../../db/schema/engagement.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type ReasonRow = typeof reportReasons.$inferSelect;
export type SectionRow = typeof homepageSections.$inferSelect;

// ---------------------------------------------------------------- report reasons

export async function allReasons(db: Database | Tx, lock = false): Promise<ReasonRow[]> {
  const query = db.select().from(reportReasons).orderBy(asc(reportReasons.sequence), asc(reportReasons.id));
  return lock ? query.for("update") : query;
}

/** How many reports name each reason, by reason id. */
export async function reportsPerReason(db: Database): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ reasonId: userReports.reasonId, n: count() })
    .from(userReports)
    .groupBy(userReports.reasonId);
  return new Map(rows.map((row) => [row.reasonId, row.n]));
}

export async function reportsNaming(db: Database | Tx, reasonId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userReports).where(eq(userReports.reasonId, reasonId));
  return row?.n ?? 0;
}

export async function lockReason(tx: Tx, id: number): Promise<ReasonRow | null> {
  const [row] = await tx.select().from(reportReasons).where(eq(reportReasons.id, id)).for("update");
  return row ?? null;
}

export async function lastReasonSequence(tx: Tx): Promise<number> {
  const [row] = await tx.select({ sequence: max(reportReasons.sequence) }).from(reportReasons);
  return row?.sequence ?? 0;
}

export async function insertReason(tx: Tx, values: Omit<typeof reportReasons.$inferInsert, "id">) {
  const [row] = await tx.insert(reportReasons).values(values).returning();
  return row!;
}

export async function updateReason(
  tx: Tx,
  id: number,
  values: Partial<Pick<ReasonRow, "reason" | "reasonAr" | "isActive" | "sequence">>,
): Promise<ReasonRow> {
  const [row] = await tx.update(reportReasons).set(values).where(eq(reportReasons.id, id)).returning();
  return row!;
}

export async function deleteReason(tx: Tx, id: number): Promise<void> {
  await tx.delete(reportReasons).where(eq(reportReasons.id, id));
}

// ---------------------------------------------------------------- homepage sections

export async function allSections(db: Database | Tx, lock = false): Promise<SectionRow[]> {
  const query = db
    .select()
    .from(homepageSections)
    .orderBy(asc(homepageSections.sortOrder), asc(homepageSections.id));
  return lock ? query.for("update") : query;
}

export async function lockSection(tx: Tx, id: number): Promise<SectionRow | null> {
  const [row] = await tx.select().from(homepageSections).where(eq(homepageSections.id, id)).for("update");
  return row ?? null;
}

export async function updateSection(
  tx: Tx,
  id: number,
  values: Partial<Pick<SectionRow, "title" | "titleAr" | "isActive" | "sortOrder">>,
): Promise<SectionRow> {
  const [row] = await tx.update(homepageSections).set(values).where(eq(homepageSections.id, id)).returning();
  return row!;
}
