import { data, type AppLoadContext } from "react-router";
import { failureBody, isApiSuccess, type ApiSuccess } from "../../lib/api/envelope";
import type { ApiQuery } from "../../lib/api/load-context";

/** A project call the viewer's package does not cover (spec §6 `project_access`), or a guest asked to sign in. */
export type ProjectGate = { kind: "gated"; status: 401 | 403; message: string };
export type ProjectAnswer<T> = { kind: "ok"; body: ApiSuccess<T> } | ProjectGate;

/**
 * Like loadFromApi, but a 401/403 is a page state (the package prompt) rather than an error page; the
 * API's message explains which package is missing, in the viewer's language.
 */
export async function loadProjectCall<T>(
  context: AppLoadContext,
  path: string,
  query: ApiQuery,
): Promise<ProjectAnswer<T>> {
  const result = await context.apiFetch(path, { query });
  if (result.status >= 200 && result.status < 300 && isApiSuccess<T>(result.body)) {
    return { kind: "ok", body: result.body };
  }
  if (result.status === 401 || result.status === 403) {
    return { kind: "gated", status: result.status, message: failureBody(result.body).message ?? "" };
  }
  const status = result.status >= 400 ? result.status : 502;
  throw data(failureBody(result.body), { status });
}
