/**
 * One interface for every payment gateway (ARCHITECTURE: "one provider adapter per gateway behind one
 * interface"). Adapters speak their provider's real protocol and know nothing of packages, listings or stays:
 * purposes are the ledger's callers. Every amount an adapter sends is the server's, in integer minor units; every
 * status it reports comes from a signature it checked or a server-side lookup, never from the browser's word.
 */

export type PaymentMethod =
  "stripe" | "razorpay" | "paypal" | "paystack" | "flutterwave" | "paymob" | "bank_transfer" | "cash";

/** Integer minor units (piastres, cents, kobo) and an ISO 4217 code. */
export type Money = { amountMinor: number; currency: string };

export type CreatePaymentInput = {
  /** Our unique reference for this ledger entry (e.g. `mz_42`): the provider echoes it back (metadata, tx_ref…). */
  reference: string;
  amount: Money;
  /** Shown on the provider's page and statement. */
  description: string;
  customer: { id: number; email: string | null; name: string | null; phone: string | null };
  /** Where the provider sends the browser after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  language: "en" | "ar";
};

/** What the browser needs to complete a payment created on the server. */
export type PaymentNextStep =
  /** Leave for the provider's hosted page (PayPal approval, Paystack, Flutterwave, Paymob checkout). */
  | { kind: "redirect"; url: string }
  /** Complete in an embedded form with the provider's browser library (Stripe PaymentIntent, Razorpay order). */
  | { kind: "embedded"; publicKey: string; clientSecret: string };

export type CreatedPayment = {
  /** The provider's id of the payment, intent, order or transaction; the ledger stores it. */
  providerPaymentId: string;
  next: PaymentNextStep;
};

export type ProviderPaymentState = "pending" | "succeeded" | "failed" | "cancelled";

/** The provider's own account of a payment, as a server-side lookup or a verified signature reported it. */
export type ProviderPayment = {
  providerPaymentId: string;
  state: ProviderPaymentState;
  /** What was actually charged; the ledger compares it with what it asked for. */
  amount: Money;
  /** Our reference, when the provider carries it back. */
  reference: string | null;
};

/** A webhook as it arrived: the exact bytes (signatures cover them), the headers and the query string. */
export type WebhookRequest = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
};

export type VerifiedWebhookEvent = {
  /** The provider's event id (or a digest of the signed body when it has none): the ledger dedupes on it. */
  eventId: string;
  /** Null for events about something other than a payment (they are acknowledged and ignored). */
  payment: ProviderPayment | null;
};

/** A webhook or return whose signature, timestamp or content does not check out: refused and logged, never applied. */
export class PaymentVerificationError extends Error {
  override name = "PaymentVerificationError";
}

/** The provider could not be reached or answered with an error: the caller answers 502/503, the ledger waits. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    message: string,
    readonly options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

export type PaymentProvider = {
  readonly method: PaymentMethod;
  /** Starts a payment for the server's amount. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Confirms a payment after the browser comes back (Razorpay's payment signature, PayPal's capture, Paystack's
   * verify, Paymob's HMAC'd return): checks what the browser brought, then asks the provider itself.
   */
  confirmPayment(input: {
    providerPaymentId: string;
    returned: Record<string, string>;
  }): Promise<ProviderPayment>;
  /** A server-side lookup of the payment: the truth, whatever any browser said. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Checks a webhook's signature (and freshness where the provider signs a timestamp); throws PaymentVerificationError. */
  verifyWebhook(request: WebhookRequest): Promise<VerifiedWebhookEvent>;
  refund(input: {
    providerPaymentId: string;
    amount: Money;
    reason: string;
  }): Promise<{ refundId: string; state: "pending" | "succeeded" | "failed" }>;
};
