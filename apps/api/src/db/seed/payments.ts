import type { TPaymentMethod, TPaymentState } from "@manzil/domain/payments";
import type { UserPackageSeed } from "./user-packages.js";

type PackageName = UserPackageSeed["packageName"];

/** A receipt file of a demo bank transfer: a fixed key in the PRIVATE store, as bank-transfers writes them. */
export type ReceiptSeed = {
  key: string;
  originalName: string;
  uploadedAt: Date;
  rejectionReason: string | null;
};

/**
 * One demo payment (issue 13): who paid (index into the users plan), for what, how, and how it ended. Everything
 * is fixed (provider ids, references) or relative to `now`, so the same `now` gives the same rows.
 */
export type PaymentSeed = {
  key: string;
  user: number;
  /** A package by name, or a send-money transfer of `amountMinor` to `recipient`. */
  buys: { package: PackageName } | { transfer: number; amountMinor: number };
  method: TPaymentMethod;
  providerPaymentId: string | null;
  state: TPaymentState;
  createdAt: Date;
  /** When the money arrived (state succeeded or refunded): the invoice is issued and the package starts then. */
  succeededAt: Date | null;
  failureReason: string | null;
  /** Whether a package bought here is inserted with the payment; false when user-packages.ts already holds it. */
  activates: boolean;
  refund: { id: string | null; at: Date; reason: string } | null;
  /** Bank transfer: the admin's decision time, and the receipts uploaded (oldest first). */
  reviewedAt: Date | null;
  receipts: ReceiptSeed[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const DEMO_RECEIPT_REJECTION =
  "The receipt is unreadable and the amount does not match the Pro package. Please upload the bank's confirmation.";

/**
 * The demo's payment history, so every payments screen has something to show on a fresh start: card (Stripe),
 * PayPal and Paymob purchases that succeeded (each with its invoice), one failed and one cancelled attempt, one
 * refund, one send-money transfer between two members, and bank transfers in review, rejected (the member may
 * upload again) and approved. Only members who already hold a package (user-packages.ts) pay, so the first
 * customer and every member without a package still hold nothing (and sign-in shows every gate).
 */
export function planDemoPayments(held: readonly UserPackageSeed[], now: Date): PaymentSeed[] {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  const pro = held.find((h) => h.packageName === "Pro");
  // user-packages.ts: three agents on Free, then an owner on Free and an owner whose Free package ended.
  const [reviewAgent, rejectedAgent, paymobAgent, retryingOwner, lapsedOwner] = held
    .filter((h) => h.packageName === "Free")
    .map((h) => h.user);

  const base = {
    providerPaymentId: null,
    failureReason: null,
    activates: true,
    refund: null,
    reviewedAt: null,
    receipts: [],
  } satisfies Partial<PaymentSeed>;
  const paid = (at: Date) => ({
    state: "succeeded" as const,
    createdAt: new Date(at.getTime() - 4 * 60_000),
    succeededAt: at,
  });
  const seeds: (PaymentSeed | false)[] = [
    pro !== undefined && {
      ...base,
      ...paid(pro.startsAt),
      key: "pro-stripe",
      user: pro.user,
      buys: { package: "Pro" },
      method: "stripe",
      providerPaymentId: "pi_3DemoManzilPro0000000001",
      // user-packages.ts already holds this Pro package, from the same moment.
      activates: false,
    },
    retryingOwner !== undefined && {
      ...base,
      ...paid(ago(5, 6)),
      // Paid by PayPal after the card was declined (below).
      key: "business-paypal",
      user: retryingOwner,
      buys: { package: "Business" },
      method: "paypal",
      providerPaymentId: "5DM01234DEMO0001B",
    },
    // Bought Basic by mistake, refunded, then bought Pro (above).
    pro !== undefined && {
      ...base,
      ...paid(ago(20, 5)),
      key: "basic-stripe-refunded",
      user: pro.user,
      buys: { package: "Basic" },
      method: "stripe",
      providerPaymentId: "pi_3DemoManzilBasic00000002",
      state: "refunded",
      refund: { id: "re_3DemoManzilBasic00000002", at: ago(18, 2), reason: "Bought twice by mistake" },
    },
    // Basic paid by bank transfer and approved; their later Pro transfer is rejected (below).
    rejectedAgent !== undefined && {
      ...base,
      key: "basic-bank-approved",
      user: rejectedAgent,
      buys: { package: "Basic" },
      method: "bank_transfer",
      state: "succeeded",
      createdAt: ago(9, 6),
      succeededAt: ago(8, 1),
      reviewedAt: ago(8, 1),
      receipts: [
        {
          key: "bank-receipts/demo-approved.pdf",
          originalName: "transfer-basic.pdf",
          uploadedAt: ago(9, 6),
          rejectionReason: null,
        },
      ],
    },
    paymobAgent !== undefined &&
      pro !== undefined && {
        ...base,
        ...paid(ago(6, 4)),
        key: "transfer-stripe",
        user: paymobAgent,
        buys: { transfer: pro.user, amountMinor: 250_000 },
        method: "stripe",
        providerPaymentId: "pi_3DemoManzilTransfer00003",
        activates: false,
      },
    paymobAgent !== undefined && {
      ...base,
      ...paid(ago(3, 2)),
      key: "pro-paymob",
      user: paymobAgent,
      buys: { package: "Pro" },
      method: "paymob",
      providerPaymentId: "318000501",
    },
    retryingOwner !== undefined && {
      ...base,
      key: "business-stripe-failed",
      user: retryingOwner,
      buys: { package: "Business" },
      method: "stripe",
      providerPaymentId: "pi_3DemoManzilFailed0000004",
      state: "failed",
      createdAt: ago(5, 7),
      succeededAt: null,
      failureReason: "provider_failed",
    },
    lapsedOwner !== undefined && {
      ...base,
      key: "pro-paypal-cancelled",
      user: lapsedOwner,
      buys: { package: "Pro" },
      method: "paypal",
      providerPaymentId: "5DM01234DEMO0005C",
      state: "cancelled",
      createdAt: ago(2, 9),
      succeededAt: null,
      failureReason: "member_reported_failure",
    },
    rejectedAgent !== undefined && {
      ...base,
      key: "pro-bank-rejected",
      user: rejectedAgent,
      buys: { package: "Pro" },
      method: "bank_transfer",
      state: "rejected",
      createdAt: ago(4, 5),
      succeededAt: null,
      failureReason: DEMO_RECEIPT_REJECTION,
      reviewedAt: ago(3, 20),
      receipts: [
        {
          key: "bank-receipts/demo-rejected.pdf",
          originalName: "receipt-photo.pdf",
          uploadedAt: ago(4, 5),
          rejectionReason: DEMO_RECEIPT_REJECTION,
        },
      ],
    },
    reviewAgent !== undefined && {
      ...base,
      key: "basic-bank-review",
      user: reviewAgent,
      buys: { package: "Basic" },
      method: "bank_transfer",
      state: "review",
      createdAt: ago(0, 7),
      succeededAt: null,
      receipts: [
        {
          key: "bank-receipts/demo-review.pdf",
          originalName: "bank-transfer-basic.pdf",
          uploadedAt: ago(0, 7),
          rejectionReason: null,
        },
      ],
    },
  ];
  return seeds.filter((seed): seed is PaymentSeed => seed !== false);
}
