import { readCookie } from "../i18n/resolve-language";

/**
 * The visitor's approximate position, kept in a first-party cookie so the server can render the home page's
 * "nearby" shelf (homepage-data takes latitude/longitude). Rounded to two decimals (about 1 km): enough for
 * a nearby search, not a street address. It lives a day, so a moved visitor is not pinned to an old place.
 */
export const NEARBY_COOKIE = "manzil_near";
const MAX_AGE_SECONDS = 24 * 60 * 60;
/** Fired on `window` when a fresh position was stored, so the page on screen can load again. */
export const NEARBY_EVENT = "manzil:nearby";

export type NearbyPoint = { latitude: number; longitude: number };

const round = (value: number) => Math.round(value * 100) / 100;

export function nearbyCookieValue(point: NearbyPoint): string {
  return `${round(point.latitude)},${round(point.longitude)}`;
}

/** Reads the point from a Cookie header; anything malformed or out of range is no point at all. */
export function nearbyPointFromCookies(cookieHeader: string | null): NearbyPoint | null {
  const value = readCookie(cookieHeader, NEARBY_COOKIE);
  if (value === null) return null;
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Browser only: stores the point and tells the page. */
export function rememberNearbyPoint(point: NearbyPoint): void {
  if (typeof document === "undefined") return;
  const previous = nearbyPointFromCookies(document.cookie);
  const value = nearbyCookieValue(point);
  document.cookie = `${NEARBY_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  if (!previous || nearbyCookieValue(previous) !== value) window.dispatchEvent(new Event(NEARBY_EVENT));
}
