import { describe, expect, it } from "vitest";
import { email, password, passwordWithConfirmation, phone } from "./credentials.js";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("password: at least 6 characters", () => {
  it.each<[string, unknown, string[]]>([
    ["6 characters pass", "abc123", []],
    ["5 characters are too short", "abc12", ["validation.password_too_short"]],
    ["empty is required, reported once", "", ["validation.required.password"]],
    ["missing is required", undefined, ["validation.required.password"]],
  ])("%s", (_rule, value, messages) => {
    expect(messagesOf(password.safeParse(value))).toEqual(messages);
  });
});

describe("passwordWithConfirmation: the confirmation must match", () => {
  it("accepts matching passwords", () => {
    expect(passwordWithConfirmation.safeParse({ password: "secret1", re_password: "secret1" }).success).toBe(
      true,
    );
  });

  it("reports 'Passwords do not match' on the confirmation field", () => {
    const result = passwordWithConfirmation.safeParse({ password: "secret1", re_password: "secret2" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "validation.passwords_do_not_match", path: ["re_password"] }),
    ]);
  });

  it("checks the password rule before comparing", () => {
    const result = passwordWithConfirmation.safeParse({ password: "abc", re_password: "abc" });
    expect(messagesOf(result)).toEqual(["validation.password_too_short"]);
  });
});

describe("email: 'Email address is invalid' for a malformed address", () => {
  it.each([
    ["user@example.com", "user@example.com"],
    ["  user@example.com ", "user@example.com"],
    ["first.last+tag@sub.example.eg", "first.last+tag@sub.example.eg"],
  ])("accepts %j as %j", (value, parsed) => {
    expect(email.parse(value)).toBe(parsed);
  });

  it.each<[unknown, string]>([
    ["user@", "validation.invalid_email"],
    ["user example.com", "validation.invalid_email"],
    ["@example.com", "validation.invalid_email"],
    ["", "validation.required.email"],
    ["   ", "validation.required.email"],
    [undefined, "validation.required.email"],
  ])("rejects %j with %s", (value, key) => {
    expect(messagesOf(email.safeParse(value))).toEqual([key]);
  });
});

describe("phone: an optional + and 7 to 15 digits, separators dropped", () => {
  it.each([
    ["+201001234567", "+201001234567"],
    ["+20 100 123-4567", "+201001234567"],
    ["(02) 2345-6789", "0223456789"],
    ["1234567", "1234567"],
    ["+123456789012345", "+123456789012345"],
    ["+٢٠ ١٠٠ ١٢٣-٤٥٦٧", "+201001234567"],
    ["۰۱۰۰۱۲۳۴۵۶۷", "01001234567"],
  ])("accepts %j as %j", (value, parsed) => {
    expect(phone.parse(value)).toBe(parsed);
  });

  it.each<[unknown, string]>([
    ["123456", "validation.invalid_phone"],
    ["+1234567890123456", "validation.invalid_phone"],
    ["12345abc", "validation.invalid_phone"],
    ["++201001234567", "validation.invalid_phone"],
    ["", "validation.required.phone"],
    [undefined, "validation.required.phone"],
  ])("rejects %j with %s", (value, key) => {
    expect(messagesOf(phone.safeParse(value))).toEqual([key]);
  });
});
