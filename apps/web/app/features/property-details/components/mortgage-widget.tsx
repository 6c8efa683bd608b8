import type { TMortgageResult } from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Price } from "../../../components/ui/price";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { actionFailureMessage } from "../../../lib/api/error-message";
import {
  defaultMortgageInputs,
  mortgageCalculatorHref,
  parseMortgageInputs,
  type MortgageErrors,
  type MortgageField,
  type MortgageInputs,
} from "../mortgage-inputs";

const FIELDS: { name: MortgageField; labelKey: string; inputMode: "numeric" | "decimal" }[] = [
  { name: "loan_amount", labelKey: "mortgage_widget.loan_amount", inputMode: "numeric" },
  { name: "down_payment", labelKey: "mortgage_widget.down_payment", inputMode: "numeric" },
  { name: "interest_rate", labelKey: "mortgage_widget.interest_rate", inputMode: "decimal" },
  { name: "loan_term_years", labelKey: "mortgage_widget.loan_term_years", inputMode: "numeric" },
];

/**
 * A monthly-payment estimate for a listing for sale: the price as the loan, then down payment, rate and
 * years; the API does the arithmetic (`mortgage-calculator`), and the full calculator opens prefilled.
 */
export function MortgageWidget({ priceMajor }: { priceMajor: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [inputs, setInputs] = useState<MortgageInputs>(() => defaultMortgageInputs(priceMajor));
  const [errors, setErrors] = useState<MortgageErrors>({});
  const [result, setResult] = useState<TMortgageResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const parsed = parseMortgageInputs(inputs);
  // The link carries what the form holds now, or just opens the calculator while the form has errors.
  const fullCalculator = parsed.ok ? mortgageCalculatorHref(parsed.query) : "/mortgage-calculator";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(Object.entries(parsed.errors).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const answer = await apiGet<TMortgageResult>("mortgage-calculator", { ...parsed.query, lang: locale });
      setResult(answer.data);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])));
      else setFailure(actionFailureMessage(error, t));
    } finally {
      setIsBusy(false);
    }
  };

  const money = (major: number, currency: string) => (
    <Price amountMinor={toMinorUnits(major, currency)} currency={currency} decimals={0} />
  );
  const totals = result?.main_total;

  return (
    <Card className="p-6" data-testid="mortgage-widget">
      <section aria-labelledby="mortgage-widget-heading">
        <h2 id="mortgage-widget-heading" className="text-lg font-bold text-slate-900">
          {t("mortgage_widget.title")}
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid grid-cols-2 gap-3">
          {FIELDS.map((field) => (
            <div key={field.name} className={field.name === "loan_amount" ? "col-span-2" : undefined}>
              <Input
                name={field.name}
                label={t(field.labelKey)}
                inputMode={field.inputMode}
                dir="ltr"
                value={inputs[field.name]}
                error={errors[field.name]}
                onChange={(event) => setInputs((now) => ({ ...now, [field.name]: event.target.value }))}
              />
            </div>
          ))}
          <div className="col-span-2">
            <FormAlert tone="error">{failure}</FormAlert>
          </div>
          <Button type="submit" className="col-span-2" disabled={isBusy} aria-busy={isBusy || undefined}>
            {t(isBusy ? "mortgage_widget.calculating" : "mortgage_widget.calculate")}
          </Button>
        </form>
        <div aria-live="polite">
          {totals && result ? (
            <dl className="mt-5 divide-y divide-slate-100 text-sm" data-testid="mortgage-result">
              <div className="flex items-baseline justify-between gap-4 pb-3">
                <dt className="text-slate-500">{t("mortgage_widget.monthly")}</dt>
                <dd className="text-xl font-extrabold text-brand-800">
                  {money(totals.monthly_emi, result.currency)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-500">{t("mortgage_widget.principal")}</dt>
                <dd className="font-semibold text-slate-900">
                  {money(totals.principal_amount, result.currency)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-500">{t("mortgage_widget.interest")}</dt>
                <dd className="font-semibold text-slate-900">
                  {money(totals.payable_interest, result.currency)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-500">{t("mortgage_widget.total")}</dt>
                <dd className="font-semibold text-slate-900">
                  {money(totals.total_amount, result.currency)}
                </dd>
              </div>
            </dl>
          ) : null}
        </div>
        <Link
          to={fullCalculator}
          className="mt-4 inline-flex text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="mortgage-full-link"
        >
          {t("mortgage_widget.open_full")}
        </Link>
      </section>
    </Card>
  );
}
