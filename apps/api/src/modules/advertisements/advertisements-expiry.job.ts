import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";

/**
 * Marks live advertisements whose end has come as expired, so members see the right status. Public shelves do
 * not wait for it: they only show approved advertisements with `starts_at <= now < ends_at`. Expiring twice
 * expires nothing more.
 */
export const expireAdvertisementsJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 60 },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const expired = await services.advertisements.expireEnded(now());
    if (expired > 0) log.info({ expired }, "expired ended advertisements");
  },
});
