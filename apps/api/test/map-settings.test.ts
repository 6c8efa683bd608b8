import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { getJson } from "./helpers.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("map configuration", () => {
  it("hands the configured style and geocoder to web clients through web-settings", async () => {
    t = await createTestApp({
      MAP_STYLE_URL: "https://tiles.example.com/styles/bright.json",
      MAP_GEOCODER_URL: "https://nominatim.example.com",
    });
    const { status, body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    expect(status).toBe(200);
    expect(body.data.map_style_url).toBe("https://tiles.example.com/styles/bright.json");
    expect(body.data.map_geocoder_url).toBe("https://nominatim.example.com");
  });

  it("leaves both out when nothing is configured, so the web uses its blank built-in style", async () => {
    t = await createTestApp();
    const { body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    expect(body.data).not.toHaveProperty("map_style_url");
    expect(body.data).not.toHaveProperty("map_geocoder_url");
  });

  it("stops start-up on a style URL that is not a URL, naming the variable", () => {
    expect(() => loadConfig({ MAP_STYLE_URL: "styles/bright.json" })).toThrow(/MAP_STYLE_URL:/);
    expect(loadConfig({ MAP_STYLE_URL: "", MAP_GEOCODER_URL: "" }).MAP_STYLE_URL).toBeUndefined();
  });
});
