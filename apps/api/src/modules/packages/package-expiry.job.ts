import { createHash } from "node:crypto";
import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { pick } from "../../lib/localise.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import { endedPackageNotice, packagesEndedBetween } from "./package-expiry.repository.js";

const MINUTE_MS = 60 * 1000;
/**
 * The hourly scan looks back an hour and a quarter: a run that starts late still reaches packages that ended just
 * after the previous run looked. A package seen by two runs is still told about once (see `noticeJobId`).
 */
const LOOK_BACK_MS = 75 * MINUTE_MS;

export const NOTICE_ENDED_PACKAGE = "packages.notice-ended";

/**
 * The one job id a notice for this held package can ever have: pg-boss stores a job id once, so a second scan,
 * a second instance or a retried scan enqueues nothing more, even after the first notice was sent.
 */
export function noticeJobId(userPackageId: number): string {
  const hex = createHash("sha256").update(`${NOTICE_ENDED_PACKAGE}:${userPackageId}`).digest("hex");
  // Shaped as a version-5-style UUID (pg-boss ids are uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Hourly: one notice job per member whose package ended since the last look and was not renewed. */
export const scanEndedPackagesJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 3, retryDelaySeconds: 120, retryBackoff: true },
  policy: "exclusive",
  async handle(_payload, { db, log, now, enqueue }) {
    const until = now();
    const ended = await packagesEndedBetween(db, { after: new Date(until.getTime() - LOOK_BACK_MS), until });
    let enqueued = 0;
    for (const userPackageId of ended) {
      const id = await enqueue(
        NOTICE_ENDED_PACKAGE,
        { userPackageId },
        { singletonKey: `user-package:${userPackageId}`, id: noticeJobId(userPackageId) },
      );
      if (id) enqueued++;
    }
    log.info({ ended: ended.length, enqueued }, "ended packages scanned");
  },
});

/**
 * E-mails the member that their package ended, in the site's default language (members have no language of
 * their own yet). A failed send is retried; a crash between the send and pg-boss's acknowledgement could send it
 * again, the one case where a member may get two.
 */
export const noticeEndedPackageJob = defineJob({
  payload: z.object({ userPackageId: z.number().int().positive() }),
  retry: { retryLimit: 3, retryDelaySeconds: 300, retryBackoff: true },
  policy: "exclusive",
  async handle({ userPackageId }, { db, services }) {
    const notice = await endedPackageNotice(db, userPackageId);
    if (!notice?.email) return;
    const language = (await services.settings.raw()).get("default_language");
    const lang: Language = isLanguage(language) ? language : "en";
    const endedOn = new Intl.DateTimeFormat(lang === "ar" ? "ar-EG" : "en-GB", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(notice.endsAt);
    await services.messaging.sendEmail({
      to: notice.email,
      template: "package_expired",
      lang,
      params: {
        name: notice.name,
        package: pick(lang, notice.packageName, notice.packageNameAr),
        date: endedOn,
      },
    });
  },
});
