import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { isLocale, LOCALES, type Locale } from "@manzil/domain/i18n";
import { formatNumber } from "../format/intl";
import { heldResources } from "./catalogues";

/**
 * A ready, synchronous i18next instance over the catalogues held (catalogues.ts): one namespace per
 * language, the domain's messages plus the web's. The server holds both languages, so its first render
 * already has its text; the browser loads the page's language before hydrating (entry.client.tsx).
 * The server keeps one instance per language for every request (nothing on the server changes an instance's
 * language or catalogues), the browser one for the page's life.
 */
export function createI18n(language: Locale): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources: heldResources(),
    lng: language,
    fallbackLng: "en",
    supportedLngs: [...LOCALES],
    // Every interpolated value passes the formatter below, so a number that a message prints as `{{n}}`
    // (no `, number`) still gets the page's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  // `{{count, number}}` must print the same digits as every other number on the page: the domain's
  // Intl tag pins Arabic-Indic digits for Arabic (i18next's default would use plain "ar").
  // `add`, not i18next's `addCached`: that one keys its cache on every option of the t() call, counts and values
  // included, so it built a new Intl.NumberFormat for almost every message and kept each one (ADR 081).
  instance.services.formatter?.add("number", (value, lng) =>
    formatNumber(Number(value), isLocale(lng) ? lng : "en"),
  );
  printNumbersInPageDigits(instance);
  return instance;
}

type InterpolationFormat = (
  value: unknown,
  format: string | undefined,
  lng: string | undefined,
  options: object,
) => unknown;

/**
 * ADR 074: the Arabic interface prints every number with Arabic-Indic digits. A plain `{{n}}` given a number
 * is printed like `{{n, number}}`, except that 4-digit numbers stay ungrouped ("min2") because such a bare
 * value is as often a year as a count. Text values (titles, names, references) are left exactly as they are.
 */
function printNumbersInPageDigits(instance: I18n) {
  const interpolation = instance.options.interpolation as { format?: InterpolationFormat } | undefined;
  const interpolator = instance.services.interpolator as unknown as { format: InterpolationFormat };
  const builtIn = interpolator.format;
  const format: InterpolationFormat = (value, name, lng, options) =>
    name === undefined && typeof value === "number" && Number.isFinite(value)
      ? formatNumber(value, isLocale(lng) ? lng : "en", { useGrouping: "min2", maximumFractionDigits: 20 })
      : builtIn(value, name, lng, options);
  // Set on both: i18next rebuilds its interpolator from the options when a call passes its own.
  if (interpolation) interpolation.format = format;
  interpolator.format = format;
}
