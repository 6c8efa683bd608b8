import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/**
 * E-mails a member the admin's decision about their bank receipt (approved: the package runs until …; rejected:
 * the reason, and that they may upload again). Queued after the decision committed, retried while the mail server
 * is down.
 */
export const notifyBankTransferDecisionJob = defineJob({
  payload: z.object({
    transactionId: z.number().int().positive(),
    decision: z.enum(["approved", "rejected"]),
    receiptId: z.number().int().positive().nullable(),
  }),
  retry: { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, retryDelayMaxSeconds: 3600 },
  async handle(notice, { services }) {
    await services.bankTransfers.sendDecisionNotice(notice);
  },
});
