import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { languages } from "../../db/schema/content.js";
import { propertyTaxes } from "../../db/schema/stays-catalogue.js";
import type { Tx } from "../admin-settings/admin-settings.repository.js";

export type TaxRow = { serviceChargeBp: number; salesTaxBp: number; cityTaxBp: number };

export async function allTaxRows(db: Database) {
  return db.select().from(propertyTaxes).orderBy(asc(propertyTaxes.classification));
}

/** One classification's rates, locked until the transaction ends (two admins saving at once queue). */
export async function lockedTaxRow(tx: Tx, classification: 4 | 5): Promise<TaxRow | null> {
  const [row] = await tx
    .select({
      serviceChargeBp: propertyTaxes.serviceChargeBp,
      salesTaxBp: propertyTaxes.salesTaxBp,
      cityTaxBp: propertyTaxes.cityTaxBp,
    })
    .from(propertyTaxes)
    .where(eq(propertyTaxes.classification, classification))
    .for("update");
  return row ?? null;
}

/** Writes a classification's rates, adding its row when a database lacks it. */
export async function writeTaxRow(tx: Tx, classification: 4 | 5, rates: TaxRow): Promise<void> {
  await tx
    .insert(propertyTaxes)
    .values({ classification, ...rates })
    .onConflictDoUpdate({
      target: propertyTaxes.classification,
      set: { ...rates, updatedAt: sql`now()` },
    });
}

/** Every language with the size of its uploaded bundles (the bundles themselves stay in the database). */
export async function languageList(db: Database) {
  return db
    .select({
      id: languages.id,
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      rtl: languages.rtl,
      isActive: languages.isActive,
      webStrings: sql<number>`(select count(*) from jsonb_object_keys(${languages.webTranslations}))::int`,
      appStrings: sql<number>`(select count(*) from jsonb_object_keys(${languages.appTranslations}))::int`,
    })
    .from(languages)
    .orderBy(asc(languages.id));
}

export async function lockedLanguage(tx: Tx, code: string) {
  const [row] = await tx.select().from(languages).where(eq(languages.code, code)).for("update");
  return row ?? null;
}

export async function updateLanguage(
  tx: Tx,
  id: number,
  changes: Partial<Pick<typeof languages.$inferInsert, "name" | "nativeName" | "rtl" | "isActive">> & {
    webTranslations?: Record<string, string>;
    appTranslations?: Record<string, string>;
  },
): Promise<void> {
  await tx
    .update(languages)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(languages.id, id));
}
