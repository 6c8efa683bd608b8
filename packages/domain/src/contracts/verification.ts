import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, emptyToUndefined, withKey } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

// Agent verification (issue 17, spec §4 "initial, pending review, verified (success), failed with re-apply", spec §7
// "Agent verification": get-agent-verification-form-fields, apply-agent-verification, get-agent-verification-form-values).

export const VERIFICATION_FIELD_TYPES = [
  "text",
  "number",
  "textarea",
  "radio",
  "checkbox",
  "dropdown",
  "file",
] as const;
export type TVerificationFieldType = (typeof VERIFICATION_FIELD_TYPES)[number];

/** The member's state as clients read it: `initial` until a first application. */
export const VERIFICATION_STATES = ["initial", "pending", "success", "failed"] as const;
export const VERIFICATION_APPLICATION_STATES = ["pending", "success", "failed"] as const;

/** A file answer: a JPG, PNG or PDF of at most 5 MB, its type read from its content. */
export const VERIFICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_TEXT_MAX = 500;
export const VERIFICATION_TEXTAREA_MAX = 5_000;
export const VERIFICATION_REASON_MAX = 500;
export const VERIFICATION_PAGE = 20;

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const id = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** One choice of a radio, checkbox or dropdown field: `value` is what is stored and sent back. */
export const VerificationOption = z.object({
  /** 1-based position, eBroker's `form_fields_values[].id`. */
  id: z.number().int(),
  /** In the caller's language. */
  value: z.string(),
  value_en: z.string(),
  value_ar: z.string().nullable(),
});

/** `get-agent-verification-form-fields`: one active question, in rank order. */
export const VerificationFormField = z.object({
  id: z.number().int(),
  /** In the caller's language; both raw beside it. */
  name: z.string(),
  name_en: z.string(),
  name_ar: z.string().nullable(),
  field_type: z.enum(VERIFICATION_FIELD_TYPES),
  is_required: z.boolean(),
  rank: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  form_fields_values: z.array(VerificationOption),
});
export type TVerificationFormField = z.infer<typeof VerificationFormField>;

/** A file part of a multipart body; the API checks it was uploaded with this very request and sniffs its type. */
const answer = z.unknown().optional().meta({ type: "string", format: "binary" });

/**
 * `POST apply-agent-verification` (multipart, eBroker's shape): `form_fields[i][id]` and `form_fields[i][value]`,
 * the value text, a choice, several choices (`form_fields[i][value][]` or comma-separated) or a file. Each value
 * is checked against its field by the API, which knows the form.
 */
export const ApplyVerificationBody = z.object({
  form_fields: z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      if (v === undefined || v === null) return [];
      if (Array.isArray(v)) return v;
      if (typeof v === "object") return Object.values(v as object);
      return v;
    },
    z
      .array(z.object({ id, value: answer }), withKey("validation.invalid_value"))
      .max(100, withKey("validation.invalid_value")),
  ),
  lang,
});
export type TApplyVerificationBody = z.infer<typeof ApplyVerificationBody>;

/** One answer of an application; a file answer is a short-lived link only its member and admins are handed. */
export const VerificationAnswer = z.object({
  field_id: z.number().int(),
  name: z.string(),
  field_type: z.enum(VERIFICATION_FIELD_TYPES),
  /** Text, a choice, comma-separated choices; for a file, its link (null when it could not be signed). */
  value: z.string().nullable(),
  file_type: z.string().nullable(),
});

/** `get-agent-verification-form-values`: the caller's latest application (no application: `initial`, no id). */
export const VerificationApplication = z.object({
  id: z.number().int().nullable(),
  status: z.enum(VERIFICATION_STATES),
  /** The admin's reason when refused. */
  reason: z.string().nullable(),
  created_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  verify_customer_values: z.array(VerificationAnswer),
});
export type TVerificationApplication = z.infer<typeof VerificationApplication>;

/** `GET admin/verification/applications`: waiting ones by default, oldest first; decided ones newest first. */
export const AdminVerificationQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(VERIFICATION_APPLICATION_STATES).default("pending")),
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(100)),
  lang,
});
export type TAdminVerificationQuery = z.infer<typeof AdminVerificationQuery>;

export const AdminVerificationApplication = VerificationApplication.extend({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  reviewed_by: z.number().int().nullable(),
});
export type TAdminVerificationApplication = z.infer<typeof AdminVerificationApplication>;

export const VerificationIdParams = z.object({ id });

/** `POST admin/verification/applications/:id/reject`: the member reads the reason. */
export const RejectVerificationBody = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "verification.reason_required" })
      .min(1, { error: "verification.reason_required" })
      .max(VERIFICATION_REASON_MAX, { error: "verification.reason_too_long" }),
  ),
  lang,
});
export type TRejectVerificationBody = z.infer<typeof RejectVerificationBody>;

const optionInput = z.object({
  value: z.string().trim().min(1, withKey("validation.invalid_value")).max(200),
  value_ar: z.preprocess(emptyToUndefined, z.string().trim().max(200).nullable().optional()),
});

/**
 * `POST admin/verification/fields` and `.../fields/:id`: a whole question. Radio, checkbox and dropdown need at
 * least one option (distinct); the other types take none.
 */
export const VerificationFieldBody = z
  .object({
    name: z
      .string(withKey("validation.invalid_value"))
      .trim()
      .min(1, withKey("validation.invalid_value"))
      .max(200),
    name_ar: z.preprocess(emptyToUndefined, z.string().trim().max(200).nullable().optional()),
    field_type: z.enum(VERIFICATION_FIELD_TYPES, withKey("validation.invalid_value")),
    options: z.array(optionInput).max(50).default([]),
    is_required: coerceBooleanFlag.transform((v) => v ?? false),
    rank: coerceOptionalInt(z.number().int().min(0).max(10_000)).transform((v) => v ?? 0),
    lang,
  })
  .superRefine((body, ctx) => {
    const choices = ["radio", "checkbox", "dropdown"].includes(body.field_type);
    const values = body.options.map((o) => o.value.toLowerCase());
    if (choices ? values.length === 0 || new Set(values).size !== values.length : values.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "verification.options_invalid" });
    }
  });
export type TVerificationFieldBody = z.infer<typeof VerificationFieldBody>;

/** A question as admins manage it, retired ones included. */
export const AdminVerificationField = VerificationFormField.extend({ is_active: z.boolean() });
export type TAdminVerificationField = z.infer<typeof AdminVerificationField>;
