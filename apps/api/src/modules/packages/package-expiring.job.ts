import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { claimPackagesEndingSoon } from "./package-expiry.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before its end a member hears that a package ends. */
export const EXPIRING_NOTICE_DAYS = 3;
/** Where a package-expiring notice leads: the plans page, to renew. */
export const PACKAGE_PLANS_LINK = "/subscription-plan";

/** A moment as the calendar date of the site's time zone ("2026-12-04"), which the notice's words show. */
function siteDate(moment: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(moment);
  } catch {
    return moment.toISOString().slice(0, 10);
  }
}

/**
 * Hourly: an inbox notice (and so a push, ADR 062) for each held package ending within three days. Each package
 * is marked when claimed (`user_packages.expiry_noticed_at`), so reruns, retries and a second instance tell no
 * one twice. A crash between the mark and the notice loses that notice: rarer, and kinder, than a duplicate.
 */
export const noticeExpiringPackagesJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 3, retryDelaySeconds: 120, retryBackoff: true },
  policy: "exclusive",
  async handle(_payload, { db, services, now, log }) {
    const at = now();
    const claimed = await claimPackagesEndingSoon(db, {
      now: at,
      until: new Date(at.getTime() + EXPIRING_NOTICE_DAYS * DAY_MS),
    });
    const timeZone = (await services.settings.raw()).get("timezone") || "UTC";
    for (const held of claimed) {
      await services.notifications.notifyQuietly({
        userId: held.userId,
        kind: "package_expiring",
        params: {
          user_package_id: held.id,
          package: held.packageName,
          package_ar: held.packageNameAr ?? "",
          date: siteDate(held.endsAt, timeZone),
        },
        link: PACKAGE_PLANS_LINK,
      });
    }
    log.info({ told: claimed.length }, "packages ending soon noticed");
  },
});
