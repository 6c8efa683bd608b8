import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PaymentVerificationError } from "./payment-provider.js";
import { parseWebhookBody, safeEqual, signedBodyEventId, singleHeader } from "./provider-signatures.js";

describe("what every adapter checks a webhook with", () => {
  it("reads a signature header only when it arrives once, whatever its case", () => {
    expect(singleHeader({ "x-razorpay-signature": "abc" }, "X-Razorpay-Signature")).toBe("abc");
    // A genuine copy next to a forged one must not let either through.
    expect(
      singleHeader({ "x-razorpay-signature": ["abc", "forged"] }, "x-razorpay-signature"),
    ).toBeUndefined();
    expect(singleHeader({}, "x-razorpay-signature")).toBeUndefined();
  });

  it("compares signatures whole: a prefix, another length or nothing at all is unequal", () => {
    expect(safeEqual("deadbeef", "deadbeef")).toBe(true);
    expect(safeEqual("deadbeef", "deadbee")).toBe(false);
    expect(safeEqual("deadbeef", "deadbeeF")).toBe(false);
    expect(safeEqual("deadbeef", undefined)).toBe(false);
  });

  it("names a delivery by its bytes, so a resend is the same event and any other body is not", () => {
    const delivery = Buffer.from('{"event":"charge.success","data":{"id":1}}');
    expect(signedBodyEventId(Buffer.from(delivery))).toBe(signedBodyEventId(delivery));
    expect(signedBodyEventId(Buffer.from('{"event":"charge.success","data":{"id":2}}'))).not.toBe(
      signedBodyEventId(delivery),
    );
  });

  it("refuses a body that is not the gateway's event", () => {
    const Event = z.object({ event: z.string() });
    expect(parseWebhookBody("gateway", Buffer.from('{"event":"x"}'), Event)).toEqual({ event: "x" });
    for (const body of ["not json", '{"type":"x"}', ""]) {
      expect(() => parseWebhookBody("gateway", Buffer.from(body), Event)).toThrow(PaymentVerificationError);
    }
  });
});
