import type { TReservation } from "@manzil/domain/contracts";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { DownloadIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { offerPushAfter } from "../../notifications/push/offer-push";
import { formatCalendarDate } from "../../stay-booking/calendar-grid";
import { PriceLines } from "../../stay-checkout/components/price-lines";
import { formatMoment } from "../../stay-checkout/stay-format";
import { useReservation } from "../reservations-api";
import {
  canCancel,
  canRequestRefund,
  confirmationPdfHref,
  RESERVATIONS_PATH,
  reservationPhase,
  type ReservationPhase,
} from "../reservations-view";
import { CancelDialog } from "./cancel-dialog";
import { RefundDialog } from "./refund-dialog";
import { ReservationBadge, ReservationStatusLine } from "./reservation-status";

/** A booking waiting for its payment is asked again until the gateway's answer is in. */
const waitsForPayment = (reservation: TReservation) => reservationPhase(reservation) === "awaiting_payment";

/** Phases with a confirmation worth a PDF (not an unpaid hold, not a refused or expired request). */
const HAS_DOCUMENT = new Set<ReservationPhase>([
  "confirmed",
  "awaiting_owner",
  "checkedIn",
  "checkedOut",
  "completed",
  "cancelled",
]);

/**
 * One booking (`/user/reservations/:id`), also the page a guest lands on after booking (`?booked=1`): reference,
 * state in words, the stay, the lines and total as stored, the cancellation terms, the PDF, and the actions.
 */
export function ConfirmationPage({ id, justBooked }: { id: number; justBooked: boolean }) {
  const { t } = useTranslation();
  const booking = useReservation(id, waitsForPayment);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <nav className="text-sm">
        <Link
          to={RESERVATIONS_PATH}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("my_reservations.back")}
        </Link>
      </nav>
      {booking.isError ? (
        <QueryFailure
          error={booking.error}
          onRetry={() => void booking.refetch()}
          retryLabel={t("my_reservations.retry")}
        />
      ) : !booking.data ? (
        <PageLoading />
      ) : (
        <Details reservation={booking.data} justBooked={justBooked} />
      )}
    </div>
  );
}

function Details({ reservation, justBooked }: { reservation: TReservation; justBooked: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const timeZone = useRootData()?.settings?.timezone || "UTC";
  const phase = reservationPhase(reservation);
  const dateText = (date: string) =>
    formatCalendarDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const deadline = formatMoment(reservation.cancellation_deadline, locale, timeZone);
  const headline = justBooked ? `my_reservations.booked.${phase}` : null;
  // The owner's answer and the reminders come later: right after booking is a sensible moment to offer push.
  useEffect(() => {
    if (justBooked) offerPushAfter("booking");
  }, [justBooked]);

  return (
    <div className="mt-4 flex flex-col gap-6" data-testid="reservation-details" data-phase={phase}>
      <header className="flex flex-col gap-3">
        <h1
          className="text-3xl font-extrabold tracking-tight text-slate-900"
          data-testid="reservation-headline"
        >
          {headline ? t(headline) : t("my_reservations.details.title")}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <ReservationBadge reservation={reservation} />
          <p className="text-sm text-slate-600">
            {t("my_reservations.card.reference")}{" "}
            <span className="font-mono font-bold text-slate-900" data-testid="reservation-reference">
              <bdi>{reservation.reference}</bdi>
            </span>
          </p>
        </div>
        <div role="status">
          <ReservationStatusLine reservation={reservation} timeZone={timeZone} />
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-bold text-slate-900">{t("my_reservations.details.stay")}</h2>
            <p className="mt-3 text-lg font-semibold text-slate-900" dir="auto">
              <Link
                to={`/properties-details/${encodeURIComponent(reservation.property_slug)}`}
                className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {reservation.property_title}
              </Link>
            </p>
            {reservation.room_type_name ? (
              <p className="text-sm text-slate-700" dir="auto">
                {reservation.room_type_name}
              </p>
            ) : null}
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <Fact term={t("stay_checkout.stay.check_in")}>{dateText(reservation.check_in_date)}</Fact>
              <Fact term={t("stay_checkout.stay.check_out")}>{dateText(reservation.check_out_date)}</Fact>
              <Fact term={t("stay_checkout.stay.guests")}>
                {t("stay_booking.quote.guests", { count: reservation.number_of_guests })}
              </Fact>
              <Fact term={t("my_reservations.details.length")}>
                {[
                  t("stay_booking.quote.nights", { count: reservation.nights }),
                  reservation.reservable_type === "hotel_room"
                    ? t("stay_booking.quote.rooms", { count: reservation.rooms })
                    : t("stay_booking.quote.apartments", { count: reservation.rooms }),
                ].join(" · ")}
              </Fact>
              <Fact term={t("my_reservations.details.guest")}>
                <span dir="auto">{reservation.guest.name}</span>
              </Fact>
              <Fact term={t("my_reservations.details.offer")}>
                {t(`stay_checkout.offer.${reservation.booking_type}`)}
              </Fact>
            </dl>
            {reservation.special_requests ? (
              <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
                <p className="font-semibold text-slate-700">{t("stay_checkout.guest.requests")}</p>
                <p className="mt-1 whitespace-pre-line text-slate-800" dir="auto">
                  {reservation.special_requests}
                </p>
              </div>
            ) : null}
          </Card>

          <Card className="p-5 sm:p-6" data-testid="reservation-terms">
            <h2 className="text-lg font-bold text-slate-900">{t("my_reservations.details.terms")}</h2>
            <p className="mt-2 text-sm text-slate-700">
              {t(`stay_checkout.terms.${reservation.booking_type}`, { deadline })}
            </p>
          </Card>
        </div>

        <aside className="flex flex-col gap-4">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 className="text-lg font-bold text-slate-900">{t("my_reservations.details.price")}</h2>
            <PriceLines
              lines={reservation.lines}
              currency={reservation.currency}
              totalMinor={reservation.total_minor}
              testId="reservation-lines"
            />
            <p className="text-sm text-slate-600">
              {t(`my_reservations.payment.${reservation.payment_status}`)}
            </p>
            {HAS_DOCUMENT.has(phase) ? (
              <a
                href={confirmationPdfHref(reservation.id, locale)}
                download
                className={buttonClasses({ variant: "outline" })}
                data-testid="reservation-pdf"
              >
                <DownloadIcon className="size-4" />
                {t("my_reservations.details.pdf")}
              </a>
            ) : null}
            {canRequestRefund(reservation) || canCancel(reservation) ? (
              <div className="flex flex-wrap gap-2">
                {canRequestRefund(reservation) ? <RefundDialog reservation={reservation} /> : null}
                {canCancel(reservation) ? <CancelDialog reservation={reservation} /> : null}
              </div>
            ) : null}
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
