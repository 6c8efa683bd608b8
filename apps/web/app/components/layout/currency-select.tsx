import { DISPLAY_CURRENCIES } from "@manzil/domain/currency";
import { clsx } from "clsx";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useCurrency } from "../../lib/currency/currency-context";
import { ChevronDownIcon } from "../icons/icons";

/** Native select of the six display currencies (spec §9); the choice persists as `selectedCurrency`. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const id = useId();
  return (
    <div className={clsx("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {t("shell.currency.label")}
      </label>
      <select
        id={id}
        data-testid="currency-select"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        title={t(`shell.currency.name.${currency}`)}
        className="h-10 appearance-none rounded-xl border border-slate-300 bg-white ps-3 pe-8 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code} aria-label={t(`shell.currency.name.${code}`)}>
            {code}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
