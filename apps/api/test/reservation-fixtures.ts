import { randomBytes } from "node:crypto";
import type { TOfferKind, TReservationStatus } from "@manzil/domain/reservations";
import { addDays } from "@manzil/domain/stays";
import { reservations, type StoredQuoteLine } from "../src/db/schema/reservations.js";
import { takeStayUnits } from "../src/modules/reservations/stay-units.repository.js";
import type { TestApp } from "./test-app.js";

/**
 * A reservation written straight to the tables, units taken as a booking takes them: for tests of what happens to
 * a booking (cancel, status, refunds, jobs, e-mails) without going through checkout. Tests of checkout itself
 * use the API.
 */
export async function insertReservation(
  t: TestApp,
  input: {
    propertyId: number;
    hotelRoomId: number | null;
    guestId: number;
    checkIn: string;
    nights?: number;
    rooms?: number;
    offer?: TOfferKind;
    status?: TReservationStatus;
    paymentStatus?: "unpaid" | "paid" | "partial" | "refunded" | "failed";
    paymentMethod?: string | null;
    nightlyMinor?: number;
    currency?: string;
    cancellationDeadline?: Date;
    holdExpiresAt?: Date | null;
    respondBy?: Date | null;
    reference?: string;
    /** Leave the calendar alone (a past or finished stay whose nights are no longer sellable). */
    takeUnits?: boolean;
  },
) {
  const nights = input.nights ?? 2;
  const rooms = input.rooms ?? 1;
  const checkOut = addDays(input.checkIn, nights);
  const nightly = input.nightlyMinor ?? 100_000;
  const lines: StoredQuoteLine[] = Array.from({ length: nights }, (_, i) => ({
    code: "night",
    labels: { en: `Night of ${addDays(input.checkIn, i)}`, ar: `ليلة ${addDays(input.checkIn, i)}` },
    amount_minor: nightly * rooms,
    date: addDays(input.checkIn, i),
    quantity: rooms,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount_minor, 0);
  return t.database.db.transaction(async (tx) => {
    if (input.takeUnits ?? true) {
      const taken = await takeStayUnits(
        tx,
        { propertyId: input.propertyId, hotelRoomId: input.hotelRoomId },
        { checkIn: input.checkIn, checkOut, rooms },
      );
      if (!taken) throw new Error(`fixture: no units to take for ${input.checkIn}…${checkOut}`);
    }
    const [row] = await tx
      .insert(reservations)
      .values({
        reference: input.reference ?? `MZR-${randomBytes(5).toString("hex").toUpperCase()}`,
        propertyId: input.propertyId,
        hotelRoomId: input.hotelRoomId,
        guestId: input.guestId,
        bookedForName: "Fixture Guest",
        bookedForEmail: "fixture-guest@example.com",
        checkInDate: input.checkIn,
        checkOutDate: checkOut,
        rooms,
        guests: 2,
        offer: input.offer ?? "refundable",
        status: input.status ?? "confirmed",
        paymentStatus: input.paymentStatus ?? "paid",
        paymentMethod: input.paymentMethod ?? "stripe",
        currency: input.currency ?? "EGP",
        totalMinor: total,
        lines,
        cancellationDeadline:
          input.cancellationDeadline ?? new Date(`${addDays(input.checkIn, -1)}T12:00:00Z`),
        holdExpiresAt: input.holdExpiresAt ?? null,
        respondBy: input.respondBy ?? null,
      })
      .returning();
    return row!;
  });
}
