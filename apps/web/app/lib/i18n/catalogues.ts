import type { Locale } from "@manzil/domain/i18n";

type Catalogue = Record<string, unknown>;

/**
 * The languages this process holds (ADR 079). The server and the tests hold both from the start
 * (server-catalogues.ts); the browser loads only the page's language before it hydrates, and another
 * one only if the visitor switches, so no page ships both translation files.
 */
const held: Partial<Record<Locale, Catalogue>> = {};
const listeners = new Set<(language: Locale, catalogue: Catalogue) => void>();

export function holdCatalogue(language: Locale, catalogue: Catalogue) {
  held[language] = catalogue;
  for (const listener of listeners) listener(language, catalogue);
}

/** The catalogues held so far, shaped as i18next's `resources`. */
export function heldResources(): Partial<Record<Locale, { translation: Catalogue }>> {
  const resources: Partial<Record<Locale, { translation: Catalogue }>> = {};
  for (const [language, catalogue] of Object.entries(held) as [Locale, Catalogue][])
    resources[language] = { translation: catalogue };
  return resources;
}

/** Tells an i18next instance made earlier about a language loaded later. */
export function onCatalogue(listener: (language: Locale, catalogue: Catalogue) => void): void {
  listeners.add(listener);
}

/** Loads one language's catalogue (a chunk of its own in the browser build) unless already held. */
export async function loadCatalogue(language: Locale): Promise<void> {
  if (held[language]) return;
  const { catalogue } =
    language === "ar"
      ? await import("../../locales/catalogue-ar")
      : await import("../../locales/catalogue-en");
  holdCatalogue(language, catalogue);
}
