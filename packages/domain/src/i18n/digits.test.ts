import { describe, expect, it } from "vitest";
import { toWesternDigits, westernDigitsIn } from "./digits.js";

describe("toWesternDigits reads a number typed on any keyboard", () => {
  it.each([
    ["١٢٣٤٥٦٧٨٩٠", "1234567890"],
    ["۱۲۳۴۵۶۷۸۹۰", "1234567890"],
    ["١٢٫٥", "12.5"],
    ["١٬٢٠٠", "1,200"],
    ["+٢٠ ١٠٠ ۱۲۳", "+20 100 123"],
    ["120", "120"],
  ])("%s → %s", (typed, read) => {
    expect(toWesternDigits(typed)).toBe(read);
  });

  it("leaves values that are not text alone", () => {
    expect(westernDigitsIn(12)).toBe(12);
    expect(westernDigitsIn(null)).toBe(null);
    expect(westernDigitsIn("٤")).toBe("4");
  });
});
