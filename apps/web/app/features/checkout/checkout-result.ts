import type { TPaymentMethod } from "@manzil/domain/payments";

/**
 * What the page learns from starting a payment. A hosted gateway never comes back here: the action redirects the
 * browser to its page. Card and Razorpay payments continue on this page with the keys the API handed out.
 */
export type CheckoutResult =
  | {
      ok: true;
      method: TPaymentMethod;
      transactionId: number;
      clientSecret: string;
      publicKey: string;
      at: number;
    }
  | {
      ok: false;
      /** A translation key, or the API's own text (already in the visitor's language) in `raw`. */
      message: { key: string; raw?: string };
      at: number;
    };

/** Where a card or Razorpay payment lands once the gateway is done; the page polls payment-status. */
export function returnPath(transactionId: number): string {
  return `/payment/return?payment_transaction_id=${transactionId}`;
}
