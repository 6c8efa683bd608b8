/**
 * A fixed-rate loan repaid in equal monthly instalments, in integer minor units. Each month's interest is the
 * balance times the monthly rate, rounded to the minor unit (half away from zero); the instalment is the
 * annuity rounded the same way (what a bank quotes: 7,720.17, not 7,720.18), and the last instalment is
 * whatever clears the balance exactly, so nothing is lost or over-paid to rounding.
 */
export type MortgageInput = {
  /** Price financed before the down payment, minor units. */
  loanAmountMinor: number;
  downPaymentMinor: number;
  /** Nominal yearly rate in percent, e.g. 18.5; 0 means interest-free. */
  annualRatePercent: number;
  termYears: number;
};

export type MonthRow = {
  month: number;
  paymentMinor: number;
  principalMinor: number;
  interestMinor: number;
  remainingBalanceMinor: number;
};

export type YearRow = {
  year: number;
  principalMinor: number;
  interestMinor: number;
  remainingBalanceMinor: number;
  months: MonthRow[];
};

export type MortgageSchedule = {
  principalMinor: number;
  downPaymentMinor: number;
  /** The regular instalment (the last one may be smaller). */
  monthlyPaymentMinor: number;
  totalInterestMinor: number;
  /** Everything paid to the lender: principal plus interest (the down payment excluded). */
  totalPaidMinor: number;
  years: YearRow[];
};

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export class MortgageInputError extends RangeError {
  override name = "MortgageInputError";
}

export function amortize(input: MortgageInput): MortgageSchedule {
  const { loanAmountMinor, downPaymentMinor, annualRatePercent, termYears } = input;
  if (!Number.isSafeInteger(loanAmountMinor) || loanAmountMinor <= 0)
    throw new MortgageInputError("loan amount");
  if (
    !Number.isSafeInteger(downPaymentMinor) ||
    downPaymentMinor < 0 ||
    downPaymentMinor >= loanAmountMinor
  ) {
    throw new MortgageInputError("down payment");
  }
  if (!(annualRatePercent >= 0 && annualRatePercent <= 100)) throw new MortgageInputError("interest rate");
  if (!Number.isInteger(termYears) || termYears < 1 || termYears > 50) throw new MortgageInputError("term");

  const principal = loanAmountMinor - downPaymentMinor;
  const months = termYears * 12;
  const monthlyRate = annualRatePercent / 100 / 12;
  // The annuity formula divides by zero at 0 %: an interest-free loan is simply principal over months.
  const exactPayment =
    monthlyRate === 0
      ? principal / months
      : (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  const payment = roundHalfAwayFromZero(exactPayment);

  const years: YearRow[] = [];
  let balance = principal;
  let totalInterest = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = roundHalfAwayFromZero(balance * monthlyRate);
    const isLast = month === months;
    const principalPart = isLast ? balance : Math.min(balance, payment - interest);
    balance -= principalPart;
    totalInterest += interest;
    const row: MonthRow = {
      month,
      paymentMinor: principalPart + interest,
      principalMinor: principalPart,
      interestMinor: interest,
      remainingBalanceMinor: balance,
    };
    const yearIndex = Math.ceil(month / 12);
    const year = (years[yearIndex - 1] ??= {
      year: yearIndex,
      principalMinor: 0,
      interestMinor: 0,
      remainingBalanceMinor: 0,
      months: [],
    });
    year.months.push(row);
    year.principalMinor += principalPart;
    year.interestMinor += interest;
    year.remainingBalanceMinor = balance;
  }

  return {
    principalMinor: principal,
    downPaymentMinor,
    monthlyPaymentMinor: payment,
    totalInterestMinor: totalInterest,
    totalPaidMinor: principal + totalInterest,
    years,
  };
}
