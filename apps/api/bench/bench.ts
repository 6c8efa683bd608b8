// `npm run bench -- [options]` (from the root or apps/api): loads N listings into a fresh database, starts the
// server on a loopback port and measures, over real HTTP, each suite's scenarios against a primary-key lookup
// (`get_property?id=`) in the same run. Prints one table per suite and concurrency level: p50/p95/p99, req/s,
// both as ratios to the lookup, and whether issue 19's target is met. Figures only: a missed target never fails.
//   --suite search,pages (default) | bookings   --listings N (100000)   --concurrency 1,16 (search; pages 1,10)
//   --seconds S (5 per scenario and level)   --only <part of a scenario name>   --markdown (tables for docs/)
//   DATABASE_URL selects PostgreSQL (the bench migrates and fills that database); default: a temporary PGlite.
// `--suite bookings` runs bookings.bench.ts (its own database, PostgreSQL only) with --bookings/--offers/--nights
// and a single --concurrency.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { properties } from "../src/db/schema/properties.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";
import { parseBenchArgs } from "./bench-report.js";
import type { BenchContext } from "./bench-run.js";
import { loadBenchListings } from "./load-listings.js";
import { runPagesSuite } from "./pages.bench.js";
import { runSearchSuite } from "./property-list.bench.js";

const options = (() => {
  try {
    return parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();
const benchDir = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = join(benchDir, "../../..");
const webBuild = join(repoRoot, "apps/web/build/server/index.js");

function revision(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

const wantsSearch = options.suites.includes("search");
let wantsPages = options.suites.includes("pages");
if (wantsPages && process.env.NODE_ENV !== "production") {
  // React picks its development or production build when first imported, from the environment at start: in
  // development it renders pages about twice as slowly, which measured React's debugging aids, not the page.
  console.error("pages suite: start the bench with NODE_ENV=production (`npm run bench` does).");
  process.exit(2);
}
if (wantsPages && !existsSync(webBuild)) {
  console.info("pages suite: skipped — it renders the built web app; run `npm run build` first.");
  wantsPages = false;
}

if (wantsSearch || wantsPages) {
  const dataDir = await mkdtemp(join(tmpdir(), "manzil-bench-"));
  let handle: DatabaseHandle | undefined;
  try {
    const maxConcurrency = Math.max(...options.concurrency.search, ...options.concurrency.pages);
    handle = process.env.DATABASE_URL
      ? await openDatabase({
          kind: "postgres",
          url: process.env.DATABASE_URL,
          maxConnections: maxConcurrency,
        })
      : await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    console.info(
      `commit ${revision()}, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}`,
    );
    console.info(`database: ${handle.kind}; loading ${options.listings.toLocaleString("en")} listings…`);
    const loadStarted = performance.now();
    await runMigrations(handle);
    const [seeded] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(properties);
    if (Number(seeded?.n ?? 0) === 0) await seedDemoData(handle.db, { uploadsDir: null, now: new Date() });
    const added = await loadBenchListings(handle.db, options.listings, console.info);
    console.info(
      `${added.toLocaleString("en")} listings added in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SERVE_WEB: String(wantsPages),
      SEED_ON_START: "false",
      RATE_LIMIT_MAX: "100000000",
      HOST: "127.0.0.1",
      PORT: "0",
    });
    const app = await buildApp({ config, database: handle, logger: false, serveWeb: wantsPages });
    try {
      const address = await app.listen({ host: "127.0.0.1", port: 0 });
      const listings = await handle.db
        .select({ id: properties.id, slug: properties.slug })
        .from(properties)
        .where(and(eq(properties.moderationStatus, "approved"), eq(properties.isActive, true)))
        .orderBy(sql`random()`)
        .limit(5000);
      const ctx: BenchContext = { address, kind: handle.kind, options, listings };
      console.info(`HTTP against ${address}`);
      if (wantsSearch) await runSearchSuite(ctx, new Date().toISOString().slice(0, 10));
      if (wantsPages) await runPagesSuite(ctx);
    } finally {
      await app.close();
    }
  } finally {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (options.suites.includes("bookings")) {
  // Its own process: it parses its own options and exits early without PostgreSQL.
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, join(benchDir, "bookings.bench.ts"), ...options.bookingsArgs],
    { stdio: "inherit" },
  );
  process.exitCode = result.status ?? 1;
}
