import { describe, expect, it } from "vitest";
import { discountPercent, pricePerNight } from "./price.js";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("pricePerNight: not negative, at most 10,000", () => {
  it.each([0, 0.5, 250, 10_000])("accepts %f", (price) => {
    expect(pricePerNight.parse(price)).toBe(price);
  });

  it.each<[string, unknown, string]>([
    ["above the cap", 10_000.01, "validation.price_too_high"],
    ["far above the cap", 1e9, "validation.price_too_high"],
    ["negative", -1, "validation.invalid_price"],
    ["NaN", Number.NaN, "validation.invalid_price"],
    ["infinite", Number.POSITIVE_INFINITY, "validation.invalid_price"],
    ["text", "100", "validation.invalid_price"],
    ["missing", undefined, "validation.required.price"],
    ["a blank field", "", "validation.required.price"],
  ])("rejects %s with %s", (_case, input, key) => {
    expect(messagesOf(pricePerNight.safeParse(input))).toEqual([key]);
  });
});

describe("discountPercent: 0 to 100 inclusive", () => {
  it.each([0, 12.5, 100])("accepts %f", (value) => {
    expect(discountPercent.parse(value)).toBe(value);
  });

  it.each([-0.01, 100.01, Number.NaN, "10", undefined])("rejects %j", (value) => {
    expect(messagesOf(discountPercent.safeParse(value))).toEqual(["validation.invalid_discount"]);
  });
});
