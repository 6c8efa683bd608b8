// The search suite of `npm run bench` (bench.ts runs it): GET /api/get-property-list over HTTP with the filters
// and sorts visitors use, each measured against the primary-key lookup in the same run.
import { addDays } from "@manzil/domain/stays";
import { hit, runSuite, type BenchContext, type Scenario } from "./bench-run.js";

const CAIRO = "latitude=30.0444&longitude=31.2357";

/** Scenario name → query string of get-property-list. */
export function searchQueries(today: string): Record<string, string> {
  return {
    "newest, first page": "sort_by=newest&limit=12",
    "sell/rent + price range": "property_classification=1&min_price=2000000&max_price=8000000&limit=12",
    "city + cheapest first": "city=Cairo&sort_by=price_asc&limit=12",
    "20 km around Cairo": `${CAIRO}&radius=20&limit=12`,
    "filters + 20 km radius + price sort": `property_classification=1&property_type=sell&min_price=1000000&max_price=20000000&${CAIRO}&radius=20&sort_by=price_asc&limit=12`,
    "price range + 5 km radius": `min_price=1000000&max_price=5000000&${CAIRO}&radius=5&limit=12`,
    "text search (English)": "search=villa&limit=12",
    "text search (Arabic)": `search=${encodeURIComponent("شقة القاهرة")}&limit=12`,
    "3 bedrooms": "bedrooms=3&limit=12",
    "2 bathrooms": "bathrooms=2&limit=12",
    "area 100–250 m²": "min_area=100&max_area=250&limit=12",
    "3 bedrooms + area range": "bedrooms=3&min_area=100&max_area=250&limit=12",
    "stays free for 3 nights in two weeks": `check_in_date=${addDays(today, 14)}&check_out_date=${addDays(today, 17)}&limit=12`,
    "cheapest first": "sort_by=price_asc&limit=12",
    "dearest first": "sort_by=price_desc&limit=12",
    "most liked": "sort_by=most_liked&limit=12",
    "most viewed": "sort_by=most_viewed&limit=12",
    "deep page (offset 5000)": "offset=5000&limit=12",
    "deep page, cheapest first (offset 50000)": "sort_by=price_asc&offset=50000&limit=12",
    "successive deep pages, cheapest first (from offset 50000)": "sort_by=price_asc&offset=50000&limit=12",
  };
}

/** Scenarios whose every request asks for the next page (a visitor paging on), not the same one again. */
const SUCCESSIVE = "successive deep pages, cheapest first (from offset 50000)";

export async function runSearchSuite(ctx: BenchContext, today: string): Promise<void> {
  const scenarios: Scenario[] = Object.entries(searchQueries(today)).map(([name, query]) => {
    const url = `${ctx.address}/api/get-property-list?${query}`;
    const start = Number(new URLSearchParams(query).get("offset") ?? 0);
    let calls = 0;
    const next = () =>
      name === SUCCESSIVE ? url.replace(/offset=\d+/, `offset=${start + 12 * calls++}`) : url;
    return {
      name,
      describe: async () => {
        const body = JSON.parse(new TextDecoder().decode(await hit(url))) as { total: number };
        return body.total.toLocaleString("en");
      },
      request: async () => {
        await hit(next());
      },
    };
  });
  await runSuite(ctx, "search", ctx.options.concurrency.search, "matches", scenarios);
}
