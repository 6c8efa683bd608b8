import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MAP_GEOCODER_URL, DEFAULT_MAP_STYLE_URL, loadConfig } from "../src/config/config.js";
import { contentSecurityDirectives } from "../src/plugins/security-headers.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { getJson } from "./helpers.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The page policy's origins for one directive, as a browser reads them (nonces left out). */
function policyOf(env: Record<string, string>, directive: string): string[] {
  const directives = contentSecurityDirectives(loadConfig(env), "http://localhost:3000/uploads", () => "n");
  return [...(directives[directive] ?? [])].filter((value): value is string => typeof value === "string");
}

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

  it("shows real maps on a fresh machine: a keyless public style and geocoder when nothing is set", () => {
    for (const env of [{}, { MAP_STYLE_URL: "", MAP_GEOCODER_URL: "" }]) {
      const config = loadConfig(env);
      expect(config.MAP_STYLE_URL).toBe("https://tiles.openfreemap.org/styles/liberty");
      expect(config.MAP_GEOCODER_URL).toBe("https://nominatim.openstreetmap.org/");
    }
    expect(DEFAULT_MAP_STYLE_URL).toMatch(/^https:\/\//);
    expect(DEFAULT_MAP_GEOCODER_URL).toMatch(/^https:\/\//);
  });

  it("switches each service off with `off`, and web-settings then leaves it out (blank style, typed coordinates)", async () => {
    for (const off of ["off", "OFF", " none "]) {
      const config = loadConfig({ MAP_STYLE_URL: off, MAP_GEOCODER_URL: off });
      expect(config.MAP_STYLE_URL).toBeUndefined();
      expect(config.MAP_GEOCODER_URL).toBeUndefined();
    }
    // One off, the other kept: they are independent.
    expect(loadConfig({ MAP_GEOCODER_URL: "off" }).MAP_STYLE_URL).toBe(DEFAULT_MAP_STYLE_URL);
    t = await createTestApp({ MAP_STYLE_URL: "off", MAP_GEOCODER_URL: "off" });
    const { body } = await getJson<Record<string, unknown>>(t.app, "/api/web-settings");
    expect(body.data).not.toHaveProperty("map_style_url");
    expect(body.data).not.toHaveProperty("map_geocoder_url");
  });

  it("stops start-up on a style or geocoder that is not an http(s) URL, naming the variable", () => {
    expect(() => loadConfig({ MAP_STYLE_URL: "styles/bright.json" })).toThrow(/MAP_STYLE_URL:/);
    expect(() => loadConfig({ MAP_GEOCODER_URL: "ftp://geocoder.example" })).toThrow(/MAP_GEOCODER_URL:/);
  });

  it("lets pages reach the default style's host (style, tiles, glyphs, sprites) and the default geocoder", () => {
    const connect = policyOf({}, "connect-src");
    expect(connect).toEqual(
      expect.arrayContaining(["https://tiles.openfreemap.org", "https://nominatim.openstreetmap.org"]),
    );
    // Raster tiles and sprite sheets may also be drawn as images.
    expect(policyOf({}, "img-src")).toContain("https://tiles.openfreemap.org");
    // Fonts for labels come as protobuf through fetch, never as web fonts: font-src stays as it was.
    expect(policyOf({}, "font-src")).not.toContain("https://tiles.openfreemap.org");
  });

  it("switched off, the policy names neither service", () => {
    const env = { MAP_STYLE_URL: "off", MAP_GEOCODER_URL: "off" };
    for (const directive of ["connect-src", "img-src"]) {
      expect(policyOf(env, directive).join(" ")).not.toMatch(/openfreemap|openstreetmap/);
    }
  });
});
