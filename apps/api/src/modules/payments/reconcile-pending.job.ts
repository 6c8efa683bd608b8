import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/**
 * Webhook processing's retry (ADR 049): every few minutes, the gateways are asked about payments still pending
 * after their webhook should have come. The ledger applies what they answer exactly as it applies a webhook, so
 * a run that repeats, or overlaps a late webhook, changes nothing twice.
 */
export const reconcilePendingPaymentsJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const { checked, settled } = await services.payments.reconcilePending({ now: now() });
    if (checked > 0) log.info({ checked, settled }, "pending payments reconciled with their gateways");
  },
});
