import { z } from "zod";
import { searchAreaOf, type SearchArea } from "./map-geometry";

/** One place a Nominatim-compatible geocoder (`MAP_GEOCODER_URL`) found. */
export type Place = { name: string; area: SearchArea };

const NominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  /** [south, north, west, east] as strings. */
  boundingbox: z.array(z.coerce.number()).length(4).optional(),
});

/** A town's box can be tiny; a circle under a kilometre would find nothing around a street address. */
const MIN_RADIUS_KM = 2;
const MAX_RESULTS = 5;

/** The geocoder's search URL: the query, the page's language for the names, a few results. */
export function geocoderSearchUrl(base: string, query: string, language: string): string {
  const url = new URL("search", base.endsWith("/") ? base : `${base}/`);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", String(MAX_RESULTS));
  url.searchParams.set("accept-language", language);
  return url.toString();
}

/**
 * The geocoder's answer as places with a search circle covering each one's bounding box (or a small circle
 * around a point). Malformed entries are skipped: the geocoder is someone else's server.
 */
export function placesFrom(answer: unknown): Place[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .flatMap((entry): Place[] => {
      const parsed = NominatimPlace.safeParse(entry);
      if (!parsed.success) return [];
      const { display_name: name, lat, lon, boundingbox } = parsed.data;
      const boxed = boundingbox
        ? searchAreaOf([
            [boundingbox[2]!, boundingbox[0]!],
            [boundingbox[3]!, boundingbox[1]!],
          ])
        : null;
      const area = boxed
        ? { ...boxed, radius: Math.max(MIN_RADIUS_KM, boxed.radius) }
        : { latitude: lat, longitude: lon, radius: MIN_RADIUS_KM };
      return [{ name, area }];
    })
    .slice(0, MAX_RESULTS);
}
