import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as accounts from "./schema/accounts.js";
import * as catalogue from "./schema/catalogue.js";
import * as content from "./schema/content.js";
import * as engagement from "./schema/engagement.js";
import * as packages from "./schema/packages.js";
import * as properties from "./schema/properties.js";

export const schema = { ...accounts, ...catalogue, ...content, ...engagement, ...packages, ...properties };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: a tarball of the data directory (tests restore it with `pglite-snapshot`). */
  dump?: () => Promise<Blob>;
};

export const pgliteExtensions = { pg_trgm, btree_gist, cube, earthdistance };

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string }
  /** A PGlite restored from a `dumpDataDir()` tarball: how tests get a fresh, migrated, seeded database fast. */
  | { kind: "pglite-snapshot"; snapshot: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle connection can be cut by the server (restart, failover, a dropped test database). Without a
    // listener the pool rethrows that as an uncaught exception and takes the process down; the pool drops the
    // broken connection and opens a fresh one on the next query, so logging is enough.
    pool.on("error", (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const client =
    options.kind === "pglite"
      ? await PGlite.create({ dataDir: ensureDir(options.dataDir), extensions: pgliteExtensions })
      : await PGlite.create({ loadDataDir: options.snapshot, extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, "pglite");
}

/** File-backed data dirs must exist; PGlite URLs such as `memory://` are not folders. */
function ensureDir(dir: string): string {
  if (!dir.includes("://")) mkdirSync(dir, { recursive: true });
  return dir;
}
