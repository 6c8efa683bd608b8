/**
 * The few members of Stripe.js and Razorpay Checkout the checkout uses, typed here rather than pulling in the
 * vendors' type packages: both scripts load at run time from a configured address (ADR 047).
 */
export type StripeElement = { mount: (target: HTMLElement) => void; destroy: () => void };
export type StripeElements = {
  create: (type: "payment", options?: Record<string, unknown>) => StripeElement;
};
export type StripeClient = {
  elements: (options: {
    clientSecret: string;
    locale?: string;
    appearance?: Record<string, unknown>;
  }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }) => Promise<{ error?: { message?: string; type?: string } }>;
};
export type RazorpayAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
export type RazorpayCheckout = { open: () => void };
export type RazorpayOptions = {
  key: string;
  order_id: string;
  handler: (answer: RazorpayAnswer) => void;
  modal?: { ondismiss?: () => void };
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeClient;
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

/** Where the scripts come from when the server did not say (the vendors' own addresses). */
export const DEFAULT_PAYMENT_SCRIPTS = {
  stripe: "https://js.stripe.com/v3/",
  razorpay: "https://checkout.razorpay.com/v1/checkout.js",
};
export type PaymentScripts = typeof DEFAULT_PAYMENT_SCRIPTS;
