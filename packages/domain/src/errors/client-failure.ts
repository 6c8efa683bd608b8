import type { LocalizedMessage } from "../i18n/index.js";
import { isAppErrorCode, messageKeyFor } from "./app-error-codes.js";

/** How a call to the API failed, as the web's HTTP client observed it. */
export type ClientFailure =
  | { readonly kind: "network" }
  | { readonly kind: "timeout" }
  | {
      readonly kind: "http";
      readonly status: number;
      /** The body's message, if any. */
      readonly serverMessage?: string;
      /** The body's `error: true` flag; such responses can arrive with a 2xx status. */
      readonly errorFlag?: boolean;
      /** The body's AppErrorCode, if the server sent one. */
      readonly code?: string;
    }
  | { readonly kind: "unknown"; readonly message?: string };

function nonBlank(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== "" ? text : undefined;
}

function rawOrUnexpected(text: string | undefined): LocalizedMessage {
  const raw = nonBlank(text);
  return raw === undefined ? { key: "errors.unexpected" } : { key: "errors.unexpected", raw };
}

/**
 * Spec §8's table, in this order of precedence:
 * 1. 401 → "Please login to continue." and 5xx → "Server error …", whatever the body says
 *    (a stale session always means log in again; server internals are never shown);
 * 2. a known AppErrorCode → its translated message (this is how feature gates reach the user);
 * 3. a body flagged as an error with a message → that message, verbatim;
 * 4. 403 → "Access denied …";
 * 5. otherwise the server's message, or "An unexpected error occurred.".
 */
export function describeClientFailure(failure: ClientFailure): LocalizedMessage {
  switch (failure.kind) {
    case "network":
      return { key: "errors.network" };
    case "timeout":
      return { key: "errors.timeout" };
    case "unknown":
      return rawOrUnexpected(failure.message);
    case "http": {
      if (failure.status === 401) {
        return { key: "errors.login_required" };
      }
      if (failure.status >= 500 && failure.status <= 599) {
        return { key: "errors.internal" };
      }
      if (isAppErrorCode(failure.code)) {
        return { key: messageKeyFor(failure.code) };
      }
      const serverMessage = nonBlank(failure.serverMessage);
      if (failure.errorFlag === true && serverMessage !== undefined) {
        return { key: "errors.unexpected", raw: serverMessage };
      }
      if (failure.status === 403) {
        return { key: "errors.forbidden" };
      }
      return rawOrUnexpected(serverMessage);
    }
  }
}
