import type { ReservationEvent, ReservationNotifier } from "./reservation-events.js";

/** The job that carries a reservation event to the e-mails (see reservation-email.job.ts). */
export const RESERVATION_EMAIL_JOB = "reservations.send-email";

/**
 * The real notifier (ADR 057): each event becomes one queued job, so the e-mails (and the confirmation PDF they
 * print) run outside the request and are retried if the mail server is down. Call it after the commit.
 */
export function createReservationNotifier(
  enqueue: (event: ReservationEvent) => Promise<unknown>,
): ReservationNotifier {
  return async (event) => {
    await enqueue({
      kind: event.kind,
      reservationId: event.reservationId,
      lang: event.lang,
      ...(event.refundMinor === undefined ? {} : { refundMinor: event.refundMinor }),
      ...(event.reason === undefined ? {} : { reason: event.reason }),
    });
  };
}
