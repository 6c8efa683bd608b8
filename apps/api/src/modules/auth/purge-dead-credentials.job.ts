import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { deleteExpiredPasswordResetTokens, deleteExpiredSpentTickets } from "./accounts.repository.js";
import { deleteDeadAccessTokens } from "./auth.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in material nobody can use any more: access tokens expired or signed out, reset links, one-time
 * codes and spent tickets that expired, each at least `olderThanDays` ago. Kept that long for support questions
 * ("was I signed out?"); deleting twice deletes nothing more.
 */
export const purgeDeadCredentialsJob = defineJob({
  payload: z.object({ olderThanDays: z.number().int().min(1).max(3650).default(30) }),
  retry: { retryLimit: 3, retryDelaySeconds: 300, retryBackoff: true },
  policy: "exclusive",
  async handle({ olderThanDays }, { db, services, log, now }) {
    const before = new Date(now().getTime() - olderThanDays * DAY_MS);
    const deleted = {
      accessTokens: await deleteDeadAccessTokens(db, before),
      passwordResetTokens: await deleteExpiredPasswordResetTokens(db, before),
      spentTickets: await deleteExpiredSpentTickets(db, before),
      otpCodes: await services.otp.purgeExpired(before),
    };
    log.info({ deleted, before }, "purged dead credentials");
  },
});
