import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { authAction } from "./auth-actions.server";

const SITE = "http://manzil.test";
const TOKEN = "a".repeat(40);

/** The API answers the sign-in with a session token and the member's profile. */
function contextFor(profile: Record<string, unknown>): AppLoadContext {
  return {
    publicUrl: SITE,
    apiFetch: async () => ({
      status: 200,
      body: { error: false, message: "", token: TOKEN, data: { id: 7, name: "Mona", ...profile } },
    }),
  } as unknown as AppLoadContext;
}

async function signInFrom(redirectTo: string, profile: Record<string, unknown>): Promise<string | null> {
  const request = new Request(`${SITE}/login`, {
    method: "POST",
    headers: { origin: SITE },
    body: new URLSearchParams({ intent: "sign-in", email: "mona@example.com", password: "pw", redirectTo }),
  });
  const result = await authAction({ request, context: contextFor(profile), params: {} } as never);
  return result instanceof Response ? result.headers.get("location") : null;
}

describe("where signing in leads (issue 18: gates bring the visitor back)", () => {
  const gated = "/map-view?city=Cairo&min_price=1000000";

  it("goes straight back to the gated page for a member past onboarding", async () => {
    expect(await signInFrom(gated, { management_type: "self", is_admin: false })).toBe(gated);
  });

  it("takes a new account through onboarding, carrying the way back", async () => {
    const location = await signInFrom(gated, { management_type: null, is_admin: false });
    const url = new URL(location ?? "", SITE);
    expect(url.pathname).toBe("/onboarding");
    expect(url.searchParams.get("redirectTo")).toBe(gated);
  });

  it.each(["/", "/?lang=ar"])(
    "keeps plain /onboarding when the visitor came from the home page (%s)",
    async (home) => {
      expect(await signInFrom(home, { management_type: null, is_admin: false })).toBe("/onboarding");
    },
  );
});
