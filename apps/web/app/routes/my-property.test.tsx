import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { clientLoader, loader } from "./my-property";

/** The load context with `get-user-data` answering `status` (200 with a profile, 401 for a guest). */
function contextAnswering(status: number, profile: Record<string, unknown> = {}): AppLoadContext {
  return {
    publicUrl: "http://manzil.test",
    apiFetch: async (path: string) =>
      path === "get-user-data" && status === 200
        ? { status, body: { error: false, message: "", data: { id: 5, name: "Owner", ...profile } } }
        : { status, body: { error: true, message: "Unauthenticated" } },
  };
}

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

const args = (context: AppLoadContext) =>
  ({
    context,
    params: { slug: "sunny-villa" },
    request: new Request("http://manzil.test/my-property/sunny-villa"),
  }) as Parameters<typeof loader>[0];

describe("/my-property/:slug guard", () => {
  it("sends guests home on the server, before anything renders", async () => {
    expect(await redirectOf(() => loader(args(contextAnswering(401))))).toBe("/");
  });

  it("lets a signed-in member through on the server", async () => {
    const facts = await loader(args(contextAnswering(200, { management_type: "self" })));
    expect(facts).toEqual({ signedIn: true, onboarded: true });
  });

  it("sends a member who has not finished onboarding there, in the browser", async () => {
    const clientArgs = (facts: { signedIn: boolean; onboarded: boolean }) =>
      ({ ...args(contextAnswering(200)), serverLoader: async () => facts }) as unknown as Parameters<
        typeof clientLoader
      >[0];
    expect(await redirectOf(() => clientLoader(clientArgs({ signedIn: true, onboarded: false })))).toBe(
      "/onboarding",
    );
    expect(await redirectOf(() => clientLoader(clientArgs({ signedIn: false, onboarded: false })))).toBe("/");
    expect(await clientLoader(clientArgs({ signedIn: true, onboarded: true }))).toEqual({
      signedIn: true,
      onboarded: true,
    });
  });
});
