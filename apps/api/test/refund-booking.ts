import { randomBytes } from "node:crypto";
import { addDays } from "@manzil/domain/stays";
import { eq } from "drizzle-orm";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { reservations } from "../src/db/schema/reservations.js";
import type { PaymobFake } from "./fakes/paymob-fake.js";
import { newMember } from "./engagement-helpers.js";
import { insertReservation } from "./reservation-fixtures.js";
import type { Stays } from "./stay-fixtures.js";
import type { TestApp } from "./test-app.js";

let made = 0;

/**
 * A guest's booking paid through the Paymob fake: the reservation written as a booking writes it, the order paid
 * at the fake, and the ledger row (purpose `reservation`, purpose_id = the booking's first row) succeeded — what
 * checkout leaves behind, without going through it. Each call books its own dates so units never run out.
 */
export async function paidBooking(
  t: TestApp,
  fake: PaymobFake,
  stays: Stays,
  input: { today: string; nights?: number; startsInDays?: number; nightlyMinor?: number },
) {
  made += 1;
  const guest = await newMember(t.app, t.database.db, "Guest Person");
  const checkIn = addDays(input.today, input.startsInDays ?? 5 + ((made * 3) % 100));
  const reservation = await insertReservation(t, {
    propertyId: stays.hotel.id,
    hotelRoomId: stays.hotel.double.id,
    guestId: guest.id,
    checkIn,
    nights: input.nights ?? 2,
    nightlyMinor: input.nightlyMinor ?? 100_000,
    paymentMethod: "paymob",
  });
  // The booking names its guest as checkout does, so the guest's e-mails reach their account's address.
  await t.database.db
    .update(reservations)
    .set({ bookedForName: guest.name, bookedForEmail: guest.email })
    .where(eq(reservations.id, reservation.id));
  const orderId = 800_000_000 + made * 7 + (process.pid % 1000) * 10_000;
  fake.orders.set(orderId, {
    id: orderId,
    amount_cents: reservation.totalMinor,
    currency: "EGP",
    merchant_order_id: `res-${reservation.id}`,
  });
  fake.pay(orderId, { success: true });
  const [payment] = await t.database.db
    .insert(paymentTransactions)
    .values({
      userId: guest.id,
      purpose: "reservation",
      purposeId: reservation.id,
      amountMinor: reservation.totalMinor,
      currency: "EGP",
      method: "paymob",
      providerPaymentId: String(orderId),
      reference: `pay-${randomBytes(8).toString("hex")}`,
      state: "succeeded",
      succeededAt: new Date(),
    })
    .returning();
  return { guest, reservation: { ...reservation, bookedForEmail: guest.email }, payment: payment! };
}
