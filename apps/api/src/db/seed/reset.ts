import { sql } from "drizzle-orm";
import type { Database } from "../client.js";

/**
 * Empties every application table (those in the `public` schema) and restarts their id sequences. Drizzle's
 * migration journal lives in the separate `drizzle` schema and is left alone, so the schema stays migrated.
 */
export async function truncateApplicationTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = result.rows.map((row) => row.table_name);
  if (tables.length === 0) return tables;
  const list = tables.map((name) => `"public"."${name.replaceAll('"', '""')}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
  return tables;
}

/** Row counts of the tables that say "this database already holds data". */
export async function existingData(
  db: Database,
): Promise<{ users: number; properties: number; categories: number; settings: number }> {
  const result = (await db.execute(
    sql`select (select count(*) from users) as users, (select count(*) from properties) as properties,
               (select count(*) from categories) as categories, (select count(*) from settings) as settings`,
  )) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0] ?? {};
  // node-postgres returns count(*) (a bigint) as a string.
  return {
    users: Number(row.users ?? 0),
    properties: Number(row.properties ?? 0),
    categories: Number(row.categories ?? 0),
    settings: Number(row.settings ?? 0),
  };
}
