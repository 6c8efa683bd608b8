import {
  DEFAULT_CURRENCY,
  DEFAULT_EXCHANGE_RATES,
  DISPLAY_CURRENCIES,
  isAbbreviationOn,
  isDisplayCurrency,
  parseCurrencySelection,
  type DisplayCurrency,
  type ExchangeRates,
} from "@manzil/domain/currency";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { STORAGE_KEYS } from "../storage/local-storage";
import { useStoredValue } from "../storage/use-stored-value";

export type CurrencyContextValue = {
  /** What prices are shown in. EGP until the stored choice is read after hydration. */
  currency: DisplayCurrency;
  /** Accepts any value; anything but the six display currencies is ignored (spec §5). */
  setCurrency: (value: string) => void;
  rates: ExchangeRates;
  abbreviate: boolean;
};

const CurrencyContext = createContext<CurrencyContextValue>({
  currency: DEFAULT_CURRENCY,
  setCurrency: () => {},
  rates: DEFAULT_EXCHANGE_RATES,
  abbreviate: false,
});

/** Settings' `currency_rates` (EGP per unit), keeping only usable rates of display currencies. */
export function ratesFromSettings(raw: Record<string, unknown> | null | undefined): ExchangeRates {
  const rates: Partial<Record<DisplayCurrency, number>> = { ...DEFAULT_EXCHANGE_RATES };
  for (const code of DISPLAY_CURRENCIES) {
    const value = raw?.[code];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) rates[code] = value;
  }
  return rates;
}

type CurrencyProviderProps = {
  /** From web-settings `currency_rates`. */
  rates?: Record<string, unknown> | null;
  /** web-settings `number_with_suffix`. */
  numberWithSuffix?: unknown;
  /** Shown until the visitor chooses: the currency of their country when it is a display currency. */
  suggestedCurrency?: DisplayCurrency;
  children: ReactNode;
};

export function CurrencyProvider({
  rates,
  numberWithSuffix,
  suggestedCurrency = DEFAULT_CURRENCY,
  children,
}: CurrencyProviderProps) {
  // The server cannot see localStorage, so the server and the hydrating render both show the suggested currency;
  // a stored choice applies right after hydration (useSyncExternalStore), and the renders never disagree.
  const [stored, store] = useStoredValue(STORAGE_KEYS.selectedCurrency, suggestedCurrency);
  const currency = parseCurrencySelection(stored, suggestedCurrency);

  const setCurrency = useCallback(
    (value: string) => {
      if (isDisplayCurrency(value)) store(value);
    },
    [store],
  );

  const value = useMemo(
    () => ({
      currency,
      setCurrency,
      rates: ratesFromSettings(rates),
      abbreviate: isAbbreviationOn(numberWithSuffix),
    }),
    [currency, setCurrency, rates, numberWithSuffix],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  return useContext(CurrencyContext);
}
