import type { Database } from "../client.js";
import { runDemoSeed, type SeedOptions, type SeedSummary } from "./demo-data.js";

/**
 * Seeds the demo data on first start: only when the users table is empty (checked again inside the seeding
 * transaction, under an advisory lock, so two instances starting together seed once). Returns the summary, or
 * null when the database already had users.
 */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions & { log?: (message: string) => void },
): Promise<SeedSummary | null> {
  const started = performance.now();
  const summary = await runDemoSeed(
    db,
    { uploadsDir: options.uploadsDir, now: options.now, privateFiles: options.privateFiles },
    { onlyIfEmpty: true },
  );
  if (summary) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.log?.(
      `Seeded the demo data in ${seconds} s: ${summary.counts.properties} properties, ${summary.counts.projects} projects, ${summary.counts.users} users.`,
    );
  }
  return summary;
}
