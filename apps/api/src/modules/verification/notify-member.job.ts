import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/** E-mails a member the admin's decision on their verification; queued after it committed, retried while mail is down. */
export const notifyVerificationDecisionJob = defineJob({
  payload: z.object({
    applicationId: z.number().int().positive(),
    decision: z.enum(["approved", "rejected"]),
  }),
  retry: { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, retryDelayMaxSeconds: 3600 },
  async handle(notice, { services }) {
    await services.verification.sendDecisionNotice(notice);
  },
});
