import { isLocale, textDirection, type Locale, type TextDirection } from "@manzil/domain/i18n";
import { useTranslation } from "./use-translation";

/** The active language, as the i18next instance knows it, so text and number formatting never disagree. */
export function useLocale(): { locale: Locale; dir: TextDirection } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return { locale, dir: textDirection(locale) };
}
