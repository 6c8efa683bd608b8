import { RESERVATION_STATUSES } from "@manzil/domain/reservations";
import type { TAdminDashboard, TAdminDashboardMoney } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { readCounts, readTrends } from "./admin-dashboard.repository.js";

/**
 * The `timezone` setting when PostgreSQL can use it, else UTC: a mistyped zone must not break the console.
 * Intl and PostgreSQL both read the IANA database, so a zone Intl knows is one the query knows.
 */
export function usableTimeZone(setting: string | undefined): string {
  if (!setting) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: setting });
    return setting;
  } catch {
    return "UTC";
  }
}

export function createAdminDashboardService(
  db: Database,
  deps: { timeZone: () => Promise<string | undefined> },
) {
  return {
    async read(): Promise<TAdminDashboard> {
      const timeZone = usableTimeZone(await deps.timeZone());
      const [counts, trends] = await Promise.all([readCounts(db, timeZone), readTrends(db, timeZone)]);
      const m = counts.members as Record<string, unknown>;
      const q = counts.queues as Record<string, unknown>;
      const byState = (map: Map<string, number>) => ({
        total: [...map.values()].reduce((a, b) => a + b, 0),
        pending: map.get("pending") ?? 0,
        approved: map.get("approved") ?? 0,
        rejected: map.get("rejected") ?? 0,
      });
      const amountsByDay = new Map<string, TAdminDashboardMoney[]>();
      for (const row of trends.amounts) {
        const list = amountsByDay.get(row.day) ?? [];
        list.push({ currency: row.currency, amount_minor: row.amount });
        amountsByDay.set(row.day, list);
      }
      return {
        time_zone: timeZone,
        counts: {
          listings: { ...byState(counts.listings), by_classification: counts.classifications },
          projects: byState(counts.projects),
          members: {
            total: Number(m.total ?? 0),
            agents: Number(m.agents ?? 0),
            verified: Number(m.verified ?? 0),
            pending_verification: Number(m.pending_verification ?? 0),
            deactivated: Number(m.deactivated ?? 0),
          },
          payments_this_month: {
            count: counts.payments.reduce((sum, row) => sum + row.count, 0),
            totals: counts.payments.map((row) => ({ currency: row.currency, amount_minor: row.amount })),
          },
          bookings: {
            total: [...counts.bookings.values()].reduce((a, b) => a + b, 0),
            // Every status, zeros included, in the life-cycle order, so the page lays them out the same each day.
            by_status: RESERVATION_STATUSES.map((status) => ({
              status,
              count: counts.bookings.get(status) ?? 0,
            })),
          },
          pending_bank_transfers: Number(q.bank_transfers ?? 0),
          open_refund_requests: Number(q.refunds ?? 0),
          listing_reports: Number(q.reports ?? 0),
          pending_advertisements: Number(q.ads ?? 0),
        },
        // The four series come from one generate_series each, so they list the same days in the same order.
        trends: trends.members.map((day, i) => ({
          date: day.day,
          new_members: day.n,
          new_listings: trends.listings[i]?.n ?? 0,
          new_bookings: trends.bookings[i]?.n ?? 0,
          payments_succeeded: trends.payments[i]?.n ?? 0,
          payment_amounts: amountsByDay.get(day.day) ?? [],
        })),
      };
    },
  };
}
