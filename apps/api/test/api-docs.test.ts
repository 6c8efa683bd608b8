import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config.js";
import { createTestApp } from "./test-app.js";

describe("API_DOCS", () => {
  it("is on by default in development and test, off in production, and follows the setting when given", () => {
    expect(loadConfig({ NODE_ENV: "development" }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "" }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "true" }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", API_DOCS: "false" }).API_DOCS).toBe(false);
    expect(() => loadConfig({ API_DOCS: "maybe" })).toThrow(/API_DOCS/);
  });

  it.each([
    { setting: "true", status: 200 },
    { setting: "false", status: 404 },
  ])("API_DOCS=$setting: /api/docs and its JSON answer $status", async ({ setting, status }) => {
    const t = await createTestApp({ API_DOCS: setting });
    try {
      const page = await t.app.inject({ method: "GET", url: "/api/docs" });
      const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      // The page may redirect to its static folder; what matters is whether anything is served.
      const pageStatus = page.statusCode === 302 ? 200 : page.statusCode;
      expect(pageStatus).toBe(status);
      expect(json.statusCode).toBe(status);
      if (status === 200) expect(json.json()).toHaveProperty("paths./api/user_signup");
      else expect(json.json()).toMatchObject({ error: true, code: "NOT_FOUND" });
    } finally {
      await t.close();
    }
  });
});
