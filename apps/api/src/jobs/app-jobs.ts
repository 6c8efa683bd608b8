import { purgeDeadCredentialsJob } from "../modules/auth/purge-dead-credentials.job.js";
import { paymentEmailJob } from "../modules/payments/payment-email.job.js";
import type { JobRegistry, JobSchedule } from "./job-definition.js";

/** Every job the app runs, by queue name (ADR 041). Names are stored with queued jobs: rename with care. */
export const appJobs = {
  "auth.purge-dead-credentials": purgeDeadCredentialsJob,
  "payments.send-email": paymentEmailJob,
} satisfies JobRegistry;

export type AppJobs = typeof appJobs;

/** Every recurring job, in one place. A schedule removed here is removed from the database at the next start. */
export const appSchedules: JobSchedule<AppJobs>[] = [
  // Nightly, off-peak.
  { job: "auth.purge-dead-credentials", cron: "17 3 * * *", payload: {} },
];
