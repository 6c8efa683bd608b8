import type { Locale } from "@manzil/domain/i18n";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { DisplayCurrency } from "@manzil/domain/currency";
import { toast } from "../ui/toast";
import { failureMessage } from "../../lib/api/error-message";
import type { WebSettings } from "../../lib/api/types";
import { CurrencyProvider } from "../../lib/currency/currency-context";
import { holdsCatalogue, loadCatalogue, onCatalogue } from "../../lib/i18n/catalogues";
import { createI18n } from "../../lib/i18n/create-i18n";
import { createQueryClient } from "../../lib/query/query-client";

const isBrowser = typeof window !== "undefined";
const useIsomorphicLayoutEffect = isBrowser ? useLayoutEffect : useEffect;

// Browser singletons: the page keeps one i18next instance and one query cache for its whole life.
// The server builds a fresh query cache for every request (each render of these providers), but shares one
// i18next instance per language between requests: it holds both catalogues from the start, a server render never
// changes its language (the effect below runs only in the browser), and building one cost about 1 ms a page.
let browserI18n: I18n | undefined;
let browserQueryClient: QueryClient | undefined;
const serverI18n = new Map<Locale, I18n>();

function i18nFor(language: Locale): I18n {
  if (!isBrowser) {
    let instance = serverI18n.get(language);
    if (!instance) {
      instance = createI18n(language);
      serverI18n.set(language, instance);
    }
    return instance;
  }
  if (!browserI18n) {
    const instance = createI18n(language);
    // The browser holds only the page's language at first (ADR 079): a later one joins when loaded.
    onCatalogue((lng, catalogue) => instance.addResourceBundle(lng, "translation", catalogue));
    browserI18n = instance;
  }
  return browserI18n;
}

function queryClientFor(i18n: I18n): QueryClient {
  const onError = (error: unknown) => toast.error(failureMessage(error, i18n.t));
  if (!isBrowser) return createQueryClient(onError);
  browserQueryClient ??= createQueryClient(onError);
  return browserQueryClient;
}

type AppProvidersProps = {
  language: Locale;
  settings: WebSettings | null;
  /** The display currency until the visitor chooses one (their country's, decided by the root loader). */
  suggestedCurrency?: DisplayCurrency;
  children: ReactNode;
};

export function AppProviders({ language, settings, suggestedCurrency, children }: AppProvidersProps) {
  const [i18n] = useState(() => i18nFor(language));
  const [queryClient] = useState(() => queryClientFor(i18n));

  // After a language switch the root loader answers with the new language: follow it before paint
  // (once its catalogue has arrived, when the page started in the other language).
  useIsomorphicLayoutEffect(() => {
    if (i18n.language === language) return;
    if (holdsCatalogue(language)) void i18n.changeLanguage(language);
    else void loadCatalogue(language).then(() => i18n.changeLanguage(language));
  }, [i18n, language]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider
          rates={settings?.currency_rates ?? null}
          numberWithSuffix={settings?.number_with_suffix}
          suggestedCurrency={suggestedCurrency}
        >
          {children}
        </CurrencyProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
