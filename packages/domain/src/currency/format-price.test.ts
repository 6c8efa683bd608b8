import { describe, expect, it } from "vitest";
import type { Locale } from "../i18n/index.js";
import { parseCurrencySelection } from "./display-currencies.js";
import { DEFAULT_EXCHANGE_RATES } from "./exchange-rates.js";
import { formatMoney, formatPrice } from "./format-price.js";
import type { FormatPriceOptions } from "./format-price.js";

// Intl's Arabic negative prefix: an Arabic letter mark keeps the minus on the left in RTL text.
const AR_MINUS = "\u061C-";
const NBSP = "\u00a0";

const egpPrice = (overrides: Partial<FormatPriceOptions>): FormatPriceOptions => ({
  amountMinor: 0,
  currency: "EGP",
  display: "EGP",
  rates: DEFAULT_EXCHANGE_RATES,
  locale: "en",
  decimals: 2,
  abbreviate: false,
  ...overrides,
});

describe("formatPrice converts at 1 USD = 47.6 EGP", () => {
  it.each<[string, Partial<FormatPriceOptions>, string]>([
    ["47,600.00 EGP shows as $1,000.00", { amountMinor: 4_760_000, display: "USD" }, "$1,000.00"],
    ["in Arabic too", { amountMinor: 4_760_000, display: "USD", locale: "ar" }, "$١٬٠٠٠٫٠٠"],
    ["and stays in EGP when EGP is chosen", { amountMinor: 4_760_000 }, `47,600.00${NBSP}EGP`],
    ["with 0 decimals", { amountMinor: 4_760_000, display: "USD", decimals: 0 }, "$1,000"],
  ])("%s", (_rule, overrides, expected) => {
    expect(formatPrice(egpPrice(overrides))).toBe(expected);
  });
});

describe("symbols go before the number for USD and GBP, after it for EGP, EUR, SAR and AED", () => {
  it.each<[string, Locale, string]>([
    ["USD", "en", "$1,234.56"],
    ["GBP", "en", "£1,234.56"],
    ["EGP", "en", `1,234.56${NBSP}EGP`],
    ["EUR", "en", `1,234.56${NBSP}€`],
    ["SAR", "en", `1,234.56${NBSP}SAR`],
    ["AED", "en", `1,234.56${NBSP}AED`],
    ["USD", "ar", "$١٬٢٣٤٫٥٦"],
    ["GBP", "ar", "£١٬٢٣٤٫٥٦"],
    ["EGP", "ar", `١٬٢٣٤٫٥٦${NBSP}ج.م`],
    ["EUR", "ar", `١٬٢٣٤٫٥٦${NBSP}€`],
    ["SAR", "ar", `١٬٢٣٤٫٥٦${NBSP}ر.س`],
    ["AED", "ar", `١٬٢٣٤٫٥٦${NBSP}د.إ`],
  ])("%s in %s → %s", (currency, locale, expected) => {
    expect(formatMoney({ amount: 123_456, currency }, locale)).toBe(expected);
  });

  it("shows other currencies by ISO code after the number, at their own exponent", () => {
    expect(formatMoney({ amount: 1_234_567, currency: "KWD" }, "en")).toBe(`1,234.567${NBSP}KWD`);
    expect(formatMoney({ amount: 1_234, currency: "JPY" }, "ar")).toBe(`١٬٢٣٤${NBSP}JPY`);
  });
});

describe("decimals are 0 or 2, rounded half away from zero", () => {
  it.each<[number, 0 | 2, string]>([
    [123_456, 2, `1,234.56${NBSP}EGP`],
    [123_456, 0, `1,235${NBSP}EGP`],
    [123_450, 0, `1,235${NBSP}EGP`],
    [123_449, 0, `1,234${NBSP}EGP`],
    [-123_450, 0, `-1,235${NBSP}EGP`],
    [0, 2, `0.00${NBSP}EGP`],
    [0, 0, `0${NBSP}EGP`],
  ])("%i piastres with %i decimals → %s", (amountMinor, decimals, expected) => {
    expect(formatPrice(egpPrice({ amountMinor, decimals }))).toBe(expected);
  });
});

describe("negative amounts put the locale's minus sign before the symbol", () => {
  it.each<[string, number, Locale, string]>([
    ["USD", -123_456, "en", "-$1,234.56"],
    ["EGP", -123_456, "en", `-1,234.56${NBSP}EGP`],
    ["USD", -123_456, "ar", `${AR_MINUS}$١٬٢٣٤٫٥٦`],
    ["EGP", -123_456, "ar", `${AR_MINUS}١٬٢٣٤٫٥٦${NBSP}ج.م`],
  ])("%s %i in %s → %s", (currency, amount, locale, expected) => {
    expect(formatMoney({ amount, currency }, locale)).toBe(expected);
  });

  it("shows a loss that rounds to zero as plain zero, not -0", () => {
    expect(formatMoney({ amount: -4, currency: "EGP" }, "en", { decimals: 0 })).toBe(`0${NBSP}EGP`);
  });
});

describe("abbreviation: K at >= 1e3, M at >= 1e6, B at >= 1e9, up to two trimmed decimals", () => {
  it.each<[string, number, 0 | 2, string]>([
    ["999 stays whole", 99_900, 0, `999${NBSP}EGP`],
    ["999 keeps its decimals", 99_900, 2, `999.00${NBSP}EGP`],
    ["1,000 is 1K", 100_000, 0, `1K${NBSP}EGP`],
    ["250,000 is 250K", 25_000_000, 0, `250K${NBSP}EGP`],
    ["999,499 is 999.5K", 99_949_900, 0, `999.5K${NBSP}EGP`],
    ["999,999 rounds up to 1M, never 1,000K", 99_999_900, 0, `1M${NBSP}EGP`],
    ["1,000,000 is 1M", 100_000_000, 0, `1M${NBSP}EGP`],
    ["1,500,000 is 1.5M", 150_000_000, 2, `1.5M${NBSP}EGP`],
    ["1,234,567 is 1.23M", 123_456_700, 2, `1.23M${NBSP}EGP`],
    ["1,000,000,000 is 1B", 100_000_000_000, 0, `1B${NBSP}EGP`],
    ["2,000,000,000 is 2B", 200_000_000_000, 0, `2B${NBSP}EGP`],
    ["B is the largest suffix", 100_000_000_000_000, 0, `1,000B${NBSP}EGP`],
    ["999.99 shown whole is 1,000, so it becomes 1K", 99_999, 0, `1K${NBSP}EGP`],
    ["999.99 shown with decimals stays below 1K", 99_999, 2, `999.99${NBSP}EGP`],
    ["negative amounts keep their sign", -150_000_000, 2, `-1.5M${NBSP}EGP`],
  ])("%s", (_rule, amountMinor, decimals, expected) => {
    expect(formatPrice(egpPrice({ amountMinor, decimals, abbreviate: true }))).toBe(expected);
  });

  it.each<[number, Locale, FormatPriceOptions["display"], string]>([
    [150_000_000, "ar", "EGP", `١٫٥ مليون${NBSP}ج.م`],
    [25_000_000, "ar", "EGP", `٢٥٠ ألف${NBSP}ج.م`],
    [200_000_000_000, "ar", "EGP", `٢ مليار${NBSP}ج.م`],
    [7_140_000_000, "ar", "USD", "$١٫٥ مليون"],
    [7_140_000_000, "en", "USD", "$1.5M"],
  ])("%i piastres in %s, shown in %s → %s", (amountMinor, locale, display, expected) => {
    expect(formatPrice(egpPrice({ amountMinor, locale, display, abbreviate: true }))).toBe(expected);
  });

  it("takes suffix templates from the caller when given", () => {
    const abbreviationTemplates = { thousand: "{{value}}k", million: "{{value}}m", billion: "{{value}}bn" };
    expect(formatPrice(egpPrice({ amountMinor: 150_000_000, abbreviate: true, abbreviationTemplates }))).toBe(
      `1.5m${NBSP}EGP`,
    );
  });
});

describe("an unknown currency choice or a missing rate falls back to EGP", () => {
  it("ignores an invalid stored selection", () => {
    const display = parseCurrencySelection("BTC");
    expect(formatPrice(egpPrice({ amountMinor: 4_760_000, display }))).toBe(`47,600.00${NBSP}EGP`);
  });

  it("shows EGP when the chosen currency has no rate", () => {
    expect(formatPrice(egpPrice({ amountMinor: 4_760_000, display: "USD", rates: {} }))).toBe(
      `47,600.00${NBSP}EGP`,
    );
  });
});

describe("formatMoney rejects values that are not Money", () => {
  it.each([
    { amount: 10.5, currency: "EGP" },
    { amount: 10, currency: "egp" },
  ])("%j", (money) => {
    expect(() => formatMoney(money, "en")).toThrow(TypeError);
  });

  it.each([-1, 1.5, 21])("rejects %f decimals", (decimals) => {
    expect(() => formatMoney({ amount: 1, currency: "EGP" }, "en", { decimals })).toThrow(RangeError);
  });
});
