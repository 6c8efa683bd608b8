import ebrokerArabic from "../../locales/ebroker/ar.json" with { type: "json" };
import ebrokerEnglish from "../../locales/ebroker/en.json" with { type: "json" };

/** A language file as eBroker clients read it: `translate(key)` renders the value directly, so only strings. */
export type LanguageFile = Record<string, string>;

/**
 * Strings for the keys the eBroker web client translates, bundled for the languages the demo ships (ADR 036).
 * Other languages get none: the client then falls back to the English file it carries itself.
 */
const bundled: Record<string, LanguageFile> = { en: ebrokerEnglish, ar: ebrokerArabic };

/**
 * Only top-level strings of an uploaded file are served. A nested value (Manzil's own web bundle, or a file
 * uploaded by mistake) would reach React as an object and crash every page, so it is left out, never flattened.
 */
function stringEntries(uploaded: unknown): LanguageFile {
  if (!uploaded || typeof uploaded !== "object" || Array.isArray(uploaded)) return {};
  const file: LanguageFile = {};
  for (const [key, value] of Object.entries(uploaded)) if (typeof value === "string") file[key] = value;
  return file;
}

/** The bundled strings for `code`, overridden key by key by the admin's uploaded file when there is one. */
export function languageFile(code: string, uploaded: unknown): LanguageFile {
  return { ...(bundled[code] ?? {}), ...stringEntries(uploaded) };
}
