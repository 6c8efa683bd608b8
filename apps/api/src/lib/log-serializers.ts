import { stdSerializers } from "pino";

type ErrorWithDetails = Error & { query?: unknown; params?: unknown; detail?: unknown; cause?: unknown };

/**
 * The copy of an error chain that may go to the log: a failed query keeps its statement but loses its bound
 * values (drizzle puts them in the message: passwords' hashes, push tokens, e-mail addresses), and a
 * PostgreSQL error loses its `detail`, which quotes the offending row ("Key (email)=(…) already exists").
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const original = error as ErrorWithDetails;
  const isFailedQuery = typeof original.query === "string" && "params" in original;
  const message = isFailedQuery ? `Failed query: ${String(original.query)}` : original.message;
  const copy = Object.assign(
    Object.create(Object.getPrototypeOf(original) as object) as ErrorWithDetails,
    original,
  );
  Object.defineProperty(copy, "message", { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, "stack", {
    value: original.stack?.replace(original.message, message),
    enumerable: false,
    writable: true,
  });
  delete copy.params;
  delete copy.detail;
  if (original.cause !== undefined) copy.cause = withoutQueryValues(original.cause, depth + 1);
  return copy;
}

/** Pino serializers for the app's logger: errors as pino logs them, without query values. */
export const logSerializers = {
  err: (error: unknown) => stdSerializers.err(withoutQueryValues(error) as Error),
};
