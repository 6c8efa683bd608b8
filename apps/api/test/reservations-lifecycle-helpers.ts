import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { addDays } from "@manzil/domain/stays";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { reservations } from "../src/db/schema/reservations.js";
import { propertyTaxes } from "../src/db/schema/stays-catalogue.js";
import { newMember } from "./engagement-helpers.js";
import { paymobEnv, startPaymobFake, type PaymobFake } from "./fakes/paymob-fake.js";
import { insertReservation } from "./reservation-fixtures.js";
import { createStays, nightRow, siteToday, type Stays } from "./stay-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * What the life-cycle tests share: an app wired to the fake Paymob (so refunds really go through a gateway
 * adapter and the ledger), a hotel and a home with open nights, and bookings written straight to the tables with
 * the payment a checkout would have left.
 */
export function lifecycleHarness(env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let fake: PaymobFake | undefined;
  let stays: Stays | undefined;
  let today = "";
  let nextOrder = 900_000_000;

  beforeAll(async () => {
    fake = await startPaymobFake();
    t = await createTestApp({ ...paymobEnv(fake), ...env });
    stays = await createStays(t);
    today = await siteToday(t);
    // Known hotel taxes, so "the first night with its taxes" is a figure the tests can state.
    await t.database.db
      .update(propertyTaxes)
      .set({ serviceChargeBp: 1000, salesTaxBp: 1400, cityTaxBp: 0 })
      .where(eq(propertyTaxes.classification, 5));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const h = {
    get t(): TestApp {
      return t!;
    },
    get fake(): PaymobFake {
      return fake!;
    },
    get stays(): Stays {
      return stays!;
    },
    /** The site's today plus `days`. */
    day(days: number) {
      return addDays(today, days);
    },
    guest: (name = "Guest") => newMember(t!.app, t!.database.db, name),

    /**
     * A booking of one Double room (hotel) or the home, with a succeeded Paymob payment of its total when `paid`
     * (the fake gateway holds the matching successful transaction, so a refund can really be made).
     */
    async booking(
      input: Parameters<typeof insertReservation>[1] & {
        paid?: boolean;
        paymentState?: "pending" | "succeeded";
      },
    ) {
      const row = await insertReservation(t!, {
        ...input,
        paymentStatus: input.paymentStatus ?? (input.paid ? "paid" : "unpaid"),
        paymentMethod: input.paymentMethod ?? (input.paid || input.paymentState ? "paymob" : "cash"),
      });
      let payment: typeof paymentTransactions.$inferSelect | null = null;
      if (input.paid || input.paymentState) {
        const orderId = (nextOrder += 1);
        fake!.orders.set(orderId, {
          id: orderId,
          amount_cents: row.totalMinor,
          currency: row.currency,
          merchant_order_id: row.reference,
        });
        const state = input.paymentState ?? "succeeded";
        if (state === "succeeded") fake!.pay(orderId, { success: true });
        const [inserted] = await t!.database.db
          .insert(paymentTransactions)
          .values({
            userId: input.guestId,
            purpose: "reservation",
            purposeId: row.id,
            amountMinor: row.totalMinor,
            currency: row.currency,
            method: "paymob",
            providerPaymentId: String(orderId),
            reference: `test-${randomBytes(8).toString("hex")}`,
            state,
            ...(state === "succeeded" ? { succeededAt: new Date() } : {}),
          })
          .returning();
        payment = inserted!;
      }
      return { row, payment };
    },

    hotelRoom: () => ({ propertyId: stays!.hotel.id, hotelRoomId: stays!.hotel.double.id }),
    home: () => ({ propertyId: stays!.home.id, hotelRoomId: null }),

    async reservation(id: number) {
      const [row] = await t!.database.db.select().from(reservations).where(eq(reservations.id, id));
      return row!;
    },
    async payment(id: number) {
      const [row] = await t!.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, id));
      return row!;
    },
    async sold(offer: { propertyId: number; hotelRoomId: number | null }, date: string) {
      return (await nightRow(t!, offer, date))?.unitsSold;
    },
    refundCalls() {
      return fake!.requests.filter((r) => r.path === "/api/acceptance/void_refund/refund");
    },
  };
  return h;
}

export const http = (authorization?: string, lang?: "ar" | "en") => ({
  headers: {
    "x-manzil-transport": "http",
    ...(authorization ? { authorization } : {}),
    ...(lang ? { "accept-language": lang } : {}),
  },
});
