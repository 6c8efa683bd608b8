import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { headers as rootHeaders } from "../../root";
import { loadFromApi } from "./server-api";

function contextAnswering(result: {
  status: number;
  body: unknown;
  retryAfter?: string | null;
}): AppLoadContext {
  return { apiFetch: async () => result, publicUrl: "http://manzil.test" } as unknown as AppLoadContext;
}

async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error as { init?: { status?: number; headers?: HeadersInit } },
  );
}

describe("a page whose API call fails during an outage", () => {
  it("answers the API's status and passes its Retry-After on to the visitor", async () => {
    const thrown = await thrownBy(
      loadFromApi(
        contextAnswering({
          status: 503,
          body: {
            error: true,
            message: "Server error - please try again later.",
            code: "SERVICE_UNAVAILABLE",
          },
          retryAfter: "5",
        }),
        "get-property-list",
      ),
    );
    expect(thrown?.init?.status).toBe(503);
    const errorHeaders = new Headers(thrown?.init?.headers);
    expect(errorHeaders.get("Retry-After")).toBe("5");

    const page = new Headers(
      rootHeaders({
        errorHeaders,
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
      }) as HeadersInit,
    );
    expect(page.get("Retry-After")).toBe("5");
  });

  it("adds nothing to a page that rendered", () => {
    const page = new Headers(
      rootHeaders({
        errorHeaders: undefined,
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
      }) as HeadersInit,
    );
    expect(page.get("Retry-After")).toBeNull();
  });
});
