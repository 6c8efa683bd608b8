import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n/create-i18n";
import { durationMessage, planDuration } from "./plan-duration";

const wording = (language: "en" | "ar", hours: number) => {
  const { key, count } = durationMessage(hours);
  return createI18n(language).t(key, { count });
};

describe("plan durations", () => {
  it.each([
    [720, { unit: "months", count: 1 }],
    [2160, { unit: "months", count: 3 }],
    [8760, { unit: "years", count: 1 }],
    [168, { unit: "days", count: 7 }],
    [36, { unit: "hours", count: 36 }],
  ])("%i hours read in the largest exact unit", (hours, expected) => {
    expect(planDuration(hours)).toEqual(expected);
  });

  it.each([
    [720, "1 month"],
    [2160, "3 months"],
    [8760, "1 year"],
    [24, "1 day"],
    [240, "10 days"],
    [1, "1 hour"],
  ])("English: %i hours → %s", (hours, text) => expect(wording("en", hours)).toBe(text));

  it.each([
    [720, "شهر واحد"],
    [1440, "شهران"],
    [2160, "٣ أشهر"],
    [24 * 330, "١١ شهرًا"],
    [8760, "سنة واحدة"],
    [8760 * 2, "سنتان"],
    [24 * 7, "٧ أيام"],
    [24 * 11, "١١ يومًا"],
    [2, "ساعتان"],
    [36, "٣٦ ساعة"],
  ])("Arabic: %i hours → %s (six plural forms, Arabic-Indic digits)", (hours, text) =>
    expect(wording("ar", hours)).toBe(text),
  );
});
