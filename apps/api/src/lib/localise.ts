import type { Language } from "../plugins/i18n.js";

/** Picks the caller's language, falling back to English when the Arabic text is missing. */
export function pick(lang: Language, en: string | null | undefined, ar: string | null | undefined): string {
  if (lang === "ar" && ar) return ar;
  return en ?? ar ?? "";
}

/**
 * The bilingual field convention of our API: `<name>` in the caller's language plus `<name>_en` and `<name>_ar`,
 * so eBroker clients that only know `<name>` get the right language and bilingual clients get both.
 */
export function bilingual<K extends string>(
  name: K,
  lang: Language,
  en: string | null | undefined,
  ar: string | null | undefined,
): Record<K | `${K}_en` | `${K}_ar`, string> {
  return {
    [name]: pick(lang, en, ar),
    [`${name}_en`]: en ?? "",
    [`${name}_ar`]: ar ?? "",
  } as Record<K | `${K}_en` | `${K}_ar`, string>;
}

const ARABIC_LETTERS = /\p{Script=Arabic}/gu;
const LATIN_LETTERS = /\p{Script=Latin}/gu;

/**
 * An owner's SEO title or description is one text in the language they wrote it in. On a page in the other
 * language it would show an English title on an Arabic page (or the reverse), so it is left out there and the
 * page falls back to its own title. Text without letters (a number, a code) suits both.
 */
export function seoTextFor(lang: Language, text: string | null | undefined): string {
  if (!text) return "";
  const arabic = text.match(ARABIC_LETTERS)?.length ?? 0;
  const latin = text.match(LATIN_LETTERS)?.length ?? 0;
  if (arabic === latin) return text;
  return (lang === "ar") === arabic > latin ? text : "";
}
