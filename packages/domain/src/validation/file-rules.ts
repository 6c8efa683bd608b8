import type { ValidationMessageKey } from "./message-keys.js";

/** What the browser (File plus a decoded image) or the upload handler knows about a file. */
export interface FileFacts {
  readonly mimeType: string;
  readonly size: number;
  readonly width?: number;
  readonly height?: number;
}

export type FileRuleMessageKey = Extract<
  ValidationMessageKey,
  | "validation.file_required"
  | "validation.invalid_file_type"
  | "validation.file_too_large"
  | "validation.image_too_small"
  | "validation.image_too_large"
>;

// Some Android browsers report JPEGs as the non-standard "image/jpg".
const JPEG_TYPES = ["image/jpeg", "image/jpg"] as const;

export const PROFILE_PHOTO_MIME_TYPES: readonly string[] = [...JPEG_TYPES, "image/png"];
export const PROFILE_PHOTO_MIN_SIDE_PX = 120;

export const BANK_RECEIPT_MIME_TYPES: readonly string[] = [...JPEG_TYPES, "image/png", "application/pdf"];
export const BANK_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** MIME types are case-insensitive and may carry parameters ("image/PNG; charset=x"). */
function essenceOf(mimeType: string): string {
  return (mimeType.split(";")[0] ?? "").trim().toLowerCase();
}

// An empty file is treated as no file: there is nothing to review.
function isMissing(file: FileFacts | null | undefined): file is null | undefined {
  return file === null || file === undefined || file.size <= 0;
}

/**
 * JPEG or PNG, at least 120×120. Dimensions are checked only when known: the browser measures
 * the decoded image, while the API may receive the file without decoding it.
 */
export function checkProfilePhoto(file: FileFacts | null | undefined): FileRuleMessageKey | null {
  if (isMissing(file)) {
    return "validation.file_required";
  }
  if (!PROFILE_PHOTO_MIME_TYPES.includes(essenceOf(file.mimeType))) {
    return "validation.invalid_file_type";
  }
  const tooNarrow = file.width !== undefined && file.width < PROFILE_PHOTO_MIN_SIDE_PX;
  const tooShort = file.height !== undefined && file.height < PROFILE_PHOTO_MIN_SIDE_PX;
  return tooNarrow || tooShort ? "validation.image_too_small" : null;
}

/** JPG, PNG or PDF of at most 5 MiB (5 × 1024 × 1024 bytes, the limit inclusive). */
export function checkBankReceipt(file: FileFacts | null | undefined): FileRuleMessageKey | null {
  if (isMissing(file)) {
    return "validation.file_required";
  }
  if (!BANK_RECEIPT_MIME_TYPES.includes(essenceOf(file.mimeType))) {
    return "validation.invalid_file_type";
  }
  return file.size > BANK_RECEIPT_MAX_BYTES ? "validation.file_too_large" : null;
}
