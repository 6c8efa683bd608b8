import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isCheckOutAfterCheckIn, roomSelection, stayDates } from "./stay.js";

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map(({ message, path }) => ({ message, path })) ?? [];

describe("stayDates: check-out must be after check-in", () => {
  it.each([
    ["2024-03-10", "2024-03-11"],
    ["2024-02-28", "2024-02-29"],
    ["2024-12-31", "2025-01-01"],
  ])("accepts %s → %s", (checkIn, checkOut) => {
    expect(stayDates.safeParse({ check_in_date: checkIn, check_out_date: checkOut }).success).toBe(true);
  });

  it.each<[string, unknown, { message: string; path: string[] }[]]>([
    [
      "same day",
      { check_in_date: "2024-03-10", check_out_date: "2024-03-10" },
      [{ message: "validation.check_out_not_after_check_in", path: ["check_out_date"] }],
    ],
    [
      "check-out before check-in",
      { check_in_date: "2024-03-10", check_out_date: "2024-03-09" },
      [{ message: "validation.check_out_not_after_check_in", path: ["check_out_date"] }],
    ],
    [
      "missing dates",
      {},
      [
        { message: "validation.required.check_in_date", path: ["check_in_date"] },
        { message: "validation.required.check_out_date", path: ["check_out_date"] },
      ],
    ],
    [
      "blank check-out",
      { check_in_date: "2024-03-10", check_out_date: "" },
      [{ message: "validation.required.check_out_date", path: ["check_out_date"] }],
    ],
    [
      "not a calendar day (2025 is not a leap year)",
      { check_in_date: "2025-02-28", check_out_date: "2025-02-29" },
      [{ message: "validation.invalid_date", path: ["check_out_date"] }],
    ],
    [
      "not YYYY-MM-DD",
      { check_in_date: "10/03/2024", check_out_date: "2024-03-12" },
      [{ message: "validation.invalid_date", path: ["check_in_date"] }],
    ],
  ])("rejects %s", (_case, input, issues) => {
    expect(issuesOf(stayDates.safeParse(input))).toEqual(issues);
  });

  it("compares ISO dates as text exactly as dates", () => {
    expect(isCheckOutAfterCheckIn("2024-09-30", "2024-10-01")).toBe(true);
    expect(isCheckOutAfterCheckIn("2024-10-01", "2024-10-01")).toBe(false);
  });
});

describe("roomSelection: at least one room", () => {
  const rooms = roomSelection(z.object({ room_type_id: z.number().int().positive() }));

  it("accepts one room", () => {
    expect(rooms.parse([{ room_type_id: 3 }])).toEqual([{ room_type_id: 3 }]);
  });

  it.each<[string, unknown, string]>([
    ["an empty list", [], "validation.select_at_least_one_room"],
    ["no selection", undefined, "validation.room_selection_required"],
    ["a non-list", "3", "validation.room_selection_required"],
  ])("rejects %s", (_case, input, key) => {
    expect(rooms.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
