import { describe, expect, it } from "vitest";
import { clockDuration, fileSizeText, listTime, messageDays } from "./message-days";
import { chatMessage } from "./testing/chat-factories";

const now = new Date("2026-11-27T15:00:00.000Z");

describe("messageDays", () => {
  it("cuts messages into today, yesterday and dated days of the viewer's zone", () => {
    const days = messageDays(
      [
        chatMessage({ id: 1, created_at: "2026-11-20T10:00:00.000Z" }),
        chatMessage({ id: 2, created_at: "2026-11-26T21:30:00.000Z" }),
        chatMessage({ id: 3, created_at: "2026-11-27T08:00:00.000Z" }),
        chatMessage({ id: 4, created_at: "2026-11-27T09:00:00.000Z" }),
      ],
      { now, timeZone: "UTC", locale: "en" },
    );
    expect(days.map((day) => day.label)).toEqual([
      { kind: "date", text: "November 20, 2026" },
      { kind: "yesterday" },
      { kind: "today" },
    ]);
    expect(days[2]!.messages.map((message) => message.id)).toEqual([3, 4]);
  });

  it("counts days where the viewer lives: 21:30 UTC is already tomorrow in Cairo", () => {
    const days = messageDays([chatMessage({ created_at: "2026-11-26T22:30:00.000Z" })], {
      now,
      timeZone: "Africa/Cairo",
      locale: "en",
    });
    expect(days[0]!.label).toEqual({ kind: "today" });
  });

  it("writes older dates in the page's language", () => {
    const [day] = messageDays([chatMessage({ created_at: "2026-11-01T10:00:00.000Z" })], {
      now,
      timeZone: "UTC",
      locale: "ar",
    });
    expect(day!.label.kind).toBe("date");
    expect(day!.label.kind === "date" && day!.label.text).toMatch(/نوفمبر/);
  });
});

describe("chat list and bubble figures", () => {
  it("shows today's last message by its hour and older ones by date", () => {
    expect(listTime("2026-11-27T09:05:00.000Z", { now, timeZone: "UTC", locale: "en" })).toBe("9:05 AM");
    expect(listTime("2026-11-02T09:05:00.000Z", { now, timeZone: "UTC", locale: "en" })).toBe("Nov 2");
  });

  it("writes a voice note's length as minutes and seconds, and a file's size in KB or MB", () => {
    expect(clockDuration(65_400, "en")).toBe("1:05");
    expect(clockDuration(65_400, "ar")).toBe("١:٠٥");
    expect(fileSizeText(2.5 * 1024 * 1024, "en")).toBe("2.5 MB");
    expect(fileSizeText(820 * 1024, "en")).toBe("820 kB");
  });
});
