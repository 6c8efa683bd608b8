export const LOCALES = ["en", "ar"] as const;

export type Locale = (typeof LOCALES)[number];

export type TextDirection = "ltr" | "rtl";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): TextDirection {
  return locale === "ar" ? "rtl" : "ltr";
}

// The numbering system is pinned in the tag (-u-nu-) rather than left to CLDR defaults: CLDR has
// switched plain "ar" to Latin digits, and we want Arabic-Indic digits (as Egyptian print uses)
// for every Arabic number, whichever Intl API formats it. ar-EG also gives Egyptian wording.
const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  en: "en-u-nu-latn",
  ar: "ar-EG-u-nu-arab",
};

/** The BCP 47 tag to hand to every `Intl` constructor for this locale. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE_TAGS[locale];
}
