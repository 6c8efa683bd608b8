// Pure parts of `npm run bench`: its arguments, the issue-19 targets and the tables it prints (unit-tested in
// test/bench-report.test.ts; the benches themselves never run in the test suite).
import { parseArgs } from "node:util";
import type { Summary } from "./percentiles.js";

export const SUITES = ["search", "pages", "bookings"] as const;
export type Suite = (typeof SUITES)[number];

export type BenchOptions = {
  suites: Suite[];
  listings: number;
  /** Concurrency levels per suite: `--concurrency` overrides both suites' defaults. */
  concurrency: { search: number[]; pages: number[] };
  seconds: number;
  only: string | undefined;
  markdown: boolean;
  /** Options only the bookings bench reads, passed on to it as given. */
  bookingsArgs: string[];
};

const DEFAULT_CONCURRENCY = { search: [1, 16], pages: [1, 10] };

/** "1,16" → [1, 16]; a positive whole number per level, each level once, in the given order. */
export function parseLevels(text: string): number[] {
  const levels = text.split(",").map((part) => Number(part.trim()));
  if (levels.length === 0 || levels.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`--concurrency wants positive whole numbers separated by commas, not "${text}"`);
  }
  return [...new Set(levels)];
}

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} wants a positive number, not "${text}"`);
  return n;
}

/** Reads `npm run bench -- …` arguments; throws with a readable message on anything it does not know. */
export function parseBenchArgs(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      suite: { type: "string", default: "search,pages" },
      listings: { type: "string", default: "100000" },
      concurrency: { type: "string" },
      seconds: { type: "string", default: "5" },
      only: { type: "string" },
      markdown: { type: "boolean", default: false },
      bookings: { type: "string" },
      offers: { type: "string" },
      nights: { type: "string" },
    },
  });
  const suites = values.suite.split(",").map((part) => part.trim());
  for (const suite of suites) {
    if (!(SUITES as readonly string[]).includes(suite)) {
      throw new Error(`--suite wants ${SUITES.join(", ")} (comma-separated), not "${suite}"`);
    }
  }
  const levels = values.concurrency === undefined ? undefined : parseLevels(values.concurrency);
  const bookingsArgs: string[] = [];
  for (const name of ["bookings", "offers", "nights"] as const) {
    if (values[name] !== undefined) bookingsArgs.push(`--${name}`, values[name]);
  }
  // The bookings bench drives one level; a single --concurrency is its, a list is the other suites'.
  if (levels?.length === 1) bookingsArgs.push("--concurrency", String(levels[0]));
  return {
    suites: suites as Suite[],
    listings: Math.round(positive("listings", values.listings)),
    concurrency: { search: levels ?? DEFAULT_CONCURRENCY.search, pages: levels ?? DEFAULT_CONCURRENCY.pages },
    seconds: positive("seconds", values.seconds),
    only: values.only,
    markdown: values.markdown,
    bookingsArgs,
  };
}

export type DatabaseKind = "pglite" | "postgres";

/** One measured scenario; `info` is what the table's second column shows (matches, or the page's size). */
export type Measured = { name: string; info: string; summary: Summary };

export type Verdict = { met: boolean; why: string } | null;

/**
 * Issue 19's targets for one scenario against the primary-key lookup measured in the same run, or null when
 * the issue sets none for this suite, database and concurrency. Search: PostgreSQL at concurrency 1, p95 ≤ 20 ms
 * and ≤ 5× the lookup's; PostgreSQL at 16, throughput ≥ ¼ of the lookup's; PGlite at 1, p95 ≤ 50 ms. Pages:
 * p95 ≤ 50 ms at concurrency 1 and throughput ≥ ⅕ of the lookup's at 10.
 */
export function checkTargets(
  suite: "search" | "pages",
  kind: DatabaseKind,
  concurrency: number,
  row: Summary,
  baseline: Summary,
): Verdict {
  const misses: string[] = [];
  const p95At = (limit: number) => {
    if (row.p95 > limit) misses.push(`p95 > ${limit} ms`);
  };
  const p95Ratio = (limit: number) => {
    if (row.p95 > limit * baseline.p95) misses.push(`p95 > ${limit}× PK`);
  };
  const share = (fraction: number, label: string) => {
    if (row.perSecond < fraction * baseline.perSecond) misses.push(`req/s < ${label} PK`);
  };
  if (suite === "search" && kind === "postgres" && concurrency === 1) {
    p95At(20);
    p95Ratio(5);
  } else if (suite === "search" && kind === "postgres" && concurrency === 16) share(1 / 4, "¼");
  else if (suite === "search" && kind === "pglite" && concurrency === 1) p95At(50);
  else if (suite === "pages" && concurrency === 1) p95At(50);
  else if (suite === "pages" && concurrency === 10) share(1 / 5, "⅕");
  else return null;
  return misses.length === 0 ? { met: true, why: "yes" } : { met: false, why: `no: ${misses.join(", ")}` };
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const times = (n: number) => `${n.toFixed(2)}×`;

/** The table's rows as cells: the baseline first (ratios 1×), then every scenario. */
export function tableCells(
  measured: Measured[],
  baseline: Measured,
  verdict: (row: Summary) => Verdict,
  concurrency: number,
): string[][] {
  return [baseline, ...measured].map(({ name, info, summary }) => [
    name,
    info,
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.p99),
    String(summary.count),
    summary.perSecond.toFixed(summary.perSecond < 1 ? 2 : summary.perSecond < 10 ? 1 : 0),
    times(summary.p95 / baseline.summary.p95),
    // Throughput shares mean something only when clients compete for the server.
    concurrency > 1 ? times(summary.perSecond / baseline.summary.perSecond) : "—",
    summary === baseline.summary ? "baseline" : (verdict(summary)?.why ?? "—"),
  ]);
}

export function tableHeader(infoLabel: string): string[] {
  return [
    "scenario",
    infoLabel,
    "p50",
    "p95",
    "p99",
    "requests",
    "req/s",
    "p95 ÷ PK p95",
    "req/s ÷ PK req/s",
    "meets target",
  ];
}

/** Every column between the name and the verdict holds figures: right-aligned, in text and in markdown. */
const numeric = (column: number) => column >= 1 && column <= 8;

export function renderTable(header: string[], rows: string[][], markdown: boolean): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const pad = (cell: string, i: number) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  if (!markdown) {
    return [header, ...rows].map((row) => row.map(pad).join("  ").trimEnd()).join("\n");
  }
  const line = (row: string[]) => `| ${row.map(pad).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (numeric(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
