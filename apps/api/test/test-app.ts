import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import type { DatabaseHandle } from "../src/db/client.js";
import { openDatabaseCopy } from "./test-database.js";

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This app's DATA_DIR (uploads, outbox, secrets), removed on close. */
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A full app on a fresh copy of the seeded template database, never listening. Background workers are off unless
 * `env` turns JOBS_WORKER on, so no job runs behind a test's back.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, "jobs"> & { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "manzil-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://manzil.test",
    SEED_ON_START: "false",
    SERVE_WEB: "false",
    // These tests assert real statuses and booleans; the eBroker contract tests pass "ebroker" (ADR 035).
    API_DEFAULT_TRANSPORT: "http",
    JOBS_WORKER: "false",
    // No third-party map services (ADR 075): tests that need them name their own, and nothing leaves the machine.
    MAP_STYLE_URL: "off",
    MAP_GEOCODER_URL: "off",
    ...env,
  });
  const database = options.database ?? (await openDatabaseCopy(inject("template")));
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveWeb: config.SERVE_WEB,
    jobs: options.jobs,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
