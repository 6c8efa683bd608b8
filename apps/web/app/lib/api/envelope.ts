import type { ClientFailure } from "@manzil/domain/errors";

/**
 * The API envelope (ADR 009): success `{error:false, message, data, total?}`, failure
 * `{error:true, message, code, errors?}`; `errors` holds each invalid field's messages, already in the
 * caller's language.
 */
export type ApiSuccess<T> = { error: false; message: string; data: T; total?: number } & Record<
  string,
  unknown
>;
export type FieldErrors = Record<string, string[]>;

export type ApiFailureBody = {
  error: true;
  message: string;
  code?: string;
  errors?: FieldErrors;
};

export function isApiSuccess<T = unknown>(body: unknown): body is ApiSuccess<T> {
  return (
    typeof body === "object" &&
    body !== null &&
    (body as { error?: unknown }).error === false &&
    "data" in body
  );
}

export function failureBody(body: unknown): Partial<ApiFailureBody> {
  if (typeof body !== "object" || body === null) return {};
  const { message, code, error } = body as Record<string, unknown>;
  const errors = fieldErrorsOf(body);
  return {
    ...(error === true ? { error: true as const } : {}),
    ...(typeof message === "string" ? { message } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(errors ? { errors } : {}),
  };
}

/**
 * The per-field messages of a failure body (a 422), keeping only well-formed entries; undefined when
 * there are none.
 */
export function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === "string" && message.trim() !== "",
    );
    if (list.length > 0) out[field] = list;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** An API answer that failed, as spec §8's message rules (`describeClientFailure`) take it. */
export function clientFailureOf(status: number, body: unknown): ClientFailure {
  const { message, code, error } = failureBody(body);
  return {
    kind: "http",
    status,
    ...(message === undefined ? {} : { serverMessage: message }),
    ...(code === undefined ? {} : { code }),
    ...(error === undefined ? {} : { errorFlag: error }),
  };
}
