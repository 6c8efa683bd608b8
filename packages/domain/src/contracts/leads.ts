import { z } from "zod";
import { toWesternDigits } from "../i18n/digits.js";
import {
  coerceOptionalInt,
  email,
  emptyToUndefined,
  phone,
  requiredText,
  withKey,
} from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";

const invalidValue = withKey("validation.invalid_value");
const noNul = (text: string) => !text.includes("\u0000");
const boundedText = (max: number) =>
  z.string(invalidValue).max(max, invalidValue).refine(noNul, invalidValue);
const requiredId = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** Forms send numbers as numbers or text, and phones often with Arabic-Indic digits. */
function phoneText(value: unknown): unknown {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string") return text;
  return toWesternDigits(text);
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

export const inquiryStatuses = ["pending", "accepted", "complete", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** eBroker numbers inquiry states 0–3; the words work too. */
const inquiryStatusParam = z.preprocess((value) => {
  const v = emptyToUndefined(value);
  if (v === undefined || v === null) return undefined;
  const text = String(v).trim().toLowerCase();
  return /^[0-3]$/.test(text) ? inquiryStatuses[Number(text)] : text;
}, z.enum(inquiryStatuses, invalidValue).optional());

/** `get_property_inquiry`: requests clients sent about the caller's listings, newest first. */
export const GetPropertyInquiryQuery = z.object({
  property_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
  status: inquiryStatusParam,
  ...paging,
});
export type TGetPropertyInquiryQuery = z.infer<typeof GetPropertyInquiryQuery>;

/** One request as the listing's owner sees it: who asked, how to reach them, and about which listing. */
export const OwnerInquiry = z.object({
  id: z.number().int(),
  status: z.enum(inquiryStatuses),
  client_name: z.string(),
  client_number: z.string(),
  client_email: z.string(),
  corresponding_day: z.string().nullable(),
  /** What the client wrote with a viewing request; null for a plain inquiry. */
  message: z.string().nullable(),
  created_at: z.string(),
  property: z.object({ id: z.number().int(), slug_id: z.string(), title: z.string() }),
});
export type TOwnerInquiry = z.infer<typeof OwnerInquiry>;

/** Extra top-level key of `get_property_inquiry`: the owner's requests counted by state (all listings). */
export const ownerInquiriesExtra = {
  counts: z.object({
    all: z.number().int().min(0),
    pending: z.number().int().min(0),
    accepted: z.number().int().min(0),
    complete: z.number().int().min(0),
    cancelled: z.number().int().min(0),
  }),
};

/** `update_inquiry_status`: the owner follows a request up (accepted, complete or cancelled). */
export const UpdateInquiryStatusBody = z.object({
  inquiry_id: requiredId,
  status: inquiryStatusParam.pipe(z.enum(inquiryStatuses, invalidValue)),
});
export type TUpdateInquiryStatusBody = z.infer<typeof UpdateInquiryStatusBody>;

/** `delete_inquiry`: the owner clears a request from their list. */
export const DeleteInquiryBody = z.object({ inquiry_id: requiredId });
export type TDeleteInquiryBody = z.infer<typeof DeleteInquiryBody>;
