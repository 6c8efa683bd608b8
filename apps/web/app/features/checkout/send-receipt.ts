import type { ApiSuccess } from "../../lib/api/envelope";
import { uploadWithProgress } from "../../lib/api/upload-with-progress";

/** Sends a receipt and reports the share sent (0–1) while it goes. */
export type ReceiptSender = (request: {
  path: "initiate-bank-transfer" | "upload-bank-receipt-file";
  lang: string;
  fields: Record<string, string>;
  file: File;
  onProgress: (share: number) => void;
}) => Promise<ApiSuccess<unknown>>;

/** One multipart POST with upload progress (the chat's attachments go the same way). */
export const sendReceipt: ReceiptSender = ({ path, lang, fields, file, onProgress }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("file", file, file.name);
  return uploadWithProgress(path, body, { query: { lang }, onProgress });
};
