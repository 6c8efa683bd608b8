import { describe, expect, it } from "vitest";
import { abbreviateAmount, isAbbreviationOn } from "./abbreviation.js";

describe("isAbbreviationOn reads number_with_suffix, where '1' means abbreviate", () => {
  it.each([
    ["1", true],
    [1, true],
    ["0", false],
    [0, false],
    ["", false],
    ["true", false],
    [true, false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (value, expected) => {
    expect(isAbbreviationOn(value)).toBe(expected);
  });
});

describe("abbreviateAmount picks K at 1e3, M at 1e6, B at 1e9 and never shows 1,000 of a tier", () => {
  it.each<[string, bigint, number, { tier: string; scaled: bigint } | null]>([
    ["999.00 has no suffix", 99_900n, 0, null],
    ["1,000.00 is 1.00K", 100_000n, 0, { tier: "thousand", scaled: 100n }],
    ["999,499.00 is 999.50K", 99_949_900n, 0, { tier: "thousand", scaled: 99_950n }],
    ["999,999.00 is promoted to 1.00M", 99_999_900n, 0, { tier: "million", scaled: 100n }],
    ["1,000,000.00 is 1.00M", 100_000_000n, 0, { tier: "million", scaled: 100n }],
    ["1,000,000,000.00 is 1.00B", 100_000_000_000n, 0, { tier: "billion", scaled: 100n }],
    ["1e12 stays in B", 100_000_000_000_000n, 0, { tier: "billion", scaled: 100_000n }],
    ["999.99 displayed whole reads 1,000, so 1.00K", 99_999n, 0, { tier: "thousand", scaled: 100n }],
    ["999.99 displayed with 2 decimals has no suffix", 99_999n, 2, null],
  ])("%s", (_rule, absoluteMinor, decimals, expected) => {
    expect(abbreviateAmount(absoluteMinor, 2, decimals)).toEqual(expected);
  });
});
