import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";

/** Where the seeded template lives for this run; passed from global setup to every test file. */
export type TemplateRef =
  { kind: "pglite"; snapshotPath: string } | { kind: "postgres"; adminUrl: string; templateName: string };

export function databaseUrlFor(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds a database once per run; every test file then starts from a copy of it. */
export async function migrateAndSeed(handle: DatabaseHandle, now: Date): Promise<void> {
  await runMigrations(handle);
  await seedDemoData(handle.db, { uploadsDir: null, now });
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
}

export async function openDatabaseCopy(template: TemplateRef): Promise<DatabaseHandle> {
  if (template.kind === "pglite") {
    const { readFile } = await import("node:fs/promises");
    const snapshot = new Blob([await readFile(template.snapshotPath)]);
    return openDatabase({ kind: "pglite-snapshot", snapshot });
  }
  const name = uniqueDatabaseName("manzil_test");
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
  );
  const handle = await openDatabase({
    kind: "postgres",
    url: databaseUrlFor(template.adminUrl, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
