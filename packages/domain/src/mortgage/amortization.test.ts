import { describe, expect, it } from "vitest";
import { amortize, MortgageInputError } from "./index.js";

describe("amortize", () => {
  it("matches the textbook instalment: 200,000 at 6 % over 30 years is 1,199.10 a month", () => {
    // Standard reference value for a 30-year fixed loan (P = 200,000, r = 0.5 %/month, n = 360).
    const schedule = amortize({
      loanAmountMinor: 20_000_000,
      downPaymentMinor: 0,
      annualRatePercent: 6,
      termYears: 30,
    });
    expect(schedule.monthlyPaymentMinor).toBe(119_910);
    expect(schedule.years).toHaveLength(30);
    expect(schedule.years.at(-1)!.remainingBalanceMinor).toBe(0);
    expect(schedule.totalInterestMinor).toBeGreaterThan(23_167_000);
    expect(schedule.totalInterestMinor).toBeLessThan(23_170_000); // 231,676.38 in the textbook, ± rounding
  });

  it("quotes 7,720.17 for 1,000,000 with 200,000 down at 10 % over 20 years, the last month clearing the rest", () => {
    const schedule = amortize({
      loanAmountMinor: 100_000_000,
      downPaymentMinor: 20_000_000,
      annualRatePercent: 10,
      termYears: 20,
    });
    expect(schedule.monthlyPaymentMinor).toBe(772_017);
    const months = schedule.years.flatMap((year) => year.months);
    expect(months.reduce((sum, m) => sum + m.principalMinor, 0)).toBe(80_000_000);
    expect(months.slice(0, -1).every((m) => m.paymentMinor === 772_017)).toBe(true);
  });

  it("subtracts the down payment before financing", () => {
    const schedule = amortize({
      loanAmountMinor: 500_000_000,
      downPaymentMinor: 100_000_000,
      annualRatePercent: 20,
      termYears: 10,
    });
    expect(schedule.principalMinor).toBe(400_000_000);
    expect(schedule.downPaymentMinor).toBe(100_000_000);
  });

  it("repays an interest-free loan in equal parts, with no division by zero", () => {
    const schedule = amortize({
      loanAmountMinor: 1_200_000,
      downPaymentMinor: 0,
      annualRatePercent: 0,
      termYears: 1,
    });
    expect(schedule.monthlyPaymentMinor).toBe(100_000);
    expect(schedule.totalInterestMinor).toBe(0);
    expect(schedule.years[0]!.months.map((m) => m.paymentMinor)).toEqual(Array(12).fill(100_000));
  });

  it("clears the balance exactly with the last instalment, whatever the rounding", () => {
    const schedule = amortize({
      loanAmountMinor: 1_000_003,
      downPaymentMinor: 1,
      annualRatePercent: 13.37,
      termYears: 7,
    });
    const all = schedule.years.flatMap((y) => y.months);
    expect(all).toHaveLength(84);
    expect(all.reduce((sum, m) => sum + m.principalMinor, 0)).toBe(schedule.principalMinor);
    expect(all.at(-1)!.remainingBalanceMinor).toBe(0);
    expect(all.at(-1)!.paymentMinor).toBeLessThanOrEqual(schedule.monthlyPaymentMinor);
    for (const m of all)
      expect(Number.isInteger(m.interestMinor) && Number.isInteger(m.principalMinor)).toBe(true);
    expect(schedule.totalPaidMinor).toBe(all.reduce((sum, m) => sum + m.paymentMinor, 0));
  });

  it("adds up each year's months", () => {
    const schedule = amortize({
      loanAmountMinor: 3_000_000,
      downPaymentMinor: 0,
      annualRatePercent: 9,
      termYears: 2,
    });
    for (const year of schedule.years) {
      expect(year.months).toHaveLength(12);
      expect(year.interestMinor).toBe(year.months.reduce((sum, m) => sum + m.interestMinor, 0));
      expect(year.remainingBalanceMinor).toBe(year.months.at(-1)!.remainingBalanceMinor);
    }
  });

  it.each([
    { loanAmountMinor: 0, downPaymentMinor: 0, annualRatePercent: 5, termYears: 10 },
    { loanAmountMinor: 1000, downPaymentMinor: 1000, annualRatePercent: 5, termYears: 10 },
    { loanAmountMinor: 1000, downPaymentMinor: 0, annualRatePercent: -1, termYears: 10 },
    { loanAmountMinor: 1000, downPaymentMinor: 0, annualRatePercent: 5, termYears: 0 },
    { loanAmountMinor: 1000, downPaymentMinor: 0, annualRatePercent: 5, termYears: 2.5 },
  ])("refuses impossible input %o", (input) => {
    expect(() => amortize(input)).toThrow(MortgageInputError);
  });
});
