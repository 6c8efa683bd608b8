import { sql } from "drizzle-orm";
import { check, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** created_at / updated_at pair used by most tables; timestamps are always UTC (timestamptz). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * CHECK that a text column holds one of a fixed set, so the database refuses what TypeScript would.
 * Values are code constants (never input), hence inlined as literals: DDL cannot take parameters.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`,
  );
}

export function isCurrencyCode(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} ~ '^[A-Z]{3}$'`);
}

/** SEO fields shared by every public page's entity (categories, properties, projects, articles). */
export function seoColumns() {
  return {
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
  };
}
