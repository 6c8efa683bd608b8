import { API_TRANSPORT_HEADER } from "@manzil/domain/errors";
import { ApiRequestError, apiUrl } from "./browser-api";
import type { ApiQuery } from "./load-context";
import { clientFailureOf, fieldErrorsOf, isApiSuccess, type ApiSuccess } from "./envelope";

const TIMEOUT_MS = 10 * 60_000;

/**
 * One multipart POST through XMLHttpRequest, the only browser API that reports upload progress (`onProgress` gets
 * the share sent, 0–1). Same origin, so the session cookie rides along and the browser adds the Origin the API
 * checks. Failures are the same ApiRequestError as apiPost's, with a 429's retry-after.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { query = {}, onProgress }: { query?: ApiQuery; onProgress: (share: number) => void },
): Promise<ApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path, query));
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
      if (xhr.status >= 200 && xhr.status < 300 && isApiSuccess<T>(answer)) {
        onProgress(1);
        resolve(answer);
        return;
      }
      const retryAfter = Number(xhr.getResponseHeader("retry-after"));
      reject(
        new ApiRequestError(
          clientFailureOf(xhr.status, answer),
          fieldErrorsOf(answer),
          Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
        ),
      );
    };
    xhr.send(body);
  });
}
