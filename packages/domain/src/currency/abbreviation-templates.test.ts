import { describe, expect, it } from "vitest";
import { ABBREVIATION_TEMPLATES } from "./abbreviation-templates.js";

describe("the words of abbreviated prices", () => {
  it("have each tier in both languages, with the formatted value as their only placeholder", () => {
    for (const tier of ["thousand", "million", "billion"] as const) {
      expect(ABBREVIATION_TEMPLATES.en[tier].match(/\{\{\s*\w+\s*\}\}/g)).toEqual(["{{value}}"]);
      expect(ABBREVIATION_TEMPLATES.ar[tier].match(/\{\{\s*\w+\s*\}\}/g)).toEqual(["{{value}}"]);
      // Arabic words, not Latin letters, after the value.
      expect(ABBREVIATION_TEMPLATES.ar[tier].replace("{{value}}", "")).toMatch(/^\s[\u0600-\u06FF]+$/);
    }
  });
});
