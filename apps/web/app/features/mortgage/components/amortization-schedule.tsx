import type { TMortgageResult } from "@manzil/domain/contracts";
import { formatPrice } from "@manzil/domain/currency";
import { toMinorUnits } from "@manzil/domain/money";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useCurrency } from "../../../lib/currency/currency-context";
import { formatNumber } from "../../../lib/format/intl";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import { chartPoints, scheduleFacts, type YearlyTotal } from "../mortgage-schedule";
import { MortgageAmount } from "./mortgage-summary";

// recharts is large and draws only in the browser: it loads after hydration, never on the server.
const AmortizationChart = lazy(() => import("./amortization-chart"));

const CELL = "px-3 py-2 text-end tabular-nums whitespace-nowrap";
const HEAD = "px-3 py-2 text-end font-semibold whitespace-nowrap";

/** The yearly table, one year's monthly table and the chart (with its facts in words). */
export function AmortizationSchedule({ result }: { result: TMortgageResult }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { currency: display, rates, abbreviate } = useCurrency();
  const isHydrated = useHydrated();
  const selectId = useId();
  const years: YearlyTotal[] = result.yearly_totals ?? [];
  const [chosenYear, setChosenYear] = useState(years[0]?.year ?? 1);
  const facts = scheduleFacts(years);
  if (!facts) return null;
  const year = years.find((item) => item.year === chosenYear) ?? years[0];
  const money = (amount: number) =>
    formatPrice({
      amountMinor: toMinorUnits(amount, result.currency),
      currency: result.currency,
      display,
      rates,
      locale,
      decimals: 0,
      abbreviate,
    });
  const amount = (value: number) => <MortgageAmount amount={value} currency={result.currency} />;
  const n = (value: number) => formatNumber(value, locale);

  return (
    <section
      aria-labelledby="mortgage-schedule-title"
      className="flex flex-col gap-6"
      data-testid="mortgage-schedule"
    >
      <h2 id="mortgage-schedule-title" className="text-xl font-bold text-slate-900">
        {t("mortgage.schedule_title")}
      </h2>

      <figure className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
        {isHydrated ? (
          <Suspense fallback={<div className="h-80 animate-pulse rounded-xl bg-slate-100" />}>
            <AmortizationChart points={chartPoints(years)} />
          </Suspense>
        ) : (
          <div className="h-80 rounded-xl bg-slate-100" />
        )}
        <figcaption className="text-sm text-slate-700" data-testid="mortgage-chart-summary">
          {t("mortgage.chart_summary", {
            count: facts.years,
            first_interest: money(facts.firstYearInterest),
            first_principal: money(facts.firstYearPrincipal),
            last_year: n(facts.lastYear),
            last_interest: money(facts.lastYearInterest),
            last_principal: money(facts.lastYearPrincipal),
          })}
        </figcaption>
      </figure>

      <ScheduleTable
        id="mortgage-yearly"
        caption={t("mortgage.yearly_caption")}
        className="overflow-x-auto"
        rowHeader={t("mortgage.column.year")}
        columns={[
          t("mortgage.column.principal"),
          t("mortgage.column.interest"),
          t("mortgage.column.balance"),
        ]}
        rows={years.map((item) => ({
          key: item.year,
          header: n(item.year),
          cells: [item.principal_amount, item.interest_paid, item.remaining_balance].map(amount),
        }))}
      />

      {year ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={selectId} className="text-sm font-semibold text-slate-900">
              {t("mortgage.monthly_for")}
            </label>
            <select
              id={selectId}
              value={year.year}
              onChange={(event) => setChosenYear(Number(event.target.value))}
              className="h-10 rounded-xl border border-slate-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {years.map((item) => (
                <option key={item.year} value={item.year}>
                  {t("mortgage.year_n", { year: n(item.year) })}
                </option>
              ))}
            </select>
          </div>
          <ScheduleTable
            id="mortgage-monthly"
            caption={t("mortgage.monthly_caption", { year: n(year.year) })}
            className="max-h-96 overflow-auto"
            stickyHead
            rowHeader={t("mortgage.column.month")}
            columns={[
              t("mortgage.column.payment"),
              t("mortgage.column.principal"),
              t("mortgage.column.interest"),
              t("mortgage.column.balance"),
            ]}
            rows={year.monthly_totals.map((month) => ({
              key: month.month,
              header: n(month.month),
              cells: [
                month.monthly_emi,
                month.principal_amount,
                month.payable_interest,
                month.remaining_balance,
              ].map(amount),
            }))}
          />
        </div>
      ) : null}
    </section>
  );
}

type ScheduleTableProps = {
  /** Prefix of the caption id and the test id (`<id>-table`). */
  id: string;
  caption: string;
  /** Scrolling of the region around the table. */
  className: string;
  stickyHead?: boolean;
  rowHeader: string;
  columns: string[];
  rows: { key: number; header: string; cells: ReactNode[] }[];
};

/** One amortization table in a keyboard-scrollable region, its first column the row's year or month. */
function ScheduleTable({
  id,
  caption,
  className,
  stickyHead = false,
  rowHeader,
  columns,
  rows,
}: ScheduleTableProps) {
  return (
    <div
      className={`${className} rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80`}
      // A scrolling table must be reachable by keyboard to be scrolled without a mouse (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-labelledby={`${id}-caption`}
    >
      <table className="w-full text-sm" data-testid={`${id}-table`}>
        <caption id={`${id}-caption`} className="px-3 py-3 text-start font-semibold text-slate-900">
          {caption}
        </caption>
        <thead className={`${stickyHead ? "sticky top-0 " : ""}bg-slate-50 text-slate-700`}>
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={HEAD}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={CELL}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
