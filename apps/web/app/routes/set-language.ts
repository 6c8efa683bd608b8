import { data, redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { languageCookie, languageFromTag } from "../lib/i18n/resolve-language";
import { safeRedirectPath } from "../lib/session/safe-redirect";

/** The language switch posts here: remember the choice for a year, then reload the same page in it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const language = languageFromTag(String(form.get("lang") ?? ""));
  // The error page words a known code in the visitor's language (spec §8); no literal text here.
  if (!language) throw data({ error: true, code: "BAD_REQUEST" }, { status: 400 });
  // Without `?lang=`: it would override the cookie just set.
  const target = safeRedirectPath(form.get("redirectTo"), {
    siteUrl: context.publicUrl,
    dropParams: ["lang"],
  });
  return redirect(target, {
    headers: { "Set-Cookie": languageCookie(language) },
  });
}

export function loader() {
  return redirect("/");
}
