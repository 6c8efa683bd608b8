import type { TMortgageResult } from "@manzil/domain/contracts";
import type { AppLoadContext } from "react-router";
import { failureBody, fieldErrorsOf, isApiSuccess, type FieldErrors } from "../../lib/api/envelope";
import { mortgageApiQuery, readMortgageForm, type MortgageFormValues } from "./mortgage-form-values";

export type MortgageOutcome =
  | { kind: "result"; result: TMortgageResult }
  | { kind: "invalid"; message: string; fieldErrors: FieldErrors }
  | { kind: "failed"; status: number; message: string | null };

export type MortgagePageData = { values: MortgageFormValues; outcome: MortgageOutcome | null };

/**
 * Calculates on the server when the URL carries figures, so a shared or bookmarked link opens with its
 * answer, and the form works without JavaScript. Bad figures come back as the API's field messages.
 */
export async function loadMortgage(
  context: AppLoadContext,
  search: URLSearchParams,
  language: string,
): Promise<MortgagePageData> {
  const { values, isSubmitted } = readMortgageForm(search);
  if (!isSubmitted) return { values, outcome: null };
  const response = await context.apiFetch("mortgage-calculator", {
    query: mortgageApiQuery(values, language),
  });
  if (response.status === 200 && isApiSuccess<TMortgageResult>(response.body)) {
    return { values, outcome: { kind: "result", result: response.body.data } };
  }
  const body = failureBody(response.body);
  const fieldErrors = fieldErrorsOf(response.body);
  if (response.status === 422 && fieldErrors) {
    return { values, outcome: { kind: "invalid", message: body.message ?? "", fieldErrors } };
  }
  return { values, outcome: { kind: "failed", status: response.status, message: body.message ?? null } };
}
