import { describe, expect, it } from "vitest";
import { requiredText } from "./required-text.js";
import type { RequiredTextField } from "./required-text.js";

describe("requiredText: blank or missing text gets the field's 'required' key", () => {
  it.each<[RequiredTextField, unknown]>([
    ["title", ""],
    ["title", "   "],
    ["name", undefined],
    ["first_name", null],
    ["otp", 123456],
    ["check_in_date", ""],
  ])("%s rejects %j", (field, value) => {
    expect(
      requiredText(field)
        .safeParse(value)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([`validation.required.${field}`]);
  });

  it("returns the text trimmed", () => {
    expect(requiredText("subject").parse("  Hello  ")).toBe("Hello");
  });
});
