import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loader as loginLoader } from "../../routes/login";
import { action as setLanguage } from "../../routes/set-language";
import { safeRedirectPath } from "./safe-redirect";

const SITE = "https://manzil.example";

// Targets an attacker would put in a link to /login?redirectTo= or in a forged language-switch form.
const HOSTILE = [
  "/.//evil.example/phish",
  "/%2e%2e//evil.example",
  "/%2E%2E/%2e%2e//evil.example",
  "/./\\evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "HTTPS://evil.example",
  "https://manzil.example.evil.example/",
  "//manzil.example@evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "user/profile",
  "",
];

describe("safeRedirectPath", () => {
  it.each(HOSTILE)("%j never leaves the site", (target) => {
    expect(safeRedirectPath(target, { siteUrl: SITE })).toBe("/");
    expect(safeRedirectPath(target)).toBe("/");
  });

  it.each([
    ["/user/profile?tab=company", "/user/profile?tab=company"],
    ["/properties#top", "/properties#top"],
    ["/%5cevil", "/%5cevil"],
    ["/a/../properties", "/properties"],
    ["/properties?q=a\tb", "/properties?q=ab"],
    [`${SITE}/agents?page=2`, "/agents?page=2"],
  ])("%j → %j (a path of this site)", (target, expected) => {
    expect(safeRedirectPath(target, { siteUrl: SITE })).toBe(expected);
  });

  it("falls back for what is not text", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(null, { fallback: "/user" })).toBe("/user");
    expect(safeRedirectPath(["/x"])).toBe("/");
  });

  it("drops the parameters it is told to", () => {
    expect(safeRedirectPath("/properties?lang=en&page=2", { dropParams: ["lang"] })).toBe(
      "/properties?page=2",
    );
    expect(safeRedirectPath("/?lang=ar", { dropParams: ["lang"] })).toBe("/");
  });
});

function contextWith(status: number): AppLoadContext {
  return {
    publicUrl: SITE,
    apiFetch: async () =>
      status === 200
        ? { status, body: { error: false, data: { id: 1, name: "Signed in" } } }
        : { status, body: { error: true } },
  } as AppLoadContext;
}

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    const result = await run();
    return result instanceof Response ? result.headers.get("location") : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("redirects a visitor can be sent through", () => {
  it.each(HOSTILE.filter(Boolean))("GET /login?redirectTo=%j, signed in, goes home", async (target) => {
    const request = new Request(`${SITE}/login?redirectTo=${encodeURIComponent(target)}`, {
      headers: { cookie: "manzil_session=q3Zk0n8V1x9m2b7c6a5s4d3f2g1h0j9k8l7z6x5c4v3" },
    });
    const location = await redirectOf(() => loginLoader({ request, context: contextWith(200) } as never));
    expect(location).toBe("/");
  });

  it("GET /login?redirectTo= keeps a path of the site", async () => {
    const request = new Request(`${SITE}/login?redirectTo=%2Fuser%2Fprofile`, {
      headers: { cookie: "manzil_session=q3Zk0n8V1x9m2b7c6a5s4d3f2g1h0j9k8l7z6x5c4v3" },
    });
    const location = await redirectOf(() => loginLoader({ request, context: contextWith(200) } as never));
    expect(location).toBe("/user/profile");
  });

  const switchLanguage = (redirectTo: string) =>
    redirectOf(() =>
      setLanguage({
        request: new Request(`${SITE}/set-language`, {
          method: "POST",
          body: new URLSearchParams({ lang: "ar", redirectTo }),
        }),
        context: contextWith(200),
      } as never),
    );

  it.each(HOSTILE.filter(Boolean))("POST /set-language with redirectTo=%j goes home", async (target) => {
    expect(await switchLanguage(target)).toBe("/");
  });

  it("POST /set-language reloads the same page without ?lang=", async () => {
    expect(await switchLanguage("/properties?lang=en&page=2")).toBe("/properties?page=2");
  });

  it("POST /set-language with an unknown language answers 400 with a code the error page words in either language", async () => {
    const thrown = await Promise.resolve(
      setLanguage({
        request: new Request(`${SITE}/set-language`, {
          method: "POST",
          body: new URLSearchParams({ lang: "xx", redirectTo: "/" }),
        }),
        context: contextWith(200),
      } as never),
    ).then(
      () => null,
      (error: unknown) => error as { init?: { status?: number }; data?: { code?: string; message?: string } },
    );
    expect(thrown?.init?.status).toBe(400);
    expect(thrown?.data?.code).toBe("BAD_REQUEST");
    expect(thrown?.data?.message).toBeUndefined();
  });
});
