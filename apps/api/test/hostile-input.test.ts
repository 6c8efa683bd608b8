import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Query strings a careless or hostile client could send. None may produce a 5xx.
const hostile = [
  "id=99999999999999999",
  "id=-1",
  "id=1.5",
  "category_id=2147483648",
  "userid=1e30",
  "offset=99999999999",
  "limit=0",
  "limit=1&limit=2",
  "min_price=1e30",
  "max_price=-5",
  "min_price=NaN",
  "latitude=91&longitude=0&radius=5",
  "latitude=abc&longitude=1&radius=1",
  "radius=1e9&latitude=1&longitude=1",
  "search=%25%25%5F%5C'%22;--",
  `search=${"x".repeat(5000)}`,
  "slug_id=%00",
  "property_type=banana",
  "property_classification=0",
  "posted_since=7",
  "sort_by=drop table",
  "check_in_date=2026-13-45",
  "lang=%F0%9F%98%80",
  "promoted=maybe",
  "parameter[1]=%00",
  "parameter_min[99999999999]=1",
  "parameter_min[3]=1e30&parameter_max[3]=-1",
  `${Array.from({ length: 30 }, (_, i) => `parameter[${i + 1}]=x`).join("&")}`,
  "facility_ids=1,abc,-3",
  `facility_ids=${Array.from({ length: 50 }, (_, i) => i + 1).join(",")}`,
  "bedrooms=-1&min_area=abc",
  "check_in_date=2027-01-05&check_out_date=2027-01-01",
  "source_property_id=1&target_property_id=abc",
  "property_id=0&slug_id=%00",
];

describe.each([
  "get_property",
  "get-property-list",
  "homepage-data",
  "get_categories",
  "get_languages",
  "web-settings",
  "get_nearby_properties",
  "get-all-similar-properties",
  "compare-properties",
])("GET /api/%s with hostile input", (path) => {
  it.each(hostile)("answers %s without a server error", async (query) => {
    const response = await t.app.inject({ method: "GET", url: `/api/${path}?${query}` });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    const body = response.json();
    expect(typeof body.error).toBe("boolean");
    if (response.statusCode >= 400) expect(body.error).toBe(true);
  });
});
