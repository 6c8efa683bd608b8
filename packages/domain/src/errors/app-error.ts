import { APP_ERRORS } from "./app-error-codes.js";
import type { AppErrorCode } from "./app-error-codes.js";

/**
 * The one error type services throw on purpose. The HTTP layer maps `code` to `status`; the web
 * maps it to a translated message. `message` is for logs, not for users.
 */
export class AppError extends Error {
  override readonly name = "AppError";

  constructor(
    readonly code: AppErrorCode,
    message: string = code,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  get status(): number {
    return APP_ERRORS[this.code].status;
  }
}
