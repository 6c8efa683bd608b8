import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import {
  verificationApplications,
  verificationFormFields,
  verificationValues,
} from "../../db/schema/admin.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type FieldRow = typeof verificationFormFields.$inferSelect;
export type ApplicationRow = typeof verificationApplications.$inferSelect;
export type ValueRow = typeof verificationValues.$inferSelect;

/** The form as members see it (active only) or as admins manage it (all), in rank order. */
export function formFields(db: Database | Tx, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(verificationFormFields)
    .where(options.activeOnly ? eq(verificationFormFields.isActive, true) : undefined)
    .orderBy(asc(verificationFormFields.rank), asc(verificationFormFields.id));
}

export async function fieldById(db: Database | Tx, id: number): Promise<FieldRow | undefined> {
  const [row] = await db.select().from(verificationFormFields).where(eq(verificationFormFields.id, id));
  return row;
}

export async function latestApplicationOf(db: Database, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, userId))
    .orderBy(desc(verificationApplications.createdAt), desc(verificationApplications.id))
    .limit(1);
  return row;
}

export async function applicationById(db: Database | Tx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(verificationApplications).where(eq(verificationApplications.id, id));
  return row;
}

/** The answers of these applications with their questions (retired questions included: old answers stay). */
export function answersOf(db: Database, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ value: verificationValues, field: verificationFormFields })
    .from(verificationValues)
    .innerJoin(verificationFormFields, eq(verificationFormFields.id, verificationValues.fieldId))
    .where(inArray(verificationValues.applicationId, applicationIds))
    .orderBy(asc(verificationFormFields.rank), asc(verificationFormFields.id));
}

export async function applicationsInState(
  db: Database,
  input: { status: ApplicationRow["status"]; offset: number; limit: number },
) {
  const where = eq(verificationApplications.status, input.status);
  // Waiting ones first-come first-served; decided ones newest first.
  const order =
    input.status === "pending"
      ? [asc(verificationApplications.createdAt), asc(verificationApplications.id)]
      : [desc(verificationApplications.reviewedAt), desc(verificationApplications.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: verificationApplications, name: users.name, email: users.email })
      .from(verificationApplications)
      .innerJoin(users, eq(users.id, verificationApplications.userId))
      .where(where)
      .orderBy(...order)
      .offset(input.offset)
      .limit(input.limit),
    db.select({ n: count() }).from(verificationApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function applicant(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Moves the member to `pending` unless they are pending or verified already; false when they are. */
export async function markMemberPending(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ verificationStatus: "pending" })
    .where(and(eq(users.id, userId), inArray(users.verificationStatus, ["initial", "failed"])))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Decides a waiting application; undefined when it is not waiting (any more): the other admin won. */
export async function decidePending(
  tx: Tx,
  input: { id: number; status: "success" | "failed"; reason: string | null; adminId: number; now: Date },
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(verificationApplications)
    .set({ status: input.status, reason: input.reason, reviewedBy: input.adminId, reviewedAt: input.now })
    .where(and(eq(verificationApplications.id, input.id), eq(verificationApplications.status, "pending")))
    .returning();
  return row;
}

export async function memberStatus(db: Database | Tx, userId: number) {
  const [row] = await db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, userId));
  return row?.status;
}

export async function setMemberStatus(tx: Tx, userId: number, status: "success" | "failed") {
  await tx.update(users).set({ verificationStatus: status }).where(eq(users.id, userId));
}

/** A new pending application with its answers (in the caller's transaction). */
export async function insertApplication(
  tx: Tx,
  userId: number,
  answers: Omit<typeof verificationValues.$inferInsert, "applicationId">[],
): Promise<ApplicationRow> {
  const [application] = await tx
    .insert(verificationApplications)
    .values({ userId, status: "pending" })
    .returning();
  if (answers.length > 0) {
    await tx
      .insert(verificationValues)
      .values(answers.map((a) => ({ ...a, applicationId: application!.id })));
  }
  return application!;
}

export async function insertField(tx: Tx, values: typeof verificationFormFields.$inferInsert) {
  const [row] = await tx.insert(verificationFormFields).values(values).returning();
  return row!;
}

export async function updateField(
  tx: Tx,
  id: number,
  values: Partial<typeof verificationFormFields.$inferInsert>,
): Promise<FieldRow> {
  const [row] = await tx
    .update(verificationFormFields)
    .set(values)
    .where(eq(verificationFormFields.id, id))
    .returning();
  return row!;
}
