import type { ClientFailure } from "@manzil/domain/errors";
import type { ApiQuery } from "./load-context";
import { failureBody, isApiSuccess, type ApiSuccess } from "./envelope";

/** A failed browser call; `failure` feeds `describeClientFailure` (spec §8) for the message shown. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(readonly failure: ClientFailure) {
    super(failure.kind === "http" ? `API answered ${failure.status}` : `API call failed: ${failure.kind}`);
  }
}

const TIMEOUT_MS = 20_000;

function apiUrl(path: string, query: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

/** GET `/api/<path>` from the browser (same origin: the session cookie rides along). */
export async function apiGet<T>(path: string, query: ApiQuery = {}): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiRequestError({ kind: timedOut ? "timeout" : "network" });
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): the status alone decides the message.
  }
  if (response.ok && isApiSuccess<T>(body)) return body;
  const { message, code, error } = failureBody(body);
  throw new ApiRequestError({
    kind: "http",
    status: response.status,
    ...(message === undefined ? {} : { serverMessage: message }),
    ...(code === undefined ? {} : { code }),
    ...(error === undefined ? {} : { errorFlag: error }),
  });
}
