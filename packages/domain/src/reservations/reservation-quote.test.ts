import { describe, expect, it } from "vitest";
import {
  allowedOffers,
  defaultOffer,
  loyaltyBasisPointsFrom,
  offerDiscountBasisPoints,
} from "./reservation-quote.js";

const home = { propertyNonRefundable: false, roomRefundPolicy: null, nonRefundableBasisPoints: 0 } as const;
const room = {
  propertyNonRefundable: false,
  roomRefundPolicy: "flexible",
  nonRefundableBasisPoints: 1500,
} as const;

describe("the offers a listing allows", () => {
  it("a home sells flexible and refundable; non-refundable only when the property says so", () => {
    expect(allowedOffers(home)).toEqual(["flexible", "refundable"]);
    expect(allowedOffers({ ...home, propertyNonRefundable: true })).toEqual(["non_refundable"]);
  });

  it("a flexible room with a rate sells all three; without a rate, no non-refundable offer", () => {
    expect(allowedOffers(room)).toEqual(["flexible", "refundable", "non_refundable"]);
    expect(allowedOffers({ ...room, nonRefundableBasisPoints: 0 })).toEqual(["flexible", "refundable"]);
  });

  it("a non-refundable room (or property) sells only the non-refundable offer, defaulting to it", () => {
    const strict = { ...room, roomRefundPolicy: "non-refundable" } as const;
    expect(allowedOffers(strict)).toEqual(["non_refundable"]);
    expect(defaultOffer(strict)).toBe("non_refundable");
    expect(defaultOffer(room)).toBe("flexible");
  });

  it("only the non-refundable offer takes the room's rate off", () => {
    expect(offerDiscountBasisPoints("non_refundable", room)).toBe(1500);
    expect(offerDiscountBasisPoints("refundable", room)).toBe(0);
    expect(offerDiscountBasisPoints("flexible", room)).toBe(0);
  });
});

describe("loyalty rates from settings", () => {
  it("reads four percents as basis points", () => {
    expect(loyaltyBasisPointsFrom("5, 10, 15, 20", 4)).toEqual([500, 1000, 1500, 2000]);
    expect(loyaltyBasisPointsFrom("2.5,4,5,5", 5)).toEqual([250, 400, 500, 500]);
  });

  it.each([undefined, "", "5,10", "a,b,c,d", "5,10,15,120", "-1,2,3,4"])(
    "falls back to the classification's defaults for %j",
    (raw) => {
      expect(loyaltyBasisPointsFrom(raw, 4)).toEqual([300, 700, 1000, 1000]);
      expect(loyaltyBasisPointsFrom(raw, 5)).toEqual([200, 400, 500, 500]);
    },
  );
});
