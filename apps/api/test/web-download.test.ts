import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoadContext } from "../src/plugins/web-app.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * `apiDownload` (ADR 048): the web's download routes get the API's answer as a streaming Response, headers as
 * sent; a body dropped half-read must not take the server down.
 */

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

const guest = () =>
  createLoadContext(test.app, {
    authorization: null,
    cookie: null,
    acceptLanguage: "ar",
    userAgent: null,
    ip: "127.0.0.1",
  });

describe("apiDownload", () => {
  it("streams the whole answer with its status and headers, in the visitor's language", async () => {
    const context = guest();
    const response = await context.apiDownload("get-property-list", { limit: 2 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const streamed: unknown = JSON.parse(await response.text());
    const fetched = await context.apiFetch("get-property-list", { query: { limit: 2 } });
    expect(streamed).toEqual(fetched.body);
  });

  it("passes a refusal on as it is: a guest asking for an invoice gets the API's status", async () => {
    const response = await guest().apiDownload("payment-invoice", { payment_transaction_id: 1, lang: "ar" });
    expect([401, 404]).toContain(response.status);
  });

  it("survives a body dropped before it is read, and keeps answering", async () => {
    const context = guest();
    for (let round = 0; round < 5; round += 1) {
      const dropped = await context.apiDownload("get-property-list", { limit: 20 });
      await dropped.body?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await context.apiDownload("health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ error: false });
  });
});
