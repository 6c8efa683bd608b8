import { intlLocale } from "@manzil/domain/i18n";
import { fromMinorUnits, minorUnitExponent } from "@manzil/domain/money";
import type { TReservationActor } from "@manzil/domain/reservations";
import type { TransactionRow } from "../payments/payments.repository.js";
import type { Language } from "../../plugins/i18n.js";
import type { ReservationRow } from "./reservations.repository.js";

/** Who is asking about a booking (the signed-in user), as the API knows them. */
export type ReservationViewer = { id: number; role: string };

/**
 * The viewer's part in a booking: an admin, the listing's owner, or its guest (the account that booked); anyone
 * else has none and is told the booking does not exist.
 */
export function actorOf(
  booking: { guestId: number; propertyOwnerId: number | null },
  viewer: ReservationViewer,
): Exclude<TReservationActor, "system"> | null {
  if (viewer.role === "admin") return "admin";
  if (booking.propertyOwnerId !== null && booking.propertyOwnerId === viewer.id) return "owner";
  if (booking.guestId === viewer.id) return "guest";
  return null;
}

/** What the booking's online payment took and has not given back yet (0 when nothing was paid online). */
export function paidOnlineMinor(payment: TransactionRow | null): number {
  return payment?.state === "succeeded" && payment.method !== "cash" ? payment.amountMinor : 0;
}

/**
 * Spreads a refund over the rows of a booking (each row's `refunded_minor` ≤ its total, as the CHECK wants), first
 * rows first; answers the new refunded amount per row id.
 */
export function spreadRefund(rows: readonly ReservationRow[], refundMinor: number): Map<number, number> {
  const spread = new Map<number, number>();
  let left = refundMinor;
  for (const row of rows) {
    const room = Math.max(0, row.totalMinor - row.refundedMinor);
    const share = Math.min(room, left);
    spread.set(row.id, row.refundedMinor + share);
    left -= share;
  }
  return spread;
}

/** An amount as a person reads it in their language: "EGP 1,500.00" / "‏١٬٥٠٠٫٠٠ ج.م.‏". */
export function readableMoney(amountMinor: number, currency: string, lang: Language): string {
  const digits = minorUnitExponent(currency);
  return new Intl.NumberFormat(intlLocale(lang), {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinorUnits(amountMinor, currency));
}

/** A moment in the site's time zone, with the zone named: "Thu, Dec 3, 2026, 14:00 (Africa/Cairo)". */
export function readableMoment(at: Date, timeZone: string, lang: Language): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  try {
    return `${new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone }).format(at)} (${timeZone})`;
  } catch {
    return `${new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: "UTC" }).format(at)} (UTC)`;
  }
}
