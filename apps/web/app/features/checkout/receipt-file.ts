/** The receipt files the API accepts (it checks the bytes too): a photo or a PDF of the transfer, up to 5 MB. */
export const RECEIPT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

const EXTENSIONS: Record<string, (typeof RECEIPT_TYPES)[number]> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/**
 * Checks a chosen receipt before it is sent, so a phone on a slow line does not upload 20 MB only to be told no.
 * Some browsers leave `type` empty: the extension decides then. Returns the message key of the problem, or null.
 */
export function receiptProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const type = file.type || EXTENSIONS[extension] || "";
  if (!(RECEIPT_TYPES as readonly string[]).includes(type)) return "checkout.bank.file_type";
  if (file.size === 0) return "checkout.bank.file_empty";
  if (file.size > RECEIPT_MAX_BYTES) return "checkout.bank.file_size";
  return null;
}
