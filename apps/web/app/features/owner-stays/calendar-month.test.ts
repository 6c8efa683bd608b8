import { describe, expect, it } from "vitest";
import { monthWeeks, pick, shiftMonth, weekStartOf, lastNightOf, rangeOf } from "./calendar-month";

describe("calendar months", () => {
  it("weeks start on Saturday in Arabic (ar-EG) and on Sunday in English, as CLDR says", () => {
    expect(weekStartOf("ar")).toBe(6);
    expect(weekStartOf("en")).toBe(0);
  });

  it("lays a month out in whole weeks from the language's first day", () => {
    // February 2027 starts on a Monday and has 28 nights.
    const fromSaturday = monthWeeks("2027-02", 6);
    expect(fromSaturday[0]).toEqual([
      null,
      null,
      "2027-02-01",
      "2027-02-02",
      "2027-02-03",
      "2027-02-04",
      "2027-02-05",
    ]);
    expect(fromSaturday.flat().filter(Boolean)).toHaveLength(28);
    expect(fromSaturday.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks("2027-02", 1)).toHaveLength(4);
  });

  it("steps across years and knows the last night of each month, leap days included", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-05", -17)).toBe("2024-12");
    expect(lastNightOf("2028-02")).toBe("2028-02-29");
    expect(lastNightOf("2027-02")).toBe("2027-02-28");
  });

  it("builds a range from two picks in either order; a shift-pick extends, a third pick starts again", () => {
    expect(rangeOf("2026-12-09", "2026-12-03")).toEqual({ from: "2026-12-03", to: "2026-12-09" });
    const first = pick(null, "2026-12-09", false);
    expect(first).toEqual({
      anchor: "2026-12-09",
      range: { from: "2026-12-09", to: "2026-12-09" },
      closed: false,
    });
    const second = pick(first, "2026-12-03", false);
    expect(second?.range).toEqual({ from: "2026-12-03", to: "2026-12-09" });
    expect(pick(second, "2026-12-12", true)?.range).toEqual({ from: "2026-12-09", to: "2026-12-12" });
    expect(pick(second, "2026-12-20", false)).toEqual({
      anchor: "2026-12-20",
      range: { from: "2026-12-20", to: "2026-12-20" },
      closed: false,
    });
  });
});
