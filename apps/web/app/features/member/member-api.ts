import type { TFunction } from "i18next";
import { apiUrl, ApiRequestError } from "../../lib/api/browser-api";
import { clientFailureOf, fieldErrorsOf, isApiSuccess, type ApiSuccess } from "../../lib/api/envelope";
import { failureMessage } from "../../lib/api/error-message";
import type { ApiQuery } from "../../lib/api/load-context";

/** Cache keys of the member pages; each starts with the endpoint so invalidation reads plainly. */
export const FAVOURITES_KEY = "get_favourite_property";
export const INTERESTS_KEY = "personalised-fields";
export const RECOMMENDATIONS_KEY = "get_user_recommendation";

const TIMEOUT_MS = 20_000;

/**
 * DELETE `/api/<path>` with the session cookie. The shared browser client only speaks GET and POST;
 * `personalised-fields` is the one eBroker endpoint this page needs that is removed with DELETE.
 */
export async function apiDelete<T>(path: string, query: ApiQuery = {}): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: "DELETE",
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
    // Not JSON: the status alone decides the message.
  }
  if (response.ok && isApiSuccess<T>(body)) return body;
  throw new ApiRequestError(clientFailureOf(response.status, body), fieldErrorsOf(body));
}

/**
 * The message for a failed click: a 4xx's own text when it has one (already in the member's language),
 * else spec §8's table.
 */
export function actionFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.failure.kind === "http") {
    const { status, serverMessage } = error.failure;
    if (status >= 400 && status < 500 && serverMessage?.trim()) return serverMessage;
  }
  return failureMessage(error, t);
}
