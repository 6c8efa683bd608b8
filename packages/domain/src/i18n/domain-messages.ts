import { messages as ar } from "./ar.js";
import { messages as en } from "./en.js";
import type { Locale } from "./locales.js";

/**
 * Every text the domain package can produce, per locale. Shaped for i18next: load each locale's
 * tree as one namespace and the dotted MessageKeys resolve with the default key separator.
 */
export const domainMessages = { en, ar } as const satisfies Record<Locale, unknown>;
