import { describe, expect, it } from "vitest";
import { defaultMortgageInputs, mortgageCalculatorHref, parseMortgageInputs } from "./mortgage-inputs";

describe("mortgage widget inputs", () => {
  it("start from the price with a fifth down, 12% over 20 years", () => {
    expect(defaultMortgageInputs(2_500_000)).toEqual({
      loan_amount: "2500000",
      down_payment: "500000",
      interest_rate: "12",
      loan_term_years: "20",
    });
  });

  it("read Arabic-Indic digits and separators as typed on an Arabic keyboard", () => {
    const parsed = parseMortgageInputs({
      loan_amount: "٢٬٥٠٠٬٠٠٠",
      down_payment: "٥٠٠٠٠٠",
      interest_rate: "١٢٫٥",
      loan_term_years: "٢٠",
    });
    expect(parsed).toEqual({
      ok: true,
      query: { loan_amount: 2_500_000, down_payment: 500_000, interest_rate: 12.5, loan_term_years: 20 },
    });
  });

  it("name each wrong field, like the API's rules", () => {
    const parsed = parseMortgageInputs({
      loan_amount: "100",
      down_payment: "100",
      interest_rate: "120",
      loan_term_years: "2.5",
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        down_payment: "mortgage_widget.errors.down_payment",
        interest_rate: "mortgage_widget.errors.rate",
        loan_term_years: "mortgage_widget.errors.years",
      },
    });
    expect(parseMortgageInputs({ ...defaultMortgageInputs(0) })).toMatchObject({
      ok: false,
      errors: { loan_amount: "mortgage_widget.errors.amount" },
    });
  });

  it("lead to the full calculator with the page's query names", () => {
    const href = mortgageCalculatorHref({
      loan_amount: 2_500_000,
      down_payment: 500_000,
      interest_rate: 12.5,
      loan_term_years: 20,
    });
    const url = new URL(href, "https://x");
    expect(url.pathname).toBe("/mortgage-calculator");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      loan_amount: "2500000",
      down_payment: "500000",
      interest_rate: "12.5",
      loan_term_years: "20",
    });
  });
});
