import { formatMoney } from "@manzil/domain/currency";
import { intlLocale } from "@manzil/domain/i18n";
import { daysBetween, type CalendarDate } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { pick } from "../../lib/localise.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import { reservationGroup, type ReservationView } from "./reservations.repository.js";

/** A moment in the site's time zone, as people read it: "Dec 3, 2026, 2:00 PM" / "٣ ديسمبر ٢٠٢٦، ٢:٠٠ م". */
export function readableInstant(at: Date, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(at);
}

/**
 * One booking (every row of its reference) in one language, as e-mails and the confirmation PDF tell it: the
 * stored lines in the words the guest saw, amounts through the site's money formatting.
 */
export interface BookingSummary {
  readonly first: ReservationView;
  readonly rows: readonly ReservationView[];
  readonly reference: string;
  readonly property: string;
  readonly room: string | null;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: string;
  readonly guests: string;
  readonly guestName: string;
  readonly lines: readonly { label: string; amount: string }[];
  readonly totalMinor: number;
  readonly total: string;
  readonly refundedMinor: number;
  readonly paymentStatus: string;
  readonly status: string;
  readonly terms: string;
  readonly currency: string;
}

export async function bookingSummary(
  db: Database,
  first: ReservationView,
  ctx: { lang: Language; timeZone: string },
): Promise<BookingSummary> {
  const t = translatorFor(ctx.lang);
  const group = await reservationGroup(db, first.reference);
  const rows = group.length > 0 ? group : [first];
  const money = (minor: number) => formatMoney({ amount: minor, currency: first.currency }, ctx.lang);
  const several = rows.length > 1;
  const roomName = (row: ReservationView) =>
    row.roomTypeName === null ? null : pick(ctx.lang, row.roomTypeName, row.roomTypeNameAr);
  const rooms = [...new Set(rows.map(roomName).filter((name): name is string => name !== null))];
  const totalMinor = rows.reduce((sum, row) => sum + row.totalMinor, 0);
  const nights = daysBetween(first.checkInDate as CalendarDate, first.checkOutDate as CalendarDate);
  const guests = rows.reduce((sum, row) => sum + row.guests, 0);
  return {
    first,
    rows,
    reference: first.reference,
    property: pick(ctx.lang, first.propertyTitle, first.propertyTitleAr),
    room: rooms.length > 0 ? rooms.join(ctx.lang === "ar" ? "، " : ", ") : null,
    checkIn: first.checkInDate,
    checkOut: first.checkOutDate,
    nights: t("reservation_mail.nights", { count: nights }),
    guests: t("reservation_mail.guests", { count: guests }),
    guestName: first.bookedForName,
    lines: rows.flatMap((row) =>
      row.lines.map((line) => {
        const label = pick(ctx.lang, line.labels.en, line.labels.ar);
        const room = several ? roomName(row) : null;
        return { label: room ? `${room} — ${label}` : label, amount: money(line.amount_minor) };
      }),
    ),
    totalMinor,
    total: money(totalMinor),
    refundedMinor: rows.reduce((sum, row) => sum + row.refundedMinor, 0),
    paymentStatus: t(`reservation_mail.payment_status.${first.paymentStatus}`),
    status: t(`reservation_mail.statuses.${first.status}`),
    terms: t(`reservation_mail.terms.${first.offer}`, {
      deadline: readableInstant(first.cancellationDeadline, ctx.lang, ctx.timeZone),
    }),
    currency: first.currency,
  };
}
