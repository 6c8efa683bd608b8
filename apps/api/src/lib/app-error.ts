import { httpStatusFor, messageKeyFor, type AppErrorCode } from "@manzil/domain/errors";

/** Field path (dotted, as the client sent it) → message keys or already-translated messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw. The error handler turns it into the failure envelope with the code's
 * HTTP status, translating `messageKey` (and field messages that are keys) into the caller's language.
 */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: AppErrorCode,
    readonly options: {
      messageKey?: string;
      params?: Record<string, string | number>;
      fields?: FieldErrors;
      cause?: unknown;
    } = {},
  ) {
    super(options.messageKey ?? messageKeyFor(code), { cause: options.cause });
  }

  get status(): number {
    return httpStatusFor(this.code);
  }

  get messageKey(): string {
    return this.options.messageKey ?? messageKeyFor(this.code);
  }
}

export const notFound = (messageKey?: string) => new AppError("NOT_FOUND", messageKey ? { messageKey } : {});
