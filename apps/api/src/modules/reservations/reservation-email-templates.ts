import type { TReservationEvent } from "./reservation-events.js";

export type ReservationRecipient = "guest" | "owner";

/**
 * Who hears of each step of a booking (ADR 057). The guest hears of everything that changes their stay; the
 * owner of what asks something of them (a request, a refund request) or changes their calendar (a new booking,
 * a cancellation). Check-in and check-out are done by the owner, who needs no mail about their own click.
 */
export const RESERVATION_EMAIL_RECIPIENTS = {
  requested: ["guest", "owner"],
  confirmed: ["guest", "owner"],
  rejected: ["guest"],
  cancelled: ["guest", "owner"],
  expired: ["guest"],
  checked_in: ["guest"],
  checked_out: ["guest"],
  completed: ["guest"],
  reminder: ["guest"],
  refund_requested: ["owner"],
  refund_approved: ["guest"],
  refund_rejected: ["guest"],
} as const satisfies Record<TReservationEvent, readonly ReservationRecipient[]>;

type Recipients = typeof RESERVATION_EMAIL_RECIPIENTS;

/** `reservation_<event>_<recipient>`: its subject and body are `mail.<template>_subject` / `_body`. */
export type ReservationEmailTemplate = {
  [K in keyof Recipients]: `reservation_${K}_${Recipients[K][number]}`;
}[keyof Recipients];

export function reservationTemplate(
  kind: TReservationEvent,
  recipient: ReservationRecipient,
): ReservationEmailTemplate {
  return `reservation_${kind}_${recipient}` as ReservationEmailTemplate;
}
