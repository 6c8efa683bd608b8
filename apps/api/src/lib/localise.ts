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
