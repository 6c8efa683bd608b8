import {
  authMessageKey,
  describeClientFailure,
  isAppErrorCode,
  type ClientFailure,
} from "@manzil/domain/errors";
import type { LocalizedMessage } from "@manzil/domain/i18n";
import type { TFunction } from "i18next";

/** What the visitor was doing: the same status means different things for different calls. */
export type AuthOperation =
  | "sign-in"
  | "register"
  | "send-code"
  | "verify-code"
  | "forgot-password"
  | "reset-password"
  /** Saving the profile, confirming an e-mail change, deleting the account. */
  | "profile";

// Statuses whose meaning the operation fixes, named by the spec §8 (Firebase-style) codes. They win over
// the server's text: a 401 from sign-in is "incorrect details", never "please login to continue".
const DEFINITE: Record<AuthOperation, Partial<Record<number, string>>> = {
  "sign-in": { 401: "invalid-credential", 404: "user-not-found" },
  register: {},
  "send-code": {},
  "verify-code": {
    400: "invalid-verification-code",
    401: "invalid-verification-code",
    404: "invalid-verification-code",
    410: "code-expired",
  },
  "forgot-password": {},
  "reset-password": { 400: "invalid-action-code", 404: "invalid-action-code", 410: "expired-action-code" },
  profile: {},
};

// Used only when the server sent no text of its own.
const FALLBACK: Partial<Record<number, string>> = { 409: "email-already-in-use", 429: "too-many-requests" };

// Codes that only restate the status; the operation's reading of the status is more precise.
const GENERIC_CODES = new Set([
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
]);

/**
 * The message for a failed sign-in, sign-up, code or password call, in this order:
 * 1. network, timeout and 5xx: spec §8's table (`describeClientFailure`);
 * 2. an `auth/…` code from the server: its localized text, unknown ones "An error occurred: {code}";
 * 3. a specific application code (ACCOUNT_DEACTIVATED, …): its catalogue message;
 * 4. a status the operation makes unambiguous (sign-in 401 → "Incorrect details entered");
 * 5. the server's own message for any other 4xx but 401 (it is already in the caller's language and
 *    says more: how long to wait, that the mobile rather than the e-mail is taken, …);
 * 6. without one, the auth code a 409 or 429 stands for, then spec §8's table (401 → "Please login to
 *    continue.", 403 → "Access denied - insufficient permissions.").
 */
export function describeAuthFailure(failure: ClientFailure, operation: AuthOperation): LocalizedMessage {
  if (failure.kind !== "http" || failure.status >= 500) return describeClientFailure(failure);
  const { status, code, serverMessage } = failure;
  if (code?.trim().startsWith("auth/")) return authMessageKey(code);
  if (isAppErrorCode(code) && !GENERIC_CODES.has(code)) return describeClientFailure(failure);
  const definite = DEFINITE[operation][status];
  if (definite) return authMessageKey(definite);
  const message = serverMessage?.trim();
  if (message && status !== 401) return { key: "errors.unexpected", raw: message };
  const fallback = FALLBACK[status];
  if (fallback) return authMessageKey(fallback);
  if (status === 422) return { key: "errors.validation_failed" };
  return describeClientFailure({ kind: "http", status });
}

/** A described message as text in the current language (server text is shown as sent). */
export function localizedText(
  t: TFunction,
  message: { key: string; params?: Readonly<Record<string, string>>; raw?: string },
): string {
  return message.raw ?? t(message.key, message.params ?? {});
}
