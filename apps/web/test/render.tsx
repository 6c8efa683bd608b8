import { textDirection, type Locale } from "@manzil/domain/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import type { WebSettings } from "../app/lib/api/types";
import { CurrencyProvider } from "../app/lib/currency/currency-context";
import { createI18n } from "../app/lib/i18n/create-i18n";
import { createQueryClient } from "../app/lib/query/query-client";

export const TEST_SETTINGS: WebSettings = {
  company_name: "Manzil",
  currency_rates: { USD: 47.6, EUR: 51.5, GBP: 60.2, SAR: 12.69, AED: 12.96 },
  number_with_suffix: "0",
  distance_option: "km",
};

/**
 * The app's query client with its retry counts, minus the seconds of backoff between them (1 + 2 + 4 s for a
 * list that cannot load): under a loaded CI machine those waits pushed "try again" tests past their timeouts.
 * The backoff schedule itself is checked in query-client.test.ts.
 */
function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 20 },
  });
  return client;
}

type Options = { language?: Locale; settings?: WebSettings | null; path?: string };

/** The app's providers, as root.tsx's Layout sets them up, for one language. */
export function TestProviders({
  language,
  settings,
  children,
}: {
  language: Locale;
  settings: WebSettings | null;
  children: ReactNode;
}) {
  // Kept across re-renders (a navigation re-renders the route), as the app keeps its one client.
  const [client] = useState(createTestQueryClient);
  return (
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={client}>
        <CurrencyProvider
          rates={settings?.currency_rates ?? null}
          numberWithSuffix={settings?.number_with_suffix}
        >
          {children}
        </CurrencyProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Renders inside a router and the app's providers, with `<html lang dir>` set as the server sets it.
 * Router rendering settles asynchronously: query with `findBy…`.
 */
export function renderWithProviders(
  ui: ReactNode,
  { language = "en", settings = TEST_SETTINGS, path = "/" }: Options = {},
) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <TestProviders language={language} settings={settings}>
          {ui}
        </TestProviders>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
