import type { ApiFetchOptions } from "../lib/api/load-context";
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loader } from "./properties";
import type { Route } from "./+types/properties";

/** The listing's loader against an API that answers every call with an empty list. */
async function load(query: string) {
  const apiFetch = vi.fn(async (_path: string, _options?: ApiFetchOptions) => ({
    status: 200,
    body: { error: false, message: "", data: [], total: 0 },
  }));
  const context = { apiFetch, publicUrl: "http://localhost" } as unknown as AppLoadContext;
  const request = new Request(`http://localhost/properties?${query}`);
  const data = await loader({ request, context, params: {} } as unknown as Route.LoaderArgs);
  const listCall = apiFetch.mock.calls.find(([path]) => path === "get-property-list");
  return { data, listQuery: listCall?.[1]?.query ?? {} };
}

describe("properties loader: stay dates", () => {
  it("asks get-property-list for stays free on the dates in the URL", async () => {
    const { listQuery, data } = await load(
      "property_classification=5&check_in_date=2026-07-01&check_out_date=2026-07-04",
    );
    expect(listQuery).toMatchObject({
      property_classification: "5",
      check_in_date: "2026-07-01",
      check_out_date: "2026-07-04",
    });
    expect(data.errors).toEqual({});
  });

  it("leaves dates out of the search and reports them when check-out is not after check-in", async () => {
    const { listQuery, data } = await load(
      "property_classification=4&check_in_date=2026-07-04&check_out_date=2026-07-04",
    );
    expect(listQuery.check_in_date).toBeUndefined();
    expect(listQuery.check_out_date).toBeUndefined();
    expect(data.errors).toEqual({ check_out_date: "filters.errors.check_out_order" });
  });
});
