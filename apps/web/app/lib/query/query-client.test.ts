import { describe, expect, it, vi } from "vitest";
import { createQueryClient, retryDelay, SHOWS_ERRORS_IN_PLACE } from "./query-client";

describe("query cache policy (spec §9)", () => {
  it("keeps data fresh for 10 minutes, collects it after 5, never refetches on focus, retries 3 times", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: 600_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      retry: 3,
    });
  });

  it("backs off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("reports failures to the page's handler, except those a query shows in place", async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const fail = () => Promise.reject(new Error("refused"));
    await client.fetchQuery({ queryKey: ["toast"], queryFn: fail, retry: false }).catch(() => {});
    await client
      .fetchQuery({
        queryKey: ["quiet"],
        queryFn: fail,
        retry: false,
        meta: { [SHOWS_ERRORS_IN_PLACE]: true },
      })
      .catch(() => {});
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
