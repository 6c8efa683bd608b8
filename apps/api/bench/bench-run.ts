// What the search and pages suites share: the primary-key baseline, driving each scenario at each concurrency
// level and printing one table per level.
import {
  checkTargets,
  renderTable,
  tableCells,
  tableHeader,
  type BenchOptions,
  type DatabaseKind,
  type Measured,
} from "./bench-report.js";
import { drive, summarise } from "./percentiles.js";

export type BenchContext = {
  /** The listening server, e.g. http://127.0.0.1:40123 */
  address: string;
  kind: DatabaseKind;
  options: BenchOptions;
  /** A sample of public listings, drawn at random for the lookups and the property pages. */
  listings: { id: number; slug: string }[];
};

export type Scenario = {
  name: string;
  /** The second column: called once before the runs (it warms the path up as well). */
  describe: () => Promise<string>;
  request: () => Promise<void>;
};

/** GETs `url`, reads the whole body and fails on anything but a 2xx (a bench of errors measures nothing). */
export async function hit(url: string, headers?: Record<string, string>): Promise<ArrayBuffer> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return body;
}

export function randomListing(ctx: BenchContext): { id: number; slug: string } {
  return ctx.listings[Math.floor(Math.random() * ctx.listings.length)]!;
}

/**
 * The baseline: `get_property?id=` for a random public listing. The bench names itself a crawler here, so the
 * lookup is the read alone (a visitor's first view of the day also records it): the strictest baseline.
 */
export function primaryKeyLookup(ctx: BenchContext): Scenario {
  const request = async () => {
    await hit(`${ctx.address}/api/get_property?id=${randomListing(ctx).id}`, {
      "user-agent": "manzil-bench-bot",
    });
  };
  return {
    name: "PK lookup: get_property?id= (baseline)",
    describe: async () => {
      for (let i = 0; i < 20; i++) await request();
      return "1";
    },
    request,
  };
}

export async function runSuite(
  ctx: BenchContext,
  suite: "search" | "pages",
  levels: number[],
  infoLabel: string,
  scenarios: Scenario[],
): Promise<void> {
  const { seconds, only, markdown } = ctx.options;
  const chosen = scenarios.filter((s) => !only || s.name.includes(only));
  const baseline = primaryKeyLookup(ctx);
  const infos = new Map<Scenario, string>();
  for (const scenario of [baseline, ...chosen]) infos.set(scenario, await scenario.describe());
  for (const level of levels) {
    const measure = async (scenario: Scenario): Promise<Measured> => {
      const started = performance.now();
      const samples = await drive(scenario.request, level, seconds);
      // Requests under way at the deadline still finish and count: throughput is over the time really taken.
      const elapsed = (performance.now() - started) / 1000;
      return { name: scenario.name, info: infos.get(scenario)!, summary: summarise(samples, elapsed) };
    };
    const base = await measure(baseline);
    const measured: Measured[] = [];
    for (const scenario of chosen) {
      measured.push(await measure(scenario));
      if (!markdown) console.info(`  measured ${scenario.name} (concurrency ${level})`);
    }
    const cells = tableCells(
      measured,
      base,
      (row) => checkTargets(suite, ctx.kind, level, row, base.summary),
      level,
    );
    const title = `${suite}, ${ctx.kind}, ${ctx.options.listings.toLocaleString("en")} listings, concurrency ${level}, ${seconds} s per scenario`;
    console.info(`\n${markdown ? `**${title}**` : title}\n`);
    console.info(renderTable(tableHeader(infoLabel), cells, markdown));
    console.info("");
  }
}
