import type { TNotificationKind } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import type { ReservationEvent, TReservationEvent } from "../reservations/reservation-events.js";
import { reservationView } from "../reservations/reservations.repository.js";
import type { NotificationsService } from "./notifications.service.js";

/** The web pages a booking notice leads to (the guest's: that booking's page under this path). */
export const GUEST_BOOKINGS_LINK = "/user/reservations";
export const OWNER_BOOKINGS_LINK = "/user/owner-reservations";
export const REFUND_APPROVALS_LINK = "/user/refund-approvals";

type Told = { kind: TNotificationKind; variant?: string };

/**
 * Which steps of a booking reach whose inbox, and as what. Check-in, check-out and completion are the owner's
 * own clicks or the clock's, already e-mailed to the guest; they are left out of the inbox.
 */
export const RESERVATION_NOTICES: Record<TReservationEvent, { guest?: Told; owner?: Told }> = {
  requested: { guest: { kind: "booking_requested" }, owner: { kind: "booking_requested", variant: "owner" } },
  confirmed: { guest: { kind: "booking_confirmed" }, owner: { kind: "booking_confirmed", variant: "owner" } },
  rejected: { guest: { kind: "booking_rejected" } },
  cancelled: { guest: { kind: "booking_cancelled" }, owner: { kind: "booking_cancelled", variant: "owner" } },
  expired: { guest: { kind: "booking_expired" } },
  checked_in: {},
  checked_out: {},
  completed: {},
  reminder: { guest: { kind: "booking_reminder" } },
  refund_requested: { owner: { kind: "refund_requested" } },
  refund_approved: { guest: { kind: "refund_decided", variant: "approved" } },
  refund_rejected: { guest: { kind: "refund_decided", variant: "rejected" } },
};

/** Writes a booking step's notices to the guest's and the owner's inboxes (run by a job, after the commit). */
export function createReservationNotices(db: Database, notifications: NotificationsService) {
  return {
    async send(event: Pick<ReservationEvent, "kind" | "reservationId">): Promise<void> {
      const told = RESERVATION_NOTICES[event.kind];
      if (!told.guest && !told.owner) return;
      const booking = await reservationView(db, event.reservationId);
      if (!booking) return;
      const params = {
        reservation_id: booking.id,
        reference: booking.reference,
        property: booking.propertyTitle,
        property_ar: booking.propertyTitleAr ?? "",
        checkIn: booking.checkInDate,
        checkOut: booking.checkOutDate,
        guest: booking.bookedForName,
      };
      if (told.guest) {
        await notifications.notify({
          userId: booking.guestId,
          kind: told.guest.kind,
          params: { ...params, ...(told.guest.variant ? { variant: told.guest.variant } : {}) },
          link: `${GUEST_BOOKINGS_LINK}/${booking.id}`,
          propertyId: booking.propertyId,
        });
      }
      if (told.owner && booking.propertyOwnerId !== null && booking.propertyOwnerId !== booking.guestId) {
        await notifications.notify({
          userId: booking.propertyOwnerId,
          kind: told.owner.kind,
          params: { ...params, ...(told.owner.variant ? { variant: told.owner.variant } : {}) },
          link: event.kind === "refund_requested" ? REFUND_APPROVALS_LINK : OWNER_BOOKINGS_LINK,
          propertyId: booking.propertyId,
        });
      }
    },
  };
}

export type ReservationNotices = ReturnType<typeof createReservationNotices>;
