import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrationsDir } from "../lib/paths.js";
import type { DatabaseHandle } from "./client.js";

/** Applies the committed SQL migrations in `apps/api/drizzle`; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
  }
}
