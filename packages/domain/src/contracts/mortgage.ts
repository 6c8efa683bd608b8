import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, coerceOptionalNumber } from "../validation/index.js";
import { MAX_PRICE } from "./catalogue.js";

/** `mortgage-calculator`: amounts in major units of EGP as eBroker clients send them; the rate is yearly percent. */
export const MortgageCalculatorQuery = z
  .object({
    loan_amount: coerceOptionalNumber(z.number().positive().max(MAX_PRICE)).pipe(z.number()),
    down_payment: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
    interest_rate: coerceOptionalNumber(z.number().min(0).max(100)).pipe(z.number()),
    loan_term_years: coerceOptionalInt(z.number().int().min(1).max(50)).pipe(z.number()),
    show_all_details: coerceBooleanFlag,
    lang: z.string().max(10).optional(),
  })
  .refine((q) => (q.down_payment ?? 0) < q.loan_amount, {
    error: "validation.down_payment_too_high",
    path: ["down_payment"],
  });
export type TMortgageCalculatorQuery = z.infer<typeof MortgageCalculatorQuery>;

const amount = z.number();

export const MortgageResult = z.object({
  main_total: z.object({
    principal_amount: amount,
    down_payment: amount,
    payable_interest: amount,
    monthly_emi: amount,
    total_amount: amount,
  }),
  currency: z.string(),
  /** The yearly and monthly table, only for packages with `mortgage_calculator_detail`. */
  yearly_totals: z
    .array(
      z.object({
        year: z.number().int(),
        principal_amount: amount,
        interest_paid: amount,
        remaining_balance: amount,
        monthly_totals: z.array(
          z.object({
            month: z.number().int(),
            monthly_emi: amount,
            principal_amount: amount,
            payable_interest: amount,
            remaining_balance: amount,
          }),
        ),
      }),
    )
    .optional(),
  details_available: z.boolean(),
  /** Why the table is withheld (spec §6: package gate), in the caller's language. */
  details_gate: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type TMortgageResult = z.infer<typeof MortgageResult>;
