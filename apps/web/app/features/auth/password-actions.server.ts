import { data, redirect, type AppLoadContext } from "react-router";
import { describeAuthFailure } from "../../lib/api/auth-failure";
import { clientFailureOf, fieldErrorsOf } from "../../lib/api/envelope";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { isSameOriginPost } from "../../lib/session/same-origin";
import { clearedSessionCookie } from "../../lib/session/session-cookie";
import type { FormAnswer } from "./auth-flow";

type ActionArgs = { request: Request; context: AppLoadContext };

async function postedForm({ request, context }: ActionArgs): Promise<FormData> {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  return request.formData();
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * `/forgot-password`: the API answers the same for known and unknown addresses (it never tells who has
 * an account), so the page shows that one message and keeps the form for another try.
 */
export async function forgotPasswordAction(args: ActionArgs): Promise<FormAnswer> {
  const form = await postedForm(args);
  const email = field(form, "email").trim();
  const result = await args.context.apiFetch("forgot-password", {
    query: { email, lang: languageOfRequest(args.request) },
  });
  if (result.status === 200) {
    const message = (result.body as { message?: unknown } | null)?.message;
    return {
      ok: true,
      notice: {
        key: "auth_ui.reset_link_sent",
        ...(typeof message === "string" && message ? { raw: message } : {}),
      },
      values: { email },
      at: Date.now(),
    };
  }
  const fieldErrors = fieldErrorsOf(result.body);
  return {
    ok: false,
    error: describeAuthFailure(clientFailureOf(result.status, result.body), "forgot-password"),
    ...(fieldErrors ? { fieldErrors } : {}),
    values: { email },
    at: Date.now(),
  };
}

/**
 * `/reset-password`: sets the new password; the API signs every session out, this browser's included,
 * so the cookie goes too and the visitor signs in again with the new password.
 */
export async function resetPasswordAction(args: ActionArgs): Promise<Response | FormAnswer> {
  const form = await postedForm(args);
  const result = await args.context.apiFetch("reset-password", {
    method: "POST",
    query: { lang: languageOfRequest(args.request) },
    body: {
      token: field(form, "token"),
      password: field(form, "password"),
      password_confirmation: field(form, "password_confirmation"),
    },
  });
  if (result.status === 200) {
    return redirect("/login?reset=done", {
      headers: { "Set-Cookie": clearedSessionCookie(args.context.publicUrl) },
    });
  }
  const fieldErrors = fieldErrorsOf(result.body);
  return {
    ok: false,
    error: describeAuthFailure(clientFailureOf(result.status, result.body), "reset-password"),
    ...(fieldErrors ? { fieldErrors } : {}),
    at: Date.now(),
  };
}
