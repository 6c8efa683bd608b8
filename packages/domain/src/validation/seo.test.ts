import { describe, expect, it } from "vitest";
import {
  metaDescription,
  metaDescriptionWarning,
  metaKeywords,
  metaTitle,
  metaTitleWarning,
  parseMetaKeywords,
  seoDescriptionFrom,
} from "./seo.js";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("meta title over 60 characters is a warning, not an error", () => {
  it.each<[number, string | null]>([
    [0, null],
    [60, null],
    [61, "validation.meta_title_too_long"],
  ])("%i characters → %s", (length, warning) => {
    const title = "ع".repeat(length);
    expect(metaTitle.safeParse(title).success).toBe(true);
    expect(metaTitleWarning(title)).toBe(warning);
  });
});

describe("meta keywords: at most 10 comma-separated phrases", () => {
  it.each([
    ["", []],
    ["villa", ["villa"]],
    ["villa, sea view,,  pool ", ["villa", "sea view", "pool"]],
    [" , , ", []],
  ])("parseMetaKeywords(%j) → %j", (value, phrases) => {
    expect(parseMetaKeywords(value)).toEqual(phrases);
  });

  const phrases = (count: number) =>
    Array.from({ length: count }, (_, index) => `phrase ${index}`).join(", ");

  it.each<[string, string, string[]]>([
    ["10 phrases pass", phrases(10), []],
    ["10 phrases with empty slots pass", `${phrases(10)},,`, []],
    ["11 phrases fail", phrases(11), ["validation.too_many_keywords"]],
  ])("%s", (_rule, value, messages) => {
    expect(messagesOf(metaKeywords.safeParse(value))).toEqual(messages);
  });
});

describe("meta description: 50 to 160 characters", () => {
  it.each<[number, string[]]>([
    [49, ["validation.meta_description_length"]],
    [50, []],
    [160, []],
    [161, ["validation.meta_description_length"]],
  ])("%i characters → %j", (length, messages) => {
    expect(messagesOf(metaDescription.safeParse("x".repeat(length)))).toEqual(messages);
  });

  it("reports a non-string with a key, not English", () => {
    expect(messagesOf(metaDescription.safeParse(42))).toEqual(["validation.invalid_value"]);
  });
});

describe("meta descriptions from clients without spec §5's form rule", () => {
  it.each<[number, string | null]>([
    [12, "validation.meta_description_advised"],
    [50, null],
    [160, null],
    [161, "validation.meta_description_advised"],
  ])("%i characters → %s", (length, warning) => {
    expect(metaDescriptionWarning("x".repeat(length))).toBe(warning);
  });

  it("derives one from the description: one line, whole words, within 160 characters", () => {
    expect(seoDescriptionFrom("  Sunny flat\n\nnear the   metro. ")).toBe("Sunny flat near the metro.");
    const long = seoDescriptionFrom(`${"Garden villa with pool ".repeat(12)}`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
    expect(long).toMatch(/^Garden villa with pool Garden/);
    expect(long.slice(0, -1)).toMatch(/(Garden|villa|with|pool)$/);
  });
});
