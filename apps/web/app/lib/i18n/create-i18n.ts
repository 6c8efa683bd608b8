import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { domainMessages, intlLocale, isLocale, LOCALES, type Locale } from "@manzil/domain/i18n";
import { webMessages } from "../../locales";

export const appMessages = webMessages;

/**
 * One namespace per language: the domain catalogue (errors, validation, auth, currency, time) plus
 * the web's own strings. The web's top-level namespaces never reuse a domain one (a test checks).
 */
export const resources: Record<Locale, { translation: Record<string, unknown> }> = {
  en: { translation: { ...domainMessages.en, ...appMessages.en } },
  ar: { translation: { ...domainMessages.ar, ...appMessages.ar } },
};

/**
 * A ready, synchronous i18next instance: every message is bundled, so nothing loads later and the
 * server's first render already has its text. The server makes one per request, the browser one.
 */
export function createI18n(language: Locale): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources,
    lng: language,
    fallbackLng: "en",
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  // `{{count, number}}` must print the same digits as every other number on the page: the domain's
  // Intl tag pins Arabic-Indic digits for Arabic (i18next's default would use plain "ar").
  instance.services.formatter?.addCached("number", (lng) => {
    const format = new Intl.NumberFormat(intlLocale(isLocale(lng) ? lng : "en"));
    return (value: unknown) => format.format(Number(value));
  });
  return instance;
}
