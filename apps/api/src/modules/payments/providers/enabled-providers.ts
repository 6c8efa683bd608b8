import type { AppConfig } from "../../../config/config.js";
import type { PaymentMethod, PaymentProvider } from "./payment-provider.js";
import { createStripeProvider } from "./stripe.js";

/** The adapters whose keys are configured; a method without keys is simply not offered. */
export type EnabledProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

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
  return providers;
}
