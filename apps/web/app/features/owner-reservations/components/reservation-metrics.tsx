import type { OwnerReservationMetrics } from "../owner-reservations";
import { toMinorUnits } from "@manzil/domain/money";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";

/**
 * The owner's counts and revenue as the API gives them: over all their bookings, or one property's (the status and
 * date filters narrow the list, not these).
 */
export function ReservationMetrics({
  metrics,
  currency,
}: {
  metrics: OwnerReservationMetrics;
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cards = [
    { key: "total", value: formatNumber(metrics.total_reservations, locale) },
    { key: "pending", value: formatNumber(metrics.pending_reservations, locale) },
    { key: "confirmed", value: formatNumber(metrics.confirmed_reservations, locale) },
    { key: "cancelled", value: formatNumber(metrics.cancelled_reservations, locale) },
    {
      key: "revenue",
      // Bookings paid in several currencies are never added together: each currency shows its own sum.
      value:
        metrics.revenue_by_currency.length > 0
          ? metrics.revenue_by_currency
              .map((sum) => formatPaid(sum.amount_minor, sum.currency, locale))
              .join(" · ")
          : formatPaid(toMinorUnits(metrics.total_revenue, currency), currency, locale),
    },
  ];
  return (
    <dl
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      data-testid="reservation-metrics"
    >
      {cards.map((card) => (
        <div
          key={card.key}
          className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${card.key === "revenue" ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="text-sm font-semibold text-slate-600">
            {t(`owner_reservations.metrics.${card.key}`)}
          </dt>
          <dd className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums [unicode-bidi:isolate]">
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
