import type { TReservation } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatMoment } from "../../stay-checkout/stay-format";
import { PHASE_TONE, reservationPhase } from "../reservations-view";

/** The booking's state in words, as a badge (the colour only repeats the words). */
export function ReservationBadge({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation();
  const phase = reservationPhase(reservation);
  return <StatusBadge tone={PHASE_TONE[phase]} state={phase} text={t(`my_reservations.phase.${phase}`)} />;
}

/**
 * The sentence under the badge that says what happens next: who the booking waits for and until when, in the site's
 * time zone ("waiting for the owner, who has until 4 Dec, 10:00").
 */
export function ReservationStatusLine({
  reservation,
  timeZone,
}: {
  reservation: TReservation;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const phase = reservationPhase(reservation);
  const until =
    phase === "awaiting_owner"
      ? formatMoment(reservation.respond_by, locale, timeZone)
      : phase === "awaiting_payment"
        ? formatMoment(reservation.hold_expires_at, locale, timeZone)
        : "";
  const key =
    (phase === "awaiting_owner" || phase === "awaiting_payment") && !until
      ? `my_reservations.phase_line.${phase}_open`
      : `my_reservations.phase_line.${phase}`;
  return (
    <p className="text-sm text-slate-700" data-testid="reservation-status-line">
      {t(key, { until })}
    </p>
  );
}
