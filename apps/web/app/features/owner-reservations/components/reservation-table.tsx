import type { OwnerReservation } from "../owner-reservations";
import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useRootData } from "../../../lib/seo/root-data";
import { Button } from "../../../components/ui/button";
import { StatusBadge } from "../../../components/ui/status-badge";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";
import { intlLocale, type Locale } from "@manzil/domain/i18n";
import {
  actionsOf,
  localDay,
  PAYMENT_TONES,
  STATUS_TONES,
  timeLeft,
  type ReservationAction,
} from "../owner-reservations";
import { useUpdateReservationStatus } from "../owner-reservations-api";
import { ActionDialog } from "./action-dialog";

const noonOf = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/**
 * A stay's dates as the language writes a range ("Dec 4 – 6, 2026", "٤–٦ ديسمبر ٢٠٢٦"), each day read at noon UTC so
 * no time zone moves it to another day.
 */
export function stayDatesText(checkIn: string, checkOut: string, locale: Locale): string {
  const from = noonOf(checkIn);
  const to = noonOf(checkOut);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${checkIn} – ${checkOut}`;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(from, to);
}

/** An instant (the answer deadline) with its time, in the owner's browser time. */
function instantText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

const guestOf = (reservation: OwnerReservation) => ({
  name: reservation.guest.name || reservation.customer.name,
  phone: reservation.guest.phone ?? reservation.customer.mobile,
  email: reservation.guest.email ?? reservation.customer.email,
});

/**
 * The reservations as a table on a wide screen and as one card per booking on a phone: the same rows, whose cells
 * stack under their own labels below `lg` (one DOM, so a screen reader meets one list either way).
 */
export function ReservationTable({
  reservations,
  showProperty,
  now,
}: {
  reservations: OwnerReservation[];
  showProperty: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const head = (text: string) => (
    <th
      scope="col"
      className="px-3 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase"
    >
      {text}
    </th>
  );
  return (
    <table className="mt-3 block w-full lg:table lg:border-separate lg:border-spacing-0 lg:rounded-2xl lg:bg-white lg:ring-1 lg:ring-slate-200">
      <caption className="sr-only">{t("owner_reservations.table_caption")}</caption>
      <thead className="sr-only lg:not-sr-only lg:table-header-group">
        <tr>
          {head(t("owner_reservations.column.reference"))}
          {head(t("owner_reservations.column.guest"))}
          {head(t(showProperty ? "owner_reservations.column.property" : "owner_reservations.column.room"))}
          {head(t("owner_reservations.column.dates"))}
          {head(t("owner_reservations.column.party"))}
          {head(t("owner_reservations.column.total"))}
          {head(t("owner_reservations.column.status"))}
          {head(t("owner_reservations.column.actions"))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-4 lg:table-row-group">
        {reservations.map((reservation) => (
          <ReservationRow
            key={reservation.id}
            reservation={reservation}
            showProperty={showProperty}
            now={now}
          />
        ))}
      </tbody>
    </table>
  );
}

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td
      className={clsx(
        "flex gap-3 py-1 align-top lg:table-cell lg:border-t lg:border-slate-100 lg:px-3 lg:py-3",
        className,
      )}
    >
      <span className="w-24 shrink-0 text-sm font-semibold text-slate-500 lg:sr-only">{label}</span>
      <div className="min-w-0 text-sm text-slate-900">{children}</div>
    </td>
  );
}

function ReservationRow({
  reservation,
  showProperty,
  now,
}: {
  reservation: OwnerReservation;
  showProperty: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [asking, setAsking] = useState<ReservationAction | null>(null);
  const update = useUpdateReservationStatus(reservation, () => setAsking(null));
  const guest = guestOf(reservation);
  const siteZone = useRootData()?.settings?.timezone || undefined;
  const actions = actionsOf(reservation, localDay(now, siteZone));
  const left =
    reservation.status === "pending" && reservation.respond_by ? timeLeft(reservation.respond_by, now) : null;
  const number = (value: number) => formatNumber(value, locale);

  return (
    <tr
      className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:table-row lg:rounded-none lg:p-0 lg:shadow-none lg:ring-0"
      data-testid="owner-reservation"
      data-status={reservation.status}
    >
      <Cell label={t("owner_reservations.column.reference")}>
        <span className="font-mono font-semibold whitespace-nowrap" dir="ltr">
          {reservation.reference}
        </span>
        <span className="block text-xs text-slate-500">
          {t(`owner_reservations.offer.${reservation.booking_type}`)}
        </span>
      </Cell>
      <Cell label={t("owner_reservations.column.guest")} className="lg:min-w-60">
        {/* User text keeps its own direction but sits at the page's start edge (an inner dir="auto"). */}
        <span className="block font-semibold">
          <span dir="auto">{guest.name}</span>
        </span>
        {guest.phone ? (
          <span className="block">
            <a href={`tel:${guest.phone}`} className="text-brand-800 hover:underline" dir="ltr">
              {guest.phone}
            </a>
          </span>
        ) : null}
        {guest.email ? (
          <span className="block">
            <a href={`mailto:${guest.email}`} className="break-all text-brand-800 hover:underline" dir="ltr">
              {guest.email}
            </a>
          </span>
        ) : null}
        {reservation.special_requests?.trim() ? (
          <span className="mt-1 block text-xs text-slate-600">
            <span className="font-semibold">{t("owner_reservations.special_requests")} </span>
            <span dir="auto" className="whitespace-pre-line">
              {reservation.special_requests.trim()}
            </span>
          </span>
        ) : null}
      </Cell>
      {showProperty ? (
        <Cell label={t("owner_reservations.column.property")}>
          <span className="block font-semibold">
            <span dir="auto">{reservation.property_title}</span>
          </span>
          {reservation.room_type_name ? (
            <span className="block text-slate-600">
              <span dir="auto">{reservation.room_type_name}</span>
            </span>
          ) : null}
        </Cell>
      ) : (
        <Cell label={t("owner_reservations.column.room")}>
          <span dir="auto">{reservation.room_type_name ?? "—"}</span>
        </Cell>
      )}
      <Cell label={t("owner_reservations.column.dates")}>
        <span className="block">
          {stayDatesText(reservation.check_in_date, reservation.check_out_date, locale)}
        </span>
        <span className="block text-slate-600">
          {t("owner_reservations.nights", { count: reservation.nights })}
        </span>
      </Cell>
      <Cell label={t("owner_reservations.column.party")}>
        <span className="block">{t("owner_reservations.rooms", { count: reservation.rooms })}</span>
        <span className="block text-slate-600">
          {t("owner_reservations.guests", {
            count: reservation.number_of_guests,
            n: number(reservation.number_of_guests),
          })}
        </span>
      </Cell>
      <Cell label={t("owner_reservations.column.total")}>
        <span className="block font-bold whitespace-nowrap tabular-nums [unicode-bidi:isolate]">
          {formatPaid(reservation.total_minor, reservation.currency, locale)}
        </span>
        <span className="mt-1 block">
          <StatusBadge
            tone={PAYMENT_TONES[reservation.payment_status]}
            state={reservation.payment_status}
            text={t(`owner_reservations.payment.${reservation.payment_status}`)}
          />
        </span>
      </Cell>
      <Cell label={t("owner_reservations.column.status")}>
        <StatusBadge
          tone={STATUS_TONES[reservation.status]}
          state={reservation.status}
          text={t(`owner_reservations.status.${reservation.status}`)}
        />
        {reservation.status === "pending" && reservation.respond_by ? (
          <span className="mt-1 block text-xs text-amber-900" data-testid="respond-by">
            {t("owner_reservations.respond_by", { when: instantText(reservation.respond_by, locale) })}
            <span className="block font-semibold">
              {left
                ? t("owner_reservations.time_left", {
                    hours: number(left.hours),
                    minutes: number(left.minutes),
                  })
                : t("owner_reservations.time_up")}
            </span>
          </span>
        ) : null}
      </Cell>
      <Cell label={t("owner_reservations.column.actions")}>
        {actions.length === 0 ? (
          <span className="text-slate-500">—</span>
        ) : (
          <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
            {actions.map((action) => (
              <Button
                key={action.kind}
                size="sm"
                className="whitespace-nowrap"
                variant={action.kind === "decline" || action.kind === "cancel" ? "outline" : "primary"}
                onClick={() => {
                  update.reset();
                  setAsking(action);
                }}
                aria-label={t(`owner_reservations.action_label.${action.kind}`, {
                  name: guest.name,
                  reference: reservation.reference,
                })}
              >
                {t(`owner_reservations.action.${action.kind}`)}
              </Button>
            ))}
          </div>
        )}
        {asking ? (
          <ActionDialog
            reservation={reservation}
            action={asking}
            guestName={guest.name}
            isSending={update.isPending}
            error={update.error ? actionFailureMessage(update.error, t) : null}
            onClose={() => setAsking(null)}
            onConfirm={(reason) =>
              update.mutate(reason === undefined ? { action: asking } : { action: asking, reason })
            }
          />
        ) : null}
      </Cell>
    </tr>
  );
}
