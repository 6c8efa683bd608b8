import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.js";
import {
  databaseUrlFor,
  migrateAndSeed,
  uniqueDatabaseName,
  withAdminClient,
  type TemplateRef,
} from "./test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/** Builds the migrated, seeded template once: a PGlite snapshot, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  const now = new Date();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const templateName = uniqueDatabaseName("manzil_template");
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${templateName}"`));
    const handle = await openDatabase({
      kind: "postgres",
      url: databaseUrlFor(adminUrl, templateName),
      maxConnections: 2,
    });
    await migrateAndSeed(handle, now);
    await handle.close();
    project.provide("template", { kind: "postgres", adminUrl, templateName });
    return async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`),
      );
    };
  }

  const dir = await mkdtemp(join(tmpdir(), "manzil-template-"));
  const handle = await openDatabase({ kind: "pglite", dataDir: join(dir, "pglite") });
  await migrateAndSeed(handle, now);
  const snapshot = await handle.dump!();
  await handle.close();
  const snapshotPath = join(dir, "template.tar");
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("template", { kind: "pglite", snapshotPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
