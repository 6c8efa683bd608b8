// `npm run bench`: loads N listings (default 100,000), drives GET /api/get-property-list over HTTP with typical
// filters at a fixed concurrency, and runs the same repository query directly on the database in the same run.
// Prints p50/p95/p99 and requests per second for both, and their ratio. Figures only, no pass/fail.
//   --listings N  --concurrency C  --seconds S  --only <part of a scenario name>   (DATABASE_URL selects PostgreSQL; default: a temporary PGlite)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { GetPropertyListQuery } from "@manzil/domain/contracts";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";
import { listPublicProperties } from "../src/modules/properties/properties.repository.js";
import { createCountCache } from "../src/modules/properties/count-cache.js";
import { createPageBoundaries } from "../src/modules/properties/page-boundaries.js";
import {
  COUNT_CACHE,
  PAGE_BOUNDARIES,
  filtersFromQuery,
  sortFromQuery,
} from "../src/modules/properties/properties.service.js";
import { loadBenchListings } from "./load-listings.js";
import { drive, summarise, type Summary } from "./percentiles.js";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    listings: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "8" },
  },
});
const listings = Number(values.listings);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);

const scenarios: Record<string, string> = {
  "newest, first page": "limit=12",
  "sell/rent + price range": "property_classification=1&min_price=2000000&max_price=8000000&limit=12",
  "city + cheapest first": "city=Cairo&sort_by=price_asc&limit=12",
  "20 km around Cairo": "latitude=30.0444&longitude=31.2357&radius=20&limit=12",
  "filters + 20 km radius + price sort":
    "property_classification=1&property_type=sell&min_price=1000000&max_price=20000000&latitude=30.0444&longitude=31.2357&radius=20&sort_by=price_asc&limit=12",
  "text search": "search=villa&limit=12",
  "Arabic text search": `search=${encodeURIComponent("شقة القاهرة")}&limit=12`,
  "3 bedrooms + area range": "bedrooms=3&min_area=100&max_area=250&limit=12",
  "most liked": "sort_by=most_liked&limit=12",
  "deep page (offset 5000)": "offset=5000&limit=12",
  "deep page, cheapest first (offset 50000)": "sort_by=price_asc&offset=50000&limit=12",
  "successive deep pages, cheapest first (from offset 50000)": "sort_by=price_asc&offset=50000&limit=12",
};
/** Scenarios whose every request asks for the next page (a visitor paging on), not the same one again. */
const successive = new Set(["successive deep pages, cheapest first (from offset 50000)"]);

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1).padStart(8);
const row = (label: string, s: Summary) =>
  `${label.padEnd(9)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms  ${fmt(s.perSecond)} req/s`;

const dataDir = await mkdtemp(join(tmpdir(), "manzil-bench-"));
let handle: DatabaseHandle | undefined;
try {
  handle = process.env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL, maxConnections: concurrency })
    : await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  console.info(`database: ${handle.kind}; loading ${listings.toLocaleString("en")} listings…`);
  const loadStarted = performance.now();
  await runMigrations(handle);
  await seedDemoData(handle.db, { uploadsDir: null, now: new Date() });
  await loadBenchListings(handle.db, listings);
  console.info(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    RATE_LIMIT_MAX: "100000000",
    HOST: "127.0.0.1",
    PORT: "0",
  });
  const app = await buildApp({ config, database: handle, logger: false, serveWeb: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  console.info(`concurrency ${concurrency}, ${seconds} s per scenario, HTTP against ${address}\n`);

  const chosen = Object.entries(scenarios).filter(([name]) => !values.only || name.includes(values.only));
  for (const [name, query] of chosen) {
    const url = `${address}/api/get-property-list?${query}`;
    const nextOffset = (() => {
      const start = Number(new URLSearchParams(query).get("offset") ?? 0);
      let calls = 0;
      return () => (successive.has(name) ? start + 12 * calls++ : start);
    })();
    const first = (await (await fetch(url)).json()) as { total: number; data: unknown[] };
    const http = await drive(
      async () => {
        const response = await fetch(url.replace(/offset=\d+/, `offset=${nextOffset()}`));
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      },
      concurrency,
      seconds,
    );
    const parsed = GetPropertyListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const directOffset = (() => {
      let calls = 0;
      return () => (successive.has(name) ? (parsed.offset ?? 0) + 12 * calls++ : (parsed.offset ?? 0));
    })();
    const pageBoundaries = createPageBoundaries(PAGE_BOUNDARIES);
    const db = handle.db;
    // The API keeps broad totals for a minute (count-cache.ts); the direct run does the same work.
    const countCache = createCountCache(COUNT_CACHE);
    const direct = await drive(
      async () => {
        await listPublicProperties(db, {
          filters: filtersFromQuery(parsed, new Date()),
          sort: sortFromQuery(parsed),
          offset: directOffset(),
          limit: parsed.limit ?? 12,
          now: new Date(),
          countCache,
          pageBoundaries,
        });
      },
      concurrency,
      seconds,
    );
    const h = summarise(http, seconds);
    const d = summarise(direct, seconds);
    console.info(`${name} — ${first.total.toLocaleString("en")} matches, ${first.data.length} on the page`);
    console.info(row("  HTTP", h));
    console.info(row("  direct", d));
    console.info(
      `  ratio     p50 ${(h.p50 / d.p50).toFixed(2)}×  throughput ${(h.perSecond / d.perSecond).toFixed(2)}×\n`,
    );
  }
  await app.close();
} finally {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
}
