import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiFetchOptions, ApiFetchResult } from "../../lib/api/load-context";
import { authAction } from "./auth-actions.server";

const PUBLIC_URL = "http://localhost:3000";

function googlePost(credential: string, origin = PUBLIC_URL) {
  return new Request(`${PUBLIC_URL}/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "google", credential, redirectTo: "/properties" }),
  });
}

function contextAnswering(result: ApiFetchResult) {
  const calls: { path: string; options: ApiFetchOptions }[] = [];
  const context = {
    publicUrl: PUBLIC_URL,
    apiFetch: async (path: string, options: ApiFetchOptions = {}) => {
      calls.push({ path, options });
      return result;
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

describe("signing in with Google", () => {
  it("hands the ID token to user_signup type 0 and keeps the session in an httpOnly cookie", async () => {
    const { context, calls } = contextAnswering({
      status: 200,
      body: {
        error: false,
        message: "Login Successfully",
        token: "session-token-from-api",
        data: { id: 5, customer_type: "agent", management_type: "self" },
      },
    });
    const response = await authAction({ request: googlePost("google-id-token"), context });
    expect(calls).toEqual([
      {
        path: "user_signup",
        options: { method: "POST", body: { type: 0, auth_id: "google-id-token" }, query: { lang: "en" } },
      },
    ]);
    expect(response).toBeInstanceOf(Response);
    const cookie = (response as Response).headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^manzil_session=session-token-from-api;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((response as Response).headers.get("location")).toBe("/properties");
  });

  it("shows the API's refusal instead of signing in", async () => {
    const { context } = contextAnswering({
      status: 403,
      body: { error: true, message: "This sign-in method is not enabled.", code: "FORBIDDEN" },
    });
    const answer = await authAction({ request: googlePost("bad-token"), context });
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ intent: "google", ok: false });
  });

  it("refuses a post from another site (login CSRF)", async () => {
    const { context, calls } = contextAnswering({
      status: 200,
      body: { error: false, message: "", data: null },
    });
    await expect(
      authAction({ request: googlePost("token", "https://evil.example"), context }),
    ).rejects.toBeTruthy();
    expect(calls).toEqual([]);
  });
});
