import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n/create-i18n";
import { EMPTY_CONTACT, validateContact } from "./contact-validation";

const filled = {
  first_name: "Mona",
  last_name: "Hassan",
  email: "mona@example.com",
  subject: "Viewing",
  message: "Can I visit on Friday?",
};

describe("validateContact", () => {
  it("accepts a complete message (spaces around the e-mail are fine)", () => {
    expect(validateContact({ ...filled, email: " mona@example.com " })).toEqual({});
  });

  it("names every missing field with the spec's messages, in English and Arabic", () => {
    const keys = validateContact({ ...EMPTY_CONTACT, subject: "   " });
    const en = createI18n("en").t;
    const ar = createI18n("ar").t;
    const english = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, en(key)]));
    expect(english).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(ar(keys.first_name!)).toBe("الاسم الأول مطلوب");
    expect(ar(keys.message!)).toMatch(/[\u0600-\u06FF]/);
  });

  it("tells a malformed address apart from a missing one", () => {
    const keys = validateContact({ ...filled, email: "mona@" });
    expect(createI18n("en").t(keys.email!)).toBe("Email address is invalid");
    expect(Object.keys(keys)).toEqual(["email"]);
  });
});
