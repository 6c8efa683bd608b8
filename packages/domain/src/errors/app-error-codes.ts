import type { MessageKey } from "../i18n/index.js";

export interface AppErrorDefinition {
  readonly status: number;
  readonly messageKey: Extract<MessageKey, `errors.${string}`>;
}

/**
 * Every error the API may return, with its HTTP status and the key the web translates.
 * Feature gates (spec §6/§8) are 403: the caller is known but may not do this yet. 402 is never
 * used — the client's dialogs lead to /subscription-plan based on the code, not the status.
 */
export const APP_ERRORS = {
  /** Malformed request: unparsable body, wrong content shape. */
  BAD_REQUEST: { status: 400, messageKey: "errors.bad_request" },
  /** Well-formed request whose fields break rules; details carry per-field message keys. */
  VALIDATION_FAILED: { status: 422, messageKey: "errors.validation_failed" },
  UNAUTHENTICATED: { status: 401, messageKey: "errors.unauthenticated" },
  FORBIDDEN: { status: 403, messageKey: "errors.forbidden" },
  NOT_FOUND: { status: 404, messageKey: "errors.not_found" },
  /** E.g. an availability slot taken between quote and booking. */
  CONFLICT: { status: 409, messageKey: "errors.conflict" },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: "errors.payload_too_large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: "errors.unsupported_media_type" },
  /** A file request's If-Match / If-Unmodified-Since does not hold for the file as it is. */
  PRECONDITION_FAILED: { status: 412, messageKey: "errors.precondition_failed" },
  /** A file request's Range lies outside the file or cannot be read. */
  RANGE_NOT_SATISFIABLE: { status: 416, messageKey: "errors.range_not_satisfiable" },
  RATE_LIMITED: { status: 429, messageKey: "errors.rate_limited" },
  /** Detail is logged, never sent: the message is the generic server-error text. */
  INTERNAL: { status: 500, messageKey: "errors.internal" },
  SERVICE_UNAVAILABLE: { status: 503, messageKey: "errors.service_unavailable" },
  /** Active package exists but its listing/feature quota is used up. */
  PACKAGE_LIMIT_OVER: { status: 403, messageKey: "errors.package_limit_over" },
  /** No active package at all for a paid feature. */
  NOT_SUBSCRIBED: { status: 403, messageKey: "errors.not_subscribed" },
  PROFILE_INCOMPLETE: { status: 403, messageKey: "errors.profile_incomplete" },
  /** Listing needs agent verification (setting on) and none was ever submitted. */
  VERIFICATION_REQUIRED: { status: 403, messageKey: "errors.verification_required" },
  VERIFICATION_PENDING: { status: 403, messageKey: "errors.verification_pending" },
  /** Verification was rejected; the user may re-apply. */
  VERIFICATION_FAILED: { status: 403, messageKey: "errors.verification_failed" },
  ACCOUNT_DEACTIVATED: { status: 403, messageKey: "errors.account_deactivated" },
  DEMO_MODE: { status: 403, messageKey: "errors.demo_mode" },
  /** Checkout asked for while the admin has enabled no payment gateway. */
  NO_PAYMENT_METHOD: { status: 403, messageKey: "errors.no_payment_method" },
} as const satisfies Record<string, AppErrorDefinition>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** The codes as values, e.g. `AppErrorCode.NOT_FOUND`, so callers need no string literals. */
export const AppErrorCode = Object.freeze(
  Object.fromEntries(Object.keys(APP_ERRORS).map((code) => [code, code])) as {
    readonly [C in AppErrorCode]: C;
  },
);

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === "string" && Object.hasOwn(APP_ERRORS, value);
}

export function httpStatusFor(code: AppErrorCode): number {
  return APP_ERRORS[code].status;
}

export function messageKeyFor(code: AppErrorCode): AppErrorDefinition["messageKey"] {
  return APP_ERRORS[code].messageKey;
}
