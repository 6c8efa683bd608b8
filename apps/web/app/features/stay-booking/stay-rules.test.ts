import { describe, expect, it } from "vitest";
import { hotelRoom } from "../../../test/stay-factories";
import { addMonths, formatTimeOfDay, monthEndOf, monthWeeks, weekdayDates } from "./calendar-grid";
import { quoteQuery } from "./stay-api";
import { stayDetailsOf } from "./stay-details.server";
import { cancellationLine, policyLines } from "./stay-policies";

describe("stay details", () => {
  it("keeps the rooms that match the contract and are on sale, and takes no stay fields as empty", () => {
    const stay = stayDetailsOf(
      { hotel_rooms: [hotelRoom(), { id: "broken" }, hotelRoom({ id: 12, status: "inactive" })] },
      5,
    );
    expect(stay.rooms.map((room) => room.id)).toEqual([11]);
    expect(stayDetailsOf({}, 4)).toMatchObject({
      isHotel: false,
      rooms: [],
      packages: [],
      certificates: [],
      availableRooms: 1,
      cancellationPeriod: null,
    });
  });
});

describe("booking rules in words", () => {
  it("reads eBroker's cancellation periods", () => {
    expect(cancellationLine("same_day_6pm")?.key).toBe("stay_booking.policy.cancel_same_day");
    expect(cancellationLine("3_days")).toMatchObject({
      key: "stay_booking.policy.cancel_days",
      params: { count: 3 },
    });
    expect(cancellationLine("7")).toMatchObject({ params: { count: 7 } });
    expect(cancellationLine("whenever")).toBeNull();
  });

  it("says non-refundable instead of a cancellation period", () => {
    const stay = stayDetailsOf({ non_refundable: true, cancellation_period: "3", instant_booking: false }, 4);
    expect(policyLines(stay).map((line) => line.key)).toEqual([
      "stay_booking.policy.on_request",
      "stay_booking.policy.non_refundable",
    ]);
  });
});

describe("calendar layout", () => {
  it("lays a month out in weeks from the locale's first weekday", () => {
    // December 2026 starts on a Tuesday.
    const sundayFirst = monthWeeks("2026-12-01", 0);
    expect(sundayFirst[0]).toEqual([
      null,
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    const saturdayFirst = monthWeeks("2026-12-01", 6);
    expect(saturdayFirst[0]!.slice(0, 4)).toEqual([null, null, null, "2026-12-01"]);
    expect(saturdayFirst.flat().filter(Boolean)).toHaveLength(31);
    expect(weekdayDates(6)[0]).toBe("2023-01-07");
  });

  it("steps months across the year end", () => {
    expect(addMonths("2026-12-01", 1)).toBe("2027-01-01");
    expect(addMonths("2026-01-01", -1)).toBe("2025-12-01");
    expect(monthEndOf("2028-02-01")).toBe("2028-02-29");
  });

  it("writes times of day in the page's language", () => {
    expect(formatTimeOfDay("14:00", "en")).toBe("2:00 PM");
    expect(formatTimeOfDay("14:00", "ar")).toMatch(/^٢:٠٠/);
    expect(formatTimeOfDay("after lunch", "en")).toBe("after lunch");
  });
});

describe("quote call", () => {
  it("sends dates as YYYY-MM-DD and add-ons as a sorted CSV, and no add-ons as nothing", () => {
    const selection = {
      checkIn: "2026-12-03",
      checkOut: "2026-12-05",
      guests: 3,
      rooms: 2,
      hotelRoomId: 11,
      addonIds: [9, 2],
    };
    expect(quoteQuery(selection, "SAR", "ar")).toEqual({
      check_in_date: "2026-12-03",
      check_out_date: "2026-12-05",
      number_of_guests: 3,
      hotel_room_id: 11,
      rooms: 2,
      addon_ids: "2,9",
      currency: "SAR",
      lang: "ar",
    });
    expect(quoteQuery({ ...selection, addonIds: [], hotelRoomId: null }, "EGP", "en")).toMatchObject({
      addon_ids: undefined,
      hotel_room_id: null,
    });
  });
});
