import type { AbbreviationTemplates } from "./abbreviation.js";

/**
 * "1.25M" / "١٫٢٥ مليون": the words of abbreviated prices. Here rather than in the domain catalogue (i18n/en.ts,
 * ar.ts), so that formatting a price does not bring both languages' whole catalogue into the web's first download
 * (web ADR 084). {{value}} arrives formatted with the locale's digits.
 */
export const ABBREVIATION_TEMPLATES = {
  en: { thousand: "{{value}}K", million: "{{value}}M", billion: "{{value}}B" },
  ar: { thousand: "{{value}} ألف", million: "{{value}} مليون", billion: "{{value}} مليار" },
} as const satisfies Record<"en" | "ar", AbbreviationTemplates>;
