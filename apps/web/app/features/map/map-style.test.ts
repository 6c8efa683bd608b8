import { describe, expect, it } from "vitest";
import { BLANK_MAP_STYLE, controlCorner, openInMapsHref, resolveMapStyle } from "./map-style";

describe("map style", () => {
  it("uses the configured style URL", () => {
    expect(resolveMapStyle("https://tiles.example.com/style.json")).toBe(
      "https://tiles.example.com/style.json",
    );
  });

  it("falls back to a blank style that requests nothing from outside when none is configured", () => {
    for (const missing of [undefined, null, "", "  "]) expect(resolveMapStyle(missing)).toBe(BLANK_MAP_STYLE);
    const style = BLANK_MAP_STYLE as { sources: object; glyphs?: string; sprite?: string };
    expect(style.sources).toEqual({});
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it("puts the controls in the reading-start corner, mirrored for Arabic", () => {
    expect(controlCorner("ltr")).toBe("top-right");
    expect(controlCorner("rtl")).toBe("top-left");
  });

  it("links to the exact point on OpenStreetMap", () => {
    expect(openInMapsHref(-33.5, 151.25, 12)).toBe(
      "https://www.openstreetmap.org/?mlat=-33.500000&mlon=151.250000#map=12/-33.500000/151.250000",
    );
  });
});
