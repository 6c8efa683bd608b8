import { z } from "zod";
import {
  coerceOptionalInt,
  email,
  emptyToUndefined,
  phone,
  requiredText,
  withKey,
} from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

const invalidValue = withKey("validation.invalid_value");
const noNul = (text: string) => !text.includes("\u0000");
const boundedText = (max: number) =>
  z.string(invalidValue).max(max, invalidValue).refine(noNul, invalidValue);
const requiredId = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** Forms send numbers as numbers or text, and phones often with Arabic-Indic digits. */
function phoneText(value: unknown): unknown {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string") return text;
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The viewing day as the client sends it: a date or free text, or one of the owner's `{day, from, to}` slots
 * (an object or its JSON); kept as text. Blank means no day was chosen.
 */
const correspondingDay = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    return v !== null && typeof v === "object" ? JSON.stringify(v) : v;
  },
  z.string(invalidValue).trim().pipe(boundedText(500)).optional(),
);

/** Inquiry submission (`set_property_inquiry`): a client asks the owner of a public listing to get in touch. */
export const PropertyInquiryBody = z.object({
  property_id: requiredId,
  client_name: requiredText("name").pipe(boundedText(120)),
  client_number: z.preprocess(phoneText, phone),
  client_email: email.pipe(z.string().max(254, withKey("validation.invalid_email"))),
  corresponding_day: correspondingDay,
});
export type TPropertyInquiryBody = z.infer<typeof PropertyInquiryBody>;

/** What the client gets back: the inquiry's receipt, never the owner's contact details. */
export const PropertyInquiry = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  status: z.enum(["pending", "accepted", "complete", "cancelled"]),
  created_at: z.string(),
});
export type TPropertyInquiry = z.infer<typeof PropertyInquiry>;

/**
 * `send-property-client-email`: a client asks the owner of a sale or rent listing for a viewing ("orientation")
 * day (reference §3.3); the owner is e-mailed, and the request is kept with the listing's inquiries.
 */
export const SendPropertyClientEmailBody = PropertyInquiryBody.extend({
  corresponding_day: correspondingDay.pipe(z.string()),
  message: z.preprocess(emptyToUndefined, z.string(invalidValue).trim().pipe(boundedText(2000)).optional()),
});
export type TSendPropertyClientEmailBody = z.infer<typeof SendPropertyClientEmailBody>;
