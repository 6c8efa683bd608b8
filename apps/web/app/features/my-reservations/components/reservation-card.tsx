import type { TReservation } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatCalendarDate } from "../../stay-booking/calendar-grid";
import { moneyClass } from "../../stay-checkout/components/price-lines";
import { chargedMoney } from "../../stay-checkout/stay-format";
import { canCancel, canRequestRefund, reservationPath } from "../reservations-view";
import { CancelDialog } from "./cancel-dialog";
import { RefundDialog } from "./refund-dialog";
import { ReservationBadge, ReservationStatusLine } from "./reservation-status";

/** One booking in "My reservations": where, when, how much, its state, and what the guest may do now. */
export function ReservationCard({ reservation, timeZone }: { reservation: TReservation; timeZone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = `reservation-${reservation.id}`;
  const dateText = (date: string) =>
    formatCalendarDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  return (
    <Card className="p-5" data-testid="reservation-card">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-slate-900" dir="auto">
              {reservation.property_title}
            </h3>
            {reservation.room_type_name ? (
              <p className="text-sm text-slate-600" dir="auto">
                {reservation.room_type_name}
              </p>
            ) : null}
          </div>
          <ReservationBadge reservation={reservation} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("my_reservations.card.dates")}</dt>
            <dd className="font-medium text-slate-900">
              {t("my_reservations.card.date_range", {
                from: dateText(reservation.check_in_date),
                to: dateText(reservation.check_out_date),
              })}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("my_reservations.card.total")}</dt>
            <dd className={`${moneyClass} font-semibold text-slate-900`}>
              {chargedMoney(reservation.total_minor, reservation.currency, locale)}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("my_reservations.card.reference")}</dt>
            <dd className="font-mono text-slate-900">
              <bdi>{reservation.reference}</bdi>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("my_reservations.card.offer")}</dt>
            <dd className="text-slate-900">{t(`stay_checkout.offer.${reservation.booking_type}`)}</dd>
          </div>
        </dl>
        <ReservationStatusLine reservation={reservation} timeZone={timeZone} />
        <div className="flex flex-wrap justify-end gap-2">
          {canRequestRefund(reservation) ? <RefundDialog reservation={reservation} /> : null}
          {canCancel(reservation) ? <CancelDialog reservation={reservation} /> : null}
          <Link
            to={reservationPath(reservation.id)}
            className={buttonClasses({ size: "sm", variant: "secondary" })}
            aria-label={t("my_reservations.actions.details_label", { title: reservation.property_title })}
          >
            {t("my_reservations.actions.details")}
          </Link>
        </div>
      </article>
    </Card>
  );
}
