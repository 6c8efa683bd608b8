// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the home, listings and property
// pages in English and Arabic, against the production build on fresh demo data (ADR 080).
//   --json <file>   also write the figures, with each page's top opportunities and failed audits, as JSON
//   --reports <dir> keep each page's full Lighthouse report there (<page>.json, openable in the Lighthouse viewer)
//   --only <text>   measure only the pages whose name contains it ("AR", "home", "property EN")
//   --port <n>      the port of the server it starts (a free one otherwise)
//   --base <url>    measure a server that is already running instead of starting one
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
// Lighthouse brings about 150 packages (puppeteer-core, Sentry, OpenTelemetry): it lives in its own folder
// with its own lockfile, so the workspace install stays light, and is installed the first time it is needed.
const TOOL_DIR = join(ROOT, "tools/lighthouse");
const LIGHTHOUSE_BIN = join(TOOL_DIR, "node_modules/lighthouse/cli/index.js");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const jsonPath = option("--json");
const reportsDir = option("--reports");
const only = option("--only");
const givenBase = option("--base");
const givenPort = option("--port");

function runOrExit(command, commandArgs, what) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${what} failed (exit ${result.status}).`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  // The first start creates the embedded database and draws the demo pictures: allow it a few minutes.
  const giveUpAt = Date.now() + 180_000;
  while (Date.now() < giveUpAt) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within 3 minutes");
}

async function startServer() {
  if (
    !existsSync(join(ROOT, "apps/api/dist/src/server.js")) ||
    !existsSync(join(ROOT, "apps/web/build/server"))
  ) {
    console.info("No production build yet: npm run build…");
    runOrExit("npm", ["run", "build"], "npm run build");
  }
  const port = givenPort ? Number(givenPort) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A fresh data folder: the demo data is seeded as a new visitor of a new install would see it.
  const dataDir = mkdtempSync(join(tmpdir(), "manzil-lighthouse-"));
  const server = spawn(process.execPath, ["apps/api/dist/src/server.js"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.info(`Starting the production server on ${base} (fresh demo data)…`);
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function propertySlug(base) {
  const response = await fetch(`${base}/api/get-property-list?limit=1&offset=0`);
  const body = await response.json();
  const slug = body?.data?.[0]?.slug_id;
  if (!slug) throw new Error(`no listing found at ${base}/api/get-property-list`);
  return slug;
}

function runLighthouseOnce(url, chromePath) {
  const outDir = mkdtempSync(join(tmpdir(), "manzil-lighthouse-report-"));
  const output = join(outDir, "report.json");
  try {
    const result = spawnSync(
      process.execPath,
      [
        LIGHTHOUSE_BIN,
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      ],
      {
        cwd: ROOT,
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, CHROME_PATH: chromePath },
      },
    );
    if (result.status !== 0 || !existsSync(output)) return null;
    const report = JSON.parse(readFileSync(output, "utf8"));
    return report.runtimeError ? null : report;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try before giving up.
function runLighthouse(url, chromePath) {
  const report = runLighthouseOnce(url, chromePath) ?? runLighthouseOnce(url, chromePath);
  if (!report) throw new Error(`lighthouse failed twice on ${url}`);
  return report;
}

function summarise(name, url, report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const opportunities = Object.values(report.audits)
    .filter((a) => a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 4)
    .map((a) => ({ id: a.id, savingsMs: Math.round(a.details.overallSavingsMs) }));
  // What keeps a category below 100: every weighted audit that did not pass.
  const failed = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      report.categories[category].auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 0.9,
        )
        .map((ref) => ref.id),
    ]),
  );
  return {
    page: name,
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    lcpElement:
      report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector,
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    transferKb: Math.round(audit("total-byte-weight") / 1024),
    opportunities,
    failed,
  };
}

function printTable(rows) {
  const columns = [
    ["page", (r) => r.page],
    ["perf", (r) => r.performance],
    ["a11y", (r) => r.accessibility],
    ["best pr.", (r) => r.bestPractices],
    ["SEO", (r) => r.seo],
    ["LCP", (r) => `${(r.lcpMs / 1000).toFixed(1)} s`],
    ["CLS", (r) => r.cls.toFixed(3)],
    ["TBT", (r) => `${r.tbtMs} ms`],
    ["transferred", (r) => `${r.transferKb} kB`],
  ];
  const cells = rows.map((row) => columns.map(([, get]) => String(get(row))));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) =>
    `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ")} |`;
  console.info(line(columns.map(([title]) => title)));
  console.info(
    `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`,
  );
  for (const row of cells) console.info(line(row));
  console.info("");
  for (const row of rows) {
    const notes = [
      row.opportunities.length
        ? `opportunities ${row.opportunities.map((o) => `${o.id} (${o.savingsMs} ms)`).join(", ")}`
        : "",
      ...CATEGORIES.filter((c) => row.failed[c].length).map((c) => `${c}: ${row.failed[c].join(", ")}`),
    ].filter(Boolean);
    // With Debian's Chromium, Lighthouse 12 cannot name the element (ADR 080): then only the page's name.
    console.info(row.lcpElement ? `${row.page}: LCP element ${row.lcpElement}` : `${row.page}:`);
    for (const note of notes) console.info(`  ${note}`);
  }
}

if (!existsSync(LIGHTHOUSE_BIN)) {
  console.info("Installing Lighthouse into tools/lighthouse (one time)…");
  runOrExit(
    "npm",
    ["ci", "--prefix", "tools/lighthouse", "--no-audit", "--no-fund"],
    "npm ci tools/lighthouse",
  );
}
const chromePath = process.env.CHROME_PATH ?? ensureChromium();
const server = givenBase ? { base: givenBase.replace(/\/$/, ""), stop: async () => {} } : await startServer();
// Interrupted (Ctrl-C): the server and its temporary data go too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
try {
  const slug = await propertySlug(server.base);
  const pages = [
    ["home EN", "/?lang=en"],
    ["home AR", "/?lang=ar"],
    ["listings EN", "/properties?lang=en"],
    ["listings AR", "/properties?lang=ar"],
    ["property EN", `/properties-details/${encodeURIComponent(slug)}?lang=en`],
    ["property AR", `/properties-details/${encodeURIComponent(slug)}?lang=ar`],
  ];
  const chosen = pages.filter(([name]) => !only || name.includes(only));
  // One request each first, so the figures are of a warm server rather than its first SSR of a route.
  for (const [, path] of chosen) await (await fetch(server.base + path)).arrayBuffer();
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  for (const [name, path] of chosen) {
    console.info(`Lighthouse: ${name} (${path})…`);
    const report = runLighthouse(server.base + path, chromePath);
    if (reportsDir)
      writeFileSync(join(reportsDir, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(report));
    rows.push(summarise(name, path, report));
  }
  console.info("");
  printTable(rows);
  if (jsonPath) {
    writeFileSync(jsonPath, `${JSON.stringify({ date: new Date().toISOString(), pages: rows }, null, 2)}\n`);
    console.info(`\nWrote ${jsonPath}`);
  }
} finally {
  await server.stop();
}
