import { StartedPaymentReply } from "@manzil/domain/contracts";
import { PAYMENT_METHODS, type TPaymentMethod } from "@manzil/domain/payments";
import { data, redirect, type AppLoadContext } from "react-router";
import { failureBody, isApiSuccess } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { isSameOriginPost } from "../../lib/session/same-origin";
import type { CheckoutResult } from "./checkout-result";

export { BUY_INTENT } from "./checkout-intent";

/**
 * Starts paying for a package through `payments/start`, in-process so the session stays in its httpOnly cookie.
 * A hosted gateway (PayPal, Paystack, Flutterwave, Paymob) answers its page's address: the browser is sent there.
 * A card or Razorpay payment answers the keys of its embedded step. The price is never sent: the server's decides.
 */
export async function startPaymentAction({
  request,
  context,
  form,
}: {
  request: Request;
  context: AppLoadContext;
  form: FormData;
}): Promise<CheckoutResult> {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  const at = Date.now();
  const packageId = String(form.get("package_id") ?? "").trim();
  const method = String(form.get("payment_method") ?? "");
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    return { ok: false, message: { key: "checkout.error.choose_method" }, at };
  }
  const result = await context.apiFetch("payments/start", {
    method: "POST",
    query: { lang: languageOfRequest(request) },
    body: { package_id: packageId, payment_method: method },
  });
  const ok = result.status >= 200 && result.status < 300 && isApiSuccess(result.body);
  const started = ok ? StartedPaymentReply.safeParse((result.body as { data: unknown }).data) : null;
  if (!started?.success) return { ok: false, message: startFailure(method, result.status, result.body), at };
  const reply = started.data;
  if (reply.redirect_url) throw redirect(reply.redirect_url);
  if (reply.client_secret && reply.public_key) {
    return {
      ok: true,
      method: method as TPaymentMethod,
      transactionId: reply.payment_transaction_id,
      clientSecret: reply.client_secret,
      publicKey: reply.public_key,
      at,
    };
  }
  // Started, but with nowhere to go: for PayPal spec §8 calls this "PayPal form not found".
  return {
    ok: false,
    message: { key: method === "paypal" ? "checkout.error.paypal_form" : "checkout.error.failed" },
    at,
  };
}

/**
 * A refused start in the visitor's language: the API's own words for a 4xx (a held package, a disabled
 * method), sign-in for a 401, and spec §8's "PayPal API error" when PayPal itself did not answer.
 */
function startFailure(method: string, status: number, body: unknown): { key: string; raw?: string } {
  if (status === 401) return { key: "errors.login_required" };
  const { message, errors } = failureBody(body);
  const text = (errors ? Object.values(errors)[0]?.[0] : undefined) ?? message?.trim();
  if (status >= 400 && status < 500 && text) return { key: "checkout.error.failed", raw: text };
  if (method === "paypal") return { key: "checkout.error.paypal_api" };
  return { key: "checkout.error.failed" };
}
