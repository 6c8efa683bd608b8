import { PaymentTransaction } from "@manzil/domain/contracts";
import { data, redirect, type AppLoadContext } from "react-router";
import { failureBody, isApiSuccess } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { loginHref } from "../auth/auth-links";
import { returnHintsOf, transactionIdOf } from "./payment-outcome";

/**
 * `/payment/return`: the payment as the API knows it now. Asking payment-status here already passes the
 * gateway's return fields on (PayPal's capture happens then), so the first render is usually the final answer.
 * A guest signs in first and comes back; another member's payment is a 404.
 */
export async function paymentReturnLoader({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const url = new URL(request.url);
  const transactionId = transactionIdOf(url.searchParams);
  if (transactionId === null) throw data({ error: true, code: "NOT_FOUND" }, { status: 404 });
  const hints = returnHintsOf(url.searchParams);
  const result = await context.apiFetch("payment-status", {
    query: { payment_transaction_id: transactionId, lang: languageOfRequest(request), ...hints },
  });
  if (result.status === 401) throw redirect(loginHref({ redirectTo: `${url.pathname}${url.search}` }));
  const parsed =
    result.status === 200 && isApiSuccess(result.body)
      ? PaymentTransaction.safeParse(result.body.data)
      : null;
  if (!parsed?.success) {
    throw data(failureBody(result.body), { status: result.status >= 400 ? result.status : 502 });
  }
  return { transactionId, hints, transaction: parsed.data };
}

/**
 * The gateways come back to `/subscription-plan?payment=<id>&…` (the API's return URL): that visit is sent on
 * to the return page with the gateway's fields. Null for an ordinary visit.
 */
export function returnRedirectOf(request: Request): string | null {
  const url = new URL(request.url);
  const transactionId = transactionIdOf(url.searchParams, "payment");
  if (transactionId === null) return null;
  const query = new URLSearchParams({
    payment_transaction_id: String(transactionId),
    ...returnHintsOf(url.searchParams),
  });
  return `/payment/return?${query.toString()}`;
}
