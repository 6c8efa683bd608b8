import { CHAT_FILE_MAX_BYTES } from "@manzil/domain/contracts";

/** What the attach button offers; the API reads the real type from the content anyway (ADR 059). */
export const ATTACH_ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";
const ALLOWED = new Set(ATTACH_ACCEPT.split(","));

/** The API's two refusals, caught before a byte is sent: the same words (keys under chat.composer). */
export function attachmentProblem(file: File): "file_too_large" | "file_type" | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return "file_too_large";
  if (file.type && !ALLOWED.has(file.type)) return "file_type";
  return null;
}
