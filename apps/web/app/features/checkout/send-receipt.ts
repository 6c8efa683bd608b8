import { API_TRANSPORT_HEADER } from "@manzil/domain/errors";
import { ApiRequestError, apiUrl } from "../../lib/api/browser-api";
import { clientFailureOf, fieldErrorsOf, isApiSuccess, type ApiSuccess } from "../../lib/api/envelope";

const TIMEOUT_MS = 10 * 60_000;

/** Sends a receipt and reports the share sent (0–1) while it goes. */
export type ReceiptSender = (request: {
  path: "initiate-bank-transfer" | "upload-bank-receipt-file";
  lang: string;
  fields: Record<string, string>;
  file: File;
  onProgress: (share: number) => void;
}) => Promise<ApiSuccess<unknown>>;

/**
 * One multipart POST through XMLHttpRequest, the only browser API that reports upload progress. Same origin, so
 * the session cookie rides along and the browser adds the Origin the API checks (as the listing editor does).
 */
export const sendReceipt: ReceiptSender = ({ path, lang, fields, file, onProgress }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path, { lang }));
    xhr.setRequestHeader("accept", "application/json");
    // Real statuses and booleans, whatever the server's default transport for eBroker clients (ADR 035).
    xhr.setRequestHeader(API_TRANSPORT_HEADER, "http");
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.onerror = () => reject(new ApiRequestError({ kind: "network" }));
    xhr.ontimeout = () => reject(new ApiRequestError({ kind: "timeout" }));
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone decides the message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && isApiSuccess(answer)) {
        onProgress(1);
        resolve(answer);
      } else reject(new ApiRequestError(clientFailureOf(xhr.status, answer), fieldErrorsOf(answer)));
    };
    xhr.send(body);
  });
};
