import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { FIXTURE_WEB_BUILD } from "./web-fixture.js";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function directives(policy: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(policy).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** What every response of the site carries, page, API or file. */
function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/(^|, )geolocation=\(self\)/);
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  // The chat records voice notes on the site itself; frames and other origins get no microphone.
  expect(headers["permissions-policy"]).toMatch(/microphone=\(self\)/);
}

describe("security headers over http (development, tests)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: FIXTURE_WEB_BUILD });
    await mkdir(join(t.dataDir, "uploads", "docs"), { recursive: true });
    await writeFile(
      join(t.dataDir, "uploads", "docs", "brochure.pdf"),
      "%PDF-1.4\n<html><script>alert(1)</script>",
    );
    await writeFile(join(t.dataDir, "uploads", "docs", "photo.png"), PNG);
    await writeFile(
      join(t.dataDir, "uploads", "docs", "logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
  afterAll(async () => t.close());

  it("a page gets a policy whose script nonce is the one on its inline script, new for every response", async () => {
    const first = await t.app.inject({ url: "/properties" });
    const second = await t.app.inject({ url: "/properties" });
    expect(first.statusCode).toBe(200);
    expectCommonHeaders(first.headers);
    const policy = directives(first.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    // Arabic map labels are shaped by MapLibre's own code (ADR 075): no plugin run by eval or WebAssembly.
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'wasm-unsafe-eval'");
    const nonce = policy.get("script-src")?.find((v) => v.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    expect(first.body).toContain(`<script nonce="${nonce!.slice(7, -1)}">`);
    expect(second.headers["content-security-policy"]).not.toBe(first.headers["content-security-policy"]);
    // Over http a browser would ignore HSTS, and a development machine must not be pinned to https.
    expect(first.headers["strict-transport-security"]).toBeUndefined();
  });

  it("an API answer carries them too", async () => {
    const response = await t.app.inject({ url: "/api/get_categories" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(directives(response.headers["content-security-policy"]).get("frame-ancestors")).toEqual([
      "'none'",
    ]);
  });

  it("an uploaded picture is shown, under a policy that lets it run nothing", async () => {
    for (const name of ["photo.png", "logo.svg"]) {
      const response = await t.app.inject({ url: `/uploads/docs/${name}` });
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response.headers);
      const policy = directives(response.headers["content-security-policy"]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.has("sandbox")).toBe(true);
      expect(response.headers["content-disposition"]).toBeUndefined();
    }
  });

  it("an uploaded document is downloaded, never rendered as a page of the site", async () => {
    const response = await t.app.inject({ url: "/uploads/docs/brochure.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe("attachment");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(directives(response.headers["content-security-policy"]).has("sandbox")).toBe(true);
  });

  it("the built app's hashed assets carry them", async () => {
    const response = await t.app.inject({ url: "/assets/app-1a2b3c4d.js" });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
  });
});

describe("security headers over https, with the services the pages use", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SERVE_WEB: "true",
      WEB_BUILD_DIR: FIXTURE_WEB_BUILD,
      PUBLIC_URL: "https://manzil.example",
      GOOGLE_CLIENT_IDS: "client-1.apps.googleusercontent.com",
      MAP_STYLE_URL: "https://tiles.example.org/styles/streets.json",
      MAP_GEOCODER_URL: "https://geocoder.example.net/search",
      CSP_EXTRA_ORIGINS: "https://fonts.example.com",
    });
  });
  afterAll(async () => t.close());

  it("pins the site to https and lets the page reach the map, the geocoder and Google sign-in", async () => {
    const response = await t.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    const policy = directives(response.headers["content-security-policy"]);
    expect(policy.get("script-src")).toContain("https://accounts.google.com/gsi/client");
    expect(policy.get("frame-src")).toContain("https://accounts.google.com/gsi/");
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://tiles.example.org",
        "https://geocoder.example.net",
        "https://fonts.example.com",
      ]),
    );
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "https://tiles.example.org"]));
    expect(policy.get("worker-src")).toEqual(expect.arrayContaining(["'self'", "blob:"]));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("security headers with files on S3", () => {
  it("let pages show pictures from S3_PUBLIC_URL", async () => {
    const t = await createTestApp({
      SERVE_WEB: "true",
      WEB_BUILD_DIR: FIXTURE_WEB_BUILD,
      S3_BUCKET: "manzil",
      S3_PUBLIC_URL: "https://cdn.example.com/manzil",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test-secret",
      S3_ENDPOINT: "http://127.0.0.1:1",
    });
    try {
      const response = await t.app.inject({ url: "/" });
      expect(directives(response.headers["content-security-policy"]).get("img-src")).toContain(
        "https://cdn.example.com",
      );
    } finally {
      await t.close();
    }
  });
});
