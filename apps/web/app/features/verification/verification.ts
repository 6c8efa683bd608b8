import {
  VERIFICATION_FILE_MAX_BYTES,
  type TVerificationApplication,
  type TVerificationFormField,
} from "@manzil/domain/contracts";
import type { FieldErrors } from "../../lib/api/envelope";

export const VERIFICATION_FIELDS_KEY = "get-agent-verification-form-fields";
export const VERIFICATION_VALUES_KEY = "get-agent-verification-form-values";
export const VERIFICATION_APPLY_PATH = "apply-agent-verification";

/** The answers as the form holds them: text for one value, a list for checkboxes, a File for a file field. */
export type AnswerValue = string | string[] | File | null;
export type Answers = Record<number, AnswerValue>;

/** What the client checks before anything is sent; the API checks again (it reads the file's bytes). */
export type ClientProblem = "required" | "file_type" | "file_size" | "number";

const FILE_TYPES = new Set(["image/jpeg", "image/png", "application/pdf"]);
const FILE_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;
/** What the file picker offers; the check below is the one that counts. */
export const FILE_ACCEPT = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf";
export const FILE_MAX_MB = VERIFICATION_FILE_MAX_BYTES / (1024 * 1024);

/** A JPG, PNG or PDF of at most 5 MB; some systems give no type, so the name's extension stands in then. */
export function fileProblemOf(file: File): "file_type" | "file_size" | null {
  const typeOk = file.type ? FILE_TYPES.has(file.type) : FILE_EXTENSIONS.test(file.name);
  if (!typeOk) return "file_type";
  if (file.size > VERIFICATION_FILE_MAX_BYTES) return "file_size";
  return null;
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** Each field's problem the member can fix before sending, keyed by field id; empty when all is well. */
export function clientProblemsOf(
  fields: readonly TVerificationFormField[],
  answers: Answers,
): Record<number, ClientProblem> {
  const problems: Record<number, ClientProblem> = {};
  for (const field of fields) {
    const value = answers[field.id];
    if (isEmpty(value)) {
      if (field.is_required) problems[field.id] = "required";
      continue;
    }
    if (field.field_type === "file" && value instanceof File) {
      const problem = fileProblemOf(value);
      if (problem) problems[field.id] = problem;
    } else if (field.field_type === "number" && typeof value === "string") {
      if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(value.trim())) problems[field.id] = "number";
    }
  }
  return problems;
}

/**
 * The multipart body eBroker's call takes: every field in form order as `form_fields[i][id]` and
 * `form_fields[i][value]` (a file part, or `[value][]` per ticked box), so the API's `form_fields.<i>.value`
 * errors point back at field i.
 */
export function applicationBody(fields: readonly TVerificationFormField[], answers: Answers): FormData {
  const body = new FormData();
  fields.forEach((field, i) => {
    body.append(`form_fields[${i}][id]`, String(field.id));
    const value = answers[field.id];
    if (value instanceof File) body.append(`form_fields[${i}][value]`, value, value.name);
    else if (Array.isArray(value)) {
      if (value.length === 0) body.append(`form_fields[${i}][value]`, "");
      for (const choice of value) body.append(`form_fields[${i}][value][]`, choice);
    } else body.append(`form_fields[${i}][value]`, value ?? "");
  });
  return body;
}

/** The API's 422 messages by field id (`form_fields.<i>.value` is the i-th field sent); the rest stay general. */
export function serverErrorsByField(
  fields: readonly TVerificationFormField[],
  errors: FieldErrors | undefined,
): { byField: Record<number, string>; general: string[] } {
  const byField: Record<number, string> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^form_fields\.(\d+)\.value$/.exec(key);
    const field = match ? fields[Number(match[1])] : undefined;
    if (field) byField[field.id] = messages[0]!;
    else general.push(...messages);
  }
  return { byField, general };
}

/** A choice as stored (English) or as shown: matched against the field's options, for a prefilled form. */
const optionValueOf = (field: TVerificationFormField, stored: string) =>
  field.form_fields_values.find(
    (option) => option.value_en === stored || option.value === stored || option.value_ar === stored,
  )?.value_en;

/**
 * "Apply again": the previous answers put back where they still fit the form (text, numbers, choices still on
 * offer); files are chosen afresh, as the old links expire.
 */
export function prefilledAnswers(
  fields: readonly TVerificationFormField[],
  application: TVerificationApplication | undefined,
): Answers {
  const answers: Answers = {};
  for (const field of fields) {
    const previous = application?.verify_customer_values.find((answer) => answer.field_id === field.id);
    const stored = previous?.value;
    if (!stored || field.field_type === "file" || previous.field_type !== field.field_type) continue;
    if (field.field_type === "checkbox") {
      const chosen = stored
        .split(",")
        .map((part) => optionValueOf(field, part.trim()))
        .filter((value): value is string => value !== undefined);
      if (chosen.length > 0) answers[field.id] = chosen;
    } else if (field.field_type === "radio" || field.field_type === "dropdown") {
      const chosen = optionValueOf(field, stored);
      if (chosen) answers[field.id] = chosen;
    } else answers[field.id] = stored;
  }
  return answers;
}

/** A file answer's link is shown as a picture when it is one. */
export const isImageAnswer = (fileType: string | null) =>
  fileType === "image/jpeg" || fileType === "image/png";
