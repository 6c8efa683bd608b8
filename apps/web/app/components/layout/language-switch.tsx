import { LOCALES } from "@manzil/domain/i18n";
import { clsx } from "clsx";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Form, useLocation } from "react-router";
import { useLocale } from "../../lib/i18n/use-locale";

/**
 * Posts to /set-language, which sets the `lang` cookie and redirects back to this page, so every
 * loader runs again on the server in the new language. Works without JavaScript too.
 * Both options are always visible (two equal halves with a gap between them, so a click on the
 * middle of the group chooses nothing).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Form
      method="post"
      action="/set-language"
      preventScrollReset
      data-testid="language-switch"
      role="group"
      aria-label={t("shell.language.label")}
      className={clsx("grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1", className)}
    >
      <input type="hidden" name="redirectTo" value={current} />
      {LOCALES.map((language) => (
        <button
          key={language}
          type="submit"
          name="lang"
          value={language}
          lang={language}
          data-testid={`language-option-${language}`}
          aria-pressed={language === locale}
          className={clsx(
            "h-8 rounded-lg px-2 text-sm font-semibold sm:px-3 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
            language === locale ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {t(`shell.language.name_${language}`)}
        </button>
      ))}
    </Form>
  );
}
