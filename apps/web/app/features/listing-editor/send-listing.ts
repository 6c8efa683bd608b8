import type { TOwnListing } from "@manzil/domain/contracts";
import { ApiRequestError, apiUrl } from "../../lib/api/browser-api";
import { clientFailureOf, fieldErrorsOf, isApiSuccess, type ApiSuccess } from "../../lib/api/envelope";
import { buildMultipartBody, type BodyPart } from "./multipart-body";
import { fileProgress } from "./upload-progress";

export type ListingAnswer = ApiSuccess<TOwnListing> & { warnings?: Record<string, string[]> };

/** Sends the body and reports, while it goes, each file's share sent (in the order of the body's files). */
export type ListingSender = (request: {
  path: "post_property" | "update_post_property";
  lang: string;
  parts: BodyPart[];
  onProgress: (perFile: number[]) => void;
}) => Promise<ListingAnswer>;

const TIMEOUT_MS = 10 * 60_000;

/**
 * One multipart request through XMLHttpRequest, the only browser API that reports upload progress. Same
 * origin, so the session cookie rides along and the browser adds the Origin the API checks.
 */
export const sendListing: ListingSender = ({ path, lang, parts, onProgress }) => {
  const { body, contentType, files } = buildMultipartBody(parts);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path, { lang }));
    xhr.setRequestHeader("content-type", contentType);
    xhr.setRequestHeader("accept", "application/json");
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (event) => onProgress(fileProgress(files, event.loaded));
    xhr.onerror = () => reject(new ApiRequestError({ kind: "network" }));
    xhr.ontimeout = () => reject(new ApiRequestError({ kind: "timeout" }));
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone decides the message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && isApiSuccess<TOwnListing>(answer)) {
        onProgress(files.map(() => 1));
        resolve(answer as ListingAnswer);
      } else reject(new ApiRequestError(clientFailureOf(xhr.status, answer), fieldErrorsOf(answer)));
    };
    xhr.send(body);
  });
};
