import { Reservation, type TReservation } from "@manzil/domain/contracts";
import type { BadgeTone } from "../../components/ui/status-badge";

/** The guest's bookings list and where each one is shown. */
export const RESERVATIONS_PATH = "/user/reservations";
export const RESERVATIONS_KEY = "reservations";
/** Bookings on a page of "My reservations". */
export const RESERVATIONS_PAGE_SIZE = 10;

export const RESERVATION_TABS = ["upcoming", "past", "cancelled"] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export type ReservationsView = { tab: ReservationTab; page: number };

export const reservationPath = (id: number) => `${RESERVATIONS_PATH}/${id}`;
/** The confirmation PDF, through the web's own download route (the session cookie never leaves the server). */
export const confirmationPdfHref = (id: number, locale: string) => `/reservation-files/${id}?lang=${locale}`;

/** `?tab=past&page=2`: shareable, and the back button returns to the same tab and page. */
export function reservationsViewOf(params: URLSearchParams): ReservationsView {
  const tab = params.get("tab");
  const page = Number(params.get("page"));
  return {
    tab: (RESERVATION_TABS as readonly string[]).includes(tab ?? "") ? (tab as ReservationTab) : "upcoming",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function reservationsHref(view: ReservationsView): string {
  const params = new URLSearchParams();
  if (view.tab !== "upcoming") params.set("tab", view.tab);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `${RESERVATIONS_PATH}${search ? `?${search}` : ""}`;
}

/**
 * What the guest is told about a booking, beyond its raw status: a pending booking waits either for its payment
 * (an online offer, held for 15 minutes) or for the owner (a request, 24 hours to answer).
 */
export type ReservationPhase =
  | "confirmed"
  | "awaiting_payment"
  | "awaiting_owner"
  | "checkedIn"
  | "checkedOut"
  | "completed"
  | "cancelled"
  | "rejected"
  | "expired";

export function reservationPhase(
  reservation: Pick<TReservation, "status" | "booking_type" | "payment_status" | "respond_by">,
): ReservationPhase {
  if (reservation.status !== "pending") return reservation.status;
  const paid = reservation.payment_status === "paid" || reservation.payment_status === "partial";
  if (reservation.booking_type !== "flexible" && !paid) return "awaiting_payment";
  return "awaiting_owner";
}

export const PHASE_TONE: Record<ReservationPhase, BadgeTone> = {
  confirmed: "good",
  awaiting_payment: "wait",
  awaiting_owner: "wait",
  checkedIn: "info",
  checkedOut: "info",
  completed: "neutral",
  cancelled: "neutral",
  rejected: "bad",
  expired: "bad",
};

/** The guest may cancel when the life-cycle table allows it now (the API says so in `next_statuses`). */
export const canCancel = (reservation: Pick<TReservation, "next_statuses">) =>
  reservation.next_statuses.includes("cancelled");

/** What was paid online and not given back yet: the most a refund request may ask (the server checks again). */
export function refundableMinor(
  reservation: Pick<TReservation, "payment_status" | "booking_type" | "total_minor" | "refunded_minor">,
): number {
  if (reservation.booking_type === "flexible") return 0;
  if (reservation.payment_status !== "paid" && reservation.payment_status !== "partial") return 0;
  return Math.max(0, reservation.total_minor - reservation.refunded_minor);
}

/** A refund request is offered on a paid booking with money left to give back that is not waiting for its payment. */
export const canRequestRefund = (reservation: TReservation) =>
  refundableMinor(reservation) > 0 && reservation.status !== "pending" && reservation.status !== "expired";

/** The bookings of a list answer: `data` as a list, or eBroker's `data.reservations` (a list or a paginator). */
export function reservationsOf(data: unknown): TReservation[] {
  const record = (data ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(data)
    ? data
    : Array.isArray(record.reservations)
      ? record.reservations
      : Array.isArray((record.reservations as Record<string, unknown> | undefined)?.data)
        ? ((record.reservations as Record<string, unknown>).data as unknown[])
        : [];
  // One malformed booking never hides the others.
  return raw.flatMap((item) => {
    const parsed = Reservation.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The list's total: the envelope's `total`, else a paginator's, else what came. */
export function totalOf(body: { total?: unknown; data?: unknown }, shown: number): number {
  if (typeof body.total === "number") return body.total;
  const data = (body.data ?? {}) as Record<string, unknown>;
  if (typeof data.total === "number") return data.total;
  const reservations = data.reservations as Record<string, unknown> | undefined;
  if (reservations && typeof reservations.total === "number") return reservations.total;
  return shown;
}

/** A Latin reference inside a sentence of either direction, kept whole (first-strong isolate … pop). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
