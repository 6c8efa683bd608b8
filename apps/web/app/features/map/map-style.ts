import type { MapOptions } from "maplibre-gl";

/** A style URL or an inline style document, as MapLibre's `style` option takes it. */
export type MapStyle = NonNullable<MapOptions["style"]>;

/** Slate-200: reads as "land" behind the pins without pretending to be a real map. */
const BLANK_BACKGROUND = "#e2e8f0";

/**
 * The style used when MAP_STYLE_URL is not configured: one background layer, no sources, no glyphs,
 * no sprites, so a map never requests anything from outside this server. Pins are HTML markers and
 * still render on it.
 */
export const BLANK_MAP_STYLE: MapStyle = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": BLANK_BACKGROUND } }],
};

/** The configured style URL (from web-settings' `map_style_url`), or the blank built-in style. */
export function resolveMapStyle(styleUrl: string | null | undefined): MapStyle {
  const url = styleUrl?.trim();
  return url ? url : BLANK_MAP_STYLE;
}

/** Where MapLibre's controls go: the reading-start corner, mirrored in Arabic. */
export function controlCorner(dir: "ltr" | "rtl"): "top-left" | "top-right" {
  return dir === "rtl" ? "top-left" : "top-right";
}

/** A link to the point on OpenStreetMap: works without JavaScript and opens the visitor's own map app. */
export function openInMapsHref(latitude: number, longitude: number, zoom = 16): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
