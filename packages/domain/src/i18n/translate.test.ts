import { describe, expect, it } from "vitest";
import { intlLocale, isLocale, textDirection } from "./locales.js";
import type { MessageKey } from "./message-key.js";
import { interpolate, lookupMessage, translate } from "./translate.js";

describe("interpolate fills i18next-style {{placeholders}}", () => {
  it.each([
    ["An error occurred: {{code}}", { code: "auth/x" }, "An error occurred: auth/x"],
    ["{{ value }} ألف", { value: "٢٥٠" }, "٢٥٠ ألف"],
    ["{{a}} and {{a}}", { a: "x" }, "x and x"],
    ["keeps {{missing}} visible", {}, "keeps {{missing}} visible"],
  ])("%j with %j → %j", (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});

describe("translate resolves a dotted key in the chosen language", () => {
  it.each<["en" | "ar", MessageKey, string]>([
    ["en", "validation.required.email", "Email is required"],
    ["ar", "validation.required.email", "البريد الإلكتروني مطلوب"],
    ["ar", "errors.network", "خطأ في الشبكة - يرجى التحقق من اتصالك بالإنترنت."],
  ])("%s %s", (locale, key, expected) => {
    expect(translate(locale, key)).toBe(expected);
  });

  it.each(["validation", "validation.required", "nope.nothing"])(
    "refuses %j, which is not a message",
    (key) => {
      expect(() => lookupMessage("en", key as MessageKey)).toThrow(RangeError);
    },
  );
});

describe("locales: English is LTR with Latin digits, Arabic RTL with Arabic-Indic digits", () => {
  it.each([
    ["en", "ltr", "1,234.5"],
    ["ar", "rtl", "١٬٢٣٤٫٥"],
  ] as const)("%s", (locale, direction, digits) => {
    expect(isLocale(locale)).toBe(true);
    expect(textDirection(locale)).toBe(direction);
    expect(new Intl.NumberFormat(intlLocale(locale)).format(1234.5)).toBe(digits);
  });

  it.each(["fr", "AR", "", null])("%j is not a supported locale", (value) => {
    expect(isLocale(value)).toBe(false);
  });
});
