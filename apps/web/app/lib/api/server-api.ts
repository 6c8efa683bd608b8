import { data, type AppLoadContext } from "react-router";
import type { ApiQuery } from "./load-context";
import { failureBody, isApiSuccess, type ApiSuccess } from "./envelope";

/**
 * GETs an API call from a loader and returns its success envelope. A 404 becomes a thrown 404 (the
 * route's not-found page); any other failure a thrown response with the API's status, which the root
 * error boundary turns into the spec §8 message.
 */
export async function loadFromApi<T>(
  context: AppLoadContext,
  path: string,
  query: ApiQuery = {},
): Promise<ApiSuccess<T>> {
  const result = await context.apiFetch(path, { query });
  if (result.status >= 200 && result.status < 300 && isApiSuccess<T>(result.body)) return result.body;
  const status = result.status >= 400 ? result.status : 502;
  // An outage's Retry-After reaches the visitor (and crawlers) through the root's `headers`.
  const headers: HeadersInit = result.retryAfter ? { "Retry-After": result.retryAfter } : {};
  throw data(failureBody(result.body), { status, headers });
}

/** Like loadFromApi, but a failure yields null: for data a page can live without (settings, SEO texts). */
export async function loadOptionalFromApi<T>(
  context: AppLoadContext,
  path: string,
  query: ApiQuery = {},
): Promise<ApiSuccess<T> | null> {
  try {
    const result = await context.apiFetch(path, { query });
    return result.status === 200 && isApiSuccess<T>(result.body) ? result.body : null;
  } catch {
    return null;
  }
}
