import type { TStayQuoteLine } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import { chargedMoney } from "../stay-format";

export const moneyClass = "inline-block whitespace-nowrap tabular-nums [unicode-bidi:isolate]";

/**
 * The server's lines as they are (their labels already in the caller's language) and the total it summed; a
 * display-currency total is shown beside it, for information. Nothing here adds anything up.
 */
export function PriceLines({
  lines,
  currency,
  totalMinor,
  display = null,
  testId = "price-lines",
}: {
  lines: readonly TStayQuoteLine[];
  currency: string;
  totalMinor: number;
  display?: { currency: string; total_minor: number } | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shown = display && display.currency !== currency ? display : null;
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {lines.map((line, index) => (
          <li
            key={`${line.code}-${line.date ?? ""}-${line.addon_id ?? ""}-${index}`}
            className="flex items-baseline justify-between gap-4 py-2"
            data-code={line.code}
          >
            <span
              dir="auto"
              className={clsx("min-w-0", line.amount_minor < 0 ? "text-emerald-700" : "text-slate-700")}
            >
              {line.label}
            </span>
            <span
              className={clsx(
                moneyClass,
                "font-medium",
                line.amount_minor < 0 ? "text-emerald-700" : "text-slate-900",
              )}
            >
              {chargedMoney(line.amount_minor, currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-3" data-testid={`${testId}-total`}>
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-base font-bold text-slate-900">{t("stay_checkout.summary.total")}</span>
          <span
            className={clsx(moneyClass, "text-xl font-extrabold text-brand-800")}
            data-testid="charged-total"
          >
            {chargedMoney(totalMinor, currency, locale)}
          </span>
        </div>
        {shown ? (
          <p className="mt-1 text-end text-sm text-slate-600" data-testid="display-total">
            {t("stay_checkout.summary.display_total", {
              amount: chargedMoney(shown.total_minor, shown.currency, locale),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
