import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { categories, facilities } from "../../db/schema/catalogue.js";
import { personalisedFields } from "../../db/schema/engagement.js";

export type PersonalisedFieldsRow = typeof personalisedFields.$inferSelect;
export type PersonalisedFieldsValues = Omit<PersonalisedFieldsRow, "userId" | "updatedAt">;

export async function findPersonalisedFields(
  db: Database,
  userId: number,
): Promise<PersonalisedFieldsRow | null> {
  const rows = await db
    .select()
    .from(personalisedFields)
    .where(eq(personalisedFields.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** One row per member: saving again replaces every field, as eBroker's form sends the whole set each time. */
export async function savePersonalisedFields(
  db: Database,
  input: { userId: number; values: PersonalisedFieldsValues; now: Date },
): Promise<PersonalisedFieldsRow> {
  const values = { ...input.values, updatedAt: input.now };
  const [row] = await db
    .insert(personalisedFields)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: personalisedFields.userId, set: values })
    .returning();
  return row!;
}

export async function deletePersonalisedFields(db: Database, userId: number): Promise<void> {
  await db.delete(personalisedFields).where(eq(personalisedFields.userId, userId));
}

/** Which of these ids are categories a member can choose (active ones). */
export async function existingCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function existingFacilityIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, ids));
  return new Set(rows.map((row) => row.id));
}
