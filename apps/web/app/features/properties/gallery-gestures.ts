import type { TextDirection } from "@manzil/domain/i18n";

/** Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap or a wobble. */
export const SWIPE_THRESHOLD = 40;

/**
 * +1 (next photo), -1 (previous) or 0 for a touch that moved `dx` pixels across and `dy` down. Photos run
 * in reading direction, so pulling the picture toward the line's start shows the next one: a leftward
 * swipe in English, a rightward one in Arabic. Mostly vertical moves are scrolling, not swipes.
 */
export function swipeStep({ dx, dy, dir }: { dx: number; dy: number; dir: TextDirection }): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardStart = dir === "ltr" ? dx < 0 : dx > 0;
  return towardStart ? 1 : -1;
}

/** +1 for the arrow key pointing to the end of the line (right in English, left in Arabic), -1 for the other, else 0. */
export function arrowStep(key: string, dir: TextDirection): -1 | 0 | 1 {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return 0;
  return (key === "ArrowRight") === (dir === "ltr") ? 1 : -1;
}
