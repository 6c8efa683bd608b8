import type { FileRuleMessageKey } from "@manzil/domain/validation";

/**
 * The API's default UPLOAD_MAX_FILE_BYTES. The server may be configured lower or higher; it decides, and its
 * answer shows at the file (a 413 names no field, so it shows on the media step).
 */
export const LISTING_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The API's UPLOAD_MAX_FILES default and its gallery and documents limits. */
export const MAX_GALLERY_FILES = 30;
export const MAX_DOCUMENT_FILES = 30;

/** Listing pictures: the API decides by content and re-encodes to WebP; these are what it accepts. */
export const LISTING_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"] as const;
/** Documents: PDF or a picture. */
export const LISTING_DOCUMENT_TYPES = [...LISTING_IMAGE_TYPES, "application/pdf"] as const;

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

function checkFile(file: File, types: readonly string[]): FileRuleMessageKey | null {
  if (file.size <= 0) return "validation.file_required";
  const type = (file.type.split(";")[0] ?? "").trim().toLowerCase();
  if (!types.includes(type)) return "validation.invalid_file_type";
  return file.size > LISTING_FILE_MAX_BYTES ? "validation.file_too_large" : null;
}

export const checkListingImage = (file: File) => checkFile(file, LISTING_IMAGE_TYPES);
export const checkListingDocument = (file: File) => checkFile(file, LISTING_DOCUMENT_TYPES);
