import { createHash } from "node:crypto";
import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/**
 * The clock's part in a reservation's life (issue 15, ADR 056). Every run takes a batch of due bookings, each in
 * its own transaction under the booking's locks, and changes only what is still due when locked: a run that
 * repeats, overlaps another or races a person's click changes nothing twice.
 */

/** Every minute: unpaid online holds older than 15 minutes give their units back; payments too late are refunded. */
export const expireHoldsJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 1, retryDelaySeconds: 30 },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const expired = await services.reservationLifecycle.expireHolds(now());
    if (expired > 0) log.info({ expired }, "expired unpaid reservation holds");
    const refunded = await services.reservationLifecycle.refundLatePayments(now());
    if (refunded > 0) log.info({ refunded }, "refunded payments that arrived after their booking ended");
  },
});

/** Every 5 minutes: requests the owner left unanswered for 24 hours are declined and refunded. */
export const declineUnansweredJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 60 },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const declined = await services.reservationLifecycle.declineUnanswered(now());
    if (declined > 0) log.info({ declined }, "declined unanswered reservation requests");
  },
});

/** Hourly: finished stays become completed (and count toward loyalty). */
export const completeStaysJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 300 },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const completed = await services.reservationLifecycle.completeStays(now());
    if (completed > 0) log.info({ completed }, "completed finished stays");
  },
});

export const SEND_RESERVATION_REMINDER = "reservations.send-reminder";

/**
 * The job id of a booking's reminder: the same booking always gets the same id, so the queue keeps one reminder per
 * booking however often the scan finds it (pg-boss refuses a second job with a stored id, ADR 041).
 */
export function reminderJobId(reservationId: number): string {
  const hex = createHash("sha256").update(`reservation-reminder:${reservationId}`).digest("hex");
  // Shaped as a version-4 UUID, which is what pg-boss's id column takes.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Hourly: each confirmed booking checking in tomorrow (site time) gets one reminder job. */
export const scanRemindersJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 300 },
  policy: "exclusive",
  async handle(_payload, { services, log, now, enqueue }) {
    let queued = 0;
    for (const reservationId of await services.reservationLifecycle.remindersDue(now())) {
      const id = await enqueue(
        SEND_RESERVATION_REMINDER,
        { reservation_id: reservationId },
        {
          id: reminderJobId(reservationId),
        },
      );
      if (id !== null) queued += 1;
    }
    if (queued > 0) log.info({ queued }, "queued check-in reminders");
  },
});

/** One booking's reminder, told to the reservation notifier (e-mails to guest and owner). */
export const sendReminderJob = defineJob({
  payload: z.object({ reservation_id: z.number().int().positive() }),
  retry: { retryLimit: 3, retryDelaySeconds: 120, retryBackoff: true },
  async handle(payload, { services }) {
    await services.reservationLifecycle.sendReminder(payload.reservation_id);
  },
});
