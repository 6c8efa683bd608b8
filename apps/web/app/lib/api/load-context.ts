// The load context apps/api puts into every loader and action (apps/api/src/plugins/web-app.ts).
// Declared here as a type only: the web never imports the API's code.

export type ApiQuery = Record<string, string | number | boolean | undefined | null>;

export type ApiFetchOptions = {
  method?: "GET" | "POST";
  query?: ApiQuery;
  body?: unknown;
};

/** `retryAfter`: the API's Retry-After on a 503 or 429, passed on to the visitor by the error page. */
export type ApiFetchResult = { status: number; body: unknown; retryAfter?: string | null };

declare module "react-router" {
  interface AppLoadContext {
    /** Calls `/api/<path>` in-process with the visitor's session cookie (as bearer) and Accept-Language. */
    apiFetch: (path: string, options?: ApiFetchOptions) => Promise<ApiFetchResult>;
    /** GET `/api/<path>` for a file: the API's own Response, streaming, headers as sent (download routes). */
    apiDownload?: (path: string, query?: ApiQuery) => Promise<Response>;
    /** Absolute origin of the site, without a trailing slash (canonical and Open Graph URLs). */
    publicUrl: string;
    /** Nonce of this response's Content-Security-Policy; the server entry puts it on the inline scripts. */
    cspNonce?: string | undefined;
    /** Where the checkout loads Stripe.js and Razorpay Checkout from (API config STRIPE_JS_URL, RAZORPAY_CHECKOUT_URL). */
    paymentScripts?: { stripe: string; razorpay: string };
  }
}
