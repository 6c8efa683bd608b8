// The size budgets (ADR 079) as a test suite: runs size-limit over .size-limit.js (after `npm run build`),
// prints its table, and with `--report <file>` writes one passed/failed test per check in the shape of
// vitest's JSON report, which scripts/test-all.mjs counts.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const report = args.includes("--report") ? args[args.indexOf("--report") + 1] : undefined;
const webDir = fileURLToPath(new URL("..", import.meta.url));

const run = spawnSync("npx", ["size-limit", "--json"], { cwd: webDir, encoding: "utf8" });
let checks = [];
try {
  checks = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
}
for (const check of checks) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.info(
    `${check.passed ? "✓" : "✗"} ${check.name.padEnd(16)} ${kB(check.size)} gzip (limit ${kB(check.sizeLimit)})`,
  );
}
const passed = checks.filter((check) => check.passed).length;
const failed = checks.length - passed;
if (report)
  writeFileSync(
    report,
    JSON.stringify({
      numPassedTests: passed,
      numFailedTests: failed,
      numFailedTestSuites: checks.length ? 0 : 1,
    }),
  );
process.exit(failed > 0 || checks.length === 0 ? 1 : 0);
