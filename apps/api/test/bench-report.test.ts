import { describe, expect, it } from "vitest";
import {
  checkTargets,
  parseBenchArgs,
  renderTable,
  tableCells,
  tableHeader,
  type Measured,
} from "../bench/bench-report.js";
import { percentile, type Summary } from "../bench/percentiles.js";

const summary = (p95: number, perSecond: number): Summary => ({
  count: 100,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  perSecond,
});

describe("bench arguments (npm run bench -- …)", () => {
  it("runs search at 1 and 16 and pages at 1 and 10 when nothing is given", () => {
    const options = parseBenchArgs([]);
    expect(options.suites).toEqual(["search", "pages"]);
    expect(options.concurrency).toEqual({ search: [1, 16], pages: [1, 10] });
    expect(options.listings).toBe(100_000);
    expect(options.markdown).toBe(false);
  });

  it("takes one level or a list for every suite, and hands a single level to the bookings bench", () => {
    expect(parseBenchArgs(["--concurrency", "4"]).concurrency).toEqual({ search: [4], pages: [4] });
    const both = parseBenchArgs(["--concurrency", "1,16", "--suite", "search,bookings", "--bookings", "500"]);
    expect(both.concurrency.search).toEqual([1, 16]);
    expect(both.suites).toEqual(["search", "bookings"]);
    expect(both.bookingsArgs).toEqual(["--bookings", "500"]);
    expect(parseBenchArgs(["--suite", "bookings", "--concurrency", "8"]).bookingsArgs).toEqual([
      "--concurrency",
      "8",
    ]);
  });

  it("reads listings, seconds, a scenario filter and markdown", () => {
    const options = parseBenchArgs([
      "--listings",
      "1000000",
      "--seconds",
      "6",
      "--only",
      "radius",
      "--markdown",
    ]);
    expect(options).toMatchObject({ listings: 1_000_000, seconds: 6, only: "radius", markdown: true });
  });

  it("refuses what it cannot run, with the option's name", () => {
    expect(() => parseBenchArgs(["--concurrency", "0"])).toThrow(/--concurrency/);
    expect(() => parseBenchArgs(["--concurrency", "1,x"])).toThrow(/--concurrency/);
    expect(() => parseBenchArgs(["--suite", "homepage"])).toThrow(/--suite/);
    expect(() => parseBenchArgs(["--listings", "-5"])).toThrow(/--listings/);
    expect(() => parseBenchArgs(["--concurency", "4"])).toThrow();
  });
});

describe("percentiles", () => {
  it("take the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("issue 19 targets", () => {
  const pk = summary(4, 400);

  it("search on PostgreSQL at concurrency 1: p95 at most 20 ms and 5× the lookup", () => {
    expect(checkTargets("search", "postgres", 1, summary(15, 80), pk)).toEqual({ met: true, why: "yes" });
    expect(checkTargets("search", "postgres", 1, summary(25, 40), pk)).toEqual({
      met: false,
      why: "no: p95 > 20 ms, p95 > 5× PK",
    });
    expect(checkTargets("search", "postgres", 1, summary(19, 40), summary(2, 500))?.why).toBe(
      "no: p95 > 5× PK",
    );
  });

  it("search on PostgreSQL at concurrency 16: a quarter of the lookup's throughput", () => {
    expect(checkTargets("search", "postgres", 16, summary(300, 100), pk)?.met).toBe(true);
    expect(checkTargets("search", "postgres", 16, summary(30, 99), pk)?.why).toBe("no: req/s < ¼ PK");
  });

  it("search on PGlite at concurrency 1: p95 at most 50 ms; none at 16", () => {
    expect(checkTargets("search", "pglite", 1, summary(50, 20), pk)?.met).toBe(true);
    expect(checkTargets("search", "pglite", 1, summary(51, 20), pk)?.met).toBe(false);
    expect(checkTargets("search", "pglite", 16, summary(900, 1), pk)).toBeNull();
  });

  it("pages: p95 at most 50 ms at concurrency 1, a fifth of the lookup's throughput at 10", () => {
    expect(checkTargets("pages", "pglite", 1, summary(49, 20), pk)?.met).toBe(true);
    expect(checkTargets("pages", "postgres", 10, summary(500, 80), pk)?.met).toBe(true);
    expect(checkTargets("pages", "postgres", 10, summary(5, 79), pk)?.why).toBe("no: req/s < ⅕ PK");
    expect(checkTargets("pages", "postgres", 16, summary(5, 79), pk)).toBeNull();
  });
});

describe("bench tables", () => {
  const baseline: Measured = { name: "PK", info: "1", summary: summary(2, 500) };
  const rows: Measured[] = [{ name: "radius", info: "13,431", summary: summary(10, 100) }];

  it("put the baseline first and every scenario as a ratio to it", () => {
    const cells = tableCells(rows, baseline, () => ({ met: false, why: "no: p95 > 20 ms" }), 16);
    expect(cells[0]).toEqual([
      "PK",
      "1",
      "1.00 ms",
      "2.00 ms",
      "4.00 ms",
      "100",
      "500",
      "1.00×",
      "1.00×",
      "baseline",
    ]);
    expect(cells[1]).toEqual([
      "radius",
      "13,431",
      "5.00 ms",
      "10.0 ms",
      "20.0 ms",
      "100",
      "100",
      "5.00×",
      "0.20×",
      "no: p95 > 20 ms",
    ]);
  });

  it("leave out the throughput share for a single client, and the verdict where no target applies", () => {
    const cells = tableCells(rows, baseline, () => null, 1);
    expect(cells[1]![8]).toBe("—");
    expect(cells[1]![9]).toBe("—");
  });

  it("keep two decimals of throughput for scenarios slower than a request a second", () => {
    const slow: Measured = { name: "slow", info: "1", summary: summary(27_000, 0.04) };
    expect(tableCells([slow], baseline, () => null, 1)[1]![6]).toBe("0.04");
  });

  it("render as aligned text or as a markdown table with figures right-aligned", () => {
    const cells = tableCells(rows, baseline, () => null, 1);
    const markdown = renderTable(tableHeader("matches"), cells, true).split("\n");
    expect(markdown).toHaveLength(4);
    expect(markdown[0]).toMatch(/^\| scenario \| matches \| +p50 \|/);
    expect(markdown[1]).toMatch(/^\| -+ \| -+: \| -+: \|/);
    expect(markdown[3]).toMatch(/^\| radius +\| +13,431 \|/);
    const text = renderTable(tableHeader("matches"), cells, false).split("\n");
    expect(text).toHaveLength(3);
    expect(text.every((line) => !line.startsWith("|"))).toBe(true);
  });
});
