import { z } from "zod";
import type { ValidationMessageKey } from "./message-keys.js";
import { withKey } from "./message-keys.js";

// Lengths count UTF-16 units, as zod and the browser's maxlength do; Arabic letters are one unit.
export const META_TITLE_MAX_LENGTH = 60;
export const META_KEYWORDS_MAX_COUNT = 10;
export const META_DESCRIPTION_MIN_LENGTH = 50;
export const META_DESCRIPTION_MAX_LENGTH = 160;

/** The spec treats an over-long meta title as a warning, so the schema accepts any length. */
export const metaTitle = z.string(withKey("validation.invalid_value"));

export function metaTitleWarning(value: string): ValidationMessageKey | null {
  return value.length > META_TITLE_MAX_LENGTH ? "validation.meta_title_too_long" : null;
}

/** "villa, sea view,,  pool " → ["villa", "sea view", "pool"]: blanks between commas don't count. */
export function parseMetaKeywords(value: string): string[] {
  return value
    .split(",")
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== "");
}

export const metaKeywords = z
  .string(withKey("validation.invalid_value"))
  .refine(
    (value) => parseMetaKeywords(value).length <= META_KEYWORDS_MAX_COUNT,
    withKey("validation.too_many_keywords"),
  );

export const metaDescription = z
  .string(withKey("validation.invalid_value"))
  .min(META_DESCRIPTION_MIN_LENGTH, withKey("validation.meta_description_length"))
  .max(META_DESCRIPTION_MAX_LENGTH, withKey("validation.meta_description_length"));

/** Out of spec §5's range: saved (clients other than Manzil's form have no such rule) with this warning. */
export function metaDescriptionWarning(value: string): ValidationMessageKey | null {
  const length = value.trim().length;
  return length < META_DESCRIPTION_MIN_LENGTH || length > META_DESCRIPTION_MAX_LENGTH
    ? "validation.meta_description_advised"
    : null;
}

/**
 * The search-result description of a page whose owner wrote none: its text on one line, cut at a word within
 * spec §5's 160 characters.
 */
export function seoDescriptionFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= META_DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > META_DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
