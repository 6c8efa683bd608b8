import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { languages, seoSettings, settings } from "../../db/schema/content.js";
import { properties } from "../../db/schema/properties.js";

export async function allSettings(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function activeLanguages(db: Database) {
  return db
    .select({
      id: languages.id,
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      rtl: languages.rtl,
    })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.id));
}

export async function languageByCode(db: Database, code: string) {
  const rows = await db.select().from(languages).where(eq(languages.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function publicPriceRange(
  db: Database,
): Promise<{ min: number; max: number; currency: string }> {
  const rows = await db
    .select({
      min: sql<number>`coalesce(min(${properties.priceMinor}), 0)::bigint`,
      max: sql<number>`coalesce(max(${properties.priceMinor}), 0)::bigint`,
    })
    .from(properties)
    .where(sql`${properties.moderationStatus} = 'approved' and ${properties.isActive}`);
  return { min: Number(rows[0]?.min ?? 0), max: Number(rows[0]?.max ?? 0), currency: "EGP" };
}

export async function seoSettingsList(db: Database, page?: string) {
  const query = db.select().from(seoSettings);
  return page ? query.where(eq(seoSettings.page, page)) : query.orderBy(asc(seoSettings.id));
}
