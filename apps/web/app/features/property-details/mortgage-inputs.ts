import { toWesternDigits } from "@manzil/domain/i18n";
/** The widget's inputs, as typed (text), in major units of the listing's currency. */
export type MortgageInputs = {
  loan_amount: string;
  down_payment: string;
  interest_rate: string;
  loan_term_years: string;
};

export type MortgageField = keyof MortgageInputs;
export type MortgageErrors = Partial<Record<MortgageField, string>>;
/** Translation keys of the widget's field errors. */
export type MortgageErrorKey =
  | "mortgage_widget.errors.amount"
  | "mortgage_widget.errors.down_payment"
  | "mortgage_widget.errors.rate"
  | "mortgage_widget.errors.years";

/** A fifth down, a common Egyptian bank rate and twenty years: a sensible first estimate to adjust. */
export function defaultMortgageInputs(priceMajor: number): MortgageInputs {
  const price = Math.max(0, Math.round(priceMajor));
  return {
    loan_amount: String(price),
    down_payment: String(Math.round(price * 0.2)),
    interest_rate: "12",
    loan_term_years: "20",
  };
}

// Typed digits may be Arabic-Indic or Persian; the API wants ASCII, without thousands separators.
const toAsciiDigits = (text: string) => toWesternDigits(text).replace(/[,\s]/g, "");

const numberOf = (text: string) => {
  const clean = toAsciiDigits(text);
  return clean === "" ? Number.NaN : Number(clean);
};

export type MortgageQuery = {
  loan_amount: number;
  down_payment: number;
  interest_rate: number;
  loan_term_years: number;
};

/** The inputs as the API's query (same rules as MortgageCalculatorQuery), or the key of each field's error. */
export function parseMortgageInputs(
  inputs: MortgageInputs,
):
  | { ok: true; query: MortgageQuery }
  | { ok: false; errors: Partial<Record<MortgageField, MortgageErrorKey>> } {
  const loan = numberOf(inputs.loan_amount);
  const down = inputs.down_payment.trim() === "" ? 0 : numberOf(inputs.down_payment);
  const rate = numberOf(inputs.interest_rate);
  const years = numberOf(inputs.loan_term_years);
  const errors: Partial<Record<MortgageField, MortgageErrorKey>> = {};
  if (!(loan > 0)) errors.loan_amount = "mortgage_widget.errors.amount";
  if (!(down >= 0) || (loan > 0 && down >= loan)) errors.down_payment = "mortgage_widget.errors.down_payment";
  if (!(rate >= 0 && rate <= 100)) errors.interest_rate = "mortgage_widget.errors.rate";
  if (!(Number.isInteger(years) && years >= 1 && years <= 50))
    errors.loan_term_years = "mortgage_widget.errors.years";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: { loan_amount: loan, down_payment: down, interest_rate: rate, loan_term_years: years },
  };
}

/** The full calculator page with this estimate filled in. */
export function mortgageCalculatorHref(query: MortgageQuery): string {
  const params = new URLSearchParams({
    loan_amount: String(query.loan_amount),
    down_payment: String(query.down_payment),
    interest_rate: String(query.interest_rate),
    loan_term_years: String(query.loan_term_years),
  });
  return `/mortgage-calculator?${params.toString()}`;
}
