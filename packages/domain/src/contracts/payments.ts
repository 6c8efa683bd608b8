import { z } from "zod";
import {
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  PAYMOB_RETURN_FIELDS,
  type TPaymobReturnField,
} from "../payments/index.js";
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
  /** Whether a bank-transfer receipt was uploaded for it (get-payment-receipt then serves it). */
  has_receipt: z.boolean(),
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
 * Flutterwave's `transaction_id`/`tx_ref`, Razorpay Checkout's signed `razorpay_*` trio, Paymob's HMAC'd fields). Only
 * hints: the server checks they name this transaction's payment, then asks the gateway itself.
 */
const returnedHint = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());

/** Paymob's return: the fields its HMAC covers, flattened, plus `hmac` (checked, then looked up with Paymob). */
const paymobReturn = Object.fromEntries(PAYMOB_RETURN_FIELDS.map((field) => [field, returnedHint])) as Record<
  TPaymobReturnField,
  typeof returnedHint
>;

export const PaymentTransactionIdQuery = PaymentTransactionIdBody.extend({
  ...paymobReturn,
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

/** One line of the bank account members transfer to (settings `bank_details`): "IBAN" → "EG38…". */
export const BankDetail = z.object({ title: z.string(), value: z.string() });
export type TBankDetail = z.infer<typeof BankDetail>;

export const PaymentSettings = z.object({
  currency: z.string(),
  /** Enabled methods only; an empty list means "no payment method enabled". */
  methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), public_key: z.string().nullable() })),
  stripe_publishable_key: z.string().nullable(),
  /** Where to send a bank transfer, in the caller's language; empty when bank transfer is off. */
  bank_details: z.array(BankDetail),
});
export type TPaymentSettings = z.infer<typeof PaymentSettings>;

/** Why a payment is refunded: kept with the transaction and shown to whoever looks at it later. */
const refundReason = z.string().trim().min(3).max(500);

/**
 * `admin/payments/:id/refund`: the whole payment, or `amount` minor units of it (never more than was paid; the
 * server checks against its own row).
 */
export const RefundPaymentBody = z.object({
  reason: refundReason,
  amount: coerceOptionalInt(z.number().positive().max(Number.MAX_SAFE_INTEGER)),
  lang,
});
export type TRefundPaymentBody = z.infer<typeof RefundPaymentBody>;

export const RefundPaymentParams = z.object({ id });

/**
 * eBroker's `paymob-refund`: `transaction_id` is the payment's id (as in `payment-transactions`), `amount` in major
 * units as eBroker sends it ("150.50").
 */
export const PaymobRefundBody = z.object({
  transaction_id: id,
  amount: z
    .union([
      z.number().positive(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}(\.\d{1,3})?$/),
    ])
    .refine((value) => Number(value) > 0),
  reason: refundReason,
  lang,
});
export type TPaymobRefundBody = z.infer<typeof PaymobRefundBody>;
