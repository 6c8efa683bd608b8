import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/**
 * One payment e-mail, queued after the ledger committed a success or a failure. A flaky mail server is retried
 * with backoff for about an hour; a handler that runs twice (a crash before the acknowledgement) mails twice,
 * which is the lesser harm next to a payment nobody was told about.
 */
export const paymentEmailJob = defineJob({
  payload: z.object({
    transactionId: z.number().int().positive(),
    state: z.enum(["succeeded", "failed"]),
    lang: z.enum(["en", "ar"]).nullable(),
  }),
  retry: { retryLimit: 6, retryDelaySeconds: 30, retryBackoff: true, retryDelayMaxSeconds: 1800 },
  async handle(payload, { services }) {
    await services.paymentEmails.send(payload);
  },
});
