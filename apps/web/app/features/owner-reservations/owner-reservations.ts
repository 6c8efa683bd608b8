import type { TOwnerReservationsPage } from "@manzil/domain/contracts";
import { RESERVATION_STATUSES, type TReservationStatus, zonedDate } from "@manzil/domain/reservations";
import type { BadgeTone } from "../../components/ui/status-badge";

/** Spec §9: the owner's reservations come 100 to a page, from page 1. */
/** A booking on one of the owner's stays, with the customer who made it (h-life's contract). */
export type OwnerReservation = TOwnerReservationsPage["reservations"][number];
export type OwnerReservationMetrics = TOwnerReservationsPage["metrics"];

export const OWNER_RESERVATIONS_PAGE_SIZE = 100;
export const OWNER_RESERVATIONS_KEY = "property-owner-reservations";

/** What the owner filters by, kept in the URL so a reload or a shared link shows the same rows. */
export type OwnerReservationsView = {
  propertyId: number | null;
  status: TReservationStatus | null;
  /** Check-in on or after / on or before (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
  page: number;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const isStatus = (value: string | null): value is TReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(value ?? "");

/** `?property_id=4&status=pending&from=2026-12-01&to=2026-12-31&page=2`; anything odd is dropped. */
export function ownerReservationsViewOf(params: URLSearchParams): OwnerReservationsView {
  const property = Number(params.get("property_id"));
  const page = Number(params.get("page"));
  const status = params.get("status");
  const from = params.get("from");
  const to = params.get("to");
  return {
    propertyId: Number.isSafeInteger(property) && property >= 1 ? property : null,
    status: isStatus(status) ? status : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's address for a view; `base` is the owner's page or one hotel's (whose property is in the path). */
export function ownerReservationsHref(base: string, view: OwnerReservationsView, scoped = false): string {
  const params = new URLSearchParams();
  if (view.propertyId !== null && !scoped) params.set("property_id", String(view.propertyId));
  if (view.status) params.set("status", view.status);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}

export const OWNER_RESERVATIONS_PATH = "/user/owner-reservations";
export const stayReservationsPath = (propertyId: number) => `/user/stays/${propertyId}/reservations`;

export const STATUS_TONES: Record<TReservationStatus, BadgeTone> = {
  pending: "wait",
  confirmed: "info",
  checkedIn: "good",
  checkedOut: "neutral",
  completed: "good",
  cancelled: "bad",
  rejected: "bad",
  expired: "neutral",
};

export const PAYMENT_TONES: Record<OwnerReservation["payment_status"], BadgeTone> = {
  unpaid: "wait",
  partial: "wait",
  paid: "good",
  refunded: "neutral",
  failed: "bad",
};

/**
 * A button the owner may press on a reservation. The moves come from the API's `next_statuses` (the life-cycle
 * table decides, the screen only offers); "cash paid" is the one extra, for a pay-at-the-property booking that is
 * still unpaid once the guest is there.
 */
export type ReservationAction =
  | { kind: "accept" }
  | { kind: "decline" }
  | { kind: "check_in" }
  | { kind: "check_out" }
  | { kind: "complete" }
  | { kind: "cancel" }
  | { kind: "cash_paid" };

const MOVES: { to: TReservationStatus; action: ReservationAction }[] = [
  { to: "confirmed", action: { kind: "accept" } },
  { to: "checkedIn", action: { kind: "check_in" } },
  { to: "checkedOut", action: { kind: "check_out" } },
  { to: "completed", action: { kind: "complete" } },
  { to: "rejected", action: { kind: "decline" } },
  { to: "cancelled", action: { kind: "cancel" } },
];

const CASH_PAYABLE: readonly TReservationStatus[] = ["confirmed", "checkedIn", "checkedOut"];

export function actionsOf(reservation: OwnerReservation, today?: string): ReservationAction[] {
  const actions = MOVES.filter((move) => reservation.next_statuses.includes(move.to))
    // A guest is checked in from the check-in day on (the API refuses earlier); the button waits for that day.
    .filter((move) => !(move.to === "checkedIn" && today !== undefined && today < reservation.check_in_date))
    .map((move) => move.action);
  const owesCash =
    reservation.booking_type === "flexible" &&
    (reservation.payment_status === "unpaid" || reservation.payment_status === "partial") &&
    CASH_PAYABLE.includes(reservation.status);
  if (owesCash) actions.push({ kind: "cash_paid" });
  return actions;
}

/** What `update-status` is sent for an action; the server checks the move again. */
export function updateBodyOf(
  reservation: Pick<OwnerReservation, "status">,
  action: ReservationAction,
  reason?: string,
): { status: TReservationStatus; payment_status?: "paid"; rejection_reason?: string } {
  switch (action.kind) {
    case "accept":
      return { status: "confirmed" };
    case "decline":
      return { status: "rejected", rejection_reason: reason ?? "" };
    case "check_in":
      return { status: "checkedIn" };
    case "check_out":
      return { status: "checkedOut" };
    case "complete":
      return { status: "completed" };
    case "cancel":
      return reason ? { status: "cancelled", rejection_reason: reason } : { status: "cancelled" };
    case "cash_paid":
      // The status stays where it is; only the payment changes.
      return { status: reservation.status, payment_status: "paid" };
  }
}

/** A decline's reason, read by the guest: 3–1000 characters (the contract's bound), checked before sending. */
export const DECLINE_REASON_MIN = 3;
export const DECLINE_REASON_MAX = 1_000;
export function declineReasonProblemOf(reason: string): "too_short" | "too_long" | null {
  const length = reason.trim().length;
  if (length < DECLINE_REASON_MIN) return "too_short";
  if (length > DECLINE_REASON_MAX) return "too_long";
  return null;
}

/** Hours and minutes left to answer a request (24 hours from the booking), or null once the time is up. */
export function timeLeft(respondBy: string, now: Date): { hours: number; minutes: number } | null {
  const ms = Date.parse(respondBy) - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * The front desk's "today" where the site is (its `timezone` setting), as YYYY-MM-DD: the server counts check-in
 * days in that zone, so a browser elsewhere (or a UTC evening, already tomorrow in Cairo) must not disagree.
 * Without a zone, the browser's own day.
 */
export function localDay(now: Date, timeZone?: string): string {
  if (timeZone) return zonedDate(now.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Arrivals, departures and guests in house on one day, for a hotel's front desk. */
export function dayViewOf(reservations: readonly OwnerReservation[], day: string) {
  const live = reservations.filter((r) => !["cancelled", "rejected", "expired"].includes(r.status));
  return {
    arrivals: live.filter((r) => r.check_in_date === day && r.status !== "checkedOut"),
    departures: live.filter((r) => r.check_out_date === day && r.status !== "pending"),
    inHouse: live.filter((r) => r.status === "checkedIn"),
  };
}
