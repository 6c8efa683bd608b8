/** The API envelope (ADR 009): success `{error:false, message, data, total?}`, failure `{error:true, message, code}`. */
export type ApiSuccess<T> = { error: false; message: string; data: T; total?: number } & Record<
  string,
  unknown
>;
export type ApiFailureBody = {
  error: true;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
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
  return {
    ...(error === true ? { error: true as const } : {}),
    ...(typeof message === "string" ? { message } : {}),
    ...(typeof code === "string" ? { code } : {}),
  };
}
