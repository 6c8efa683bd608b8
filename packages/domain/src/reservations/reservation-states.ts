/**
 * A reservation's life cycle (issue 15), under eBroker's status names so its clients read them unchanged
 * (spec §4: confirmed, cancelled, completed, checkedIn, checkedOut). `pending` waits for a payment (a 15-minute
 * hold) or for the owner's answer (24 hours); `rejected` is the owner's (or the clock's) no; `expired` an unpaid
 * hold. Each edge says who may take it, so "the guest checks himself in" is refused by the same table.
 */
export const RESERVATION_STATUSES = [
  "pending",
  "confirmed",
  "checkedIn",
  "checkedOut",
  "completed",
  "cancelled",
  "rejected",
  "expired",
] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Who asks: the guest (or the agent who booked for a client), the listing's owner, an admin, or a job. */
export const RESERVATION_ACTORS = ["guest", "owner", "admin", "system"] as const;
export type TReservationActor = (typeof RESERVATION_ACTORS)[number];

type Edges = Readonly<Partial<Record<TReservationStatus, readonly TReservationActor[]>>>;

const TRANSITIONS: Readonly<Record<TReservationStatus, Edges>> = {
  pending: {
    // The owner accepts a request; the system confirms an instant booking once it is paid.
    confirmed: ["owner", "admin", "system"],
    rejected: ["owner", "admin", "system"],
    expired: ["system"],
    cancelled: ["guest", "admin"],
  },
  confirmed: {
    checkedIn: ["owner", "admin"],
    cancelled: ["guest", "owner", "admin"],
    // A stay nobody checked in is completed by the job after its check-out day.
    completed: ["system", "admin"],
  },
  checkedIn: {
    checkedOut: ["owner", "admin"],
    // A guest the owner forgot to check out: the job completes the stay a day after its check-out date.
    completed: ["system"],
  },
  checkedOut: { completed: ["owner", "admin", "system"] },
  completed: {},
  cancelled: {},
  rejected: {},
  expired: {},
};

export function canMoveReservation(
  from: TReservationStatus,
  to: TReservationStatus,
  actor: TReservationActor,
): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move a reservation in `from` to: what the owner's screen offers as buttons. */
export function nextReservationStatuses(
  from: TReservationStatus,
  actor: TReservationActor,
): TReservationStatus[] {
  return RESERVATION_STATUSES.filter((to) => canMoveReservation(from, to, actor));
}

export function isFinalReservationStatus(status: TReservationStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/** Whether the reservation keeps its units sold on the calendar (ADR 051's `units_sold`). */
export function holdsInventory(status: TReservationStatus): boolean {
  return status !== "cancelled" && status !== "rejected" && status !== "expired";
}

/** An online booking's units are held this long for its payment, then released (issue 15). */
export const PAYMENT_HOLD_MINUTES = 15;
/** A request waits this long for the owner, then is declined by the system and any payment refunded. */
export const OWNER_RESPONSE_HOURS = 24;
