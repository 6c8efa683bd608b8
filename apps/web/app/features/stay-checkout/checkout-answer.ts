import type { TPaymentMethod } from "@manzil/domain/payments";

/**
 * What the checkout page learns from its action. Paying at the property, or on a gateway's own page, never comes
 * back here (the action redirects); a card or Razorpay payment continues on the page with the keys the API gave.
 */
export type CheckoutAnswer =
  | {
      ok: true;
      reservationId: number;
      method: TPaymentMethod;
      transactionId: number;
      clientSecret: string;
      publicKey: string;
      at: number;
    }
  | {
      ok: false;
      /** A translation key, or the API's own text (already in the guest's language) in `raw`. */
      message: { key: string; raw?: string };
      /** The API's messages by field (a 422), shown beside the fields. */
      fields: Record<string, string>;
      /** A 409: the rooms were taken meanwhile (spec §8 "Booking failed", with a toast). */
      conflict?: boolean;
      at: number;
    };

/** Where a booking is shown once made: its confirmation, told it was just booked. */
export const bookedPath = (reservationId: number) => `/user/reservations/${reservationId}?booked=1`;
