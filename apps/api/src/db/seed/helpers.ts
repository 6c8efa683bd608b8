import type { CitySeed } from "./sources/cities.js";
import type { Random } from "./random.js";

const DAY = 86_400_000;

/** Listings are spread over the last ~18 months before `now`. */
export const SPREAD_DAYS = 548;

/** Rounds to the nearest `step` (at least one step). */
export const roundTo = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step);

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A minute-aligned instant `days` after `now`. */
export const future = (now: Date, days: number): Date =>
  new Date(Math.round((now.getTime() + days * DAY) / 60_000) * 60_000);

/** A point within about `degrees` (0.03° ≈ 3 km) of the city centre, rounded to 6 decimals. */
export function jitter(
  rng: Random,
  city: CitySeed,
  degrees: number,
): { latitude: number; longitude: number } {
  const round = (value: number): number => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(city.latitude + rng.float(-degrees, degrees)),
    longitude: round(city.longitude + rng.float(-degrees, degrees)),
  };
}

const YOUTUBE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A well-formed (made-up) YouTube watch URL: the spec only requires video links to be YouTube URLs. */
export function youtube(rng: Random): string {
  let id = "";
  for (let i = 0; i < 11; i++) id += YOUTUBE_ALPHABET[rng.int(0, YOUTUBE_ALPHABET.length - 1)];
  return `https://www.youtube.com/watch?v=${id}`;
}

/** `rows` in batches of at most `size`, for inserts that keep each statement small. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/**
 * Demo Arabic text written as an Arabic writer on this site would: "شقة من ٣ غرف نوم بمساحة ١٬٦٢٠ م²", the
 * same digits the interface prints (ADR 074). Separators between digits become the Arabic ones.
 */
export function arabicDigits(text: string): string {
  return text
    .replace(/(\d),(?=\d)/g, "$1\u066c")
    .replace(/(\d)\.(?=\d)/g, "$1\u066b")
    .replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)] as string);
}
