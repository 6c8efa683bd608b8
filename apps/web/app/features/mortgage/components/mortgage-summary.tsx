import type { TMortgageResult } from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Price } from "../../../components/ui/price";

/** An amount of the API (major units) through <Price>, so the display currency applies here too. */
export function MortgageAmount({
  amount,
  currency,
  className,
  exact = false,
}: {
  amount: number;
  currency: string;
  className?: string;
  /** The instalment is what the borrower pays each month: show it to the piastre, not rounded. */
  exact?: boolean;
}) {
  return (
    <Price
      amountMinor={toMinorUnits(amount, currency)}
      currency={currency}
      decimals={exact ? 2 : 0}
      className={className}
    />
  );
}

export function MortgageSummary({ result }: { result: TMortgageResult }) {
  const { t } = useTranslation();
  const totals = result.main_total;
  const facts = [
    ["principal_amount", totals.principal_amount],
    ["down_payment", totals.down_payment],
    ["payable_interest", totals.payable_interest],
    ["total_amount", totals.total_amount],
  ] as const;
  return (
    <section
      aria-labelledby="mortgage-summary-title"
      className="flex flex-col gap-4"
      data-testid="mortgage-summary"
    >
      <h2 id="mortgage-summary-title" className="sr-only">
        {t("mortgage.summary_title")}
      </h2>
      <div className="rounded-2xl bg-brand-700 p-6 text-white">
        <p className="text-sm font-medium text-brand-100">{t("mortgage.monthly_emi")}</p>
        <p className="mt-1 text-3xl font-extrabold sm:text-4xl" data-testid="mortgage-monthly">
          <MortgageAmount amount={totals.monthly_emi} currency={result.currency} exact />
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([key, amount]) => (
          <div key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
            <dt className="text-sm text-slate-600">{t(`mortgage.total.${key}`)}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900">
              <MortgageAmount amount={amount} currency={result.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
