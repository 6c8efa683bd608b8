import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./same-origin";
import { clearedSessionCookie, hasSessionCookie, sessionCookie } from "./session-cookie";
import { isOnboardedProfile } from "./viewer";

const TOKEN = "q3Zk0n8V1x9m2b7c6a5s4d3f2g1h0j9k8l7z6x5c4v3";

describe("session cookie (ADR 006)", () => {
  it("is httpOnly, SameSite=Lax, site-wide and lives 30 days", () => {
    expect(sessionCookie(TOKEN, "http://localhost:3000")).toBe(
      `manzil_session=${TOKEN}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000`,
    );
  });

  it("is Secure when the site is served over https", () => {
    expect(sessionCookie(TOKEN, "https://manzil.example")).toMatch(/; Secure$/);
    expect(clearedSessionCookie("https://manzil.example")).toBe(
      "manzil_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure",
    );
  });

  it("refuses to write anything but a token (no header injection)", () => {
    expect(() => sessionCookie("abc; Domain=evil.example", "http://x.test")).toThrow();
    expect(() => sessionCookie("", "http://x.test")).toThrow();
  });

  it("is recognised on a request", () => {
    const signedIn = new Request("http://x.test/", {
      headers: { cookie: `lang=ar; manzil_session=${TOKEN}` },
    });
    expect(hasSessionCookie(signedIn)).toBe(true);
    expect(hasSessionCookie(new Request("http://x.test/", { headers: { cookie: "lang=ar" } }))).toBe(false);
  });
});

describe("isSameOriginPost (login CSRF)", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/login", { method: "POST", headers });

  it.each([
    [{ origin: "http://localhost:3000" }, true],
    [{ origin: "http://127.0.0.1:3000" }, true],
    [{ referer: "http://localhost:3000/properties" }, true],
    [{}, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{ referer: "https://evil.example/form" }, false],
    [{ origin: "https://127.0.0.1:3000" }, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOriginPost(post(headers), "http://localhost:3000")).toBe(expected);
  });

  it("behind a TLS proxy, accepts the public https origin and refuses its http twin", () => {
    const behindProxy = (origin: string) =>
      new Request("https://manzil.example/login", { method: "POST", headers: { origin } });
    expect(isSameOriginPost(behindProxy("https://manzil.example"), "https://manzil.example")).toBe(true);
    expect(isSameOriginPost(behindProxy("http://manzil.example"), "https://manzil.example")).toBe(false);
  });
});

describe("who still has onboarding to do", () => {
  it("is a member without a management type, never an admin", () => {
    expect(isOnboardedProfile({ management_type: null, is_admin: false })).toBe(false);
    expect(isOnboardedProfile({ management_type: "individual", is_admin: false })).toBe(true);
    expect(isOnboardedProfile({ management_type: null, is_admin: true })).toBe(true);
  });
});
