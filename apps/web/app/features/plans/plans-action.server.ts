import { describeClientFailure } from "@manzil/domain/errors";
import { data, type AppLoadContext } from "react-router";
import { failureBody, isApiSuccess } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { isSameOriginPost } from "../../lib/session/same-origin";
import type { AssignResult } from "./assign-result";

/**
 * `/subscription-plan`'s action: activates a free package through `assign_package`, called in-process so
 * the session token stays in its httpOnly cookie. The form works without JavaScript; with it, a fetcher
 * posts here and the page's loaders run again, so the new package and its credits show at once.
 */
export async function assignPlanAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<AssignResult> {
  // The member's session cookie rides along: a foreign page must not spend it.
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  const form = await request.formData();
  const raw = form.get("package_id");
  // Passed on as typed: the API's 422 names a bad id in the visitor's language.
  const result = await context.apiFetch("assign_package", {
    method: "POST",
    query: { lang: languageOfRequest(request) },
    body: { package_id: typeof raw === "string" ? raw.trim() : "" },
  });
  const at = Date.now();
  if (result.status >= 200 && result.status < 300 && isApiSuccess(result.body)) {
    const text = result.body.message.trim();
    return { ok: true, message: { key: "plans.assigned", ...(text ? { raw: text } : {}) }, at };
  }
  return { ok: false, message: assignFailure(result.status, result.body), at };
}

/**
 * The API's own words for a refused package (already in the visitor's language: "This is a paid
 * package…", "You already have this package…"); spec §8's table for 401, 5xx and a body without text.
 */
function assignFailure(status: number, body: unknown): AssignResult["message"] {
  const { message, code, error, errors } = failureBody(body);
  // A 422's field message says what was wrong with the choice; the envelope's message only that something was.
  const text = (errors ? Object.values(errors)[0]?.[0] : undefined) ?? message?.trim();
  if (status !== 401 && status < 500 && text) return { key: "errors.unexpected", raw: text };
  return describeClientFailure({
    kind: "http",
    status,
    ...(code === undefined ? {} : { code }),
    ...(error === undefined ? {} : { errorFlag: error }),
  });
}
