import { OWNER_RESPONSE_HOURS } from "@manzil/domain/reservations";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import type { Language } from "../../plugins/i18n.js";
import type { CommittedChange, SucceededHook } from "../payments/payment-ledger.js";
import { stayTerms } from "./booking-terms.repository.js";
import { paymentPurposeOf, reservationRow, updateReservation } from "./booking.repository.js";
import type { ReservationNotifier } from "./reservation-events.js";
import { lockReservation, lockReservationGroup, type ReservationRow } from "./reservations.repository.js";
import { takeStayUnits } from "./stay-units.repository.js";

const HOUR = 60 * 60 * 1000;

/** What a booking's successful payment did, for the log and the tests. */
export type PaidBookingOutcome = "confirmed" | "requested" | "retaken" | "refund_due" | "already_paid";

async function settlePaid(
  tx: Database,
  rows: ReservationRow[],
  now: Date,
): Promise<"confirmed" | "requested"> {
  const terms = await stayTerms(tx, rows[0]!.propertyId);
  const instant = terms?.instantBooking ?? false;
  for (const row of rows) {
    await updateReservation(tx, row.id, {
      paymentStatus: "paid",
      holdExpiresAt: null,
      status: instant ? "confirmed" : "pending",
      respondBy: instant ? null : new Date(now.getTime() + OWNER_RESPONSE_HOURS * HOUR),
      cancelledAt: null,
      cancelledBy: null,
      updatedAt: now,
    });
  }
  return instant ? "confirmed" : "requested";
}

/**
 * The ledger's hook for a booking's payment (purpose `reservation`, purpose_id = the group's first row), run in
 * the payment's own transaction (ADR 055):
 * - the hold is still on (pending, unpaid; its units taken): paid, hold cleared, confirmed with instant booking,
 *   otherwise a request the owner answers within 24 hours;
 * - the hold had expired (the job gave the units back): the units are taken again if still free, and the booking
 *   goes on as above; if not, it stays expired, marked paid, and the money is due back (the refund of a paid,
 *   expired booking is the life-cycle's work) — the payment itself is never rolled back, the gateway took it.
 */
export function reservationPaidHook(log: FastifyBaseLogger): SucceededHook {
  return async (tx, payment, now) => {
    if (payment.purpose !== "reservation") return;
    const first = await lockReservation(tx, payment.purposeId);
    if (!first) {
      log.error({ paymentTransactionId: payment.id }, "a reservation payment names no reservation");
      return;
    }
    const rows = await lockReservationGroup(tx, first.reference);
    let outcome: PaidBookingOutcome;
    if (rows.every((row) => row.paymentStatus === "paid")) {
      outcome = "already_paid";
    } else if (rows.every((row) => row.status === "pending")) {
      outcome = await settlePaid(tx, rows, now);
    } else if (rows.every((row) => row.status === "expired")) {
      outcome = (await retake(tx, rows)) ? "retaken" : "refund_due";
      if (outcome === "retaken") await settlePaid(tx, rows, now);
    } else {
      outcome = "refund_due";
    }
    if (outcome === "refund_due") await markRefundDue(tx, rows, now);
    log.info(
      { paymentTransactionId: payment.id, reference: first.reference, outcome },
      "reservation payment settled",
    );
  };
}

class RetakeFailed extends Error {}

/**
 * Takes an expired booking's units again, all or none: in a savepoint, so a room offer gone in between undoes the
 * others' units without rolling back the payment around it. Same order as checkout (room offers by id, nights by
 * date), so it never deadlocks with a booking in flight.
 */
async function retake(tx: Database, rows: ReservationRow[]): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const row of [...rows].sort((a, b) => (a.hotelRoomId ?? 0) - (b.hotelRoomId ?? 0))) {
        const taken = await takeStayUnits(
          savepoint as unknown as Database,
          { propertyId: row.propertyId, hotelRoomId: row.hotelRoomId },
          { checkIn: row.checkInDate, checkOut: row.checkOutDate, rooms: row.rooms },
        );
        if (!taken) throw new RetakeFailed();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof RetakeFailed) return false;
    throw error;
  }
}

async function markRefundDue(tx: Database, rows: ReservationRow[], now: Date) {
  for (const row of rows) {
    await updateReservation(tx, row.id, { paymentStatus: "paid", updatedAt: now });
  }
}

/** After the payment committed: the guest and owner hear of the booking now paid (confirmed, or a request). */
export function reservationPaidNotice(db: Database, notify: ReservationNotifier, log: FastifyBaseLogger) {
  return async (change: CommittedChange): Promise<void> => {
    if (change.state !== "succeeded") return;
    const payment = await paymentPurposeOf(db, change.transactionId);
    if (payment?.purpose !== "reservation") return;
    const row = await reservationRow(db, payment.purposeId);
    if (!row || row.paymentStatus !== "paid") return;
    const kind = row.status === "confirmed" ? "confirmed" : row.status === "pending" ? "requested" : null;
    if (kind === null) {
      log.warn(
        { reservationId: row.id, status: row.status },
        "a reservation was paid after it ended; its payment is due back",
      );
      return;
    }
    await notify({ kind, reservationId: row.id, lang: change.lang as Language | null });
  };
}
