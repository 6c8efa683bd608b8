import { z } from "zod";
import { RESERVATION_STATUSES } from "../reservations/index.js";

/** Issue 17: the admin console's dashboard — counts as they stand now and the last 30 days, day by day. */

const count = z.number().int().nonnegative();

/** Money in integer minor units of one currency (never mixed across currencies). */
export const AdminDashboardMoney = z.object({ currency: z.string(), amount_minor: z.number().int() });
export type TAdminDashboardMoney = z.infer<typeof AdminDashboardMoney>;

export const AdminDashboardCounts = z.object({
  listings: z.object({
    total: count,
    pending: count,
    approved: count,
    rejected: count,
    /** Listings of each classification (1 sell/rent, 2 commercial, 3 project unit, 4 vacation home, 5 hotel). */
    by_classification: z.array(z.object({ classification: z.number().int(), count })),
  }),
  projects: z.object({ total: count, pending: count, approved: count, rejected: count }),
  members: z.object({
    total: count,
    agents: count,
    verified: count,
    pending_verification: count,
    deactivated: count,
  }),
  /** Payments that succeeded since the first of this month in the site's time zone (refunded ones excluded). */
  payments_this_month: z.object({ count, totals: z.array(AdminDashboardMoney) }),
  bookings: z.object({
    total: count,
    by_status: z.array(z.object({ status: z.enum(RESERVATION_STATUSES), count })),
  }),
  pending_bank_transfers: count,
  open_refund_requests: count,
  /** Members' reports on listings that no admin has resolved yet. */
  listing_reports: count,
  /** Members' featurings waiting for an admin's approval. */
  pending_advertisements: count,
});
export type TAdminDashboardCounts = z.infer<typeof AdminDashboardCounts>;

/** One calendar day (YYYY-MM-DD in the site's time zone) of the trend; days without activity carry zeros. */
export const AdminDashboardDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  new_members: count,
  new_listings: count,
  new_bookings: count,
  payments_succeeded: count,
  /** That day's succeeded amounts, one entry per currency that had any. */
  payment_amounts: z.array(AdminDashboardMoney),
});
export type TAdminDashboardDay = z.infer<typeof AdminDashboardDay>;

export const AdminDashboard = z.object({
  /** The IANA zone the days and "this month" were counted in (the `timezone` setting, UTC when unset). */
  time_zone: z.string(),
  counts: AdminDashboardCounts,
  /** The last 30 days, oldest first, today last. */
  trends: z.array(AdminDashboardDay),
});
export type TAdminDashboard = z.infer<typeof AdminDashboard>;
