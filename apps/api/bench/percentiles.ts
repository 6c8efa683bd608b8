/** Nearest-rank percentile of a sample (ms). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export type Summary = { count: number; p50: number; p95: number; p99: number; perSecond: number };

export function summarise(samples: number[], seconds: number): Summary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    perSecond: samples.length / seconds,
  };
}

/** Runs `task` from `concurrency` loops until `seconds` pass; returns each call's latency in ms. */
export async function drive(
  task: () => Promise<void>,
  concurrency: number,
  seconds: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await task();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return latencies;
}
