// The pages suite of `npm run bench` (bench.ts runs it): whole pages as a visitor's browser asks for them, server
// rendering included, against the primary-key lookup in the same run. Needs the built web app (`npm run build`).
import { hit, randomListing, runSuite, type BenchContext, type Scenario } from "./bench-run.js";

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

export async function runPagesSuite(ctx: BenchContext): Promise<void> {
  // A browser's first visit in English. fetch asks for gzip and unpacks it, so once responses are compressed the
  // figures include that work; the size column is the unpacked body.
  const browser = { accept: "text/html,application/xhtml+xml", "accept-language": "en" };
  const page = (name: string, path: () => string, headers?: Record<string, string>): Scenario => ({
    name,
    describe: async () => kB((await hit(`${ctx.address}${path()}`, headers)).byteLength),
    request: async () => {
      await hit(`${ctx.address}${path()}`, headers);
    },
  });
  const scenarios = [
    page("home page HTML (/?lang=en)", () => "/?lang=en", browser),
    page(
      "property page HTML (/properties-details/<slug>)",
      () => `/properties-details/${randomListing(ctx).slug}?lang=en`,
      browser,
    ),
    page("homepage-data (API)", () => "/api/homepage-data"),
  ];
  await runSuite(ctx, "pages", ctx.options.concurrency.pages, "size (unpacked)", scenarios);
}
