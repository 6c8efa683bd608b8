import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { RESERVATION_EVENTS } from "../reservations/reservation-events.js";

/** Queued beside `reservations.send-email` for each booking step, so a mail outage never delays the inbox. */
export const RESERVATION_NOTICE_JOB = "notifications.reservation-notice";

/**
 * A booking step's inbox notices (ADR 060). Its own job, not a step of the e-mail job: a mail retry must not
 * write the notices again, and a notice failing must not hold the e-mails back.
 */
export const reservationNoticeJob = defineJob({
  payload: z.object({
    kind: z.enum(RESERVATION_EVENTS),
    reservationId: z.number().int().positive(),
    lang: z.enum(["en", "ar"]).nullable().optional(),
    refundMinor: z.number().int().nonnegative().optional(),
    reason: z.string().max(2_000).nullable().optional(),
  }),
  retry: { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true },
  async handle(payload, { services }) {
    await services.reservationNotices.send(payload);
  },
});
