import { expireAdvertisementsJob } from "../modules/advertisements/advertisements-expiry.job.js";
import { purgeDeadCredentialsJob } from "../modules/auth/purge-dead-credentials.job.js";
import { notifyBankTransferDecisionJob } from "../modules/bank-transfers/notify-member.job.js";
import { notifyVerificationDecisionJob } from "../modules/verification/notify-member.job.js";
import {
  NOTICE_ENDED_PACKAGE,
  noticeEndedPackageJob,
  scanEndedPackagesJob,
} from "../modules/packages/package-expiry.job.js";
import { noticeExpiringPackagesJob } from "../modules/packages/package-expiring.job.js";
import { PUSH_DEVICE_JOB } from "../modules/push/push-delivery.js";
import { PUSH_NOTICE_JOB, pushDeviceJob, pushNoticeJob } from "../modules/push/push.jobs.js";
import { paymentEmailJob } from "../modules/payments/payment-email.job.js";
import { reconcilePendingPaymentsJob } from "../modules/payments/reconcile-pending.job.js";
import { reservationEmailJob } from "../modules/reservations/reservation-email.job.js";
import { PAYMENT_NOTICE_JOB, paymentNoticeJob } from "../modules/notifications/payment-notices.js";
import {
  RESERVATION_NOTICE_JOB,
  reservationNoticeJob,
} from "../modules/notifications/reservation-notices.job.js";
import { extendCalendarsJob } from "../modules/stays/extend-calendars.job.js";
import {
  completeStaysJob,
  declineUnansweredJob,
  expireHoldsJob,
  scanRemindersJob,
  SEND_RESERVATION_REMINDER,
  sendReminderJob,
} from "../modules/reservations/reservations.jobs.js";
import type { JobRegistry, JobSchedule } from "./job-definition.js";

/** Every job the app runs, by queue name (ADR 041). Names are stored with queued jobs: rename with care. */
export const appJobs = {
  "auth.purge-dead-credentials": purgeDeadCredentialsJob,
  "bank-transfers.notify-decision": notifyBankTransferDecisionJob,
  "verification.notify-decision": notifyVerificationDecisionJob,
  "advertisements.expire-ended": expireAdvertisementsJob,
  "packages.scan-ended": scanEndedPackagesJob,
  [NOTICE_ENDED_PACKAGE]: noticeEndedPackageJob,
  "packages.notice-expiring": noticeExpiringPackagesJob,
  [PUSH_NOTICE_JOB]: pushNoticeJob,
  [PUSH_DEVICE_JOB]: pushDeviceJob,
  "payments.send-email": paymentEmailJob,
  [PAYMENT_NOTICE_JOB]: paymentNoticeJob,
  "payments.reconcile-pending": reconcilePendingPaymentsJob,
  "reservations.send-email": reservationEmailJob,
  [RESERVATION_NOTICE_JOB]: reservationNoticeJob,
  "stays.extend-calendars": extendCalendarsJob,
  "reservations.expire-holds": expireHoldsJob,
  "reservations.decline-unanswered": declineUnansweredJob,
  "reservations.complete-stays": completeStaysJob,
  "reservations.reminders": scanRemindersJob,
  [SEND_RESERVATION_REMINDER]: sendReminderJob,
} satisfies JobRegistry;

export type AppJobs = typeof appJobs;

/** Every recurring job, in one place. A schedule removed here is removed from the database at the next start. */
export const appSchedules: JobSchedule<AppJobs>[] = [
  // Nightly, off-peak.
  { job: "auth.purge-dead-credentials", cron: "17 3 * * *", payload: {} },
  // Statuses follow the end within minutes; public shelves already hide ended advertisements on their own.
  { job: "advertisements.expire-ended", cron: "*/5 * * * *", payload: {} },
  // Hourly; the scan looks back 75 minutes and notices are enqueued once per held package.
  { job: "packages.scan-ended", cron: "7 * * * *", payload: {} },
  // Hourly; each package is marked when its members are told it ends within three days, so once per package.
  { job: "packages.notice-expiring", cron: "13 * * * *", payload: {} },
  // Lost or failed webhooks are made good within minutes (the job asks payments pending over 10 minutes).
  { job: "payments.reconcile-pending", cron: "*/5 * * * *", payload: {} },
  // Nightly: each stay's calendar stays a year deep.
  { job: "stays.extend-calendars", cron: "41 2 * * *", payload: {} },
  // A 15-minute hold is given back within a minute of its end.
  { job: "reservations.expire-holds", cron: "* * * * *", payload: {} },
  { job: "reservations.decline-unanswered", cron: "*/5 * * * *", payload: {} },
  { job: "reservations.complete-stays", cron: "23 * * * *", payload: {} },
  // Hourly, so a booking made today for tomorrow is still reminded; one reminder per booking (its job id).
  { job: "reservations.reminders", cron: "11 * * * *", payload: {} },
];
