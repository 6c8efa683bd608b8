import { describe, expect, it } from "vitest";
import { mortgageApiQuery, normaliseAmount, readMortgageForm } from "./mortgage-form-values";

describe("mortgage form values", () => {
  it("is not submitted until a figure is in the URL", () => {
    expect(readMortgageForm(new URLSearchParams("")).isSubmitted).toBe(false);
    expect(readMortgageForm(new URLSearchParams("show_all_details=1")).isSubmitted).toBe(false);
    const { values, isSubmitted } = readMortgageForm(
      new URLSearchParams("loan_amount=100&show_all_details=1"),
    );
    expect(isSubmitted).toBe(true);
    expect(values.show_all_details).toBe(true);
  });

  it("sends Arabic-Indic digits and grouped figures as plain numbers, and leaves empty fields out", () => {
    expect(normaliseAmount("١٬٥٠٠٬٠٠٠")).toBe("1500000");
    expect(normaliseAmount("12٫5")).toBe("12.5");
    const { values } = readMortgageForm(
      new URLSearchParams("loan_amount=2,000,000&interest_rate=١٢٫٥&loan_term_years=٢٠&show_all_details=1"),
    );
    expect(mortgageApiQuery(values, "ar")).toEqual({
      lang: "ar",
      loan_amount: "2000000",
      interest_rate: "12.5",
      loan_term_years: "20",
      show_all_details: 1,
    });
  });
});
