import { isLocale, type Locale } from "@manzil/domain/i18n";

type Catalogue = Record<string, unknown>;

/**
 * The translations this process holds (ADR 079, 084). The server and the tests hold everything from the start
 * (server-catalogues.ts). The browser loads only the page's language before it hydrates, and another one only
 * if the visitor switches, so no page ships both; and each language comes in two parts: the site's (every page
 * outside /user and /admin) and the account's (the editors, the stays calendar, the admin console), which only
 * pages under those two paths load.
 */
const held: Partial<Record<Locale, Catalogue>> = {};
const heldParts = new Set<string>();
const listeners = new Set<(language: Locale, catalogue: Catalogue) => void>();

export type CataloguePart = "site" | "account";

/** Adds a part of a language's translations (its top-level keys are its own) and tells every listener. */
export function holdCatalogue(language: Locale, catalogue: Catalogue, part: CataloguePart = "site") {
  held[language] = { ...held[language], ...catalogue };
  heldParts.add(`${language}:${part}`);
  for (const listener of listeners) listener(language, catalogue);
}

/** The catalogues held so far, shaped as i18next's `resources`. */
export function heldResources(): Partial<Record<Locale, { translation: Catalogue }>> {
  const resources: Partial<Record<Locale, { translation: Catalogue }>> = {};
  for (const [language, catalogue] of Object.entries(held) as [Locale, Catalogue][])
    resources[language] = { translation: catalogue };
  return resources;
}

/** Tells an i18next instance made earlier about a part or a language loaded later. */
export function onCatalogue(listener: (language: Locale, catalogue: Catalogue) => void): void {
  listeners.add(listener);
}

/** Pages under these paths use the account part (the two layouts of app/routes.ts). */
export function needsAccountCatalogue(pathname: string): boolean {
  return /^\/(user|admin)(\/|$)/.test(pathname);
}

// Once a page has needed the account part, a language switch loads that language's account part too.
let accountWanted = false;

// Literal paths, so the bundler makes each part of each language a chunk of its own.
const partImports: Record<CataloguePart, Record<Locale, () => Promise<{ catalogue: Catalogue }>>> = {
  site: {
    en: () => import("../../locales/catalogue-en"),
    ar: () => import("../../locales/catalogue-ar"),
  },
  account: {
    en: () => import("../../locales/account-catalogue-en"),
    ar: () => import("../../locales/account-catalogue-ar"),
  },
};

async function loadPart(language: Locale, part: CataloguePart): Promise<void> {
  if (heldParts.has(`${language}:${part}`)) return;
  const { catalogue } = await partImports[part][language]();
  holdCatalogue(language, catalogue, part);
}

/** Whether every part this page needs is held in that language (a language switch can then be immediate). */
export function holdsCatalogue(language: Locale): boolean {
  return heldParts.has(`${language}:site`) && (!accountWanted || heldParts.has(`${language}:account`));
}

/** Loads one language's site part (a chunk of its own in the browser build), and its account part when needed. */
export async function loadCatalogue(language: Locale): Promise<void> {
  await Promise.all([loadPart(language, "site"), accountWanted ? loadPart(language, "account") : null]);
}

/** For pages under /user and /admin: the account part too, before they render. */
export async function loadAccountCatalogue(language: Locale): Promise<void> {
  accountWanted = true;
  await loadCatalogue(language);
}

/** The language the browser is showing: the server writes it on <html lang>, and a switch updates it. */
export function pageLanguage(): Locale {
  const tag = document.documentElement.lang;
  return isLocale(tag) ? tag : "en";
}
