import { describe, expect, it } from "vitest";
import type { QuoteLine } from "../stays/index.js";
import { cancellationDeadline, firstNightChargeMinor, refundForCancellation } from "./cancellation.js";
import { zonedInstant, zoneOffsetMinutes } from "./zoned-time.js";

const CAIRO = "Africa/Cairo";

describe("cancellation deadline", () => {
  it("is 18:00 on the check-in day in the property's zone for same_day_6pm", () => {
    // Cairo is UTC+2 in December.
    expect(
      new Date(
        cancellationDeadline({
          checkInDate: "2026-12-10",
          cancellationPeriod: "same_day_6pm",
          timeZone: CAIRO,
        }),
      ).toISOString(),
    ).toBe("2026-12-10T16:00:00.000Z");
  });

  it("is N days before the check-in time for N and N_days, one day when blank", () => {
    const at = (period: string | null, time?: string) =>
      new Date(
        cancellationDeadline({
          checkInDate: "2026-12-10",
          checkInTime: time,
          cancellationPeriod: period,
          timeZone: CAIRO,
        }),
      ).toISOString();
    expect(at("3")).toBe("2026-12-07T12:00:00.000Z");
    expect(at("7_days", "15:00")).toBe("2026-12-03T13:00:00.000Z");
    expect(at(null)).toBe("2026-12-09T12:00:00.000Z");
    expect(at("whenever")).toBe("2026-12-09T12:00:00.000Z");
  });

  it("follows Cairo's summer time (UTC+3) when the check-in is in July", () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), CAIRO)).toBe(180);
    expect(new Date(zonedInstant("2026-07-01", "14:00", CAIRO)).toISOString()).toBe(
      "2026-07-01T11:00:00.000Z",
    );
  });
});

describe("refund on cancellation", () => {
  const base = { paidMinor: 1_000_00, firstNightMinor: 300_00, deadlineMs: 1_000, checkInMs: 2_000 };

  it("refunds a refundable booking in full before the deadline, keeps the first night after it, nothing from check-in", () => {
    expect(refundForCancellation({ ...base, offer: "refundable", nowMs: 999 })).toEqual({
      refundMinor: 1_000_00,
      rule: "full",
    });
    expect(refundForCancellation({ ...base, offer: "refundable", nowMs: 1_000 })).toEqual({
      refundMinor: 700_00,
      rule: "first_night_kept",
    });
    expect(refundForCancellation({ ...base, offer: "refundable", nowMs: 2_000 })).toEqual({
      refundMinor: 0,
      rule: "after_check_in",
    });
  });

  it("refunds nothing for a non-refundable booking, even long before the deadline", () => {
    expect(refundForCancellation({ ...base, offer: "non_refundable", nowMs: 0 })).toEqual({
      refundMinor: 0,
      rule: "non_refundable",
    });
  });

  it("has nothing to refund on a flexible booking: it is paid at the property", () => {
    expect(refundForCancellation({ ...base, offer: "flexible", paidMinor: 0, nowMs: 0 })).toEqual({
      refundMinor: 0,
      rule: "nothing_paid",
    });
  });

  it("never refunds a negative amount when the first night costs more than what was paid", () => {
    expect(
      refundForCancellation({ ...base, offer: "refundable", paidMinor: 200_00, nowMs: 1_500 }).refundMinor,
    ).toBe(0);
  });

  it("prices the first night from the quote's lines of that night plus each tax on it", () => {
    const line = (code: QuoteLine["code"], amountMinor: number, date?: string): QuoteLine => ({
      code,
      labelKey: `stays.quote.${code}`,
      amountMinor,
      ...(date ? { date } : {}),
    });
    const lines = [
      line("night", 1_000_00, "2026-12-04"),
      line("weekend_commission", 100_00, "2026-12-04"),
      line("discount", -110_00, "2026-12-04"),
      line("night", 1_000_00, "2026-12-05"),
      line("addon", 450_00),
    ];
    // 990 EGP, then 10 % + 14 % + 5 % on it, each rounded on its own.
    expect(
      firstNightChargeMinor(lines, {
        serviceChargeBasisPoints: 1000,
        salesTaxBasisPoints: 1400,
        cityTaxBasisPoints: 500,
      }),
    ).toBe(990_00 + 99_00 + 138_60 + 49_50);
  });
});
