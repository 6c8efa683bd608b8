import { z } from "zod";
import { geocoderJson } from "./geocoder-requests";
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

/** The geocoder's reverse look-up URL: the address of a point, named in the page's language. */
export function geocoderReverseUrl(
  base: string,
  latitude: number,
  longitude: number,
  language: string,
): string {
  const url = new URL("reverse", base.endsWith("/") ? base : `${base}/`);
  url.searchParams.set("lat", latitude.toFixed(6));
  url.searchParams.set("lon", longitude.toFixed(6));
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("addressdetails", "1");
  url.searchParams.set("accept-language", language);
  return url.toString();
}

/** What a reverse look-up found at a point; a part it does not know is blank. */
export type ReverseAddress = { address: string; city: string; state: string; country: string };

const NominatimReverse = z.object({
  display_name: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
});

/** Nominatim names a place's town by its size; the first one present is the city. */
const CITY_KEYS = ["city", "town", "village", "municipality", "suburb", "county"] as const;
const STATE_KEYS = ["state", "province", "region", "state_district", "governorate"] as const;

/**
 * The address, city, state and country of a reverse answer; null when it found nothing (an `error` answer
 * over the sea, say, or a malformed one from someone else's server).
 */
export function reverseAddressFrom(answer: unknown): ReverseAddress | null {
  const parsed = NominatimReverse.safeParse(answer);
  if (!parsed.success || !parsed.data.display_name?.trim()) return null;
  const parts = parsed.data.address ?? {};
  const first = (keys: readonly string[]) => {
    for (const key of keys) {
      const value = parts[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
    return "";
  };
  return {
    address: parsed.data.display_name.trim(),
    city: first(CITY_KEYS),
    state: first(STATE_KEYS),
    country: first(["country"]),
  };
}

/** Asks the geocoder what lies at a point; null when it found nothing. Failures of the call reject. */
export async function reverseGeocode(options: {
  base: string;
  latitude: number;
  longitude: number;
  language: string;
  fetcher?: typeof fetch;
  signal?: AbortSignal;
}): Promise<ReverseAddress | null> {
  const { base, latitude, longitude, language, fetcher, signal } = options;
  const answer = await geocoderJson(geocoderReverseUrl(base, latitude, longitude, language), {
    signal,
    ...(fetcher ? { fetcher } : {}),
  });
  return reverseAddressFrom(answer);
}

/** Places the geocoder finds for a typed name, in the page's language. Failures of the call reject. */
export async function searchPlaces(options: {
  base: string;
  query: string;
  language: string;
  fetcher?: typeof fetch;
}): Promise<Place[]> {
  const { base, query, language, fetcher } = options;
  return placesFrom(await geocoderJson(geocoderSearchUrl(base, query, language), fetcher ? { fetcher } : {}));
}
