import type * as MapLibreModule from "maplibre-gl";

type MapLibre = typeof MapLibreModule;

let loading: Promise<MapLibre> | null = null;

/**
 * MapLibre for the browser only (ADR 020). The library is about 1 MB, so it is imported on demand and
 * never by the server render. It has no default export, and its worker must be pointed at by hand,
 * or the map fails with "Worker failed to load".
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([
    import("maplibre-gl"),
    import("maplibre-gl/dist/maplibre-gl-worker.mjs?url"),
    import("maplibre-gl/dist/maplibre-gl.css"),
  ]).then(([maplibre, worker]) => {
    maplibre.setWorkerUrl(worker.default);
    return maplibre;
  });
  // A failed download may succeed on the next visit to a map; do not cache the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
