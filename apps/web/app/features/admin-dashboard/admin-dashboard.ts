import type { TAdminDashboardDay } from "@manzil/domain/contracts";

export const ADMIN_DASHBOARD_KEY = "admin/dashboard";

export type TrendPoint = { date: string; value: number };

/** One count of the trend as chart points, oldest day first. */
export function countSeries(
  days: TAdminDashboardDay[],
  field: "new_members" | "new_listings" | "new_bookings" | "payments_succeeded",
): TrendPoint[] {
  return days.map((day) => ({ date: day.date, value: day[field] }));
}

/**
 * The money received per day, one series per currency that had any payment in the 30 days (amounts are never
 * added across currencies); days without a payment in that currency read 0.
 */
export function amountSeries(days: TAdminDashboardDay[]): { currency: string; points: TrendPoint[] }[] {
  const currencies = [...new Set(days.flatMap((day) => day.payment_amounts.map((m) => m.currency)))].sort();
  return currencies.map((currency) => ({
    currency,
    points: days.map((day) => ({
      date: day.date,
      value: day.payment_amounts.find((m) => m.currency === currency)?.amount_minor ?? 0,
    })),
  }));
}
