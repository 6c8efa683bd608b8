import { API_TRANSPORT_HEADER, type ClientFailure } from "@manzil/domain/errors";
import type { ApiQuery } from "./load-context";
import { clientFailureOf, fieldErrorsOf, isApiSuccess, type ApiSuccess, type FieldErrors } from "./envelope";

/** A failed browser call; `failure` feeds `describeClientFailure` (spec §8) for the message shown. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    readonly failure: ClientFailure,
    /** Per-field messages of a 422, already in the caller's language. */
    readonly fieldErrors?: FieldErrors,
    /** Seconds to wait before trying again (a 429's `retry-after`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(failure.kind === "http" ? `API answered ${failure.status}` : `API call failed: ${failure.kind}`);
  }
}

const TIMEOUT_MS = 20_000;
/** Uploads (multipart bodies) may carry many pictures over a slow phone line. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** An eBroker success that keeps its list at the top level instead of `data` (`refund_approvals`). */
const isTopLevelSuccess = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && (body as { error?: unknown }).error === false;

async function send<T>(
  url: string,
  init: RequestInit,
  timeoutMs = TIMEOUT_MS,
  topLevel = false,
): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      // Real statuses and booleans, whatever the server's default transport for eBroker clients (ADR 035).
      headers: { accept: "application/json", [API_TRANSPORT_HEADER]: "http", ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
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
  if (response.ok && topLevel && isTopLevelSuccess(body))
    return { data: undefined as T, ...body } as ApiSuccess<T>;
  throw new ApiRequestError(
    clientFailureOf(response.status, body),
    fieldErrorsOf(body),
    retryAfterOf(response),
  );
}

/** GET `/api/<path>` from the browser (same origin: the session cookie rides along). */
export function apiGet<T>(path: string, query: ApiQuery = {}): Promise<ApiSuccess<T>> {
  return send<T>(apiUrl(path, query), {});
}

/**
 * GET an eBroker answer whose list sits beside the envelope rather than in `data` (eBroker's apps read
 * `refund_approvals` there); the body comes back whole, `data` undefined when the API sent none.
 */
export function apiGetTopLevel<T extends Record<string, unknown>>(
  path: string,
  query: ApiQuery = {},
): Promise<ApiSuccess<unknown> & Partial<T>> {
  return send<unknown>(apiUrl(path, query), {}, TIMEOUT_MS, true) as Promise<
    ApiSuccess<unknown> & Partial<T>
  >;
}

/**
 * POST `/api/<path>` from the browser with the session cookie. A plain object goes as JSON, FormData as
 * multipart (file uploads). The browser adds the page's Origin, which the API checks for cookie sessions.
 */
export function apiPost<T>(
  path: string,
  body: Record<string, unknown> | FormData = {},
  query: ApiQuery = {},
): Promise<ApiSuccess<T>> {
  const isForm = body instanceof FormData;
  return send<T>(
    apiUrl(path, query),
    {
      method: "POST",
      body: isForm ? body : JSON.stringify(body),
      ...(isForm ? {} : { headers: { "content-type": "application/json" } }),
    },
    isForm ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS,
  );
}

/** DELETE `/api/<path>` with the session cookie (`personalised-fields` is removed this way). */
export function apiDelete<T>(path: string, query: ApiQuery = {}): Promise<ApiSuccess<T>> {
  return send<T>(apiUrl(path, query), { method: "DELETE" });
}
