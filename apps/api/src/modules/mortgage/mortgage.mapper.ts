import type { TMortgageResult } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { MortgageSchedule } from "@manzil/domain/mortgage";

/** The eBroker response shape, amounts in major units of `currency`; the table only when allowed. */
export function mapMortgage(
  schedule: MortgageSchedule,
  currency: string,
  details: { available: true } | { available: false; gate?: { code: string; message: string } },
): TMortgageResult {
  const major = (minor: number) => fromMinorUnits(minor, currency);
  return {
    main_total: {
      principal_amount: major(schedule.principalMinor),
      down_payment: major(schedule.downPaymentMinor),
      payable_interest: major(schedule.totalInterestMinor),
      monthly_emi: major(schedule.monthlyPaymentMinor),
      total_amount: major(schedule.totalPaidMinor),
    },
    currency,
    details_available: details.available,
    ...(details.available
      ? {
          yearly_totals: schedule.years.map((year) => ({
            year: year.year,
            principal_amount: major(year.principalMinor),
            interest_paid: major(year.interestMinor),
            remaining_balance: major(year.remainingBalanceMinor),
            monthly_totals: year.months.map((month) => ({
              month: month.month,
              monthly_emi: major(month.paymentMinor),
              principal_amount: major(month.principalMinor),
              payable_interest: major(month.interestMinor),
              remaining_balance: major(month.remainingBalanceMinor),
            })),
          })),
        }
      : details.gate
        ? { details_gate: details.gate }
        : {}),
  };
}
