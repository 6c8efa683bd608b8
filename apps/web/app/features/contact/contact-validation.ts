import { ContactUsBody } from "@manzil/domain/contracts";

export const CONTACT_FIELDS = ["first_name", "last_name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The contract's length limits, as input `maxLength`s, so a visitor cannot type past them. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

export const EMPTY_CONTACT: ContactValues = {
  first_name: "",
  last_name: "",
  email: "",
  subject: "",
  message: "",
};

/**
 * The browser's check before sending, with the API's own schema (the same rules, the same spec §5
 * messages): field → catalogue key of its first problem. Empty when the form may be sent.
 */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  const result = ContactUsBody.safeParse(values);
  if (result.success) return {};
  const keys: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (!field || keys[field]) continue;
    // Only catalogue keys are shown; zod's own English texts (a length limit) read as "invalid value".
    keys[field] = issue.message.startsWith("validation.") ? issue.message : "validation.invalid_value";
  }
  return keys;
}

/** The form's values from posted form data (anything missing is empty). */
export function contactValuesOf(form: FormData): ContactValues {
  const read = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    first_name: read("first_name"),
    last_name: read("last_name"),
    email: read("email"),
    subject: read("subject"),
    message: read("message"),
  };
}
