import type { Language } from "../../plugins/i18n.js";

/**
 * What happened to a booking, told after the database transaction that did it committed (ADR 054). The booking,
 * life-cycle and refund services only report; the notifier decides who hears (e-mails to guest and owner in
 * their language, later push and chat). A failed notification never undoes a booking.
 */
export const RESERVATION_EVENTS = [
  /** Booked; waits for the owner (instant booking off). */
  "requested",
  /** Booked for sure: instant booking, an owner's acceptance, or the payment that completed a hold. */
  "confirmed",
  /** The owner declined, or the 24 hours to answer ran out. */
  "rejected",
  "cancelled",
  /** An online booking not paid within its hold. */
  "expired",
  "checked_in",
  "checked_out",
  "completed",
  /** The day before check-in. */
  "reminder",
  "refund_requested",
  "refund_approved",
  "refund_rejected",
] as const;
export type TReservationEvent = (typeof RESERVATION_EVENTS)[number];

export interface ReservationEvent {
  readonly kind: TReservationEvent;
  /** The first row of the booking (its reference's group is looked up from it). */
  readonly reservationId: number;
  /** The language of the request that caused it, if a person caused it. */
  readonly lang: Language | null;
  /** Money given back with this event, in the reservation's currency. */
  readonly refundMinor?: number;
  readonly reason?: string | null;
}

export type ReservationNotifier = (event: ReservationEvent) => Promise<void>;

/** Until a notifier is wired (and in tests that do not listen): nothing is told. */
export const silentNotifier: ReservationNotifier = async () => {};
