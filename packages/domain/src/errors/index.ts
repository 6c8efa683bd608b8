export { AppError } from "./app-error.js";
export { APP_ERRORS, AppErrorCode, httpStatusFor, isAppErrorCode, messageKeyFor } from "./app-error-codes.js";
export type { AppErrorDefinition } from "./app-error-codes.js";
export { AUTH_ERROR_MESSAGE_KEYS, authMessageKey, isAuthErrorCode } from "./auth-messages.js";
export type { AuthErrorCode } from "./auth-messages.js";
export { describeClientFailure } from "./client-failure.js";
export type { ClientFailure } from "./client-failure.js";
export { API_TRANSPORT_HEADER, API_TRANSPORTS, parseApiTransport } from "./transport.js";
export type { ApiTransport } from "./transport.js";
