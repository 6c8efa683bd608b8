import type { PropertyCardData } from "../../lib/api/types";

export type LngLat = [longitude: number, latitude: number];
/** South-west and north-east corners, as MapLibre's fitBounds takes them. */
export type Bounds = [LngLat, LngLat];

export type ListingFeatureProperties = { id: number; price_minor: number; currency: string; title: string };

export type ListingFeatureCollection = {
  type: "FeatureCollection";
  features: {
    type: "Feature";
    id: number;
    geometry: { type: "Point"; coordinates: LngLat };
    properties: ListingFeatureProperties;
  }[];
};

const EARTH_RADIUS_KM = 6371.0088;

/** Listings saved without a real position (0, 0 or out of range) would all pile up in the Gulf of Guinea. */
export function hasPosition(card: Pick<PropertyCardData, "latitude" | "longitude">): boolean {
  const { latitude, longitude } = card;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

/** The clustered source's data: one point per listing with a position, its id as the feature id. */
export function listingsToGeoJson(cards: readonly PropertyCardData[]): ListingFeatureCollection {
  return {
    type: "FeatureCollection",
    features: cards.filter(hasPosition).map((card) => ({
      type: "Feature",
      id: card.id,
      geometry: { type: "Point", coordinates: [card.longitude, card.latitude] },
      properties: { id: card.id, price_minor: card.price_minor, currency: card.currency, title: card.title },
    })),
  };
}

/** The smallest box around the listings, or null when none has a position. */
export function boundsOf(cards: readonly Pick<PropertyCardData, "latitude" | "longitude">[]): Bounds | null {
  const placed = cards.filter(hasPosition);
  if (placed.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { latitude, longitude } of placed) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LngLat, b: LngLat): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type SearchArea = { latitude: number; longitude: number; radius: number };

/**
 * Wider than a country, a circle no longer narrows anything down (the API would take up to 20,000 km):
 * such views search without one.
 */
export const MAX_RADIUS_KM = 2_000;

/**
 * "Search this area": the circle around the visible map's centre that reaches its farthest corner, so
 * nothing on screen is left out. Kilometres rounded up to one decimal; null when the view is wider than
 * MAX_RADIUS_KM.
 */
export function searchAreaOf(bounds: Bounds): SearchArea | null {
  const [[west, south], [east, north]] = bounds;
  const centre: LngLat = [(west + east) / 2, (south + north) / 2];
  const corners: LngLat[] = [
    [west, south],
    [west, north],
    [east, south],
    [east, north],
  ];
  const farthest = Math.max(...corners.map((corner) => distanceKm(centre, corner)));
  const radius = Math.max(0.1, Math.ceil(farthest * 10) / 10);
  if (radius > MAX_RADIUS_KM) return null;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(centre[1]), longitude: round(centre[0]), radius };
}

/** The area from `?latitude=&longitude=&radius=`, or null when any is missing or out of range. */
export function parseSearchArea(search: URLSearchParams): SearchArea | null {
  const number = (name: string) => {
    const raw = search.get(name);
    if (raw === null || raw.trim() === "") return Number.NaN;
    return Number(raw);
  };
  const latitude = number("latitude");
  const longitude = number("longitude");
  const radius = number("radius");
  if (![latitude, longitude, radius].every(Number.isFinite)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || radius <= 0 || radius > MAX_RADIUS_KM)
    return null;
  return { latitude, longitude, radius };
}
