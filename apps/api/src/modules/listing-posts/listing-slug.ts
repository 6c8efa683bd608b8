const MAX_SLUG_LENGTH = 80;
// Arabic short vowels, Quranic marks and the tatweel change how a word looks, never which word it is; the hamza
// and madda (U+0653–U+0655) are part of the letter and stay.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u0652\u0656-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/**
 * A readable slug from a title in any script: "Villa in El Gouna" → "villa-in-el-gouna", "شقة في المعادي" →
 * "شقة-في-المعادي". Letters and digits of every language stay (browsers show Arabic paths as written); accents
 * on Latin letters and Arabic diacritics go; anything else becomes one hyphen.
 */
export function listingSlugBase(text: string, fallback = "property"): string {
  const slug = text
    .normalize("NFC")
    .replace(ARABIC_MARKS, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const cut = [...slug].slice(0, MAX_SLUG_LENGTH).join("").replace(/-+$/g, "");
  return cut || fallback;
}

/** `base` itself when free, otherwise `base-2`, `base-3`… the first one not in `taken`. */
export function nextFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
