import type { AppConfig } from "../../../config/config.js";
import type { PaymentMethod, PaymentProvider } from "./payment-provider.js";
import { createFlutterwaveProvider } from "./flutterwave.js";
import { createPaymobProvider } from "./paymob.js";
import { createRazorpayProvider } from "./razorpay.js";
import { createPayPalProvider } from "./paypal.js";
import { createPaystackProvider } from "./paystack.js";
import { createStripeProvider } from "./stripe.js";

/** The adapters whose keys are configured; a method without keys is simply not offered. */
export type EnabledProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

/** Currencies Paystack charges in; a package priced in another is refused before Paystack is asked. */
const PAYSTACK_CURRENCIES = ["NGN", "GHS", "ZAR", "KES", "USD", "EGP", "XOF"] as const;

/** Currencies Flutterwave Standard charges in. */
const FLUTTERWAVE_CURRENCIES = [
  "NGN",
  "GHS",
  "KES",
  "ZAR",
  "UGX",
  "TZS",
  "RWF",
  "XAF",
  "XOF",
  "EGP",
  "USD",
  "EUR",
  "GBP",
] as const;

/** Currencies this Razorpay integration charges in (Razorpay's international list, Manzil's markets first). */
const RAZORPAY_CURRENCIES = [
  "INR",
  "USD",
  "EUR",
  "GBP",
  "AED",
  "SAR",
  "KWD",
  "QAR",
  "BHD",
  "OMR",
  "EGP",
] as const;

/** The one registry of enabled gateways (ADR 038 amended); config already refused a partial set of keys. */
export function enabledProviders(config: AppConfig): EnabledProviders {
  const providers: EnabledProviders = {};
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET) {
    providers.stripe = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (config.PAYSTACK_SECRET_KEY && config.PAYSTACK_PUBLIC_KEY) {
    providers.paystack = createPaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      currencies: PAYSTACK_CURRENCIES,
      baseUrl: config.PAYSTACK_API_BASE,
    });
  }
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID) {
    providers.paypal = createPayPalProvider({
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      webhookId: config.PAYPAL_WEBHOOK_ID,
      baseUrl: config.PAYPAL_API_BASE,
    });
  }
  if (config.FLUTTERWAVE_SECRET_KEY && config.FLUTTERWAVE_PUBLIC_KEY && config.FLUTTERWAVE_WEBHOOK_HASH) {
    providers.flutterwave = createFlutterwaveProvider({
      secretKey: config.FLUTTERWAVE_SECRET_KEY,
      webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH,
      currencies: FLUTTERWAVE_CURRENCIES,
      baseUrl: config.FLUTTERWAVE_API_BASE,
    });
  }
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    providers.razorpay = createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      currencies: RAZORPAY_CURRENCIES,
      baseUrl: config.RAZORPAY_API_BASE,
    });
  }
  if (
    config.PAYMOB_SECRET_KEY &&
    config.PAYMOB_PUBLIC_KEY &&
    config.PAYMOB_API_KEY &&
    config.PAYMOB_HMAC_SECRET &&
    config.PAYMOB_INTEGRATION_IDS
  ) {
    providers.paymob = createPaymobProvider({
      baseUrl: config.PAYMOB_API_BASE,
      secretKey: config.PAYMOB_SECRET_KEY,
      publicKey: config.PAYMOB_PUBLIC_KEY,
      apiKey: config.PAYMOB_API_KEY,
      hmacSecret: config.PAYMOB_HMAC_SECRET,
      integrationIds: config.PAYMOB_INTEGRATION_IDS.split(",").map((id) => Number(id.trim())),
      // Paymob posts the transaction-processed callback here; the API is served under PUBLIC_URL/api.
      notificationUrl: `${config.PUBLIC_URL}/api/webhooks/paymob`,
    });
  }
  return providers;
}

/** What `get_payment_settings` may show of each enabled gateway: its public key, never a secret. */
export function publicKeysOf(config: AppConfig): Partial<Record<PaymentMethod, string>> {
  return {
    ...(config.STRIPE_PUBLISHABLE_KEY ? { stripe: config.STRIPE_PUBLISHABLE_KEY } : {}),
    ...(config.PAYSTACK_PUBLIC_KEY ? { paystack: config.PAYSTACK_PUBLIC_KEY } : {}),
    ...(config.PAYPAL_CLIENT_ID ? { paypal: config.PAYPAL_CLIENT_ID } : {}),
    ...(config.FLUTTERWAVE_PUBLIC_KEY ? { flutterwave: config.FLUTTERWAVE_PUBLIC_KEY } : {}),
    ...(config.RAZORPAY_KEY_ID ? { razorpay: config.RAZORPAY_KEY_ID } : {}),
    ...(config.PAYMOB_PUBLIC_KEY ? { paymob: config.PAYMOB_PUBLIC_KEY } : {}),
  };
}
