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
import { lockDataDir } from "./data-dir-lock.js";
import * as accounts from "./schema/accounts.js";
import * as catalogue from "./schema/catalogue.js";
import * as content from "./schema/content.js";
import * as engagement from "./schema/engagement.js";
import * as packages from "./schema/packages.js";
import * as payments from "./schema/payments.js";
import * as properties from "./schema/properties.js";

export const schema = {
  ...accounts,
  ...catalogue,
  ...content,
  ...engagement,
  ...packages,
  ...payments,
  ...properties,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: a tarball of the data directory (tests restore it with `pglite-snapshot`). */
  dump?: () => Promise<Blob>;
  /** The driver under drizzle, for libraries that speak SQL themselves (the job queue, ADR 041). */
  driver: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
};

export const pgliteExtensions = { pg_trgm, btree_gist, cube, earthdistance };

/** Bounds on waiting for PostgreSQL, so an unreachable or frozen server fails requests fast instead of hanging. */
export type PostgresTimeouts = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectTimeoutMs?: number;
  /** One statement; the server cancels it, and the client gives up shortly after in case the server is frozen. */
  statementTimeoutMs?: number;
};

export type DatabaseOptions =
  | ({ kind: "postgres"; url: string; maxConnections?: number } & PostgresTimeouts)
  | { kind: "pglite"; dataDir: string }
  /** A PGlite restored from a `dumpDataDir()` tarball: how tests get a fresh, migrated, seeded database fast. */
  | { kind: "pglite-snapshot"; snapshot: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const statementTimeout = options.statementTimeoutMs || undefined;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs || undefined,
      statement_timeout: statementTimeout,
      // The server's own timeout cannot fire while it is stopped (SIGSTOP, a dead host without a RST): the
      // client gives up a second later.
      query_timeout: statementTimeout === undefined ? undefined : statementTimeout + 1_000,
      keepAlive: true,
    });
    // A connection can be cut by the server (restart, crash, failover, a dropped test database). pg emits that
    // as an "error" event on the client; the pool listens only while a client is idle, and an event nobody
    // listens to is an uncaught exception that takes the process down. The queries on that connection fail
    // on their own (the caller answers 503) and the pool discards the broken client, so logging is enough.
    const logLostConnection = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    pool.on("error", logLostConnection);
    pool.on("connect", (client) => client.on("error", logLostConnection));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end(), driver: { kind: "postgres", pool } };
  }
  if (options.kind === "pglite-snapshot") {
    const client = await PGlite.create({ loadDataDir: options.snapshot, extensions: pgliteExtensions });
    return pgliteHandle(client, () => client.close());
  }
  const fileBacked = !options.dataDir.includes("://");
  // Two processes on one data directory silently lose each other's writes (admin:create next to the server).
  const unlock = fileBacked ? await lockDataDir(ensureDir(options.dataDir)) : async () => {};
  try {
    const client = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
    return pgliteHandle(client, async () => {
      await client.close();
      await unlock();
    });
  } catch (error) {
    await unlock();
    throw error;
  }
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close,
    dump: () => client.dumpDataDir("none"),
    driver: { kind: "pglite", client },
  };
}

/**
 * Where the configuration points: PostgreSQL through DATABASE_URL (with its timeouts), else the embedded
 * database in DATA_DIR.
 */
export function configuredDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DB_CONNECT_TIMEOUT_MS: number;
  DB_STATEMENT_TIMEOUT_MS: number;
}): DatabaseOptions {
  return config.DATABASE_URL
    ? {
        kind: "postgres",
        url: config.DATABASE_URL,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      }
    : { kind: "pglite", dataDir: pgliteDataDir(config.DATA_DIR) };
}

export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, "pglite");
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
