import { describe, expect, it } from "vitest";
import { nearbyCookieValue, nearbyPointFromCookies } from "./nearby-cookie";

describe("nearby cookie", () => {
  it("keeps the position to about a kilometre", () => {
    expect(nearbyCookieValue({ latitude: 30.044419, longitude: 31.235712 })).toBe("30.04,31.24");
  });

  it("reads the point back from a Cookie header among others", () => {
    expect(nearbyPointFromCookies("lang=ar; manzil_near=30.04,31.24; other=1")).toEqual({
      latitude: 30.04,
      longitude: 31.24,
    });
    expect(nearbyPointFromCookies("manzil_near=-33.87%2C151.21")).toEqual({
      latitude: -33.87,
      longitude: 151.21,
    });
  });

  it.each([
    null,
    "",
    "manzil_near=",
    "manzil_near=abc",
    "manzil_near=95,10",
    "manzil_near=10,190",
    "x=1",
    // A broken escape must not throw: the home page reads this cookie in its server loader.
    "manzil_near=%E0",
  ])("ignores %s", (header) => expect(nearbyPointFromCookies(header)).toBeNull());
});
