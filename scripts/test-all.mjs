// `npm test`: every suite, browser tests included, then one closing line "N passed, N failed".
//   --only <domain|api|web|size|e2e>   run one suite ("size": the web's JS budgets, ADR 079)
//   --postgres                    run the API suite against PostgreSQL only (DATABASE_URL or the local test db)
//   --postgres-pass               after all suites, run the API suite a second time against PostgreSQL (CI)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const postgresOnly = args.includes("--postgres");
const postgresPass = args.includes("--postgres-pass");
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const reportDir = mkdtempSync(join(tmpdir(), "manzil-test-reports-"));
const results = [];
// Names of the failed tests, printed above the summary so a red CI says what to look at.
const failures = [];

/** Collects failed test names from a vitest JSON report or a Playwright JSON report. */
function collectFailures(suite, json) {
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failures.push(`${suite}: ${file.name} > ${test.fullName}`);
    if (file.status === "failed" && !(file.assertionResults ?? []).length)
      failures.push(`${suite}: ${file.name} (did not load: ${String(file.message ?? "").split("\n")[0]})`);
  }
  const walk = (node, path) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected") failures.push(`${suite}: ${[...path, spec.title].join(" > ")}`);
    for (const child of node.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const top of json.suites ?? []) walk(top, [top.title]);
}

function run(name, command, commandArgs, { cwd = ".", env = {}, report }) {
  console.info(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawnSync(command, commandArgs, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, TZ: "UTC", ...env },
  });
  let passed = 0;
  let failed = 0;
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    collectFailures(name, json);
    if (json.numPassedTests !== undefined) {
      passed = json.numPassedTests;
      // A file that fails to load has no failed tests but a failed suite: count it too.
      failed = Math.max(json.numFailedTests, json.numFailedTestSuites);
    } else if (json.stats) {
      passed = json.stats.expected + (json.stats.flaky ?? 0);
      failed = json.stats.unexpected;
    }
  } catch {
    // No report means the runner itself broke: count the suite as one failure.
  }
  if (child.status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, seconds: Math.round((Date.now() - started) / 1000) });
}

const vitest = (name, workspace, env = {}) => {
  const report = join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  run(
    name,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      cwd: workspace,
      env,
      report,
    },
  );
};

// The API prints invoices through Chromium (ADR 042) and the browser tests drive it: installed once, up front.
const needsChromium = postgresOnly || !only || only === "api" || only === "e2e";
const chromium = needsChromium ? ensureChromium() : undefined;

if (postgresOnly) {
  vitest("api (PostgreSQL)", "apps/api", { DATABASE_URL: postgresUrl, CHROMIUM_PATH: chromium });
} else {
  if (!only || only === "domain") vitest("domain", "packages/domain");
  if (!only || only === "api")
    vitest("api (PGlite)", "apps/api", { DATABASE_URL: "", CHROMIUM_PATH: chromium });
  if (!only || only === "web") vitest("web", "apps/web");
  if (!only || only === "size" || only === "e2e") {
    console.info("\n=== build (production) ===");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) {
      results.push({ name: "build", passed: 0, failed: 1, seconds: 0 });
    } else {
      // The production build's initial JavaScript per public page, one check per page and language.
      if (only !== "e2e") {
        const sizeReport = join(reportDir, "size.json");
        run("size budget", "node", ["apps/web/scripts/size-budget.mjs", "--report", sizeReport], {
          report: sizeReport,
        });
      }
      if (only !== "size") {
        const report = join(reportDir, "e2e.json");
        run("e2e (Chromium)", "npx", ["playwright", "test"], {
          cwd: "e2e",
          env: {
            CHROMIUM_PATH: chromium,
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
          },
          report,
        });
      }
    }
  }
  if (postgresPass)
    vitest("api (PostgreSQL)", "apps/api", { DATABASE_URL: postgresUrl, CHROMIUM_PATH: chromium });
}

rmSync(reportDir, { recursive: true, force: true });
if (failures.length) {
  console.info("\n=== failed tests ===");
  for (const failure of failures) console.info(failure);
}
console.info("\n=== summary ===");
for (const r of results)
  console.info(`${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
