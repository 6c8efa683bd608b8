import { afterEach, describe, expect, it, vi } from "vitest";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "./browser-api";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

/** The API's default transport is the eBroker clients' one (ADR 035); the web must always ask for real statuses. */
describe("browser API calls", () => {
  it("ask for the http transport on every method, JSON and multipart alike", async () => {
    const fetch = vi.fn(async () => json(200, { error: false, message: "", data: {} }));
    vi.stubGlobal("fetch", fetch);
    await apiGet("get_categories");
    await apiPost("add_favourite", { property_id: 1, type: 1 });
    await apiPost("update_profile", new FormData());
    await apiDelete("personalised-fields");
    expect(fetch).toHaveBeenCalledTimes(4);
    for (const call of fetch.mock.calls as unknown as Array<[string, RequestInit]>) {
      const headers = call[1].headers as Record<string, string>;
      expect(headers["x-manzil-transport"]).toBe("http");
    }
  });

  it("read the real status of a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(404, { error: true, message: "Not found", code: "NOT_FOUND" })),
    );
    const failure = await apiGet("get_property").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).failure).toMatchObject({ kind: "http", status: 404 });
  });
});
