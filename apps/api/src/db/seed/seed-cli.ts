import { ConfigError, loadConfig } from "../../config/config.js";
import { configuredDatabase, openDatabase, pgliteDataDir } from "../client.js";
import { DatabaseInUseError } from "../data-dir-lock.js";
import { runMigrations } from "../migrate.js";
import { seedDemoData, type SeedCounts } from "./demo-data.js";
import { existingData, truncateApplicationTables } from "./reset.js";
import { join } from "node:path";
import { loadOrCreateSecret } from "../../lib/secrets.js";
import { configuredS3FileStore, createFileStore } from "../../storage/create-file-store.js";
import { createPrivateLinkSigner } from "../../storage/private-link-signature.js";
import { publishLocalFiles } from "../../storage/publish-local-files.js";

/**
 * `npm run seed [-- --reset]`: migrates the configured database (PGlite in DATA_DIR, or DATABASE_URL) and loads
 * the demo data. Refuses when the database already holds data, unless --reset empties every application table
 * first. Images and documents go to UPLOADS_DIR (existing files are kept).
 */
async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== "--reset");
  if (argv.includes("--help") || argv.includes("-h") || unknown.length > 0) {
    console.info(
      "Usage: npm run seed [-- --reset]\n  --reset  empty every application table, then seed again",
    );
    return unknown.length > 0 && !argv.includes("--help") && !argv.includes("-h") ? 2 : 0;
  }
  const reset = argv.includes("--reset");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  // Seeding is a batch job: no statement timeout, unlike a serving process.
  const target = configuredDatabase({ ...config, DB_STATEMENT_TIMEOUT_MS: 0 });
  const where = target.kind === "postgres" ? redact(target.url) : pgliteDataDir(config.DATA_DIR);
  const started = performance.now();
  let handle;
  try {
    handle = await openDatabase(target);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await runMigrations(handle);
    const existing = await existingData(handle.db);
    const hasData = Object.values(existing).some((count) => count > 0);
    if (hasData && !reset) {
      console.error(
        `The database at ${where} already holds data (${existing.users} users, ${existing.properties} properties, ` +
          `${existing.categories} categories, ${existing.settings} settings).\n` +
          "Seeding again would duplicate or clash with it. Run `npm run seed -- --reset` to empty every " +
          "application table (all users, listings and content are lost) and seed from scratch.",
      );
      return 1;
    }
    if (hasData) {
      const tables = await truncateApplicationTables(handle.db);
      console.info(`Emptied ${tables.length} tables.`);
    }
    // Bank-transfer receipts go where the app keeps them (its private store), signed with the app's own secret.
    const secret = await loadOrCreateSecret(config.AUTH_SECRET, join(config.DATA_DIR, "secrets", "auth.key"));
    const privateFiles = createFileStore(config, {
      signer: createPrivateLinkSigner(secret),
      now: () => new Date(),
    });
    const summary = await seedDemoData(handle.db, {
      uploadsDir: config.UPLOADS_DIR,
      privateFiles,
      now: new Date(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Seeded ${handle.kind} database at ${where} in ${seconds} s.`);
    printCounts(summary.counts);
    if (summary.files)
      console.info(
        `Files in ${config.UPLOADS_DIR}: ${summary.files.written} written, ${summary.files.skipped} already present.`,
      );
    console.info(`Bank-transfer receipts in the private store: ${summary.receipts}.`);
    const bucket = configuredS3FileStore(config);
    if (bucket)
      console.info(`Published ${await publishLocalFiles(bucket, config.UPLOADS_DIR)} files to S3_BUCKET.`);
    return 0;
  } finally {
    await handle.close();
  }
}

function printCounts(counts: SeedCounts): void {
  const width = Math.max(...Object.keys(counts).map((key) => key.length));
  for (const [table, count] of Object.entries(counts)) console.info(`  ${table.padEnd(width)}  ${count}`);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the configured PostgreSQL database";
  }
}

process.exitCode = await main(process.argv.slice(2));
