import { z } from "zod";
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATES } from "../payments/index.js";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const id = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** Transactions per page of the payments list (spec §9: 100). */
export const PAYMENT_TRANSACTIONS_PAGE = 100;

/**
 * `create-payment-intent`. eBroker clients also send `amount`: it is not read (the schema drops it), the price
 * is the package's, on the server (backend-facts §4: "the client sets the price").
 */
export const CreatePaymentIntentBody = z.object({
  package_id: id,
  platform_type: z.preprocess(emptyToUndefined, z.enum(["app", "web"]).optional()),
  payment_method: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS).default("stripe")),
  lang,
});
export type TCreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBody>;

export const PaymentTransactionIdBody = z.object({ payment_transaction_id: id, lang });
export type TPaymentTransactionIdBody = z.infer<typeof PaymentTransactionIdBody>;

/** `YYYY-MM`, or a month number 1–12 meaning that month of the current year. */
const month = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2])|0?[1-9]|1[0-2])$/)
    .optional(),
);

export const PaymentTransactionsQuery = z.object({
  /** What was paid for. */
  type: z.preprocess(emptyToUndefined, z.enum(PAYMENT_PURPOSES).optional()),
  month,
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(PAYMENT_TRANSACTIONS_PAGE)),
  lang,
});
export type TPaymentTransactionsQuery = z.infer<typeof PaymentTransactionsQuery>;

export const PaymentTransaction = z.object({
  id: z.number().int(),
  /** Our order id, shown as "order id" in the payments list. */
  reference: z.string(),
  type: z.enum(PAYMENT_PURPOSES),
  purpose_id: z.number().int(),
  payment_gateway: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATES),
  amount: z.number(),
  amount_minor: z.number().int(),
  currency: z.string(),
  transaction_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  succeeded_at: z.string().nullable(),
  /** What was paid for: the package's name, or "Transfer to <name>" / "Transfer from <name>". */
  title: z.string().nullable(),
  /** Set once the payment succeeded and its invoice was issued. */
  invoice_number: z.string().nullable(),
  /** "in" only for a send-money transfer the caller receives; everything the caller pays is "out". */
  direction: z.enum(["out", "in"]),
  /** The other member of a transfer; null for every other purpose. */
  counterparty_name: z.string().nullable(),
});
export type TPaymentTransaction = z.infer<typeof PaymentTransaction>;

/**
 * What a gateway's hosted page appends to the return URL (PayPal's `token`, Paystack's `reference`/`trxref`,
 * Flutterwave's `transaction_id`/`tx_ref`, Razorpay Checkout's signed `razorpay_*` trio). Only
 * hints: the server checks they name this transaction's payment, then asks the gateway itself.
 */
const returnedHint = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());

export const PaymentTransactionIdQuery = PaymentTransactionIdBody.extend({
  token: returnedHint,
  reference: returnedHint,
  trxref: returnedHint,
  transaction_id: returnedHint,
  tx_ref: returnedHint,
  razorpay_payment_id: returnedHint,
  razorpay_order_id: returnedHint,
  razorpay_signature: returnedHint,
});

/**
 * Starting a package payment with a hosted-page gateway (`payments/start`, `paystack`, `paypal`, `flutterwave`). An `amount` sent
 * by eBroker clients is dropped like in `create-payment-intent`: the package's price on the server decides.
 */
export const StartPaymentBody = z.object({
  package_id: id,
  payment_method: z.enum(PAYMENT_METHODS),
  lang,
});
export type TStartPaymentBody = z.infer<typeof StartPaymentBody>;

export const PackagePaymentBody = z.object({ package_id: id, lang });
export const PackagePaymentQuery = PackagePaymentBody;

/** Where the browser goes next: the gateway's hosted page, or (card) the embedded form's keys. */
export const StartedPaymentReply = z.object({
  payment_transaction_id: z.number().int(),
  redirect_url: z.string().nullable(),
  client_secret: z.string().nullable(),
  public_key: z.string().nullable(),
  payment_transaction: PaymentTransaction,
});
export type TStartedPaymentReply = z.infer<typeof StartedPaymentReply>;

/** What the browser needs to finish a card payment with Stripe.js; never a secret key. */
export const PaymentIntentReply = z.object({
  payment_intent: z.object({
    id: z.string(),
    client_secret: z.string(),
    publishable_key: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    payment_transaction_id: z.number().int(),
  }),
  payment_transaction: PaymentTransaction,
});
export type TPaymentIntentReply = z.infer<typeof PaymentIntentReply>;

export const PaymentSettings = z.object({
  currency: z.string(),
  /** Enabled methods only; an empty list means "no payment method enabled". */
  methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), public_key: z.string().nullable() })),
  stripe_publishable_key: z.string().nullable(),
});
export type TPaymentSettings = z.infer<typeof PaymentSettings>;
