import closeWithGrace from "close-with-grace";
import { buildApp, openConfiguredDatabase } from "./app.js";
import { ConfigError, loadConfig, type AppConfig } from "./config/config.js";
import { unavailabilityCause } from "./db/database-unavailable.js";
import { DatabaseInUseError } from "./db/data-dir-lock.js";
import { seedIfEmpty } from "./db/seed/seed-on-start.js";
import { publishLocalFiles } from "./storage/publish-local-files.js";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// A server started together with its database (containers, a host reboot) waits for it instead of exiting.
const DATABASE_START_WAIT_MS = 60_000;

async function openDatabaseOnceReachable(appConfig: AppConfig) {
  const giveUpAt = Date.now() + DATABASE_START_WAIT_MS;
  for (;;) {
    try {
      return await openConfiguredDatabase(appConfig);
    } catch (error) {
      const outage = unavailabilityCause(error);
      if (!outage || Date.now() > giveUpAt) throw error;
      console.warn(`The database is not reachable yet (${String(outage.message)}); trying again in 2 s…`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

let database;
try {
  database = await openDatabaseOnceReachable(config);
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp({ config, database });
app.addHook("onClose", async () => database.close());

if (config.SEED_ON_START) {
  const seeded = await seedIfEmpty(database.db, {
    uploadsDir: config.UPLOADS_DIR,
    privateFiles: app.files,
    now: new Date(),
    log: (msg) => app.log.info(msg),
  });
  // The demo pictures are drawn on local disk (ADR 010); with S3 configured they are published there once.
  if (seeded && app.files.kind === "s3") {
    app.log.info(
      `Published ${await publishLocalFiles(app.files, config.UPLOADS_DIR)} demo files to S3_BUCKET.`,
    );
  }
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Manzil is serving ${config.PUBLIC_URL} (database: ${database.kind})`);
