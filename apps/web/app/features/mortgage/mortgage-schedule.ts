import type { TMortgageResult } from "@manzil/domain/contracts";

export type YearlyTotal = NonNullable<TMortgageResult["yearly_totals"]>[number];

/** One bar group of the chart: what a year's payments paid off, what they paid in interest, what is left. */
export type ChartPoint = { year: number; principal: number; interest: number; balance: number };

export function chartPoints(years: readonly YearlyTotal[]): ChartPoint[] {
  return years.map((year) => ({
    year: year.year,
    principal: year.principal_amount,
    interest: year.interest_paid,
    balance: year.remaining_balance,
  }));
}

/**
 * The chart in words, for screen readers and anyone who cannot read a chart: how long, how interest
 * falls from the first year to the last, and when the balance is paid off. Null for an empty schedule.
 */
export function scheduleFacts(years: readonly YearlyTotal[]) {
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return null;
  return {
    years: years.length,
    firstYearInterest: first.interest_paid,
    firstYearPrincipal: first.principal_amount,
    lastYear: last.year,
    lastYearInterest: last.interest_paid,
    lastYearPrincipal: last.principal_amount,
  };
}
