import type { ApiQuery } from "../../lib/api/load-context";
import { toAsciiDigits } from "../../lib/format/digits";

/** The form's fields under the API's parameter names, as typed (the API validates and explains). */
export type MortgageFormValues = {
  loan_amount: string;
  down_payment: string;
  interest_rate: string;
  loan_term_years: string;
  show_all_details: boolean;
};

export const MORTGAGE_FIELDS = ["loan_amount", "down_payment", "interest_rate", "loan_term_years"] as const;
export type MortgageField = (typeof MORTGAGE_FIELDS)[number];

/**
 * Arabic keyboards type Arabic-Indic digits and the Arabic decimal separator; thousands separators are
 * dropped so "1,500,000" and "١٬٥٠٠٬٠٠٠" both reach the API as 1500000.
 */
export function normaliseAmount(text: string): string {
  return toAsciiDigits(text)
    .replace(/[\u066b]/g, ".")
    .replace(/[,\u066c\s]/g, "")
    .slice(0, 32);
}

/** The form as the query string holds it; `isSubmitted` once any figure was sent. */
export function readMortgageForm(search: URLSearchParams): {
  values: MortgageFormValues;
  isSubmitted: boolean;
} {
  const text = (name: MortgageField) => (search.get(name) ?? "").trim().slice(0, 32);
  const values: MortgageFormValues = {
    loan_amount: text("loan_amount"),
    down_payment: text("down_payment"),
    interest_rate: text("interest_rate"),
    loan_term_years: text("loan_term_years"),
    show_all_details: ["1", "true", "on"].includes(search.get("show_all_details") ?? ""),
  };
  return { values, isSubmitted: MORTGAGE_FIELDS.some((field) => values[field] !== "") };
}

/** mortgage-calculator's query; empty fields are left out so the API names the missing ones. */
export function mortgageApiQuery(values: MortgageFormValues, language: string): ApiQuery {
  const query: ApiQuery = { lang: language };
  for (const field of MORTGAGE_FIELDS) {
    const value = normaliseAmount(values[field]);
    if (value !== "") query[field] = value;
  }
  if (values.show_all_details) query.show_all_details = 1;
  return query;
}
