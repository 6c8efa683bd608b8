import { describe, expect, it } from "vitest";
import { zonedDate } from "./zoned-time.js";

describe("zonedDate", () => {
  it("names the day where the zone is, which late in the UTC evening is already tomorrow in Cairo", () => {
    const lateEvening = Date.parse("2026-11-27T23:30:00Z");
    expect(zonedDate(lateEvening, "UTC")).toBe("2026-11-27");
    expect(zonedDate(lateEvening, "Africa/Cairo")).toBe("2026-11-28");
    expect(zonedDate(Date.parse("2026-11-28T02:00:00Z"), "America/New_York")).toBe("2026-11-27");
  });
});
