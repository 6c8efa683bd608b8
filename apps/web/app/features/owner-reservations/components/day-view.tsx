import type { OwnerReservation } from "../owner-reservations";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { dayViewOf } from "../owner-reservations";

/** A hotel's front desk today: who arrives, who leaves, who is in house. */
export function DayView({ reservations, today }: { reservations: OwnerReservation[]; today: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const day = dayViewOf(reservations, today);
  const groups = [
    { key: "arrivals", list: day.arrivals },
    { key: "departures", list: day.departures },
    { key: "in_house", list: day.inHouse },
  ] as const;
  return (
    <section aria-labelledby="day-view-title" className="mt-6">
      <h2 id="day-view-title" className="text-xl font-bold text-slate-900">
        {t("owner_reservations.day.title")}
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        {groups.map((group) => (
          <Card key={group.key} className="p-4" data-testid={`day-${group.key}`}>
            <h3 className="flex items-baseline justify-between gap-2 font-bold text-slate-900">
              {t(`owner_reservations.day.${group.key}`)}
              <span className="text-2xl font-extrabold text-brand-800 tabular-nums">
                {formatNumber(group.list.length, locale)}
              </span>
            </h3>
            {group.list.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">{t("owner_reservations.day.none")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {group.list.map((reservation) => (
                  <li key={reservation.id} className="flex flex-wrap justify-between gap-x-2">
                    <span className="font-semibold" dir="auto">
                      {reservation.guest.name || reservation.customer.name}
                    </span>
                    <span className="text-slate-600" dir="auto">
                      {reservation.room_type_name ?? ""}{" "}
                      <span dir="ltr" className="font-mono">
                        {reservation.reference}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
