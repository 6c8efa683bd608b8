import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { properties } from "../../db/schema/properties.js";
import {
  hotelAddonFields,
  hotelAddonFieldValues,
  hotelApartmentTypes,
  hotelRoomTypes,
  propertyQuestionAnswers,
  propertyQuestionFields,
  propertyTaxes,
} from "../../db/schema/stays-catalogue.js";

export type StayClassification = 4 | 5;

export async function activeRoomTypes(db: Database) {
  return db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.status, "active"))
    .orderBy(asc(hotelRoomTypes.id));
}

export async function activeApartmentTypes(db: Database) {
  return db
    .select()
    .from(hotelApartmentTypes)
    .where(eq(hotelApartmentTypes.status, "active"))
    .orderBy(asc(hotelApartmentTypes.id));
}

/** Active add-on fields in their rank order, each with its option rows. */
export async function activeAddonFields(db: Database) {
  const fields = await db
    .select()
    .from(hotelAddonFields)
    .where(eq(hotelAddonFields.status, "active"))
    .orderBy(asc(hotelAddonFields.rank), asc(hotelAddonFields.id));
  const values =
    fields.length === 0
      ? []
      : await db
          .select()
          .from(hotelAddonFieldValues)
          .where(
            inArray(
              hotelAddonFieldValues.fieldId,
              fields.map((field) => field.id),
            ),
          )
          .orderBy(asc(hotelAddonFieldValues.id));
  return fields.map((field) => ({ field, values: values.filter((v) => v.fieldId === field.id) }));
}

export async function taxesOf(db: Database, classification: StayClassification) {
  const [row] = await db.select().from(propertyTaxes).where(eq(propertyTaxes.classification, classification));
  return row;
}

export async function activeQuestionFields(db: Database, classification: StayClassification) {
  return db
    .select()
    .from(propertyQuestionFields)
    .where(
      and(
        eq(propertyQuestionFields.classification, classification),
        eq(propertyQuestionFields.status, "active"),
      ),
    )
    .orderBy(asc(propertyQuestionFields.rank), asc(propertyQuestionFields.id));
}

export async function listingOwnership(db: Database, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id, ownerId: properties.ownerId, classification: properties.classification })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

/** Inserts or replaces each answer (one row per listing and field, by the unique index). */
export async function upsertAnswers(
  db: Database,
  propertyId: number,
  answers: readonly { fieldId: number; value: string }[],
) {
  await db
    .insert(propertyQuestionAnswers)
    .values(answers.map((a) => ({ propertyId, fieldId: a.fieldId, value: a.value })))
    .onConflictDoUpdate({
      target: [propertyQuestionAnswers.propertyId, propertyQuestionAnswers.fieldId],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export async function answersOf(db: Database, propertyId: number) {
  return db
    .select({ fieldId: propertyQuestionAnswers.fieldId, value: propertyQuestionAnswers.value })
    .from(propertyQuestionAnswers)
    .where(eq(propertyQuestionAnswers.propertyId, propertyId))
    .orderBy(asc(propertyQuestionAnswers.fieldId));
}
