import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { RESERVATION_EVENTS } from "./reservation-events.js";

/**
 * One step of a booking to tell its guest and owner, queued after the step committed (ADR 057). A flaky mail
 * server is retried with backoff for about an hour; a handler that runs twice mails twice, the lesser harm next
 * to a booking nobody heard of.
 */
export const reservationEmailJob = defineJob({
  payload: z.object({
    kind: z.enum(RESERVATION_EVENTS),
    reservationId: z.number().int().positive(),
    lang: z.enum(["en", "ar"]).nullable(),
    refundMinor: z.number().int().nonnegative().optional(),
    reason: z.string().max(2_000).nullable().optional(),
  }),
  retry: { retryLimit: 6, retryDelaySeconds: 30, retryBackoff: true, retryDelayMaxSeconds: 1800 },
  async handle(payload, { services }) {
    await services.reservationEmails.send(payload);
  },
});
