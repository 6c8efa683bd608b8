import { z } from "zod";
import { addDays } from "@manzil/domain/stays";
import { defineJob } from "../../jobs/job-definition.js";
import { extendCalendarsTo } from "./night-rows.repository.js";
import { staySettings, todayIn } from "./stay-offers.js";

/** How far ahead every stay's calendar is kept: a year, as a new listing gets (ADR 051). */
export const CALENDAR_HORIZON_NIGHTS = 365;

/**
 * Nightly: every room offer and home gains the nights that came into its year, so date search and quotes never
 * find a stay closed just because its calendar was written a while ago. Running twice adds nothing.
 */
export const extendCalendarsJob = defineJob({
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 300 },
  policy: "exclusive",
  async handle(_payload, { services, log, now }) {
    const added = await services.stayCalendars.extendHorizon(now());
    if (added > 0) log.info({ added }, "extended stay calendars");
  },
});

/** The job's work, also used by tests and the seed-free start: nights up to today + 364 in the site's zone. */
export function createStayCalendars(db: Parameters<typeof extendCalendarsTo>[0]) {
  return {
    async extendHorizon(now: Date): Promise<number> {
      const today = todayIn(now, (await staySettings(db)).timeZone);
      return extendCalendarsTo(db, addDays(today, CALENDAR_HORIZON_NIGHTS - 1), today);
    },
  };
}
