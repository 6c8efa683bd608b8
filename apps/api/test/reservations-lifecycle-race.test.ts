import { describe, expect, it } from "vitest";
import { post } from "./auth-helpers.js";
import { http, lifecycleHarness } from "./reservations-lifecycle-helpers.js";
import { sellUnits } from "./stay-fixtures.js";

const h = lifecycleHarness();
const onPostgres = Boolean(process.env.DATABASE_URL);

describe("a guest and the owner acting on one booking at once", () => {
  it.runIf(onPostgres)(
    "cancel and check-in race: exactly one wins and the calendar agrees with the winner",
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const guest = await h.guest();
        const checkIn = h.day(0);
        // Rounds the owner wins keep their room sold; free the night so every round has a room to book.
        await sellUnits(h.t, h.hotelRoom(), checkIn, 0);
        const { row, payment } = await h.booking({
          ...h.hotelRoom(),
          guestId: guest.id,
          checkIn,
          nights: 1,
          offer: "refundable",
          paid: true,
        });
        const soldBefore = (await h.sold(h.hotelRoom(), checkIn))!;
        const [cancelled, checkedIn] = await Promise.all([
          post(h.t.app, `/api/reservations/${row.id}/cancel`, {}, http(guest.authorization)),
          post(
            h.t.app,
            `/api/reservations/${row.id}/update-status`,
            { status: "checkedIn" },
            http(h.stays.owner.authorization),
          ),
        ]);
        const statuses = [cancelled.status, checkedIn.status].sort();
        expect(statuses).toEqual([200, 409]);
        const stored = await h.reservation(row.id);
        const sold = await h.sold(h.hotelRoom(), checkIn);
        if (cancelled.status === 200) {
          expect(stored.status).toBe("cancelled");
          expect(sold).toBe(soldBefore - 1);
        } else {
          expect(stored.status).toBe("checkedIn");
          expect(sold).toBe(soldBefore);
          expect((await h.payment(payment!.id)).state).toBe("succeeded");
        }
      }
    },
    60_000,
  );

  it.runIf(onPostgres)("two cancellations at once refund once", async () => {
    const guest = await h.guest();
    const { row, payment } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(9),
      offer: "refundable",
      paid: true,
    });
    const before = h.refundCalls().length;
    const results = await Promise.all(
      [0, 1, 2].map(() => post(h.t.app, `/api/reservations/${row.id}/cancel`, {}, http(guest.authorization))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(h.refundCalls().length - before).toBe(1);
    expect((await h.payment(payment!.id)).state).toBe("refunded");
    expect((await h.reservation(row.id)).refundedMinor).toBe(200_000);
  });
});
