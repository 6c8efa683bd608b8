import Stripe from "stripe";
import {
  PaymentProviderError,
  PaymentVerificationError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type VerifiedWebhookEvent,
  type WebhookRequest,
} from "./payment-provider.js";

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiBase: string;
  /** Seconds a signed webhook stays acceptable (Stripe's default is 300): older ones are replays. */
  toleranceSeconds?: number;
};

/** Stripe's lower-case ISO code back to the ledger's upper case. */
function currencyOf(stripeCurrency: string): string {
  return stripeCurrency.toUpperCase();
}

/**
 * A PaymentIntent's status as the ledger reads it. `requires_payment_method` after a declined attempt is a
 * failure (Stripe would let the same intent be retried; Manzil starts a new transaction instead).
 */
function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  switch (intent.status) {
    case "succeeded":
      return "succeeded";
    case "canceled":
      return "cancelled";
    case "requires_payment_method":
      return intent.last_payment_error ? "failed" : "pending";
    default:
      return "pending";
  }
}

function paymentOf(
  intent: Stripe.PaymentIntent,
  state: ProviderPaymentState = stateOf(intent),
): ProviderPayment {
  return {
    providerPaymentId: intent.id,
    state,
    // What was charged once it succeeded; what is asked for before.
    amount: {
      amountMinor: state === "succeeded" ? intent.amount_received : intent.amount,
      currency: currencyOf(intent.currency),
    },
    reference: intent.metadata?.reference ?? null,
  };
}

/** What each PaymentIntent event says; any other event is acknowledged and ignored. */
const EVENT_STATES: Partial<Record<string, ProviderPaymentState>> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "cancelled",
};

function headerOf(headers: WebhookRequest["headers"], name: string): string | null {
  const value = headers[name];
  return typeof value === "string" ? value : null;
}

function providerError(error: unknown): PaymentProviderError {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  return new PaymentProviderError("Stripe request failed", { cause: error, ...(status ? { status } : {}) });
}

/** Card payments through Stripe PaymentIntents, confirmed in the browser with Stripe.js (ADR 038). */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });
  const tolerance = options.toleranceSeconds ?? 300;

  async function fetchPayment(providerPaymentId: string): Promise<ProviderPayment> {
    try {
      return paymentOf(await stripe.paymentIntents.retrieve(providerPaymentId));
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    method: "stripe",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount.amountMinor,
            currency: input.amount.currency.toLowerCase(),
            description: input.description,
            metadata: { reference: input.reference, user_id: String(input.customer.id) },
            ...(input.customer.email ? { receipt_email: input.customer.email } : {}),
            automatic_payment_methods: { enabled: true },
          },
          // A retried request (network hiccup) must not create a second intent for one ledger entry.
          { idempotencyKey: input.reference },
        );
        if (!intent.client_secret) throw new Error("Stripe returned a PaymentIntent without a client secret");
        return {
          providerPaymentId: intent.id,
          next: { kind: "embedded", publicKey: options.publishableKey, clientSecret: intent.client_secret },
        };
      } catch (error) {
        throw providerError(error);
      }
    },

    // Stripe.js confirms in the browser and signs nothing it returns: only Stripe's own account counts.
    async confirmPayment(input) {
      return fetchPayment(input.providerPaymentId);
    },

    fetchPayment,

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhookEvent> {
      const signature = headerOf(request.headers, "stripe-signature");
      if (!signature) throw new PaymentVerificationError("missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.rawBody, signature, options.webhookSecret, tolerance);
      } catch (error) {
        throw new PaymentVerificationError(
          error instanceof Error ? error.message : "Stripe signature does not verify",
        );
      }
      const state = EVENT_STATES[event.type];
      if (!state) return { eventId: event.id, payment: null };
      return { eventId: event.id, payment: paymentOf(event.data.object as Stripe.PaymentIntent, state) };
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.providerPaymentId,
            amount: input.amount.amountMinor,
            metadata: { reason: input.reason },
          },
          { idempotencyKey: `refund_${input.providerPaymentId}_${input.amount.amountMinor}` },
        );
        const state =
          refund.status === "succeeded" ? "succeeded" : refund.status === "pending" ? "pending" : "failed";
        return { refundId: refund.id, state };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
