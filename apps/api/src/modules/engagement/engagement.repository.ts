import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactRequests, reportReasons, userReports } from "../../db/schema/engagement.js";

export async function activeReportReasons(db: Database) {
  return db
    .select()
    .from(reportReasons)
    .where(eq(reportReasons.isActive, true))
    .orderBy(asc(reportReasons.sequence), asc(reportReasons.id));
}

export async function isActiveReason(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: reportReasons.id })
    .from(reportReasons)
    .where(and(eq(reportReasons.id, id), eq(reportReasons.isActive, true)))
    .limit(1);
  return rows.length === 1;
}

/** False when this member already reported this listing (one report each). */
export async function insertReport(
  db: Database,
  values: { userId: number; propertyId: number; reasonId: number | null; otherMessage: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(userReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userReports.id });
  return inserted.length === 1;
}

export async function insertContactRequest(db: Database, values: typeof contactRequests.$inferInsert) {
  await db.insert(contactRequests).values(values);
}
