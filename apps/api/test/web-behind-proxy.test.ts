import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { FIXTURE_WEB_BUILD } from "./web-fixture.js";

// The site behind a TLS-terminating proxy: the proxy speaks http to us and says what the browser used.
const SITE = "https://manzil.example";
const fromProxy = {
  "x-forwarded-proto": "https",
  "x-forwarded-host": "manzil.example",
  "x-forwarded-for": "203.0.113.7",
  host: "10.0.0.5:3000",
};

function postForm(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/form",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "email=a%40b.example&password=secret",
  });
}

describe("web forms behind a TLS proxy (TRUST_PROXY=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SERVE_WEB: "true",
      WEB_BUILD_DIR: FIXTURE_WEB_BUILD,
      PUBLIC_URL: SITE,
      TRUST_PROXY: "true",
    });
  });
  afterAll(async () => t.close());

  it("a browser's form post from the public https origin goes through, with each of its cookies", async () => {
    const response = await postForm(t, { ...fromProxy, origin: SITE });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/done");
    expect(response.headers["set-cookie"]).toEqual([
      "first=1; Path=/",
      `second=${encodeURIComponent(SITE)}; Path=/`,
    ]);
  });

  it("the page sees the address the browser used", async () => {
    const response = await t.app.inject({ url: "/properties?page=2", headers: fromProxy });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p id="url">${SITE}/properties?page=2</p>`);
  });

  it.each([
    ["another site", { ...fromProxy, origin: "https://evil.example" }],
    ["the public host over plain http", { ...fromProxy, origin: "http://manzil.example" }],
    ["an opaque origin", { ...fromProxy, origin: "null" }],
  ])("a form post from %s is still refused with 400", async (_name, headers) => {
    expect((await postForm(t, headers)).statusCode).toBe(400);
  });

  it.each([
    ["a forwarded protocol that is not one", { ...fromProxy, "x-forwarded-proto": "javascript" }],
    ["a forwarded host with a path", { ...fromProxy, "x-forwarded-host": "evil.example/x" }],
    ["a host that does not parse", { ...fromProxy, "x-forwarded-host": "a b" }],
  ])("%s never makes a 5xx", async (_name, headers) => {
    const page = await t.app.inject({ url: "/", headers });
    expect(page.statusCode).toBeLessThan(500);
    expect((await postForm(t, { ...headers, origin: SITE })).statusCode).toBeLessThan(500);
  });
});

describe("the same proxy when TRUST_PROXY is off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: FIXTURE_WEB_BUILD, PUBLIC_URL: SITE });
  });
  afterAll(async () => t.close());

  it("forwarded headers are not believed: the https post does not match the http request", async () => {
    expect((await postForm(t, { ...fromProxy, origin: SITE })).statusCode).toBe(400);
  });

  it("a post straight to the server from its own address works", async () => {
    const response = await postForm(t, { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" });
    expect(response.statusCode).toBe(302);
  });
});
