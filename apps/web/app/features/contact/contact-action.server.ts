import { data, type AppLoadContext } from "react-router";
import { failureBody, fieldErrorsOf } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { isSameOriginPost } from "../../lib/session/same-origin";
import { contactValuesOf, type ContactValues } from "./contact-validation";

/** What the contact form learns from its post; field messages come from the API in the visitor's language. */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: Record<string, string>; message: string; values: ContactValues }
  | { status: "rate-limited"; values: ContactValues }
  | { status: "failed"; httpStatus: number; message: string; values: ContactValues };

/**
 * `/contact-us`'s action: the form works without JavaScript, and the API sees the visitor's address,
 * so its per-visitor rate limit (5 an hour) applies to each visitor, not to the web server.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<ContactActionData> {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  const values = contactValuesOf(await request.formData());
  const result = await context.apiFetch("contct_us", {
    method: "POST",
    query: { lang: languageOfRequest(request) },
    body: values,
  });
  if (result.status >= 200 && result.status < 300) return { status: "sent" };
  if (result.status === 429) return { status: "rate-limited", values };
  const body = failureBody(result.body);
  const fieldErrors = fieldErrorsOf(result.body);
  if (result.status === 422 && fieldErrors) {
    const first = Object.fromEntries(
      Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
    );
    return { status: "invalid", fieldErrors: first, message: body.message ?? "", values };
  }
  return { status: "failed", httpStatus: result.status, message: body.message ?? "", values };
}
